import { describe, expect, it } from "vitest";
import { hasLockedWords, REVIEW_EXCERPT_MAX, REVIEW_UNLOCK_COST, reviewExcerpt } from "./review-unlock.js";

describe("review excerpts", () => {
  it("a comment that fits is shown whole", () => {
    expect(reviewExcerpt("Sehr nett.")).toEqual({ text: "Sehr nett.", cut: false });
    const exact = "x".repeat(REVIEW_EXCERPT_MAX);
    expect(reviewExcerpt(exact)).toEqual({ text: exact, cut: false });
    expect(reviewExcerpt("")).toEqual({ text: "", cut: false });
  });

  it("a longer one is cut at a word boundary, without trailing punctuation, with an ellipsis", () => {
    const words = "Wir haben uns im Hotel getroffen, sie war pünktlich, herzlich und sehr aufmerksam. ".repeat(4);
    const { text, cut } = reviewExcerpt(words);
    expect(cut).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect([...text].length).toBeLessThanOrEqual(REVIEW_EXCERPT_MAX + 1);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
    expect(text).not.toMatch(/[\s,.]…$/);
  });

  it("one long word is cut hard; characters beyond the basic plane count once", () => {
    expect(reviewExcerpt("a".repeat(300)).text).toBe(`${"a".repeat(REVIEW_EXCERPT_MAX)}…`);
    const emoji = "😀".repeat(REVIEW_EXCERPT_MAX + 5);
    expect([...reviewExcerpt(emoji).text]).toHaveLength(REVIEW_EXCERPT_MAX + 1);
  });

  it("words are locked when the comment is cut or there is a reply; the unlock costs the first-contact price", () => {
    expect(hasLockedWords({ comment: "kurz", reply: null })).toBe(false);
    expect(hasLockedWords({ comment: "kurz", reply: "Danke!" })).toBe(true);
    expect(hasLockedWords({ comment: "lang ".repeat(60), reply: null })).toBe(true);
    expect(REVIEW_UNLOCK_COST).toBe(5);
  });
});
