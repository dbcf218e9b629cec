import { describe, expect, it } from "vitest";
import { AGE_CHECK_STATUS, USER_TYPE } from "@samtrot/constants-catalogue";
import { BACKEND_DATE_STATUS as S } from "./status.js";
import {
  CHECK_IN_LATEST_AFTER_END_HOURS,
  checkCheckInTime,
  checkInState,
  checkInWindow,
  decideCheckIn,
  decideWarning,
  defaultCheckInTime,
  isAlertDue,
  mayReadClientWarnings,
  type TCheckInFacts,
} from "./safety.js";

const MIN = 60_000;
const HOUR = 60 * MIN;
const start = new Date("2026-12-01T20:00:00Z");
const date = { status: S.accept, startAt: start, durationMinutes: 120 };
const end = start.getTime() + 2 * HOUR;
const at = (ms: number) => new Date(ms);
const none: TCheckInFacts = { checkedInAt: null, cancelledAt: null, alertedAt: null };
const before = at(start.getTime() - 3 * HOUR);

describe("check-in time bounds", () => {
  it("lies after the start (exclusive) and at most 12 hours after the end (inclusive), and ahead of now", () => {
    expect(checkInWindow(start, 120)).toEqual({ earliest: start, latest: at(end + CHECK_IN_LATEST_AFTER_END_HOURS * HOUR) });
    expect(checkCheckInTime(start, date, before)).toEqual({ ok: false, reason: "check_in_before_start" });
    expect(checkCheckInTime(at(start.getTime() + MIN), date, before)).toEqual({ ok: true });
    expect(checkCheckInTime(at(end + 12 * HOUR), date, before)).toEqual({ ok: true });
    expect(checkCheckInTime(at(end + 12 * HOUR + 1), date, before)).toEqual({ ok: false, reason: "check_in_after_latest" });
    // during the date: a time already passed is refused, one still ahead is fine
    const during = at(start.getTime() + 30 * MIN);
    expect(checkCheckInTime(at(start.getTime() + 20 * MIN), date, during)).toEqual({ ok: false, reason: "check_in_in_past" });
    expect(checkCheckInTime(during, date, during)).toEqual({ ok: false, reason: "check_in_in_past" });
    expect(checkCheckInTime(at(during.getTime() + 1), date, during)).toEqual({ ok: true });
  });
  it("proposes an hour after the end", () => {
    expect(defaultCheckInTime(start, 120)).toEqual(at(end + HOUR));
  });
});

