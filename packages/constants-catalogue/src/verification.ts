import type { z } from "zod";
import type { ZAgeCheckStatus, ZDataPrivacyExportStatus, ZIdentityCheckKind, ZIdentityCheckStatus, ZPrecheckStatus } from "./schemas/verification.js";

/** Age-check upload status; "not uploaded" has no code in the spec, 0 is ours. spec 001 §4 */
export const AGE_CHECK_STATUS = { not_uploaded: 0, pending: 1, accepted: 2, rejected: 3 } as const;
export type TAgeCheckStatus = z.infer<typeof ZAgeCheckStatus>;

/** Identity checks (webcam, fake check, fsk18 identity). spec 001 §4 */
export const IDENTITY_CHECK_KINDS = ["webcam", "fake_check", "fsk18_identity"] as const;
export type TIdentityCheckKind = z.infer<typeof ZIdentityCheckKind>;
/** States of an identity check; "accepted/verified" in the spec is one state, named verified. */
export const IDENTITY_CHECK_STATUS = ["init", "pending", "verified", "rejected"] as const;
export type TIdentityCheckStatus = z.infer<typeof ZIdentityCheckStatus>;

/** Precheck states. spec 001 §4 */
export const PRECHECK_STATUS = ["pending", "accepted", "rejected"] as const;
export type TPrecheckStatus = z.infer<typeof ZPrecheckStatus>;

/** Identity verification: stays pending up to 240 minutes, at most 5 attempts. spec 001 §9 */
export const IDENTITY_VERIFICATION = { pendingMinutes: 240, maxAttempts: 5 } as const;

/**
 * The closed user group for fsk18 content (JMStV; decision 044): a verified adult who entered the password again in
 * this sign-in; the re-authentication holds this long (and never beyond the sign-in). A signed provider result is
 * accepted this long after the provider signed it.
 */
export const CLOSED_USER_GROUP = { reauthMinutes: 60, providerResultMinutes: 10 } as const;

/** Tours per person at most. spec 001 §9 */
export const MAX_TOURS_PER_PERSON = 3;

/** Data privacy export states. spec 001 §4 */
export const DATA_PRIVACY_EXPORT_STATUS = ["init", "processing", "ready"] as const;
export type TDataPrivacyExportStatus = z.infer<typeof ZDataPrivacyExportStatus>;
