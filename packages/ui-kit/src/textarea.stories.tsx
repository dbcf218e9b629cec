import type { Meta, StoryObj } from "@storybook/react";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  args: { label: "Beschreibung", name: "description" },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { required: true, counter: { format: (n: number) => `${n} / 2.500 Zeichen (mindestens 140)`, tooShort: (n: number) => n < 140, tooLong: (n: number) => n > 2500 } },
};
export const WithError: Story = { args: { error: "Der Text ist zu kurz.", defaultValue: "Zu kurz" } };
