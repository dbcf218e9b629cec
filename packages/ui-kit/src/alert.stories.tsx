import type { Meta, StoryObj } from "@storybook/react";
import { Alert } from "./alert";

const meta = {
  title: "Feedback/Alert",
  component: Alert,
  args: { tone: "info", children: "Deine Suche wurde gespeichert." },
  argTypes: { tone: { control: "inline-radio", options: ["error", "info", "success"] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: "success", children: "Dein Profil wurde gespeichert." } };
export const ErrorMessage: Story = { args: { tone: "error", children: "Etwas ist schiefgelaufen. Bitte versuche es erneut." } };
