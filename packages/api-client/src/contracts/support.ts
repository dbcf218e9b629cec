import { z } from "zod";
import { defineContract } from "./define-contract.js";

// Help-desk single sign-on and the share page (issue 17 item 6; spec 000 §2 support/sso, support/signout and the
// share-the-product page; decision 036).

/** A return target: an absolute URL (checked against the api's allow-lists, never trusted as sent). */
const ZReturnTarget = z.string().trim().max(2000, "validation.support.return_to_invalid").url("validation.support.return_to_invalid");

export const ZSupportRedirect = z.object({
  /** where the browser goes next (the help desk's sign-in or sign-out with its token and return target) */
  redirect_url: z.string(),
  /** when the sign-in token stops being accepted (ISO time); null for the sign-out */
  expires_at: z.string().nullable(),
});
export type TSupportRedirect = z.infer<typeof ZSupportRedirect>;

export const supportSsoContract = defineContract({
  id: "supportSso",
  method: "POST",
  path: "/api/v2/support/sso",
  summary:
    "Signs the caller into the help desk: a short-lived HS256 token (HMAC with the api's SUPPORT_SSO_SECRET) naming the user, and the " +
    "help-desk URL that takes it. return_to must be a page of the help desk (422 validation.support.return_to_invalid); 404 " +
    "exception.support.not_configured where no help desk is set up",
  tags: ["support"],
  auth: "user",
  body: z.object({ return_to: ZReturnTarget.optional() }).strict(),
  response: ZSupportRedirect,
});

export const supportSignoutContract = defineContract({
  id: "supportSignout",
  method: "POST",
  path: "/api/v2/support/signout",
  summary:
    "Where to end the help-desk session: the help desk's sign-out URL with a return target on one of our web origins " +
    "(422 validation.support.return_to_invalid otherwise)",
  tags: ["support"],
  auth: "public",
  body: z.object({ return_to: ZReturnTarget }).strict(),
  response: ZSupportRedirect,
});

/** Crockford base32 without I, L, O, U: easy to read aloud and to type. */
export const REFERRAL_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;
export const ZReferralCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, "validation.referral.code_invalid"));

export const ZMyReferral = z.object({
  /** the caller's code: made on the first call, the same ever after */
  code: z.string(),
  /** the page the share link opens, without origin and language (the invitation-code search, spec 000 §2) */
  path: z.string(),
});
export type TMyReferral = z.infer<typeof ZMyReferral>;

export const myReferralContract = defineContract({
  id: "myReferral",
  method: "GET",
  path: "/api/v2/referral",
  summary: "The caller's referral code for the share link (stable per user) and the path it opens",
  tags: ["support"],
  auth: "user",
  response: ZMyReferral,
});

export const ZReferralLookup = z.object({ code: z.string(), inviter: z.object({ username: z.string() }) });
export type TReferralLookup = z.infer<typeof ZReferralLookup>;

export const referralLookupContract = defineContract({
  id: "referralLookup",
  method: "GET",
  path: "/api/v2/referral/:code",
  summary:
    "Who a referral code belongs to (the invitation page names the inviter). 422 validation.referral.code_invalid for a malformed " +
    "code, 404 exception.referral.not_found for an unknown one or an account that is gone",
  tags: ["support"],
  auth: "public",
  params: z.object({ code: ZReferralCode }),
  response: ZReferralLookup,
});

export const supportContracts = [supportSsoContract, supportSignoutContract, myReferralContract, referralLookupContract] as const;
