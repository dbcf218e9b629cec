import { describe, expect, it } from "vitest";
import { BRAND_FALLBACK_ESCORT_SERVICE_ID, CUP_GROUPS, CUP_SIZES, TRAIT_CATEGORY, TRAIT_VALUES, cupGroupOf, findTraitValue, traitValueIds } from "./traits.js";
import { ZCupSize, ZTraitCategory, zTraitValueIdOf } from "./schemas/traits.js";

describe("trait categories (spec 001 §3)", () => {
  it("has the spec's ids", () => {
    expect(TRAIT_CATEGORY).toEqual({
      environment: 1,
      figure_type: 3,
      hair_color: 5,
      hair_length: 6,
      intimate_hair: 7,
      sexuality: 8,
      race_type: 9,
      customer_type: 10,
      meeting_option: 12,
      characteristic_trait: 13,
      body_hair: 14,
      escort_service: 15,
      partner_preference: 16,
      escort_role: 17,
      piercing: 18,
      service_soft: 19,
      service_hard: 20,
      service_clothing: 21,
      service_fetish: 22,
      company_bizarre: 23,
      company_service: 24,
      company_room: 25,
      tattoo: 26,
      relationship_status: 28,
    });
  });
  it("rejects the ids the spec leaves out", () => {
    for (const id of [0, 2, 4, 11, 27, 29]) expect(ZTraitCategory.safeParse(id).success).toBe(false);
  });
});

describe("trait values", () => {
  it("covers every category with 3-15 values", () => {
    expect(Object.keys(TRAIT_VALUES).sort()).toEqual(Object.keys(TRAIT_CATEGORY).sort());
    for (const values of Object.values(TRAIT_VALUES)) {
      expect(values.length).toBeGreaterThanOrEqual(3);
      expect(values.length).toBeLessThanOrEqual(15);
    }
  });
  it("has ids unique across all categories and keys unique within one", () => {
    const all = Object.values(TRAIT_VALUES).flatMap((values) => values.map((value) => value.id));
    expect(new Set(all).size).toBe(all.length);
    for (const values of Object.values(TRAIT_VALUES)) {
      expect(new Set(values.map((value) => value.key)).size).toBe(values.length);
      for (const value of values) expect(value.key).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });
  it("puts 133 (white-label fallback search, spec 000 §7) into escort_service", () => {
    expect(BRAND_FALLBACK_ESCORT_SERVICE_ID).toBe(133);
    expect(findTraitValue("escort_service", 133)?.key).toBe("international_escort");
    expect(findTraitValue("hair_color", 133)).toBeUndefined();
  });
  it("validates a value id per category", () => {
    const hairColor = zTraitValueIdOf("hair_color");
    const [first] = traitValueIds("hair_color");
    expect(hairColor.safeParse(first).success).toBe(true);
    expect(hairColor.safeParse(133).success).toBe(false);
  });
});

describe("cup sizes and groups (spec 001 §9)", () => {
  it("has the groups a_b, c_d, e_f, g_h, i_j, k+", () => {
    expect(Object.keys(CUP_GROUPS)).toEqual(["a_b", "c_d", "e_f", "g_h", "i_j", "k_plus"]);
  });
  it("puts every size in exactly one group", () => {
    const grouped = Object.values(CUP_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...CUP_SIZES].sort());
    expect(cupGroupOf("a")).toBe("a_b");
    expect(cupGroupOf("d")).toBe("c_d");
    expect(cupGroupOf("k")).toBe("k_plus");
    // Beyond K up to O: accepted and in the k+ group; P and beyond refused.
    for (const size of ["l", "m", "n", "o"] as const) {
      expect(ZCupSize.safeParse(size).success).toBe(true);
      expect(cupGroupOf(size)).toBe("k_plus");
    }
    for (const size of ["p", "q", "z", "K+", ""]) expect(ZCupSize.safeParse(size).success).toBe(false);
  });
});
