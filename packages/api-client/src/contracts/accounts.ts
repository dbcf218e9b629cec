import { z } from "zod";
import {
  ENTITLEMENTS,
  ZBusinessTypeId,
  ZCoupleType,
  ZGender,
  ZRegistrationStep,
  ZUserType,
} from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";

// Sign-in, sessions, passwords, e-mail verification and the signed-in user info (issue 4).
// Wire names are snake_case; the api-client camelCases answers for the web.

/** Password rule (our decision, docs/decisions in apps/api): 8 to 128 characters, anything allowed. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const ZPassword = z
  .string()
  .min(PASSWORD_LENGTH.min, { message: "validation.password.too_short" })
  .max(PASSWORD_LENGTH.max, { message: "validation.password.too_long" });

/** E-mail address as typed (trimmed); uniqueness is case-insensitive. */
export const ZEmail = z
  .string()
  .trim()
  .max(254, { message: "validation.email.invalid" })
  .email({ message: "validation.email.invalid" });

const ZFlag = z.enum(["0", "1"]);

/**
 * Body of `POST /oauth/v2/token` (form encoded, spec 000 §7). Every field is optional here so that a bad
 * request is answered the OAuth way (`{"error":"invalid_request"}`) by the api, not as a 422 list; the
 * grant-specific shapes below are what the web sends. The web server adds client_id and client_secret.
 */
export const ZOAuthTokenRequest = z.object({
  grant_type: z.string().max(100).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  /** username or e-mail address */
  username: z.string().max(254).optional(),
  password: z.string().max(1000).optional(),
  invisible_login: ZFlag.optional(),
  remember: ZFlag.optional(),
  /** ALTCHA payload (base64 JSON) once the login form shows the captcha */
  captcha: z.string().max(4000).optional(),
  refresh_token: z.string().max(200).optional(),
  /** federated grant: authorization code, state and the redirect_uri used to get it */
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  /** the callback's `iss` parameter when the provider sends one (RFC 9207); pass it through unchanged */
  iss: z.string().max(2000).optional(),
});
export type TOAuthTokenRequest = z.infer<typeof ZOAuthTokenRequest>;

/** Password grant as the login form sends it. */
export const ZPasswordGrant = z.object({
  grant_type: z.literal("password"),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  username: z.string().trim().min(1, { message: "validation.common.required" }).max(254),
  password: z.string().min(1, { message: "validation.common.required" }).max(1000),
  invisible_login: ZFlag.default("0"),
  remember: ZFlag.default("0"),
  captcha: z.string().max(4000).optional(),
});
export type TPasswordGrant = z.infer<typeof ZPasswordGrant>;

export const ZRefreshTokenGrant = z.object({
  grant_type: z.literal("refresh_token"),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  refresh_token: z.string().min(1),
});

/** Google sign-in: the callback page hands code and state to the api (see federated.ts). */
export const GOOGLE_GRANT_TYPE = "urn:samtrot:federated:google";
export const ZGoogleGrant = z.object({
  grant_type: z.literal(GOOGLE_GRANT_TYPE),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  code: z.string().min(1),
  state: z.string().min(1),
  redirect_uri: z.string().url(),
  /** the callback's `iss` parameter, when present (RFC 9207) */
  iss: z.string().optional(),
  remember: ZFlag.default("0"),
  invisible_login: ZFlag.default("0"),
});

/** Age-check status: 0 not uploaded, 1 pending, 2 accepted, 3 rejected (spec 001 §4). */
export const ZAgeCheckStatus = z.number().int().min(0).max(3);

/** Signed-in user info (spec 000 §3, spec 001 §3) plus what the redirect logic needs (spec 000 §2). */
export const ZSignedInUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  profile: z.object({
    user_type: ZUserType,
    gender: ZGender.nullable(),
    couple_type: ZCoupleType.nullable(),
    business_type: ZBusinessTypeId.nullable(),
  }),
  /** whole years; null while the birth date is unknown (federated sign-up not yet completed) */
  age: z.number().int().nullable(),
  /** ISO 8601 */
  registration_completed_at: z.string().nullable(),
  /** the Plus membership runs now (spec 001 §6: it ends at member_until, at once) */
  is_member: z.boolean(),
  /** the Plus benefits the user has now (ENTITLEMENTS; empty for free users): the web shows and hides features by these */
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  is_email_verified: z.boolean(),
  email_was_verified: z.boolean(),
  is_bounced_email: z.boolean(),
  forced_fake_check: z.boolean(),
  register_completed_step: ZRegistrationStep,
  is_invisible: z.boolean(),
  age_check_status: ZAgeCheckStatus,
  /**
   * Where the registration continues: a user step key ("signUp" for a federated account that still needs
   * the sign-up details, then "photo" … "availability") or a business step ("services" … "email"); null
   * once registration is completed. The web sends the user to /join/user/{key} or /join/business/{key}.
   */
  next_registration_step: z.string().nullable(),
  /** business sign-up: the last completed business step (BUSINESS_SIGNUP_STEPS), null for other users */
  business_signup_step: z.string().nullable(),
});
export type TSignedInUser = z.infer<typeof ZSignedInUser>;

