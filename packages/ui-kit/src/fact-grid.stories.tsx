import type { Meta, StoryObj } from "@storybook/react";
import { FactGrid } from "./fact-grid";

const meta = {
  title: "Profiles/FactGrid",
  component: FactGrid,
  args: {
    facts: [
      { key: "age", label: "Alter", value: "27 Jahre" },
      { key: "city", label: "Ort", value: "Berlin, Deutschland" },
      { key: "height", label: "Größe", value: "170 cm" },
      { key: "weight", label: "Gewicht", value: "58 kg" },
      { key: "cup_size", label: "Körbchengröße", value: "D" },
      { key: "nationality", label: "Nationalität", value: "Vereinigtes Königreich" },
      { key: "languages", label: "Sprachen", value: "Deutsch, Englisch, Französisch" },
      { key: "reply_time", label: "Antwortzeit", value: "Innerhalb eines Tages" },
    ],
  },
} satisfies Meta<typeof FactGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Escort: Story = {};
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: "22rem" }}>{Story()}</div>] };
