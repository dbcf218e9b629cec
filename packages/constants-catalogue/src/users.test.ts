import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES, COUPLE_TYPE, COUPLE_TYPE_GENDERS, GENDER, MEMBERSHIP_FORM_SALUTATION, SALUTATION, SELECTABLE_USER_TYPES, USER_TYPE, findBusinessType } from "./users.js";
import { ZBusinessTypeId, ZCoupleType, ZGender, ZProfileGender, ZSalutation, ZSelectableUserType, ZUserType, ZUserTypeName } from "./schemas/users.js";

describe("user types (spec 000 §1, spec 001 §3)", () => {
  it("has the spec's ids", () => {
    expect(USER_TYPE).toEqual({ guest: 0, client: 1, escort: 2, business: 3, backend: 9, team: 10 });
  });
  it("validates ids and names", () => {
    for (const id of [0, 1, 2, 3, 9, 10]) expect(ZUserType.parse(id)).toBe(id);
    for (const id of [-1, 4, 5, 8, 11, 1.5]) expect(ZUserType.safeParse(id).success).toBe(false);
    expect(ZUserTypeName.parse("team")).toBe("team");
    expect(ZUserTypeName.safeParse("admin").success).toBe(false);
  });
  it("backend, team (and guest) cannot be chosen at sign-up", () => {
    expect([...SELECTABLE_USER_TYPES]).toEqual([1, 2, 3]);
    expect(ZSelectableUserType.safeParse(9).success).toBe(false);
    expect(ZSelectableUserType.safeParse(10).success).toBe(false);
    expect(ZSelectableUserType.safeParse(0).success).toBe(false);
  });
});

describe("genders and couple types (spec 001 §3)", () => {
  it("has male 1, female 2, trans 3", () => {
    expect(GENDER).toEqual({ male: 1, female: 2, trans: 3 });
    expect(ZGender.safeParse(4).success).toBe(false);
  });
  it("has the six couple types", () => {
    // Female & Male 7, Female & Female 6, Male & Male 9, Trans & Female 8, Trans & Male 10, Trans & Trans 11
    expect(COUPLE_TYPE).toEqual({
      female_male: 7,
      female_female: 6,
      male_male: 9,
      trans_female: 8,
      trans_male: 10,
      trans_trans: 11,
    });
    expect(ZCoupleType.safeParse(5).success).toBe(false);
  });
  it("knows both partners of each couple type, consistent with the names", () => {
    const genderName = Object.fromEntries(Object.entries(GENDER).map(([name, id]) => [id, name]));
    for (const [name, id] of Object.entries(COUPLE_TYPE)) {
      const [a, b] = COUPLE_TYPE_GENDERS[id];
      expect(`${genderName[a]}_${genderName[b]}`).toBe(name);
    }
  });
  it("a profile gender is a single gender or a couple type", () => {
    for (const id of [1, 2, 3, 6, 7, 8, 9, 10, 11]) expect(ZProfileGender.safeParse(id).success).toBe(true);
    for (const id of [0, 4, 5, 12]) expect(ZProfileGender.safeParse(id).success).toBe(false);
  });
});

describe("business types (spec 001 §3)", () => {
  it("has the ids 1, 2, 3, 3.1, 4, 12", () => {
    expect(BUSINESS_TYPES.map((type) => type.id)).toEqual(["1", "2", "3", "3.1", "4", "12"]);
    expect(ZBusinessTypeId.options).toEqual(["1", "2", "3", "3.1", "4", "12"]);
  });
  it("groups the sign-up flows 1,2 / 3,3.1,4 / 12", () => {
    const byFlow = (flow: string) => BUSINESS_TYPES.filter((type) => type.flow === flow).map((type) => type.id);
    expect(byFlow("agency")).toEqual(["1", "2"]);
    expect(byFlow("club")).toEqual(["3", "3.1", "4"]);
    expect(byFlow("studio")).toEqual(["12"]);
  });
  it("has unique keys and finds by id", () => {
    expect(new Set(BUSINESS_TYPES.map((type) => type.key)).size).toBe(BUSINESS_TYPES.length);
    expect(findBusinessType("3.1")?.key).toBe("sauna_club");
    expect(findBusinessType("5")).toBeUndefined();
  });
});

describe("salutation (spec 000 §5, spec 001 §3)", () => {
  it("maps mr → 1M and ms → 2F, Mister/Miss to the same", () => {
    expect(SALUTATION).toEqual({ mr: "1M", ms: "2F" });
    expect(MEMBERSHIP_FORM_SALUTATION).toEqual({ Mister: "1M", Miss: "2F" });
    expect(ZSalutation.safeParse("3X").success).toBe(false);
  });
});
