import { describe, expect, it } from "vitest";
import { admitsViewer, ageBandOf, type TAudience, type TViewerFacts } from "./audience-filter.js";

const everyone: TAudience = { user_types: [], genders: [], age_bands: [], members_only: false, origins: [] };
const viewer: TViewerFacts = { userType: 1, gender: 1, age: 30, isMember: false, country: "DE" };

describe("the audience filter (spec 001 §3)", () => {
  it("admits everyone when empty", () => expect(admitsViewer(everyone, viewer)).toBe(true));
  it("checks each field", () => {
    expect(admitsViewer({ ...everyone, user_types: [2, 3] }, viewer)).toBe(false);
    expect(admitsViewer({ ...everyone, user_types: [1] }, viewer)).toBe(true);
    expect(admitsViewer({ ...everyone, genders: [2] }, viewer)).toBe(false);
    expect(admitsViewer({ ...everyone, genders: [1] }, { ...viewer, gender: null })).toBe(false);
    expect(admitsViewer({ ...everyone, age_bands: ["18_25"] }, viewer)).toBe(false);
    expect(admitsViewer({ ...everyone, age_bands: ["26_35"] }, viewer)).toBe(true);
    expect(admitsViewer({ ...everyone, age_bands: ["26_35"] }, { ...viewer, age: null })).toBe(false);
    expect(admitsViewer({ ...everyone, members_only: true }, viewer)).toBe(false);
    expect(admitsViewer({ ...everyone, members_only: true }, { ...viewer, isMember: true })).toBe(true);
    expect(admitsViewer({ ...everyone, origins: ["AT", "CH"] }, viewer)).toBe(false);
    expect(admitsViewer({ ...everyone, origins: ["DE"] }, viewer)).toBe(true);
  });
  it("bands ages as the search does (DECISIONS.md)", () => {
    expect([18, 25, 26, 35, 36, 45, 46, 90].map(ageBandOf)).toEqual(["18_25", "18_25", "26_35", "26_35", "36_45", "36_45", "46_plus", "46_plus"]);
    expect(ageBandOf(17)).toBeNull();
  });
});
