// The zod schemas of registration (moved here so browser pages that only need its constants do not load zod).
import { BUSINESS_SIGNUP_STEPS, REGISTRATION_STEP } from "../registration.js";
import { z } from "zod";
import { zCodeOf, zKeyOf } from "../zod-helpers.js";

export const ZRegistrationStep = zCodeOf(REGISTRATION_STEP);

export const ZRegistrationStepKey = zKeyOf(REGISTRATION_STEP);

export const ZBusinessSignupStep = z.enum(BUSINESS_SIGNUP_STEPS);
