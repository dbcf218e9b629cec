import { describe, expect, it } from "vitest";
import { CONSENT_FIELDS, CONSENT_PURPOSES, consentPurposeOf } from "./consents.js";
import { TRAIT_CATEGORY } from "./traits.js";

describe("special-category consents (GDPR Art. 9, decision 045)", () => {
  it("names each covered field once, under one purpose", () => {
    expect(consentPurposeOf("sexuality")).toBe("sexuality");
    expect(consentPurposeOf("gender_identity")).toBe("sexuality");
    expect(consentPurposeOf("escort_service")).toBe("services");
    expect(consentPurposeOf("taboos")).toBe("services");
    expect(consentPurposeOf("hair_color")).toBeNull();
    const all = CONSENT_PURPOSES.flatMap((p) => [...CONSENT_FIELDS[p].traits, ...CONSENT_FIELDS[p].settings]);
    expect(new Set(all).size).toBe(all.length);
    for (const p of CONSENT_PURPOSES) for (const trait of CONSENT_FIELDS[p].traits) expect(TRAIT_CATEGORY[trait]).toBeGreaterThan(0);
  });
});
