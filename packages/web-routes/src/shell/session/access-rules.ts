import { AGE_CHECK_PATH, FINISH_REGISTRATION_REASON, USER_TYPE } from "@samtrot/constants-catalogue";
import { localizePath } from "../i18n/locale-path";
import { loginRedirectPath } from "./return-path";
import type { TSessionUser } from "./session-user";

/** Accepted age check (spec 001 §4: age-check upload accepted 2). */
const AGE_CHECK_ACCEPTED = 2;

/** Which of the redirect rules a guarded page waives (its own purpose would otherwise loop). */
export type TGuardWaivers = {
  /** Registration pages: an unfinished registration is why the user is there. */
  unfinishedRegistration?: boolean;
  /** The age verification page itself. */
  forcedAgeCheck?: boolean;
  /** The e-mail step and pages reachable before the address is confirmed. */
  unverifiedEmail?: boolean;
};

export type TRegistrationFlow = "user" | "business";

export function registrationFlowOf(user: Pick<TSessionUser, "profile">): TRegistrationFlow {
  return user.profile.userType === USER_TYPE.business ? "business" : "user";
}

/**
 * Path of a registration step: /join/{flow}/{stepKey}. The user sign-up step (signUp, left open by a Google
 * account) is the entry page /join/{flow} itself.
 */
export function registrationStepPath(flow: TRegistrationFlow, stepKey: string, linkPrefix: string): string {
  const path = stepKey === "signUp" ? `/join/${flow}` : `/join/${flow}/${stepKey}`;
  return localizePath(path, linkPrefix);
}

/** The e-mail step of the user's flow (/join/user/email or /join/business/email). */
export function emailStepPath(flow: TRegistrationFlow, linkPrefix: string): string {
  return localizePath(`/join/${flow}/email`, linkPrefix);
}

/**
 * The redirect logic of spec 000 §2 for a page that needs a signed-in user, in this order:
 * 1. a guest goes to /login?r={path and query} (spec 000 §4);
 * 2. an unfinished registration goes to its next step with reason=finish_reg;
 * 3. a forced age check goes to /user/age_check_verification?type=forced;
 * 4. an unconfirmed e-mail address goes to the e-mail step.
 * Returns the redirect target, or null when the page may render.
 */
export function decideAccess(
  input: { user: TSessionUser | null; returnTo: string; linkPrefix: string } & TGuardWaivers,
): string | null {
  const { user, linkPrefix } = input;
  if (!user) return loginRedirectPath(input.returnTo, linkPrefix);
  const flow = registrationFlowOf(user);
  if (user.nextRegistrationStep !== null && !input.unfinishedRegistration) {
    return `${registrationStepPath(flow, user.nextRegistrationStep, linkPrefix)}?reason=${FINISH_REGISTRATION_REASON}`;
  }
  if (user.forcedFakeCheck && user.ageCheckStatus !== AGE_CHECK_ACCEPTED && !input.forcedAgeCheck) {
    return `${localizePath(AGE_CHECK_PATH, linkPrefix)}?type=forced`;
  }
  if (!user.isEmailVerified && !input.unverifiedEmail) return emailStepPath(flow, linkPrefix);
  return null;
}