/**
 * OAuth token answer (RFC 6749 §5.1) plus the signed-in user. `expires_in` is seconds: 86,400 (24 h), or
 * 1,296,000 (15 days) with remember=1 (spec 000 §9 keep-logged-in). Returned bare (no `data` envelope)
 * by /oauth/v2/token, inside `data` by the registration sign-up calls.
 */
export const ZOAuthTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  /** refresh token lifetime in seconds */
  refresh_expires_in: z.number().int(),
  token_type: z.literal("bearer"),
  user: ZSignedInUser,
});
export type TOAuthTokenResponse = z.infer<typeof ZOAuthTokenResponse>;

/** OAuth error answer (RFC 6749 §5.2): invalid_request, invalid_client, invalid_grant, unsupported_grant_type. */
export const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });

export const oauthTokenContract = defineContract({
  id: "oauthToken",
  method: "POST",
  path: "/oauth/v2/token",
  summary:
    "Sign-in (password grant), token refresh (refresh_token) and Google sign-in (urn:samtrot:federated:google). " +
    "Wrong credentials: 400 invalid_grant; bad client: 401 invalid_client; abuse limits: 429 errors list " +
    "(exception.ip_login.exceeded_limit …) after which `captcha` is required (422 exception.login.captcha_not_verified).",
  tags: ["accounts"],
  auth: "public",
  bodyType: "form",
  body: ZOAuthTokenRequest,
  response: ZOAuthTokenResponse,
});

export const ZOk = z.object({ ok: z.literal(true) });

export const logoutContract = defineContract({
  id: "logout",
  method: "POST",
  path: "/api/v2/user/logout",
  summary: "Sign-out: revokes the access token of the call and its refresh token",
  tags: ["accounts"],
  auth: "user",
  response: ZOk,
});

export const userInfoContract = defineContract({
  id: "userInfo",
  method: "GET",
  path: "/api/v2/user/info",
  summary: "The signed-in user (spec 000 §3)",
  tags: ["accounts"],
  auth: "user",
  response: ZSignedInUser,
});

export const ZInvisibleRequest = z.object({ status: z.union([z.literal(0), z.literal(1)]) });
export const invisibleContract = defineContract({
  id: "setInvisible",
  method: "POST",
  path: "/api/v2/user/invisible",
  summary: "Invisible mode on (1) or off (0)",
  tags: ["accounts"],
  auth: "user",
  body: ZInvisibleRequest,
  response: z.object({ is_invisible: z.boolean() }),
});

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export const forgotPasswordContract = defineContract({
  id: "forgotPassword",
  method: "POST",
  path: "/api/v2/user/password/forgot",
  summary: "Sends a single-use reset link when the address belongs to an account; always 200 (no account enumeration)",
  tags: ["accounts"],
  auth: "public",
  body: ZForgotPasswordRequest,
  response: ZOk,
});

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1, { message: "validation.common.required" }).max(200),
  password: ZPassword,
});
export const resetPasswordContract = defineContract({
  id: "resetPassword",
  method: "POST",
  path: "/api/v2/user/password/reset",
  summary:
    "Sets a new password with a reset token (single use, expires after 1 h); signs out every session. " +
    "Unknown, used or expired token: 422 validation.password_reset.token_invalid (source token)",
  tags: ["accounts"],
  auth: "public",
  body: ZResetPasswordRequest,
  response: ZOk,
});

export const ZVerifyEmailRequest = z.object({ token: z.string().min(1, { message: "validation.common.required" }).max(200) });
export const verifyEmailContract = defineContract({
  id: "verifyEmail",
  method: "POST",
  path: "/api/v2/user/email/verify",
  summary:
    "Confirms the e-mail address with the token from the verification mail (works signed out too). " +
    "Unknown, used or expired token: 422 validation.email_verification.token_invalid (source token)",
  tags: ["accounts"],
  auth: "public",
  body: ZVerifyEmailRequest,
  response: z.object({ is_email_verified: z.literal(true), user_id: z.number().int() }),
});

export const resendVerificationEmailContract = defineContract({
  id: "resendVerificationEmail",
  method: "POST",
  path: "/api/v2/user/email/resend",
  summary:
    "Sends a new verification mail (earlier links stop working). Already verified: 409 " +
    "exception.email.already_verified; more than 5 per hour: 429 exception.email.resend_limit",
  tags: ["accounts"],
  auth: "user",
  response: ZOk,
});

export const ZChangeEmailRequest = z.object({ email: ZEmail });
export const changeEmailContract = defineContract({
  id: "changeEmail",
  method: "POST",
  path: "/api/v2/user/email/change",
  summary:
    "Corrects the e-mail address (e.g. on the e-mail step) and sends a verification mail to it; the address " +
    "counts as unverified until confirmed. Taken: 422 validation.email.taken (source email)",
  tags: ["accounts"],
  auth: "user",
  body: ZChangeEmailRequest,
  response: ZSignedInUser,
});

/** ALTCHA challenge (https://altcha.org): the widget solves it and sends the payload as `captcha`. */
export const ZCaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

export const captchaChallengeContract = defineContract({
  id: "captchaChallenge",
  method: "GET",
  path: "/api/v2/captcha/challenge",
  summary: "A fresh proof-of-work captcha challenge (ALTCHA); valid for 10 minutes, each solution usable once",
  tags: ["accounts"],
  auth: "public",
  response: ZCaptchaChallenge,
});
