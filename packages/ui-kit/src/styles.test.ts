// @vitest-environment node
// jsdom does no layout, so the responsive rules are checked in the CSS text itself.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROFILE_GRID_WIDEST_COLUMNS } from "./profile-tile";

const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

/** grid-template-columns of .sr-profile-grid: outside any media query (key 0) and per min-width query. */
function profileGridColumns(): Map<number, string> {
  const columns = new Map<number, string>();
  const rule = /\.sr-profile-grid\s*\{([^}]*)\}/g;
  for (const match of css.matchAll(rule)) {
    const before = css.slice(0, match.index);
    const openMedia = before.lastIndexOf("@media");
    // Inside a media block when the last @media before the rule has not been closed yet.
    const inside = openMedia >= 0 && depthAt(before.slice(openMedia)) > 0;
    const width = inside ? Number(/min-width:\s*(\d+)px/.exec(before.slice(openMedia))?.[1]) : 0;
    const value = /grid-template-columns:\s*([^;]+);/.exec(match[1] ?? "")?.[1]?.trim();
    if (value) columns.set(width, value);
  }
  return columns;
}

function depthAt(text: string): number {
  return (text.match(/\{/g)?.length ?? 0) - (text.match(/\}/g)?.length ?? 0);
}

describe("sr-profile-grid", () => {
  it("has 1 column on phones, 2 from 768px, 3 from 960px, 4 from 1200px (spec 001 §3 screen types)", () => {
    expect(Object.fromEntries(profileGridColumns())).toEqual({
      0: "minmax(0, 1fr)",
      768: "repeat(2, minmax(0, 1fr))",
      960: "repeat(3, minmax(0, 1fr))",
      1200: "repeat(4, minmax(0, 1fr))",
    });
    // The tiles that load first (ProfileTile priority) are the widest layout's first row.
    expect(Math.max(...[...profileGridColumns().values()].map((v) => Number(/repeat\((\d+)/.exec(v)?.[1] ?? 1)))).toBe(PROFILE_GRID_WIDEST_COLUMNS);
  });
});

describe("focus and motion", () => {
  it("gives every focusable element a visible focus ring in the theme's focus colour", () => {
    expect(css).toMatch(/:where\(a, button, input, select, textarea, summary, \[tabindex\]\):focus-visible\s*\{[^}]*outline:\s*var\(--sr-focus-width\) solid var\(--sr-color-focus\)/);
  });

  it("never removes an outline without replacing it, except on main (focused by the skip link only) and the tile link (ring on the tile)", () => {
    const removals = Array.from(css.matchAll(/([^{}]+)\{[^}]*outline:\s*(?:none|0)\s*;/g), (m) => m[1]?.trim());
    expect(removals.sort()).toEqual([".sr-page__main:focus", ".sr-tile__link:focus-visible"]);
    expect(css).toMatch(/\.sr-tile:focus-within\s*\{[^}]*outline:\s*var\(--sr-focus-width\) solid var\(--sr-color-focus\)/);
  });

  it("calms animations for users who ask for reduced motion", () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
  });
});
