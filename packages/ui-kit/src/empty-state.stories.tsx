import type { Meta, StoryObj } from "@storybook/react";
import { Button } from "./button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  args: { title: "Keine Profile gefunden" },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithAction: Story = {
  args: {
    children: (
      <>
        <p>Vergrößere den Umkreis oder setze die Filter zurück.</p>
        <Button variant="secondary">Filter zurücksetzen</Button>
      </>
    ),
  },
};
