import type { Meta, StoryObj } from "@storybook/react";
import { Chip, ChipList } from "./chip";

const meta = {
  title: "Profiles/ChipList",
  component: ChipList,
  args: {
    label: "Merkmale",
    items: [
      { key: "user_type", label: "Escort" },
      { key: "gender", label: "Frau" },
      { key: "member", label: "Plus-Mitglied", tone: "member" },
      { key: "verified", label: "Verifiziert", tone: "verified" },
      { key: "new", label: "Neu", tone: "new" },
      { key: "reviews", label: "14 Bewertungen" },
      { key: "reply_time", label: "Antwortet innerhalb eines Tages" },
    ],
  },
} satisfies Meta<typeof ChipList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
export const Empty: Story = { args: { items: [] } };

/** A single chip, e.g. inline in a text. */
export const SingleChip: Story = {
  render: () => (
    <p>
      Seit 2024 dabei <Chip tone="verified">Verifiziert</Chip>
    </p>
  ),
};
