import { describe, expect, it } from "vitest";
import { BACKEND_DATE_STATUS as S, DATING_TIMELINE_TYPE as T, USER_TYPE } from "@samtrot/constants-catalogue";
import { ALL_DATE_STATUSES, DATE_SIDES, type TDateSide } from "./status.js";
import { DATE_ACTIONS, allowedDateActions, checkNewStart, decideDateAction, decideSendRequest, type TDateAction, type TDateDecision } from "./transitions.js";

const now = new Date("2026-12-01T12:00:00Z");
const min = (m: number) => new Date(now.getTime() + m * 60_000);
const live = { startAt: min(180), expiresAt: min(60) };

const ok = (status: number, timelineType: number): TDateDecision => ({ allowed: true, status: status as never, timelineType: timelineType as never });
const no = (reason: string): TDateDecision => ({ allowed: false, reason: reason as never });
const N = no("action_not_allowed");
const C = no("date_closed");

// Every status × side × action before the start and before any deadline: the whole table, written out.
const TABLE: Record<number, Record<TDateSide, Record<TDateAction, TDateDecision>>> = {
  [S.senderRequest]: {
    sender: { accept: N, reject: N, cancel: ok(S.cancel, T.CANCEL), reschedule: ok(S.senderReschedule, T.RESCHEDULE) },
    receiver: { accept: ok(S.accept, T.ACCEPT), reject: ok(S.reject, T.REJECT), cancel: N, reschedule: ok(S.receiverReschedule, T.RESCHEDULE) },
  },
  [S.senderReschedule]: {
    sender: { accept: N, reject: N, cancel: ok(S.cancel, T.CANCEL), reschedule: ok(S.senderReschedule, T.RESCHEDULE) },
    receiver: { accept: ok(S.accept, T.ACCEPT), reject: ok(S.reject, T.REJECT), cancel: N, reschedule: ok(S.receiverReschedule, T.RESCHEDULE) },
  },
  [S.receiverReschedule]: {
    sender: { accept: ok(S.accept, T.ACCEPT), reject: ok(S.reject, T.REJECT), cancel: N, reschedule: ok(S.senderReschedule, T.RESCHEDULE) },
    receiver: { accept: N, reject: N, cancel: ok(S.cancel, T.CANCEL), reschedule: ok(S.receiverReschedule, T.RESCHEDULE) },
  },
  [S.accept]: {
    sender: { accept: N, reject: N, cancel: ok(S.cancel, T.CANCEL), reschedule: ok(S.senderReschedule, T.RESCHEDULE) },
    receiver: { accept: N, reject: N, cancel: ok(S.cancel, T.CANCEL), reschedule: ok(S.receiverReschedule, T.RESCHEDULE) },
  },
  [S.reject]: { sender: { accept: C, reject: C, cancel: C, reschedule: C }, receiver: { accept: C, reject: C, cancel: C, reschedule: C } },
  [S.cancel]: { sender: { accept: C, reject: C, cancel: C, reschedule: C }, receiver: { accept: C, reject: C, cancel: C, reschedule: C } },
};

const cases = ALL_DATE_STATUSES.flatMap((status) => DATE_SIDES.flatMap((side) => DATE_ACTIONS.map((action) => [status, side, action] as const)));

