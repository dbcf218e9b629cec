import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { RangeInput, type TRangeValue } from "./range-input";

const meta = {
  title: "Search/RangeInput",
  component: RangeInput,
  args: {
    legend: "Alter",
    minName: "age_min",
    maxName: "age_max",
    minLabel: "von",
    maxLabel: "bis",
    value: { min: 18, max: 30 },
    bounds: { min: 18, max: 99 },
  },
} satisfies Meta<typeof RangeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Age: Story = {
  render: (args) => {
    const [value, setValue] = useState<TRangeValue>(args.value);
    return <RangeInput {...args} value={value} onCommit={setValue} />;
  },
};
export const OpenUpperSide: Story = { args: { legend: "Größe", minName: "height_min", maxName: "height_max", value: { min: 170, max: null }, unit: "cm" } };
export const WithError: Story = { args: { error: "Bitte gib einen gültigen Bereich an." } };
