import { describe, expect, it } from "vitest";
import { blogExcerpt } from "./excerpt.js";

describe("blogExcerpt", () => {
  it("puts the text on one line", () => {
    expect(blogExcerpt("  Hallo\n\nWelt  \t da ")).toBe("Hallo Welt da");
  });
  it("cuts at a word with an ellipsis", () => {
    expect(blogExcerpt("Ein schöner Tag in Berlin, wirklich.", 20)).toBe("Ein schöner Tag in…");
    expect(blogExcerpt("x".repeat(30), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
