import { describe, expect, it } from "vitest";
import { brand } from "./brand.config";

describe("Samtrot brand config (spec 000 §1)", () => {
  it("is the main brand: optional prefix, magazine shown, no second home search", () => {
    expect(brand).toMatchObject({
      id: "samtrot",
      name: "Samtrot",
      localePrefix: false,
      showMagazineLink: true,
      secondHomeSearch: false,
      theme: "samtrot",
    });
    expect(new URL(brand.supportCenterUrl).protocol).toBe("https:");
    expect(Object.isFrozen(brand)).toBe(true);
  });

  it("names its company and youth-protection officer, and its legal list (decision 036)", () => {
    expect(brand.legalKeys).toEqual(["imprint", "terms_and_conditions", "privacy"]);
    expect(brand.company.name).toContain(brand.name);
    expect(brand.youthProtectionOfficer.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });
});
