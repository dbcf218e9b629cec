import { describe, expect, it } from "vitest";
import { decideAccess, emailStepPath, registrationStepPath } from "./access-rules";
import type { TSessionUser } from "./session-user";

function user(overrides: Partial<TSessionUser> = {}, profile: Partial<TSessionUser["profile"]> = {}): TSessionUser {
  return {
    id: 7,
    username: "anna",
    email: "anna@example.test",
    profile: { userType: 2, gender: 2, coupleType: null, businessType: null, ...profile },
    age: 30,
    registrationCompletedAt: "2026-01-01T00:00:00.000Z",
    isMember: false,
    entitlements: [],
    isEmailVerified: true,
    emailWasVerified: true,
    isBouncedEmail: false,
    forcedFakeCheck: false,
    registerCompletedStep: 10,
    isInvisible: false,
    ageCheckStatus: 0,
    nextRegistrationStep: null,
    businessSignupStep: null,
    ...overrides,
  };
}

const at = (u: TSessionUser | null, extra: Parameters<typeof decideAccess>[0] extends infer T ? Partial<T> : never = {}) =>
  decideAccess({ user: u, returnTo: "/my_dashboard?tab=1", linkPrefix: "", ...extra });

describe("decideAccess (spec 000 §2 redirect logic)", () => {
  it("lets a finished, verified user in", () => {
    expect(at(user())).toBeNull();
  });

  it("sends a guest to the login page with the path and query, in the brand's prefix", () => {
    expect(at(null)).toBe("/login?r=%2Fmy_dashboard%3Ftab%3D1");
    expect(decideAccess({ user: null, returnTo: "/de/my_dashboard", linkPrefix: "/de" })).toBe("/de/login?r=%2Fde%2Fmy_dashboard");
  });

  it("sends an unfinished registration to its next step with reason=finish_reg (user and business flows)", () => {
    expect(at(user({ nextRegistrationStep: "profile", registerCompletedStep: 2 }))).toBe("/join/user/profile?reason=finish_reg");
    expect(at(user({ nextRegistrationStep: "signUp", registerCompletedStep: 1 }))).toBe("/join/user?reason=finish_reg");
    expect(at(user({ nextRegistrationStep: "schedule" }, { userType: 3, businessType: "1" }), { linkPrefix: "/en" })).toBe(
      "/en/join/business/schedule?reason=finish_reg",
    );
  });

  it("puts registration before the age check, the age check before the e-mail", () => {
    const all = user({ nextRegistrationStep: "photo", forcedFakeCheck: true, isEmailVerified: false });
    expect(at(all)).toBe("/join/user/photo?reason=finish_reg");
    expect(at(all, { unfinishedRegistration: true })).toBe("/user/age_check_verification?type=forced");
    expect(at(all, { unfinishedRegistration: true, forcedAgeCheck: true })).toBe("/join/user/email");
    expect(at(all, { unfinishedRegistration: true, forcedAgeCheck: true, unverifiedEmail: true })).toBeNull();
  });

  it("a forced age check that was accepted no longer redirects", () => {
    expect(at(user({ forcedFakeCheck: true, ageCheckStatus: 2 }))).toBeNull();
    expect(at(user({ forcedFakeCheck: true, ageCheckStatus: 1 }))).toBe("/user/age_check_verification?type=forced");
  });

  it("sends an unconfirmed address to the e-mail step of the user's flow", () => {
    expect(at(user({ isEmailVerified: false }))).toBe("/join/user/email");
    expect(at(user({ isEmailVerified: false }, { userType: 3, businessType: "12" }), { linkPrefix: "/de" })).toBe("/de/join/business/email");
  });

  it("builds step paths", () => {
    expect(registrationStepPath("user", "availability", "/de")).toBe("/de/join/user/availability");
    expect(registrationStepPath("business", "signUp", "")).toBe("/join/business");
    expect(emailStepPath("user", "")).toBe("/join/user/email");
  });
});
