import { describe, expect, it } from "vitest";
import { APPEARANCE_FIELDS, ESCORT_SERVICE_PREFERENCE_FIELDS } from "./profile-fields.js";
import { ZWorkingHourSlot } from "./schemas/profile-fields.js";

describe("profile fields (spec 001 §3)", () => {
  it("lists the appearance and service preference fields", () => {
    expect(APPEARANCE_FIELDS).toHaveLength(11);
    expect(ESCORT_SERVICE_PREFERENCE_FIELDS).toHaveLength(10);
  });
  it("validates working-hour slots, over-day when ending after midnight", () => {
    expect(ZWorkingHourSlot.safeParse({ day: "mon", timeFrom: "10:00", timeTo: "18:00", isOverDay: false }).success).toBe(true);
    expect(ZWorkingHourSlot.safeParse({ day: "fri", timeFrom: "22:00", timeTo: "04:00", isOverDay: true }).success).toBe(true);
    expect(ZWorkingHourSlot.safeParse({ day: "fri", timeFrom: "22:00", timeTo: "04:00", isOverDay: false }).success).toBe(false);
    expect(ZWorkingHourSlot.safeParse({ day: "mon", timeFrom: "24:00", timeTo: "18:00", isOverDay: true }).success).toBe(false);
  });
});
