// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contrastRatio, parseHexColour, relativeLuminance } from "./contrast";

describe("contrast", () => {
  it("parses short and long hex", () => {
    expect(parseHexColour("#fff")).toEqual([255, 255, 255]);
    expect(parseHexColour("#7B1431")).toEqual([123, 20, 49]);
    expect(() => parseHexColour("red")).toThrow(/not a hex colour/);
    expect(() => parseHexColour("#12345")).toThrow();
  });

  it("gives the WCAG reference values", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#fff", "#fff")).toBe(1);
    // #767676 on white is the well-known lightest grey that still passes AA (4.54:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it("is symmetric", () => {
    expect(contrastRatio("#7b1431", "#faf6f2")).toBe(contrastRatio("#faf6f2", "#7b1431"));
  });
});
