import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES, REGISTRATION_STEP, nextRegistrationStep } from "@samtrot/constants-catalogue";
import {
  ZAvailabilityStepRequest,
  ZBirthDate,
  ZUserSignUpRequest,
  ageOn,
  businessRegistrationSteps,
  cupSizeApplies,
  nextBusinessRegistrationStep,
  nextUserRegistrationStep,
  parseBirthDate,
  penisFieldsApply,
  registrationFieldConfig,
  userRegistrationSteps,
} from "./registration.js";
import { ZPassword } from "./accounts.js";

const titles = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? [] : result.error!.issues.map((i) => i.message));

describe("user registration flow", () => {
  it("escorts go through every step in nextRegistrationStep's order; clients stop after appearance", () => {
    expect(userRegistrationSteps(2)).toEqual(["signUp", "photo", "profile", "appearance", "services", "availability"]);
    expect(userRegistrationSteps(1)).toEqual(["signUp", "photo", "profile", "appearance"]);
    expect(userRegistrationSteps(3)).toEqual([]);
    // the escort order is the catalogue's order
    let step: number = REGISTRATION_STEP.signUp;
    for (const key of userRegistrationSteps(2).slice(1)) {
      step = nextRegistrationStep(step as 1);
      expect(REGISTRATION_STEP[key]).toBe(step);
    }
  });

  it("names the next step from register_completed_step", () => {
    expect(nextUserRegistrationStep(2, 1)).toBe("photo");
    expect(nextUserRegistrationStep(2, 5)).toBe("availability");
    expect(nextUserRegistrationStep(1, 4)).toBeNull();
    expect(nextUserRegistrationStep(2, 10)).toBeNull();
  });

  it("business flows per type: 12 has no escorts step", () => {
    for (const type of BUSINESS_TYPES) {
      const steps = businessRegistrationSteps(type.id);
      expect(steps.includes("escorts")).toBe(type.flow !== "studio");
      expect(steps[steps.length - 1]).toBe("email");
    }
    expect(nextBusinessRegistrationStep("1", null)).toBe("services");
    expect(nextBusinessRegistrationStep("12", "photo")).toBe("email");
    expect(nextBusinessRegistrationStep("1", "photo")).toBe("escorts");
    expect(nextBusinessRegistrationStep("1", "email")).toBeNull();
  });
});

describe("which body fields apply", () => {
  it("penis fields: male, trans, couples with a male or trans partner", () => {
    expect([1, 2, 3].map(penisFieldsApply)).toEqual([true, false, true]);
    expect([6, 7, 8, 9, 10, 11].map(penisFieldsApply)).toEqual([false, true, true, true, true, true]);
  });
  it("cup size: female, trans, couples with a female or trans partner", () => {
    expect([1, 2, 3].map(cupSizeApplies)).toEqual([false, true, true]);
    expect([6, 7, 8, 9, 10, 11].map(cupSizeApplies)).toEqual([true, true, true, false, true, true]);
  });
  it("the config has one entry per field with false, required or optional", () => {
    const config = registrationFieldConfig({ user_type: 2, gender: 1 });
    const map = Object.fromEntries(config.map((e) => [e.name, e.value]));
    expect(new Set(config.map((e) => e.name)).size).toBe(config.length);
    expect(map).toMatchObject({ penis_length: "optional", cup_size: "false", height: "required", gender: "required", couple_type: "false" });
    expect(registrationFieldConfig({ user_type: 9 })).toEqual([]);
  });
});

describe("field rules", () => {
  it("birth dates are MM/DD/YYYY real days, 18 or older", () => {
    expect(parseBirthDate("02/29/2000")).toBe("2000-02-29");
    expect(parseBirthDate("02/29/2001")).toBeNull();
    expect(parseBirthDate("2000-02-01")).toBeNull();
    expect(ageOn("2000-06-15", new Date(Date.UTC(2018, 5, 14)))).toBe(17);
    expect(ageOn("2000-06-15", new Date(Date.UTC(2018, 5, 15)))).toBe(18);
    expect(titles(ZBirthDate.safeParse("01/01/1800"))).toEqual(["validation.birth_date.invalid"]);
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    const seventeen = `${pad(now.getUTCMonth() + 1)}/${pad(now.getUTCDate())}/${now.getUTCFullYear() - 17}`;
    expect(titles(ZBirthDate.safeParse(seventeen))).toEqual(["validation.birth_date.under_18"]);
  });

  it("passwords have 8 to 128 characters", () => {
    expect(ZPassword.safeParse("12345678").success).toBe(true);
    expect(titles(ZPassword.safeParse("1234567"))).toEqual(["validation.password.too_short"]);
    expect(titles(ZPassword.safeParse("x".repeat(129)))).toEqual(["validation.password.too_long"]);
  });

  it("sign-up needs exactly one of gender and couple type", () => {
    const base = { user_type: 2, username: "anna", email: "a@b.test", password: "12345678", birth_date: "01/01/1990", accept_terms: true };
    expect(ZUserSignUpRequest.safeParse({ ...base, gender: 2 }).success).toBe(true);
    expect(ZUserSignUpRequest.safeParse({ ...base, couple_type: 7 }).success).toBe(true);
    expect(titles(ZUserSignUpRequest.safeParse(base))).toEqual(["validation.registration.gender_required"]);
    expect(titles(ZUserSignUpRequest.safeParse({ ...base, gender: 2, couple_type: 7 }))).toEqual(["validation.registration.gender_required"]);
  });

  it("working-hour slots: over midnight exactly when to ≤ from; no overlaps across the week's end", () => {
    const slot = (day: number, from: string, to: string, over: boolean) => ({ day, time_from: from, time_to: to, is_over_day: over });
    expect(ZAvailabilityStepRequest.safeParse({ working_hours: [slot(1, "22:00", "02:00", true), slot(2, "02:00", "04:00", false)] }).success).toBe(true);
    expect(titles(ZAvailabilityStepRequest.safeParse({ working_hours: [slot(1, "22:00", "03:00", true), slot(2, "02:00", "04:00", false)] }))).toEqual([
      "validation.working_hours.overlap",
    ]);
    expect(titles(ZAvailabilityStepRequest.safeParse({ working_hours: [slot(7, "23:00", "01:00", true), slot(1, "00:30", "02:00", false)] }))).toEqual([
      "validation.working_hours.overlap",
    ]);
    expect(titles(ZAvailabilityStepRequest.safeParse({ working_hours: [slot(1, "10:00", "10:00", false)] }))).toEqual(["validation.working_hours.over_day_mismatch"]);
  });
});
