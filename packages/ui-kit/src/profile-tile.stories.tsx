import type { Meta, StoryObj } from "@storybook/react";
import { ProfileTile, type TProfileTileProps } from "./profile-tile";

// An inline SVG stands in for the api's generated avatars (drawn shapes, no photographs of people).
function avatar(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320"><rect width="320" height="320" fill="hsl(${hue} 45% 78%)"/><circle cx="160" cy="128" r="64" fill="hsl(${hue} 40% 42%)"/><rect x="64" y="208" width="192" height="112" rx="96" fill="hsl(${hue} 40% 42%)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const LENA: TProfileTileProps = {
  href: "/profile/Lena.Berlin",
  username: "Lena.Berlin",
  avatarUrl: avatar(340),
  ageLabel: "27 Jahre",
  locationLabel: "Berlin",
  distanceLabel: "12 km",
  priceLabel: "150 € / Std.",
  badges: [
    { key: "verified", label: "Verifiziert", tone: "verified" },
    { key: "member", label: "Mitglied", tone: "member" },
  ],
};

const meta = {
  title: "Profiles/ProfileTile",
  component: ProfileTile,
  args: LENA,
  decorators: [(Story) => <div style={{ maxWidth: "18rem" }}>{Story()}</div>],
} satisfies Meta<typeof ProfileTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const New: Story = {
  args: { username: "Mia_Hamburg", locationLabel: "Hamburg", distanceLabel: "<1km", badges: [{ key: "new", label: "Neu", tone: "new" }] },
};
export const Minimal: Story = { args: { ageLabel: undefined, distanceLabel: undefined, priceLabel: undefined, badges: [] } };
export const LongName: Story = { args: { username: "Sehr_Langer_Benutzername_2026", badges: [{ key: "lang", label: "DE · EN" }] } };

const CITIES = ["Berlin", "München", "Hamburg", "Köln", "Wien", "Zürich", "Leipzig", "Graz"];

/** The responsive grid the home page uses: 1 column on phones, 2 from 768px, 3 from 960px, 4 from 1200px. */
export const Grid: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  parameters: { layout: "fullscreen" },
  render: () => (
    <div style={{ padding: "1rem" }}>
      <ul className="sr-profile-grid">
        {CITIES.map((city, index) => (
          <li key={city}>
            <ProfileTile
              href={`/profile/${index}`}
              username={`Profil.${city}`}
              avatarUrl={avatar(index * 45)}
              ageLabel={`${22 + index * 3} Jahre`}
              locationLabel={city}
              priceLabel={`${100 + index * 20} € / Std.`}
              badges={index % 3 === 0 ? [{ key: "new", label: "Neu", tone: "new" }] : []}
            />
          </li>
        ))}
      </ul>
    </div>
  ),
};
