import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { photos } from "./gallery-hero.stories";
import { Lightbox } from "./lightbox";

const IMAGES = photos(6).map((photo) => ({ key: photo.key, src: photo.fullSrc, alt: photo.alt, width: photo.width, height: photo.height }));

function LightboxDemo({ start }: { start: number | null }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <div>
      <button type="button" className="sr-button sr-button--primary sr-button--md" onClick={() => setIndex(2)}>
        <span className="sr-button__label">Foto 3 öffnen</span>
      </button>
      <Lightbox
        images={IMAGES}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        label="Fotos von Lena"
        closeLabel="Schließen"
        previousLabel="Vorheriges Foto"
        nextLabel="Nächstes Foto"
      />
    </div>
  );
}

const meta = {
  title: "Profiles/Lightbox",
  component: LightboxDemo,
  args: { start: null },
} satisfies Meta<typeof LightboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens at photo 3 of 6: arrow keys or a swipe move, Escape closes and focus returns to the button. */
export const Closed: Story = {};
export const OpenAtThird: Story = { args: { start: 2 } };
