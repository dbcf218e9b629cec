import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, germanSlug, isSlug, numberedSlug } from "./slug.js";

describe("germanSlug", () => {
  it("transliterates umlauts and ß as written in German", () => {
    expect(germanSlug("Grüße aus Köln – Straßenfest")).toBe("gruesse-aus-koeln-strassenfest");
    expect(germanSlug("ÄRGER über Öl")).toBe("aerger-ueber-oel");
    expect(germanSlug("Café Crème à Paris")).toBe("cafe-creme-a-paris");
  });
  it("keeps one dash between words and none at the ends", () => {
    expect(germanSlug("  Hallo,   Welt!!  ")).toBe("hallo-welt");
    expect(germanSlug("2026: Mein Jahr")).toBe("2026-mein-jahr");
  });
  it("falls back when nothing is left", () => {
    expect(germanSlug("💋💋 !!")).toBe("beitrag");
    expect(germanSlug("", "blog")).toBe("blog");
  });
  it("cuts long titles at a word boundary", () => {
    const slug = germanSlug("Ein sehr langer Titel ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.startsWith("ein-sehr-langer-titel-ein")).toBe(true);
    expect(isSlug(slug)).toBe(true);
  });
  it("numbers a taken slug without passing the maximum", () => {
    expect(numberedSlug("sommer", 1)).toBe("sommer");
    expect(numberedSlug("sommer", 3)).toBe("sommer-3");
    const long = "a".repeat(SLUG_MAX_LENGTH);
    expect(numberedSlug(long, 12)).toHaveLength(SLUG_MAX_LENGTH);
  });
  it("recognises slugs", () => {
    expect(isSlug("gruesse-aus-koeln")).toBe(true);
    expect(isSlug("Grüße")).toBe(false);
    expect(isSlug("a--b")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});
