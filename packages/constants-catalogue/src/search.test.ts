import { describe, expect, it } from "vitest";
import { USER_TYPE } from "./users.js";
import {
  AGE_BANDS,
  BRAND_FALLBACK_THRESHOLD,
  DEFAULT_LOCATION,
  FAVORITE_VISITOR_FILTERS,
  FLAG_FILTERS,
  MAP_ZOOM,
  MIN_RECOMMENDED_RESULTS,
  ONLY_SHOW_OPTIONS,
  PRICE_BANDS,
  SEARCHES_FOR,
  SORT_OPTIONS_BY_SEARCHED_TYPE,
  bandOf,
  defaultSort,
  profileFiltersFor,
  sortOptionsFor,
} from "./search.js";

describe("sort options (spec 001 §6, spec 000 §4)", () => {
  it("offer price and distance in escort searches only", () => {
    expect(SORT_OPTIONS_BY_SEARCHED_TYPE.escort).toContain("price_low_to_high");
    expect(SORT_OPTIONS_BY_SEARCHED_TYPE.escort).toContain("price_high_to_low");
    expect(SORT_OPTIONS_BY_SEARCHED_TYPE.escort).toContain("distance");
    for (const type of ["client", "business"] as const) {
      expect(SORT_OPTIONS_BY_SEARCHED_TYPE[type]).not.toContain("distance");
      expect(SORT_OPTIONS_BY_SEARCHED_TYPE[type]).not.toContain("price_low_to_high");
      expect(SORT_OPTIONS_BY_SEARCHED_TYPE[type]).toEqual(expect.arrayContaining(["top_ranking", "rating", "reviews_count"]));
    }
  });
  it("offer last_login_at in escort and client searches", () => {
    expect(SORT_OPTIONS_BY_SEARCHED_TYPE.escort).toContain("last_login_at");
    expect(SORT_OPTIONS_BY_SEARCHED_TYPE.client).toContain("last_login_at");
    expect(SORT_OPTIONS_BY_SEARCHED_TYPE.business).not.toContain("last_login_at");
  });
  it("give member clients top_ranking_distance_ring, everyone else top_ranking", () => {
    expect(defaultSort({ userType: USER_TYPE.client, isMember: true })).toBe("top_ranking_distance_ring");
    expect(defaultSort({ userType: USER_TYPE.client, isMember: false })).toBe("top_ranking");
    expect(defaultSort({ userType: USER_TYPE.escort, isMember: true })).toBe("top_ranking");
    expect(defaultSort({ userType: USER_TYPE.guest, isMember: false })).toBe("top_ranking");
    expect(sortOptionsFor("escort", { userType: USER_TYPE.client, isMember: true })[0]).toBe("top_ranking_distance_ring");
    expect(sortOptionsFor("escort", { userType: USER_TYPE.escort, isMember: true })).not.toContain("top_ranking_distance_ring");
  });
});

describe("who searches whom (spec 001 §6)", () => {
  it("client → escorts and businesses; escort → clients and guests; business → nobody", () => {
    expect([...SEARCHES_FOR.client]).toEqual([2, 3]);
    expect([...SEARCHES_FOR.escort]).toEqual([1, 0]);
    expect([...SEARCHES_FOR.business]).toEqual([]);
  });
});

describe("filters (spec 001 §3)", () => {
  it("list the flag filters", () => {
    expect(FLAG_FILTERS).toHaveLength(13);
    expect(FLAG_FILTERS).toContain("has_fsk18_photos");
  });
  it("show client primary service only to escorts, escort-offer filters only to others", () => {
    const forEscort = profileFiltersFor(USER_TYPE.escort);
    const forClient = profileFiltersFor(USER_TYPE.client);
    expect(forEscort).toContain("client_primary_service");
    expect(forEscort).not.toContain("cup_size");
    expect(forEscort).not.toContain("prices_durations");
    expect(forClient).not.toContain("client_primary_service");
    expect(forClient).toEqual(expect.arrayContaining(["escort_primary_service", "cup_size", "breast_type", "hair_color"]));
  });
  it("list favourite/visitor filters and onlyShow options", () => {
    expect([...FAVORITE_VISITOR_FILTERS]).toEqual(["onlyShow", "gender", "userType", "age", "raceType", "meetingOption", "city"]);
    expect(ONLY_SHOW_OPTIONS).toHaveLength(9);
  });
});

describe("bands (spec 001 §9, DECISIONS.md)", () => {
  it("age: 18-25, 26-35, 36-45, 46+", () => {
    expect(AGE_BANDS.map((band) => band.key)).toEqual(["18_25", "26_35", "36_45", "46_plus"]);
    expect(bandOf(AGE_BANDS, 17)).toBeUndefined();
    expect(bandOf(AGE_BANDS, 18)?.key).toBe("18_25");
    expect(bandOf(AGE_BANDS, 25)?.key).toBe("18_25");
    expect(bandOf(AGE_BANDS, 26)?.key).toBe("26_35");
    expect(bandOf(AGE_BANDS, 45)?.key).toBe("36_45");
    expect(bandOf(AGE_BANDS, 46)?.key).toBe("46_plus");
    expect(bandOf(AGE_BANDS, 99)?.key).toBe("46_plus");
  });
  it("price: under 100, 100-149, 150-199, 200+, lower bound inclusive", () => {
    expect(bandOf(PRICE_BANDS, 99.99)?.key).toBe("under_100");
    expect(bandOf(PRICE_BANDS, 100)?.key).toBe("100_149");
    expect(bandOf(PRICE_BANDS, 149)?.key).toBe("100_149");
    expect(bandOf(PRICE_BANDS, 150)?.key).toBe("150_199");
    expect(bandOf(PRICE_BANDS, 199.5)?.key).toBe("150_199");
    expect(bandOf(PRICE_BANDS, 200)?.key).toBe("200_plus");
  });
});

describe("search constants (spec 000 §9, spec 001 §9)", () => {
  it("match the spec", () => {
    expect(MIN_RECOMMENDED_RESULTS).toBe(6);
    expect(BRAND_FALLBACK_THRESHOLD).toBe(20);
    expect(MAP_ZOOM).toBe(16);
    expect(DEFAULT_LOCATION).toMatchObject({ city: "berlin", lat: 52.52, lon: 13.405 });
  });
});
