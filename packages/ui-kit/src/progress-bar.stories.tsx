import type { Meta, StoryObj } from "@storybook/react";
import { ProgressBar } from "./progress-bar";

const meta = { title: "Feedback/ProgressBar", component: ProgressBar, args: { label: "Upload", value: 0.42 } } satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partly: Story = {};
export const Done: Story = { args: { value: 1, valueText: "Fertig" } };
