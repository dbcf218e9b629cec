import type { Meta, StoryObj } from "@storybook/react";
import { Select } from "./select";

const meta = {
  title: "Forms/Select",
  component: Select,
  args: {
    label: "Umkreis",
    name: "radius",
    defaultValue: "100",
    options: [5, 10, 20, 30, 50, 100].map((km) => ({ value: String(km), label: `${km} km` })),
  },
  decorators: [(Story) => <div style={{ maxWidth: "20rem" }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = {
  args: {
    label: "Sprache",
    name: "lng",
    defaultValue: "",
    required: true,
    placeholder: "Bitte wählen",
    options: [
      { value: "de", label: "Deutsch" },
      { value: "en", label: "English" },
    ],
  },
};
export const WithError: Story = { args: { required: true, error: "Bitte wähle einen Umkreis." } };