describe("decideDateAction", () => {
  it("the table covers every status, side and action", () => {
    expect(cases).toHaveLength(6 * 2 * 4);
    expect(Object.keys(TABLE).map(Number).sort()).toEqual([...ALL_DATE_STATUSES].sort());
  });

  it.each(cases)("status %i, %s %s (before start and deadline)", (status, side, action) => {
    expect(decideDateAction({ status, ...live }, side, action, now)).toEqual(TABLE[status]![side][action]);
  });

  it.each(cases.filter(([status]) => status === S.senderRequest || status === S.senderReschedule || status === S.receiverReschedule))(
    "status %i, %s %s: an open proposal past its deadline is expired for everyone",
    (status, side, action) => {
      expect(decideDateAction({ status, startAt: min(180), expiresAt: now }, side, action, now)).toEqual(no("request_expired"));
      expect(decideDateAction({ status, startAt: min(180), expiresAt: min(-1) }, side, action, now)).toEqual(no("request_expired"));
      // one millisecond before the deadline it is still open
      expect(decideDateAction({ status, startAt: min(180), expiresAt: new Date(now.getTime() + 1) }, side, action, now)).toEqual(TABLE[status]![side][action]);
    },
  );

  it.each(DATE_SIDES.flatMap((side) => DATE_ACTIONS.map((action) => [side, action] as const)))("accepted, %s %s from the start on", (side, action) => {
    const expected = action === "accept" || action === "reject" ? N : no("date_started");
    expect(decideDateAction({ status: S.accept, startAt: now, expiresAt: null }, side, action, now)).toEqual(expected);
    expect(decideDateAction({ status: S.accept, startAt: min(-30), expiresAt: null }, side, action, now)).toEqual(expected);
    // a millisecond before the start, cancel and reschedule are still open
    expect(decideDateAction({ status: S.accept, startAt: new Date(now.getTime() + 1), expiresAt: null }, side, action, now)).toEqual(TABLE[S.accept]![side][action]);
  });

  it("an accepted date's old deadline does not matter", () => {
    expect(decideDateAction({ status: S.accept, startAt: min(180), expiresAt: min(-600) }, "sender", "cancel", now)).toEqual(ok(S.cancel, T.CANCEL));
  });

  it("closed dates stay closed after their start and deadline too", () => {
    for (const status of [S.reject, S.cancel]) {
      for (const side of DATE_SIDES) for (const action of DATE_ACTIONS) expect(decideDateAction({ status, startAt: min(-600), expiresAt: min(-700) }, side, action, now)).toEqual(C);
    }
  });
});

describe("allowedDateActions", () => {
  it("lists what each side may do", () => {
    expect(allowedDateActions({ status: S.senderRequest, ...live }, "receiver", now)).toEqual(["accept", "reject", "reschedule"]);
    expect(allowedDateActions({ status: S.senderRequest, ...live }, "sender", now)).toEqual(["cancel", "reschedule"]);
    expect(allowedDateActions({ status: S.receiverReschedule, ...live }, "sender", now)).toEqual(["accept", "reject", "reschedule"]);
    expect(allowedDateActions({ status: S.accept, ...live }, "receiver", now)).toEqual(["cancel", "reschedule"]);
    expect(allowedDateActions({ status: S.accept, startAt: now, expiresAt: null }, "receiver", now)).toEqual([]);
    expect(allowedDateActions({ status: S.cancel, ...live }, "sender", now)).toEqual([]);
  });
});

describe("decideSendRequest", () => {
  const types = Object.values(USER_TYPE);
  it.each(types.flatMap((sender) => types.map((receiver) => [sender, receiver] as const)))("sender type %i to receiver type %i", (senderType, receiverType) => {
    const decision = decideSendRequest({ senderId: 1, senderType, receiverId: 2, receiverType });
    if (senderType !== USER_TYPE.client) expect(decision).toEqual({ allowed: false, reason: "sender_not_client" });
    else if (receiverType === USER_TYPE.escort || receiverType === USER_TYPE.business) expect(decision).toEqual({ allowed: true });
    else expect(decision).toEqual({ allowed: false, reason: "receiver_not_provider" });
  });
  it("nobody dates themselves", () => {
    expect(decideSendRequest({ senderId: 5, senderType: USER_TYPE.client, receiverId: 5, receiverType: USER_TYPE.escort })).toEqual({ allowed: false, reason: "self" });
  });
});

describe("checkNewStart (45 minutes ahead)", () => {
  it("refuses 44:59 and accepts exactly 45:00 and later", () => {
    expect(checkNewStart(new Date(min(45).getTime() - 1000), now)).toEqual({ ok: false, reason: "start_too_soon" });
    expect(checkNewStart(min(45), now)).toEqual({ ok: true });
    expect(checkNewStart(min(46), now)).toEqual({ ok: true });
    expect(checkNewStart(min(-10), now)).toEqual({ ok: false, reason: "start_too_soon" });
  });
});
