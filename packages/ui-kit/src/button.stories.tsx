import type { Meta, StoryObj } from "@storybook/react";
import { Button } from "./button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Speichern", variant: "primary", size: "md", loading: false, disabled: false },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "Abbrechen" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Mehr anzeigen" } };
export const Danger: Story = { args: { variant: "danger", children: "Konto löschen" } };
export const Small: Story = { args: { size: "sm", children: "Filter" } };
export const Loading: Story = { args: { loading: true, children: "Wird gesendet" } };
export const Disabled: Story = { args: { disabled: true } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" }}>
      <Button {...args} variant="primary">
        Primär
      </Button>
      <Button {...args} variant="secondary">
        Sekundär
      </Button>
      <Button {...args} variant="ghost">
        Dezent
      </Button>
      <Button {...args} variant="danger">
        Löschen
      </Button>
      <Button {...args} variant="primary" size="sm">
        Klein
      </Button>
      <Button {...args} variant="primary" loading>
        Lädt
      </Button>
    </div>
  ),
};
