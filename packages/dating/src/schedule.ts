import { DATE_RULES, PRICE_DURATIONS, type TPriceDuration } from "@samtrot/constants-catalogue";

// Times of a date (spec 001 §5 and §9). Every function takes `now` from the caller: the api passes its injected
// clock, so tests move time without touching the machine's clock.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The durations a date may last, in minutes (spec 001 §9; the same as the price list's). */
export const DATE_DURATIONS = PRICE_DURATIONS;
export type TDateDuration = TPriceDuration;

export function isDateDuration(minutes: number): minutes is TDateDuration {
  return (DATE_DURATIONS as readonly number[]).includes(minutes);
}

/** A new date (and a proposed other time) must start at least this many minutes ahead (spec 001 §5). */
export const MIN_LEAD_MINUTES = DATE_RULES.minLeadMinutes;

/** Both sides may review a date for this many days after it ended (spec 001 §5). */
export const REVIEW_WINDOW_DAYS = DATE_RULES.reviewWindowDays;

/**
 * Ours (the spec gives no timeout): a request or a proposed other time not answered within 24 hours expires, and
 * at the latest when the proposed time begins — nobody can agree to a date that has already started.
 */
export const ANSWER_WINDOW_HOURS = 24;

/** The earliest start a new date or a proposed other time may have. */
export function earliestStart(now: Date): Date {
  return new Date(now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS);
}

/** True when `startAt` is at least 45 minutes after `now` (exactly 45 minutes is enough). */
export function isFarEnoughAhead(startAt: Date, now: Date): boolean {
  return startAt.getTime() >= earliestStart(now).getTime();
}

/** When a proposal made at `proposedAt` for `startAt` expires unanswered: 24 hours later, or at the start if earlier. */
export function answerDeadline(proposedAt: Date, startAt: Date): Date {
  return new Date(Math.min(proposedAt.getTime() + ANSWER_WINDOW_HOURS * HOUR_MS, startAt.getTime()));
}

/** The end of a date: its start plus its duration. */
export function dateEndsAt(startAt: Date, durationMinutes: number): Date {
  return new Date(startAt.getTime() + durationMinutes * MINUTE_MS);
}

/** The review window closes 7 days after the date ended. */
export function reviewWindowClosesAt(startAt: Date, durationMinutes: number): Date {
  return new Date(dateEndsAt(startAt, durationMinutes).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** A review may be written from the date's end until 7 days after it (the end itself included, the close not). */
export function isWithinReviewWindow(startAt: Date, durationMinutes: number, now: Date): boolean {
  const t = now.getTime();
  return t >= dateEndsAt(startAt, durationMinutes).getTime() && t < reviewWindowClosesAt(startAt, durationMinutes).getTime();
}
