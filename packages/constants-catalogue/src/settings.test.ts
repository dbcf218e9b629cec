import { describe, expect, it } from "vitest";
import { USER_TYPE } from "./users.js";
import { SETTINGS_AREAS, SETTINGS_KEYS, settingsKeysFor } from "./settings.js";

describe("settings (spec 000 §2, spec 001 §2)", () => {
  it("has the profile and account areas", () => {
    expect([...SETTINGS_AREAS.profile_appearance]).toEqual([
      "name_characteristics",
      "service_prices",
      "contact",
      "status_description",
      "media_gallery",
      "linked_profiles",
    ]);
    expect(SETTINGS_AREAS.account_membership).toContain("pause_delete");
    expect(SETTINGS_AREAS.account_membership).toContain("gifts");
  });
  it("holds every key of spec 000 §2", () => {
    const spec000Keys = ["name_characteristics", "service_prices", "contact", "status_description", "media_gallery",
      "linked_profiles", "first_contact_filter_and_blocklist", "gifts", "membership", "email_password",
      "age_check_verification", "date_review_display", "search_visibility", "billing_invoices", "notifications",
      "forum_notifications", "data_privacy", "pause_delete"];
    expect([...SETTINGS_KEYS].sort()).toEqual(spec000Keys.sort());
  });
  it("hides the date review display for clients", () => {
    expect(settingsKeysFor(USER_TYPE.client)).not.toContain("date_review_display");
    expect(settingsKeysFor(USER_TYPE.escort)).toContain("date_review_display");
  });
});
