import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { LocationPicker } from "./location-picker";

const CITIES = ["Berlin", "Bremen", "Bremerhaven", "Bern", "Bonn"];

const meta = {
  title: "Search/LocationPicker",
  component: LocationPicker,
  args: {
    label: "Ort",
    name: "place",
    text: "",
    onTextChange: () => undefined,
    suggestions: [],
    onSelect: () => undefined,
    noMatchText: "Kein Ort gefunden",
    hint: "Aktuell: Berlin",
  },
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: (args) => {
    const [text, setText] = useState("Bre");
    const [busy, setBusy] = useState(false);
    const suggestions = CITIES.filter((c) => c.toLowerCase().startsWith(text.toLowerCase())).map((c) => ({ value: c.toLowerCase(), label: c, detail: "Deutschland" }));
    return (
      <LocationPicker
        {...args}
        text={text}
        onTextChange={setText}
        suggestions={text ? suggestions : []}
        onSelect={(value) => setText(CITIES.find((c) => c.toLowerCase() === value) ?? value)}
        position={{ label: "Meinen Standort verwenden", busyLabel: "Standort wird ermittelt …", busy, onClick: () => setBusy(!busy) }}
      />
    );
  },
};
export const NoMatch: Story = { args: { text: "Xyz" } };
