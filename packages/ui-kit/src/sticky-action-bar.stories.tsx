import type { Meta, StoryObj } from "@storybook/react";
import { Button } from "./button";
import { StickyActionBar } from "./sticky-action-bar";

const meta = {
  title: "Profiles/StickyActionBar",
  component: StickyActionBar,
  args: {
    label: "Aktionen",
    summary: (
      <>
        <strong>Lena</strong>
        <br />
        ab 80 €
      </>
    ),
    children: <Button aria-pressed={false}>Zu Favoriten hinzufügen</Button>,
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize the canvas: below 960 px a bar at the bottom of the screen, from 960 px a sticky card in the side column. */
export const InPage: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 20rem)", gap: "2rem", padding: "1rem", alignItems: "start" }}>
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Absatz {index + 1} des Profils.</p>
        ))}
      </div>
      <div style={{ alignSelf: "stretch" }}>
        <StickyActionBar {...args} />
      </div>
    </div>
  ),
};
