import { z } from "zod";
import { IDENTITY_CHECK_STATUS, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Identity and age (issue 16 item 3, decision 044): the "100 % real" fake check and the webcam check (a selfie a team
// user reviews), the fsk18 identity through an age-verification provider (spec 001 §4 states init, pending,
// verified, rejected; §9 pending 240 minutes, at most 5 attempts), the re-authentication that opens the closed user
// group for fsk18 content, and the team's review queue.

export const REVIEWED_CHECK_KINDS = ["fake_check", "webcam"] as const;
export const ZReviewedCheckKind = z.enum(REVIEWED_CHECK_KINDS, { errorMap: () => ({ message: "validation.common.invalid_choice" }) });
export type TReviewedCheckKind = z.infer<typeof ZReviewedCheckKind>;

export const ZIdentityCheck = z.object({
  id: z.number().int(),
  kind: z.enum(["webcam", "fake_check", "fsk18_identity"]),
  status: z.enum(IDENTITY_CHECK_STATUS),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** pending fsk18 identity attempts only: when the attempt lapses */
  expires_at: z.string().nullable(),
});
export type TIdentityCheck = z.infer<typeof ZIdentityCheck>;

export const ZIdentityOverview = z.object({
  age_check: z.object({ status: z.number().int(), status_name: z.enum(["not_uploaded", "pending", "accepted", "rejected"]) }),
  /** the newest attempt of each check, or null */
  fake_check: ZIdentityCheck.nullable(),
  webcam: ZIdentityCheck.nullable(),
  fsk18_identity: ZIdentityCheck.nullable(),
  fsk18_attempts: z.object({ used: z.number().int(), max: z.number().int() }),
  /** the team asked for a check: pages send the user to age_check_verification?type=forced until one is accepted */
  forced: z.boolean(),
  /** an accepted age check or a verified fsk18 identity */
  adult_verified: z.boolean(),
  /** this sign-in entered the password again until then (null: not, or lapsed) */
  reauthenticated_until: z.string().nullable(),
  /** fsk18 media and bundles are served to this sign-in now */
  closed_user_group: z.boolean(),
});
export type TIdentityOverview = z.infer<typeof ZIdentityOverview>;

export const identityOverviewContract = defineContract({
  id: "identityOverview",
  method: "GET",
  path: "/api/v2/identity",
  summary: "The caller's identity checks, fsk18 attempts, and whether this sign-in is inside the closed user group for fsk18 content",
  tags: ["identity"],
  auth: "user",
  response: ZIdentityOverview,
});

export const submitIdentityCheckContract = defineContract({
  id: "submitIdentityCheck",
  method: "POST",
  path: "/api/v2/identity/checks",
  summary:
    "Sends a selfie for the fake check (holding a paper with username, site name and date) or the webcam check (taken in the browser), " +
    "uploaded with purpose identity_check; it waits (pending) for a team user. 201. One waiting or verified: 409 exception.identity.already_pending / " +
    "exception.identity.already_verified; not the caller's upload: 422 validation.identity.media_invalid",
  tags: ["identity"],
  auth: "user",
  body: z.object({ kind: ZReviewedCheckKind, media_id: z.number({ invalid_type_error: "validation.identity.media_invalid" }).int().positive() }).strict(),
  response: ZIdentityCheck,
});

export const startFsk18IdentityContract = defineContract({
  id: "startFsk18Identity",
  method: "POST",
  path: "/api/v2/identity/fsk18",
  summary:
    "Starts an fsk18 identity attempt at the age-verification provider: answers the provider address to send the browser to. The attempt " +
    "stays pending 240 minutes; a new start replaces a pending one. At most 5 attempts: then 409 exception.identity.attempts_exhausted. " +
    "Already verified: 409 exception.identity.already_verified. No provider configured (production): 404 exception.identity.provider_missing. 201",
  tags: ["identity"],
  auth: "user",
  response: z.object({ check: ZIdentityCheck, redirect_url: z.string() }),
});

export const ZProviderResult = z
  .object({
    ref: z.string().min(8).max(100),
    outcome: z.enum(["adult", "rejected"], { errorMap: () => ({ message: "validation.identity.result_invalid" }) }),
    issued_at: z.coerce.number().int().positive(),
    signature: z.string().regex(/^[0-9a-f]{64}$/, "validation.identity.result_invalid"),
  })
  .strict();
export type TProviderResult = z.infer<typeof ZProviderResult>;

export const fsk18IdentityResultContract = defineContract({
  id: "fsk18IdentityResult",
  method: "POST",
  path: "/api/v2/identity/fsk18/result",
  summary:
    "The provider's signed result the browser brought back (HMAC; valid 10 minutes after signing). Forged: 403 exception.identity.result_forged; " +
    "too old: 410 exception.identity.result_expired; the attempt lapsed (240 minutes): 410 exception.identity.check_expired; not the caller's " +
    "attempt: 404; already decided: 409 exception.identity.not_pending",
  tags: ["identity"],
  auth: "user",
  body: ZProviderResult,
  response: ZIdentityCheck,
});

export const reauthenticateContract = defineContract({
  id: "reauthenticate",
  method: "POST",
  path: "/api/v2/identity/reauth",
  summary:
    "Enters the password again for this sign-in: fsk18 content is served to a verified adult for 60 minutes after (decision 044). Wrong: 422 " +
    "validation.identity.password_wrong; 5 wrong within 15 minutes: 429 exception.identity.reauth_locked",
  tags: ["identity"],
  auth: "user",
  body: z.object({ password: z.string({ required_error: "validation.common.required" }).min(1, "validation.common.required").max(200) }).strict(),
  response: z.object({ reauthenticated_until: z.string(), closed_user_group: z.boolean() }),
});

export const ZIdentityReviewItem = z.object({
  id: z.number().int(),
  kind: ZReviewedCheckKind,
  user_id: z.number().int(),
  username: z.string(),
  created_at: z.string(),
  /** the selfie, for reviewers only */
  image_url: z.string(),
});
export type TIdentityReviewItem = z.infer<typeof ZIdentityReviewItem>;

export const identityReviewQueueContract = defineContract({
  id: "identityReviewQueue",
  method: "GET",
  path: "/api/v2/identity-review",
  summary: `Fake and webcam checks waiting for review, oldest first, ${PAGE_SIZE.default} per page; team and backend users only (403 exception.common.forbidden)`,
  tags: ["identity"],
  auth: "user",
  query: z
    .object({
      page_no: ZPageNo,
      kind: ZReviewedCheckKind.optional(),
      /** the moderation table's sort (one column: the time sent) and order (oldest first by default) */
      sort: z.literal("created_at").optional(),
      order: z.enum(["asc", "desc"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).optional(),
    })
    .strict(),
  response: z.object({ items: z.array(ZIdentityReviewItem), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() }),
});

export const ZIdentityCheckParams = z.object({ checkId: z.coerce.number().int().positive() });

export const identityCheckImageContract = defineContract({
  id: "identityCheckImage",
  method: "GET",
  path: "/api/v2/identity-review/:checkId/image",
  summary: "The selfie of a fake or webcam check; team and backend users only (403); none: 404 exception.media.not_found",
  tags: ["identity"],
  auth: "user",
  params: ZIdentityCheckParams,
  responseContentType: "image/*",
});

export const reviewIdentityCheckContract = defineContract({
  id: "reviewIdentityCheck",
  method: "PUT",
  path: "/api/v2/identity-review/:checkId",
  summary:
    "Verifies or rejects a pending fake or webcam check; team and backend users only (403). A verified fake check gives the profile its " +
    "verified badge; any verified check ends a forced check. Not pending: 409 exception.identity.not_pending",
  tags: ["identity"],
  auth: "user",
  params: ZIdentityCheckParams,
  body: z.object({ status: z.enum(["verified", "rejected"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }) }).strict(),
  response: ZIdentityCheck,
});

export const forceIdentityCheckContract = defineContract({
  id: "forceIdentityCheck",
  method: "PUT",
  path: "/api/v2/identity-review/users/:userId/forced",
  summary:
    "Sets or clears a forced check: the user's pages lead to age_check_verification?type=forced until the age check or a fake/webcam check " +
    "is accepted; team and backend users only (403)",
  tags: ["identity"],
  auth: "user",
  params: z.object({ userId: z.coerce.number().int().positive() }),
  body: z.object({ forced: z.boolean({ invalid_type_error: "validation.common.invalid_choice" }) }).strict(),
  response: z.object({ user_id: z.number().int(), forced: z.boolean() }),
});

export const ZIdentityAuditEntry = z.object({
  id: z.number().int(),
  event: z.string(),
  actor_id: z.number().int().nullable(),
  check_id: z.number().int().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

export const identityAuditContract = defineContract({
  id: "identityAudit",
  method: "GET",
  path: "/api/v2/identity-review/users/:userId/audit",
  summary: `A user's identity checks and fsk18 access decisions, newest first, ${PAGE_SIZE.default} per page; team and backend users only (403)`,
  tags: ["identity"],
  auth: "user",
  params: z.object({ userId: z.coerce.number().int().positive() }),
  query: z.object({ page_no: ZPageNo }).strict(),
  response: z.object({ items: z.array(ZIdentityAuditEntry), page_no: z.number().int(), page_size: z.number().int() }),
});

export const identityContracts = [
  identityOverviewContract,
  submitIdentityCheckContract,
  startFsk18IdentityContract,
  fsk18IdentityResultContract,
  reauthenticateContract,
  identityReviewQueueContract,
  identityCheckImageContract,
  reviewIdentityCheckContract,
  forceIdentityCheckContract,
  identityAuditContract,
] as const;

