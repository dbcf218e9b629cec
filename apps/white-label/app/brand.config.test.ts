import { describe, expect, it } from "vitest";
import { brand } from "./brand.config";

describe("Nachtfalter brand config (spec 000 §1)", () => {
  it("is the white-label: required prefix, magazine hidden, second home search on", () => {
    expect(brand).toMatchObject({
      id: "nachtfalter",
      name: "Nachtfalter",
      localePrefix: true,
      showMagazineLink: false,
      secondHomeSearch: true,
      theme: "nachtfalter",
    });
    expect(new URL(brand.supportCenterUrl).protocol).toBe("https:");
    expect(Object.isFrozen(brand)).toBe(true);
  });

  it("names its company and youth-protection officer, and its legal list (decision 036)", () => {
    expect(brand.legalKeys).toEqual(["imprint", "terms_and_conditions", "privacy", "2257_declaration"]);
    expect(brand.company.name).toContain(brand.name);
    expect(brand.youthProtectionOfficer.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });
});
