import type { Meta, StoryObj } from "@storybook/react";
import { ChoiceGroup } from "./choice-group";

const meta = {
  title: "Forms/ChoiceGroup",
  component: ChoiceGroup,
  args: {
    legend: "Sexualität",
    name: "sexuality",
    kind: "radio",
    options: [
      { value: "34", label: "Heterosexuell" },
      { value: "35", label: "Homosexuell" },
      { value: "36", label: "Bisexuell" },
    ],
  },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radio: Story = { args: { required: true } };
export const RadioWithError: Story = { args: { required: true, error: "Dieses Feld ist erforderlich." } };
export const Checkboxes: Story = { args: { kind: "checkbox", legend: "Services", name: "services", columns: true, defaultValue: ["35"] } };
export const WithDescriptions: Story = {
  args: {
    legend: "Was ist das Problem?",
    name: "reason",
    required: true,
    options: [
      { value: "minor", label: "Minderjährige", description: "Die Person ist oder wirkt jünger als 18 Jahre." },
      { value: "scam_spam", label: "Betrug oder Spam", description: "Vorkasse, Fake-Angebote, Werbung." },
      { value: "other", label: "Sonstiges" },
    ],
  },
};
