import type { z } from "zod";
import type { ZBusinessSignupStep, ZRegistrationStep, ZRegistrationStepKey } from "./schemas/registration.js";

/** Registration states (registerCompletedStep). spec 000 §4, spec 001 §2 */
export const REGISTRATION_STEP = {
  signUp: 1,
  photo: 2,
  profile: 3,
  appearance: 4,
  services: 5,
  availability: 6,
  completed: 10,
} as const;
export type TRegistrationStep = z.infer<typeof ZRegistrationStep>;
export type TRegistrationStepKey = z.infer<typeof ZRegistrationStepKey>;

/** Business sign-up steps, in order (/join/business/{stepKey}). spec 000 §4, spec 001 §2 */
export const BUSINESS_SIGNUP_STEPS = ["services", "schedule", "description", "photo", "escorts", "email"] as const;
export type TBusinessSignupStep = z.infer<typeof ZBusinessSignupStep>;

/** The next step after a completed one; completed stays completed. */
export function nextRegistrationStep(step: TRegistrationStep): TRegistrationStep {
  const order = Object.values(REGISTRATION_STEP) as TRegistrationStep[];
  const index = order.indexOf(step);
  return order[Math.min(index + 1, order.length - 1)] ?? REGISTRATION_STEP.completed;
}

/** Query reason when sending a user to finish registration. spec 000 §2 */
export const FINISH_REGISTRATION_REASON = "finish_reg";
