import type { TSeoCategorySlug } from "@samtrot/constants-catalogue";

// The drawn image of each index-page category (spec 000 §2 "each category has an id, an image"), bundled as
// assets with hashed names.
const IMAGES = import.meta.glob<string>("./seo-images/*.svg", { query: "?url", import: "default", eager: true });

/** The URL of a category's image (320×200 SVG). */
export function seoCategoryImage(slug: TSeoCategorySlug): string {
  const url = IMAGES[`./seo-images/${slug}.svg`];
  if (!url) throw new Error(`no image for the index-page category ${slug}`);
  return url;
}
