import { BACKEND_DATE_STATUS, USER_TYPE, type TBackendDateStatus } from "@samtrot/constants-catalogue";
import { dateEndsAt } from "./schedule.js";

// Safety for the escort side of a date (issue 13 item 4; beyond the spec — decisions 027-date-safety.md). Every
// function takes `now` from the caller: the api passes its injected clock, so tests move time.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The check-in may be set for any time after the date's start up to this many hours after its end (ours). */
export const CHECK_IN_LATEST_AFTER_END_HOURS = 12;
/** The form proposes the end of the date plus this many minutes. */
export const CHECK_IN_DEFAULT_AFTER_END_MINUTES = 60;
/** She is reminded (a notification with the "Ich bin sicher" button) this many minutes before her check-in time. */
export const CHECK_IN_REMINDER_MINUTES = 15;

export type TCheckInState = "scheduled" | "checked_in" | "alerted" | "cancelled";

export type TCheckInFacts = {
  checkedInAt: Date | null;
  cancelledAt: Date | null;
  alertedAt: Date | null;
};

export function checkInState(facts: TCheckInFacts): TCheckInState {
  if (facts.checkedInAt) return "checked_in";
  if (facts.alertedAt) return "alerted";
  if (facts.cancelledAt) return "cancelled";
  return "scheduled";
}

/** The times a check-in may be set to for a date: after its start (exclusive), until 12 hours after its end. */
export function checkInWindow(startAt: Date, durationMinutes: number): { earliest: Date; latest: Date } {
  return { earliest: startAt, latest: new Date(dateEndsAt(startAt, durationMinutes).getTime() + CHECK_IN_LATEST_AFTER_END_HOURS * HOUR_MS) };
}

/** The time the form proposes: an hour after the end. */
export function defaultCheckInTime(startAt: Date, durationMinutes: number): Date {
  return new Date(dateEndsAt(startAt, durationMinutes).getTime() + CHECK_IN_DEFAULT_AFTER_END_MINUTES * MINUTE_MS);
}

export type TCheckInRefusal =
  /** only the escort side (the date's receiver) has a check-in */
  | "safety_receiver_only"
  /** the date is not accepted (open, rejected or cancelled) */
  | "check_in_date_not_accepted"
  /** the latest possible check-in time has passed */
  | "check_in_too_late"
  /** she already checked in, or the alert was sent: the check-in is over */
  | "check_in_closed"
  /** cancelling or checking in without a running check-in */
  | "check_in_not_set";

export const CHECK_IN_REFUSALS = [
  "safety_receiver_only",
  "check_in_date_not_accepted",
  "check_in_too_late",
  "check_in_closed",
  "check_in_not_set",
] as const satisfies readonly TCheckInRefusal[];

export type TCheckInAction = "set" | "check_in" | "cancel";

export type TCheckInDateFacts = { status: TBackendDateStatus; startAt: Date; durationMinutes: number };

/**
 * May the date's receiver set/move, check in, or cancel her check-in now? `current` is the stored check-in (null:
 * none yet). Setting needs an accepted date whose check-in window has not closed; a check-in that was checked in or
 * alerted is over (a new one cannot be set). "Ich bin sicher" works while scheduled — and after the alert too, so she
 * can still say she is safe (the contact was already told; it is recorded, nothing is sent again).
 */
export function decideCheckIn(
  input: { side: "sender" | "receiver"; date: TCheckInDateFacts; current: TCheckInFacts | null; action: TCheckInAction },
  now: Date,
): { allowed: true } | { allowed: false; reason: TCheckInRefusal } {
  if (input.side !== "receiver") return { allowed: false, reason: "safety_receiver_only" };
  const state = input.current ? checkInState(input.current) : null;
  if (input.action === "check_in") {
    if (state === "scheduled" || state === "alerted") return { allowed: true };
    return { allowed: false, reason: state === "checked_in" ? "check_in_closed" : "check_in_not_set" };
  }
  if (input.action === "cancel") {
    if (state === "scheduled") return { allowed: true };
    return { allowed: false, reason: state === "checked_in" || state === "alerted" ? "check_in_closed" : "check_in_not_set" };
  }
  if (state === "checked_in" || state === "alerted") return { allowed: false, reason: "check_in_closed" };
  if (input.date.status !== BACKEND_DATE_STATUS.accept) return { allowed: false, reason: "check_in_date_not_accepted" };
  if (now.getTime() >= checkInWindow(input.date.startAt, input.date.durationMinutes).latest.getTime()) return { allowed: false, reason: "check_in_too_late" };
  return { allowed: true };
}

export type TCheckInTimeError = "check_in_before_start" | "check_in_after_latest" | "check_in_in_past";

/** The chosen time: after the date's start, at most 12 hours after its end, and still ahead of now. */
export function checkCheckInTime(dueAt: Date, date: { startAt: Date; durationMinutes: number }, now: Date): { ok: true } | { ok: false; reason: TCheckInTimeError } {
  const window = checkInWindow(date.startAt, date.durationMinutes);
  if (dueAt.getTime() <= window.earliest.getTime()) return { ok: false, reason: "check_in_before_start" };
  if (dueAt.getTime() > window.latest.getTime()) return { ok: false, reason: "check_in_after_latest" };
  if (dueAt.getTime() <= now.getTime()) return { ok: false, reason: "check_in_in_past" };
  return { ok: true };
}

/** Is the alert due: still scheduled and its time has come (at the api clock). */
export function isAlertDue(facts: TCheckInFacts & { dueAt: Date }, now: Date): boolean {
  return checkInState(facts) === "scheduled" && facts.dueAt.getTime() <= now.getTime();
}

// ——— the private "bad client" warning ———

/** What an escort can warn other escorts about (ours). */
export const CLIENT_WARNING_CATEGORIES = ["no_show", "aggressive", "refused_to_pay", "pushed_boundaries", "unsafe"] as const;
export type TClientWarningCategory = (typeof CLIENT_WARNING_CATEGORIES)[number];
export const CLIENT_WARNING_TEXT_MAX = 500;

export type TWarningRefusal =
  /** only the escort side of the date warns about its client */
  | "safety_receiver_only"
  /** only after a date that took place: accepted, and its end has passed */
  | "warning_date_not_over"
  /** one warning per date (withdraw it to write another) */
  | "warning_exists";

export const WARNING_REFUSALS = ["safety_receiver_only", "warning_date_not_over", "warning_exists"] as const satisfies readonly TWarningRefusal[];

/** May the date's side warn about the other now? After an accepted date has ended; once per date. */
export function decideWarning(
  input: { side: "sender" | "receiver"; date: TCheckInDateFacts; hasWarning: boolean },
  now: Date,
): { allowed: true } | { allowed: false; reason: TWarningRefusal } {
  if (input.side !== "receiver") return { allowed: false, reason: "safety_receiver_only" };
  if (input.date.status !== BACKEND_DATE_STATUS.accept || now.getTime() < dateEndsAt(input.date.startAt, input.date.durationMinutes).getTime()) {
    return { allowed: false, reason: "warning_date_not_over" };
  }
  if (input.hasWarning) return { allowed: false, reason: "warning_exists" };
  return { allowed: true };
}

/**
 * Who may read warnings about clients: verified escorts only — an escort (user type 2) who is verified: her age check
 * (ID document) was accepted, or her profile carries the verified badge (`users.is_verified`); decision 027. Never
 * clients, businesses or guests.
 */
export function mayReadClientWarnings(viewer: { userType: number; verified: boolean } | null): boolean {
  return viewer !== null && viewer.userType === USER_TYPE.escort && viewer.verified;
}
