import { describe, expect, it } from "vitest";
import { SETTINGS_KEYS, USER_TYPE } from "@samtrot/constants-catalogue";
import { allContracts } from "./index.js";
import {
  SETTINGS_CONTRACTS,
  ZNameCharacteristicsUpdate,
  ZServicePricesUpdate,
  isReadOnlySetting,
  settingsFieldConfig,
  settingsSectionsFor,
} from "./settings.js";
import { ZFavoriteVisitorQuery } from "./favorites.js";

describe("settings sections per user", () => {
  it("hides date review display and the service sections for clients", () => {
    const keys = settingsSectionsFor({ user_type: USER_TYPE.client });
    expect(keys).not.toContain("date_review_display");
    expect(keys).not.toContain("service_prices");
    expect(keys).not.toContain("linked_profiles");
    expect(keys).toContain("pause_delete");
  });

  it("shows every section to escorts", () => {
    expect(settingsSectionsFor({ user_type: USER_TYPE.escort })).toEqual(SETTINGS_KEYS);
  });

  it("hides sections per business type", () => {
    const agency = settingsSectionsFor({ user_type: USER_TYPE.business, business_type: "1" });
    expect(agency).toContain("linked_profiles");
    expect(agency).not.toContain("age_check_verification");
    expect(agency).not.toContain("date_review_display");
    expect(settingsSectionsFor({ user_type: USER_TYPE.business, business_type: "12" })).not.toContain("linked_profiles");
  });

  it("has one GET per key and a PUT per writable key", () => {
    for (const key of SETTINGS_KEYS) {
      expect(SETTINGS_CONTRACTS[key].get.path).toBe(`/api/v2/settings/${key}`);
      expect(Boolean(SETTINGS_CONTRACTS[key].put)).toBe(!isReadOnlySetting(key));
    }
    const ids = allContracts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("settings field config", () => {
  it("marks body fields by gender and user type", () => {
    const female = new Map(settingsFieldConfig("name_characteristics", { user_type: USER_TYPE.escort, gender: 2 }).map((e) => [e.name, e.value]));
    expect(female.get("height")).toBe("required");
    expect(female.get("cup_size")).toBe("optional");
    expect(female.get("penis_length")).toBe("false");
    const business = new Map(settingsFieldConfig("name_characteristics", { user_type: USER_TYPE.business, business_type: "3" }).map((e) => [e.name, e.value]));
    expect(business.get("height")).toBe("false");
    expect(business.get("display_name")).toBe("required");
  });

  it("takes the business flow's service categories", () => {
    const club = new Map(settingsFieldConfig("service_prices", { user_type: USER_TYPE.business, business_type: "4" }).map((e) => [e.name, e.value]));
    expect(club.get("escort_service")).toBe("false");
    expect(club.get("company_service")).not.toBe("false");
    expect(club.get("prices")).toBe("optional");
    const studio = new Map(settingsFieldConfig("service_prices", { user_type: USER_TYPE.business, business_type: "12" }).map((e) => [e.name, e.value]));
    expect(studio.get("prices")).toBe("required");
  });

  it("lists the update fields of the simple sections", () => {
    expect(settingsFieldConfig("gifts", { user_type: USER_TYPE.escort })).toEqual([
      { name: "accept_gifts", value: "optional" },
      { name: "show_gifts", value: "optional" },
    ]);
    expect(settingsFieldConfig("gifts", { user_type: USER_TYPE.client }).find((e) => e.name === "show_gifts")?.value).toBe("false");
    expect(settingsFieldConfig("email_password", { user_type: USER_TYPE.client }).map((e) => e.name)).toEqual(["current_password", "email", "new_password"]);
  });
});

describe("update schemas", () => {
  it("refuses values outside the spec's limits with their keys", () => {
    const result = ZNameCharacteristicsUpdate.safeParse({ height: 231, race_type: 5, languages: ["DE", "DE"] });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect([...messages].sort()).toEqual(["height:validation.only_accept_height_from_min_to_max", "languages.1:validation.common.duplicate", "race_type:validation.common.invalid_choice"]);
    expect(ZServicePricesUpdate.safeParse({ preferred_age_range: { min: 40, max: 30 } }).success).toBe(false);
    expect(ZServicePricesUpdate.safeParse({ meeting_radius: 25 }).success).toBe(false);
  });
});

describe("favourite and visitor filters", () => {
  it("reads comma separated lists", () => {
    const parsed = ZFavoriteVisitorQuery.parse({ onlyShow: "online,verified", gender: "2", age: "18_25,46_plus", raceType: "38" });
    expect(parsed).toMatchObject({ onlyShow: ["online", "verified"], gender: [2], age: ["18_25", "46_plus"], raceType: [38], page_no: 1 });
    expect(ZFavoriteVisitorQuery.safeParse({ onlyShow: "sleepy" }).success).toBe(false);
    expect(ZFavoriteVisitorQuery.safeParse({ raceType: "53" }).success).toBe(false);
  });
});
