import type { Meta, StoryObj } from "@storybook/react";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "Angemeldet bleiben", name: "remember" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const RequiredWithError: Story = {
  args: {
    label: "Ich bestätige, dass ich mindestens 18 Jahre alt bin.",
    name: "adult",
    required: true,
    error: "Bitte bestätige dein Alter.",
  },
};
