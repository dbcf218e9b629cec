import { describe, expect, it } from "vitest";
import { foldCityText, suggestCities } from "./city-suggestions";

const slugs = (text: string, limit?: number) => suggestCities(text, limit).map((city) => city.slug);

describe("suggestCities (the location picker over the city catalogue)", () => {
  it("finds cities by the start of their name, larger first", () => {
    expect(slugs("ber")[0]).toBe("berlin");
    expect(slugs("ber")).toContain("bern");
    expect(slugs("Mün").slice(0, 2)).toEqual(["münchen", "münster"]);
  });

  it("ignores case, accents and ß", () => {
    expect(slugs("zurich")).toEqual(["zürich"]);
    expect(slugs("MUENCHEN")).toEqual([]);
    expect(slugs("munchen")).toEqual(["münchen"]);
    expect(foldCityText("Gießen")).toBe("giessen");
  });

  it("matches later words and slash cities, then names containing the text", () => {
    expect(slugs("oder")).toContain("schwedt/oder");
    expect(slugs("oder")).toContain("frankfurt/oder");
    expect(slugs("Halle")).toEqual(["halle/saale"]);
  });

  it("suggests nothing for an empty text and honours the limit", () => {
    expect(slugs("  ")).toEqual([]);
    expect(slugs("b", 3)).toHaveLength(3);
  });
});
