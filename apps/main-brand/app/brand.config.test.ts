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
});
