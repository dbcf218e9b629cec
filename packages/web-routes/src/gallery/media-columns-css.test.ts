import { describe, expect, it } from "vitest";
import { mediaColumnsCss } from "./media-columns-css";

describe("mediaColumnsCss", () => {
  it("has 3 columns by default and 4, 5, 5, 7 from the tablet, narrow desktop, desktop and large desktop widths", () => {
    const css = mediaColumnsCss(".g");
    const lines = css.split("\n");
    expect(lines[0]).toBe(".g{display:grid;gap:0.5rem;grid-template-columns:repeat(3,minmax(0,1fr));}");
    expect(lines.slice(1).map((line) => /min-width:(\d+)px.*repeat\((\d+)/.exec(line)?.slice(1))).toEqual([
      ["768", "4"],
      ["960", "5"],
      ["1200", "5"],
      ["1556", "7"],
    ]);
  });
});
