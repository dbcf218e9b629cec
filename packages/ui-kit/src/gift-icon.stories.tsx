import type { Meta, StoryObj } from "@storybook/react";
import { GIFT_ART_KEYS, GiftIcon } from "./gift-icon";

const meta = {
  title: "Money/GiftIcon",
  component: GiftIcon,
  args: { giftKey: "rose", label: "Rose" },
} satisfies Meta<typeof GiftIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rose: Story = {};
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
      {[...GIFT_ART_KEYS, "unknown"].map((key) => (
        <GiftIcon key={key} giftKey={key} size={64} label={key} />
      ))}
    </div>
  ),
};
