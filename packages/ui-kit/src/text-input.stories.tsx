import type { Meta, StoryObj } from "@storybook/react";
import { TextInput } from "./text-input";

const meta = {
  title: "Forms/TextInput",
  component: TextInput,
  args: { label: "E-Mail-Adresse", name: "email", type: "email", autoComplete: "email" },
  decorators: [(Story) => <div style={{ maxWidth: "26rem" }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { label: "Benutzername", name: "username", type: "text", hint: "3 bis 20 Zeichen, Buchstaben, Ziffern, Punkt und Unterstrich." } };
export const WithError: Story = { args: { required: true, defaultValue: "lena@", error: "Bitte gib eine gültige E-Mail-Adresse ein." } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "lena@example.test" } };
