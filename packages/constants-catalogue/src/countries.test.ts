import { describe, expect, it } from "vitest";
import { DEFAULT_COUNTRY, POPULAR_LANGUAGES, POPULAR_ORIGINS, RUN_COUNTRIES, RUN_COUNTRY_SLUGS, runCountryOfSlug } from "./countries.js";
import { ZRunCountry } from "./schemas/countries.js";
import { COUNTRY_SLUGS } from "./geo/index.js";

describe("run countries (spec 000 §9, spec 001 §9)", () => {
  it("have the phone codes DE 49, AT 43, CH 41, NL 31", () => {
    const codes = Object.fromEntries(Object.entries(RUN_COUNTRIES).map(([code, c]) => [code, c.phoneCode]));
    expect(codes).toEqual({ DE: 49, AT: 43, CH: 41, NL: 31 });
    expect(ZRunCountry.safeParse("FR").success).toBe(false);
    expect(DEFAULT_COUNTRY).toBe("DE");
  });
  it("have the four slugs of spec 000 §2, agreeing with the city catalogue", () => {
    expect([...RUN_COUNTRY_SLUGS]).toEqual(["germany", "austria", "netherlands", "switzerland"]);
    for (const slug of RUN_COUNTRY_SLUGS) {
      expect(runCountryOfSlug(slug)).toBe(COUNTRY_SLUGS[slug]);
    }
    expect(runCountryOfSlug("france")).toBeUndefined();
  });
});

describe("popular languages and origins (spec 001 §9)", () => {
  it("list the spec's codes in order", () => {
    expect([...POPULAR_LANGUAGES]).toEqual(["DE", "EN", "ES", "RU", "IT", "FR", "PL", "TR", "PT", "HU"]);
    expect([...POPULAR_ORIGINS]).toEqual(["DE", "AT", "CH", "NL"]);
  });
});
