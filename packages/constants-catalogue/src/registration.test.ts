import { describe, expect, it } from "vitest";
import { BUSINESS_SIGNUP_STEPS, REGISTRATION_STEP, nextRegistrationStep } from "./registration.js";

describe("registration (spec 000 §4, spec 001 §2)", () => {
  it("has signUp 1 … completed 10", () => {
    expect(REGISTRATION_STEP).toEqual({
      signUp: 1,
      photo: 2,
      profile: 3,
      appearance: 4,
      services: 5,
      availability: 6,
      completed: 10,
    });
    expect([...BUSINESS_SIGNUP_STEPS]).toEqual(["services", "schedule", "description", "photo", "escorts", "email"]);
  });
  it("steps forward and stays at completed", () => {
    expect(nextRegistrationStep(1)).toBe(2);
    expect(nextRegistrationStep(6)).toBe(10);
    expect(nextRegistrationStep(10)).toBe(10);
  });
});
