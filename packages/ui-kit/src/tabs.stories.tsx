import type { Meta, StoryObj } from "@storybook/react";
import { Tabs } from "./tabs";

const meta = {
  title: "Profiles/Tabs",
  component: Tabs,
  args: {
    label: "Profilbereiche",
    selectedKey: "profile",
    items: [
      { key: "profile", label: "Profil", href: "#profile", panel: <p>Über mich, Preise, Zeiten …</p> },
      { key: "reviews", label: "Bewertungen", count: 14, href: "#reviews", panel: <p>14 Bewertungen</p> },
      { key: "business_reviews", label: "Geschäftsbewertungen", count: 0, href: "#business_reviews", panel: <p>Noch keine Geschäftsbewertungen.</p> },
      { key: "events", label: "Events", count: 2, href: "#events", panel: <p>Zwei Events</p> },
      { key: "blogs", label: "Blogs", count: 0, href: "#blogs", panel: <p>Noch keine Blogbeiträge.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys, Home and End move between tabs (roving tabindex); every tab also has an address. */
export const Profile: Story = {};
export const ReviewsSelected: Story = { args: { selectedKey: "reviews" } };
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: "22rem" }}>{Story()}</div>] };
