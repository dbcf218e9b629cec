import type { z } from "zod";
import type { ZBlockRelation, ZContactLimitResult, ZMessageRetryAction, ZMessageSendState, ZThreadStatus } from "./schemas/messenger.js";

/** Results of the first-contact limit check. spec 001 §4 */
export const CONTACT_LIMIT_RESULT = {
  FAILED: 0,
  SUCCESS: 1,
  OVERFLOW_FIRST_CONTACT: 2,
  MEMBERSHIP_VERIFICATION: 3,
  GENDER_USER_TYPE_ORIGIN_AGE: 4,
  HOT_ESCORT: 5,
  NEW_ESCORT: 6,
  MINIMAL_TIPPING: 7,
  LIMIT_BETWEEN_FREE_CLIENT_AND_FREE_ESCORT: 8,
  EXCEED_FIRST_CONTACT_LIMIT: 9,
  OVERALL_MESSAGE_LIMIT: 10,
} as const;
export type TContactLimitResult = z.infer<typeof ZContactLimitResult>;

/** Results that show the limiter (upsell / unlock) rather than a plain error. spec 001 §4 */
export const LIMITER_CASES = [
  CONTACT_LIMIT_RESULT.OVERFLOW_FIRST_CONTACT,
  CONTACT_LIMIT_RESULT.MEMBERSHIP_VERIFICATION,
  CONTACT_LIMIT_RESULT.GENDER_USER_TYPE_ORIGIN_AGE,
  CONTACT_LIMIT_RESULT.LIMIT_BETWEEN_FREE_CLIENT_AND_FREE_ESCORT,
  CONTACT_LIMIT_RESULT.EXCEED_FIRST_CONTACT_LIMIT,
] as const;
export function isLimiterCase(result: number): boolean {
  return (LIMITER_CASES as readonly number[]).includes(result);
}

/** Basic escorts have no client contact limit for 3 hours. spec 001 §6 */
export const BASIC_ESCORT_NO_CONTACT_LIMIT_HOURS = 3;

/** Thread user statuses. spec 001 §3 */
export const THREAD_STATUS = [
  "normal",
  "paused",
  "deactivated",
  "blocked_by_you",
  "blocked_by_them",
  "banned",
  "hidden",
  "deleted",
  "no_thanks",
  "sent_no_thanks",
  "cannot_message_support_staff",
] as const;
export type TThreadStatus = z.infer<typeof ZThreadStatus>;

/**
 * Which status a thread shows when several apply: first match wins. spec 001 §4: banned, paused,
 * deactivated, hidden, blocked by you, then by block relation (see threadStatusFromBlockRelation).
 */
export const THREAD_STATUS_PRECEDENCE = [
  "banned",
  "paused",
  "deactivated",
  "hidden",
  "blocked_by_you",
] as const satisfies readonly TThreadStatus[];

/** Block relation between two users. spec 001 §3 */
export const BLOCK_RELATION = ["none", "been_blocked", "block", "both"] as const;
export type TBlockRelation = z.infer<typeof ZBlockRelation>;

/** The thread status a block relation alone gives. */
export const BLOCK_RELATION_THREAD_STATUS = {
  none: "normal",
  been_blocked: "blocked_by_them",
  block: "blocked_by_you",
  both: "blocked_by_you",
} as const satisfies Readonly<Record<TBlockRelation, TThreadStatus>>;

/** Resolves the displayed thread status from the flags that apply, by the spec's precedence. */
export function resolveThreadStatus(flags: ReadonlySet<TThreadStatus>, blockRelation: TBlockRelation): TThreadStatus {
  const first = THREAD_STATUS_PRECEDENCE.find((status) => flags.has(status));
  return first ?? BLOCK_RELATION_THREAD_STATUS[blockRelation];
}

/** Message send states and the retry actions. spec 001 §4 */
export const MESSAGE_SEND_STATES = ["preparing", "sending", "success", "fail"] as const;
export type TMessageSendState = z.infer<typeof ZMessageSendState>;
export const MESSAGE_RETRY_ACTIONS = ["delete", "hide", "read", "unread"] as const;
export type TMessageRetryAction = z.infer<typeof ZMessageRetryAction>;

/** Upload chunk metadata fields. spec 000 §3, spec 001 §3 */
export const UPLOAD_CHUNK_META_FIELDS = ["chunkIndex", "chunkRange", "chunkSize", "totalSize", "mimeType"] as const;