describe("check-in state and actions", () => {
  it("names the state; checked in wins over alerted (she said she is safe after the alert)", () => {
    expect(checkInState(none)).toBe("scheduled");
    expect(checkInState({ ...none, cancelledAt: before })).toBe("cancelled");
    expect(checkInState({ ...none, alertedAt: before })).toBe("alerted");
    expect(checkInState({ ...none, alertedAt: before, checkedInAt: before })).toBe("checked_in");
  });
  it("only the receiver (escort side); set needs an accepted date before the window closes", () => {
    expect(decideCheckIn({ side: "sender", date, current: null, action: "set" }, before)).toEqual({ allowed: false, reason: "safety_receiver_only" });
    expect(decideCheckIn({ side: "receiver", date, current: null, action: "set" }, before)).toEqual({ allowed: true });
    for (const status of [S.senderRequest, S.receiverReschedule, S.senderReschedule, S.reject, S.cancel]) {
      expect(decideCheckIn({ side: "receiver", date: { ...date, status }, current: null, action: "set" }, before)).toEqual({ allowed: false, reason: "check_in_date_not_accepted" });
    }
    const closed = at(end + 12 * HOUR);
    expect(decideCheckIn({ side: "receiver", date, current: null, action: "set" }, closed)).toEqual({ allowed: false, reason: "check_in_too_late" });
    expect(decideCheckIn({ side: "receiver", date, current: none, action: "set" }, at(closed.getTime() - 1))).toEqual({ allowed: true });
    // a cancelled check-in can be set again; a finished one cannot
    expect(decideCheckIn({ side: "receiver", date, current: { ...none, cancelledAt: before }, action: "set" }, before)).toEqual({ allowed: true });
    expect(decideCheckIn({ side: "receiver", date, current: { ...none, checkedInAt: before }, action: "set" }, before)).toEqual({ allowed: false, reason: "check_in_closed" });
    expect(decideCheckIn({ side: "receiver", date, current: { ...none, alertedAt: before }, action: "set" }, before)).toEqual({ allowed: false, reason: "check_in_closed" });
  });
  it("checks in while scheduled or after the alert; cancels only while scheduled", () => {
    const decide = (current: TCheckInFacts | null, action: "check_in" | "cancel") => decideCheckIn({ side: "receiver", date, current, action }, before);
    expect(decide(none, "check_in")).toEqual({ allowed: true });
    expect(decide({ ...none, alertedAt: before }, "check_in")).toEqual({ allowed: true });
    expect(decide({ ...none, checkedInAt: before }, "check_in")).toEqual({ allowed: false, reason: "check_in_closed" });
    expect(decide(null, "check_in")).toEqual({ allowed: false, reason: "check_in_not_set" });
    expect(decide({ ...none, cancelledAt: before }, "check_in")).toEqual({ allowed: false, reason: "check_in_not_set" });
    expect(decide(none, "cancel")).toEqual({ allowed: true });
    expect(decide({ ...none, alertedAt: before }, "cancel")).toEqual({ allowed: false, reason: "check_in_closed" });
    expect(decide({ ...none, cancelledAt: before }, "cancel")).toEqual({ allowed: false, reason: "check_in_not_set" });
    expect(decideCheckIn({ side: "sender", date, current: none, action: "check_in" }, before)).toEqual({ allowed: false, reason: "safety_receiver_only" });
  });
  it("the alert is due from the chosen time on, only while scheduled", () => {
    const dueAt = at(end + HOUR);
    expect(isAlertDue({ ...none, dueAt }, at(dueAt.getTime() - 1))).toBe(false);
    expect(isAlertDue({ ...none, dueAt }, dueAt)).toBe(true);
    expect(isAlertDue({ ...none, dueAt, checkedInAt: before }, dueAt)).toBe(false);
    expect(isAlertDue({ ...none, dueAt, cancelledAt: before }, dueAt)).toBe(false);
    expect(isAlertDue({ ...none, dueAt, alertedAt: dueAt }, dueAt)).toBe(false);
  });
});

describe("bad client warnings", () => {
  it("the receiver, after an accepted date has ended, once", () => {
    expect(decideWarning({ side: "receiver", date, hasWarning: false }, at(end - 1))).toEqual({ allowed: false, reason: "warning_date_not_over" });
    expect(decideWarning({ side: "receiver", date, hasWarning: false }, at(end))).toEqual({ allowed: true });
    expect(decideWarning({ side: "receiver", date, hasWarning: true }, at(end))).toEqual({ allowed: false, reason: "warning_exists" });
    expect(decideWarning({ side: "sender", date, hasWarning: false }, at(end))).toEqual({ allowed: false, reason: "safety_receiver_only" });
    expect(decideWarning({ side: "receiver", date: { ...date, status: S.cancel }, hasWarning: false }, at(end))).toEqual({ allowed: false, reason: "warning_date_not_over" });
  });
  it("are read by verified escorts only", () => {
    expect(AGE_CHECK_STATUS.accepted).toBe(2);
    expect(mayReadClientWarnings({ userType: USER_TYPE.escort, verified: true })).toBe(true);
    expect(mayReadClientWarnings({ userType: USER_TYPE.escort, verified: false })).toBe(false);
    expect(mayReadClientWarnings({ userType: USER_TYPE.client, verified: true })).toBe(false);
    expect(mayReadClientWarnings({ userType: USER_TYPE.business, verified: true })).toBe(false);
    expect(mayReadClientWarnings(null)).toBe(false);
  });
});
