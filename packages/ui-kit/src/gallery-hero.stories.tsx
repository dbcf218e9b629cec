import type { Meta, StoryObj } from "@storybook/react";
import { GalleryHero, type TGalleryItem, type TGalleryPhoto } from "./gallery-hero";

// Drawn stand-ins for photos (an interior, a city at dusk …): inline SVG, no pictures of people.
export function scenePhoto(hue: number, width = 1200, height = 1500): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 70%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.72}" cy="${height * 0.26}" r="${width * 0.12}" fill="hsl(${(hue + 60) % 360} 80% 85%)" opacity="0.8"/><path d="M0 ${height * 0.78} L${width * 0.2} ${height * 0.6} L${width * 0.38} ${height * 0.72} L${width * 0.6} ${height * 0.5} L${width} ${height * 0.74} V${height} H0Z" fill="hsl(${hue} 40% 18%)" opacity="0.85"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function photos(count: number): TGalleryPhoto[] {
  return Array.from({ length: count }, (_, index) => {
    const landscape = index % 3 === 2;
    const src = scenePhoto(index * 47 + 330, landscape ? 1500 : 1200, landscape ? 1000 : 1500);
    return {
      kind: "photo" as const,
      key: `p${index}`,
      thumbSrc: src,
      src,
      fullSrc: src,
      width: landscape ? 1500 : 1200,
      height: landscape ? 1000 : 1500,
      alt: `Foto ${index + 1} von Lena`,
    };
  });
}

const LABELS = {
  thumbnails: "Fotos",
  lightbox: "Fotos von Lena",
  close: "Schließen",
  previous: "Vorheriges Foto",
  next: "Nächstes Foto",
  photoCount: (count: number) => `${count} Fotos`,
};

const meta = {
  title: "Profiles/GalleryHero",
  component: GalleryHero,
  args: { items: photos(6), labels: LABELS, placeholder: <p>Noch keine Fotos.</p> },
  decorators: [(Story) => <div style={{ maxWidth: "52rem" }}>{Story()}</div>],
} satisfies Meta<typeof GalleryHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six photos: click the main photo or a thumbnail for the lightbox (arrow keys, swipe, Escape). */
export const SixPhotos: Story = {};

export const OnePhoto: Story = { args: { items: photos(1) } };

const LOCKED: TGalleryItem[] = [
  { kind: "locked", key: "l1", label: "Nur für Plus-Mitglieder sichtbar.", tag: "Plus" },
  { kind: "locked", key: "l2", label: "Privates Foto – nur nach Freischaltung sichtbar.", tag: "Privat" },
  { kind: "locked", key: "l3", label: "Melde dich an, um dieses Foto zu sehen.", action: { href: "#login", label: "Anmelden" } },
];

/** Photos this viewer may not see are placeholders that say why (and link to sign-in for guests). */
export const WithLockedPhotos: Story = { args: { items: [...photos(3), ...LOCKED] } };

/** No photo yet: the caller's placeholder (here a note) takes the main photo's place. */
export const NoPhotos: Story = { args: { items: [] } };

export const OnlyLocked: Story = { args: { items: LOCKED } };
