import { describe, expect, it } from "vitest";
import { parseSearchUrl } from "./parse-search-url.js";
import { searchParamsFromLandingPage } from "./search-params-from-landing-page.js";
import { VIEWERS } from "./test-viewers.js";

describe("landing page search (spec 000 §3 urlDetail)", () => {
  it("uses the active entries only and joins list values", () => {
    const params = searchParamsFromLandingPage([
      { name: "city", value: "köln", active: true },
      { name: "radius", value: 50, active: 1 },
      { name: "hair_color", value: [15, 19], active: true },
      { name: "age", value: "18-25", active: false },
      { name: "tattoo", value: 236, active: 0 },
    ]);
    expect([...params]).toEqual([
      ["city", "köln"],
      ["radius", "50"],
      ["hair_color", "15,19"],
    ]);
    const { state, rewrite } = parseSearchUrl({ searchKind: "default", searchParams: params, viewer: VIEWERS.guest });
    expect(rewrite).toBeUndefined();
    expect(state).toMatchObject({ city: "köln", radius: 50, location: { lat: 50.9375, lon: 6.9603 } });
    expect(state.traits.hair_color).toEqual([15, 19]);
  });
});
