import { BACKEND_DATE_STATUS, DATING_TIMELINE_TYPE, USER_TYPE, type TBackendDateStatus, type TDatingTimelineType } from "@samtrot/constants-catalogue";
import { isFarEnoughAhead } from "./schedule.js";
import { answeringSide, isClosedStatus, isPendingStatus, rescheduleStatusOf, type TDateSide } from "./status.js";

// Which side may do what in which status (spec 001 §4 backend statuses; spec 000 §7 "dates (send, accept, reject,
// cancel, reschedule)"). The rules, in words:
//
//   open proposal (0 request, -5 sender's other time, -1 receiver's other time):
//     the answering side may accept (→ 1), reject (→ -2) or propose another time (→ -1 / -5);
//     the proposing side may withdraw (cancel → -3) or change its proposal (reschedule → its own status again);
//     once the proposal's deadline has passed it is expired: nobody can do anything (the expiry job records it).
//   accepted (1): until the start, either side may cancel (→ -3) or propose another time (→ -1 / -5), which the
//     other side then answers like any proposal (rejecting it rejects the date: the date has one status only).
//     From the start on the date cannot be changed any more.
//   rejected (-2), cancelled (-3): closed.

export type TDateAction = "accept" | "reject" | "cancel" | "reschedule";
export const DATE_ACTIONS = ["accept", "reject", "cancel", "reschedule"] as const satisfies readonly TDateAction[];

/** Why an action is refused; the api answers `exception.dating.<reason>`. */
export type TDateRefusal =
  /** this side may not do this in this status (e.g. accepting one's own request) */
  | "action_not_allowed"
  /** rejected or cancelled before */
  | "date_closed"
  /** the open proposal was not answered in time */
  | "request_expired"
  /** an accepted date whose start has come can no longer be cancelled or moved */
  | "date_started";

export const DATE_REFUSALS = ["action_not_allowed", "date_closed", "request_expired", "date_started"] as const satisfies readonly TDateRefusal[];

export type TDateDecision =
  | { allowed: true; status: TBackendDateStatus; timelineType: TDatingTimelineType }
  | { allowed: false; reason: TDateRefusal };

export type TDateFacts = {
  status: TBackendDateStatus;
  startAt: Date;
  /** the open proposal's deadline (null, or ignored, outside open proposals) */
  expiresAt: Date | null;
};

const refuse = (reason: TDateRefusal): TDateDecision => ({ allowed: false, reason });
const to = (status: TBackendDateStatus, timelineType: TDatingTimelineType): TDateDecision => ({ allowed: true, status, timelineType });

/** Whether a proposal is past its deadline at `now` (the deadline itself counts as past). */
export function isExpired(facts: TDateFacts, now: Date): boolean {
  return isPendingStatus(facts.status) && facts.expiresAt !== null && now.getTime() >= facts.expiresAt.getTime();
}

/**
 * The outcome of `side` doing `action` on a date at `now`: the new status and the timeline event it appends, or
 * why it is refused. A new time's 45-minute rule is checked apart (see checkNewStart), since it is about the input.
 */
export function decideDateAction(facts: TDateFacts, side: TDateSide, action: TDateAction, now: Date): TDateDecision {
  const { status } = facts;
  if (isClosedStatus(status)) return refuse("date_closed");
  if (isPendingStatus(status)) {
    if (isExpired(facts, now)) return refuse("request_expired");
    const answering = answeringSide(status) === side;
    switch (action) {
      case "accept":
        return answering ? to(BACKEND_DATE_STATUS.accept, DATING_TIMELINE_TYPE.ACCEPT) : refuse("action_not_allowed");
      case "reject":
        return answering ? to(BACKEND_DATE_STATUS.reject, DATING_TIMELINE_TYPE.REJECT) : refuse("action_not_allowed");
      case "cancel":
        return answering ? refuse("action_not_allowed") : to(BACKEND_DATE_STATUS.cancel, DATING_TIMELINE_TYPE.CANCEL);
      case "reschedule":
        return to(rescheduleStatusOf(side), DATING_TIMELINE_TYPE.RESCHEDULE);
    }
  }
  // accepted
  if (action === "accept" || action === "reject") return refuse("action_not_allowed");
  if (now.getTime() >= facts.startAt.getTime()) return refuse("date_started");
  return action === "cancel" ? to(BACKEND_DATE_STATUS.cancel, DATING_TIMELINE_TYPE.CANCEL) : to(rescheduleStatusOf(side), DATING_TIMELINE_TYPE.RESCHEDULE);
}

/** The actions `side` may take now (the web shows these buttons). */
export function allowedDateActions(facts: TDateFacts, side: TDateSide, now: Date): TDateAction[] {
  return DATE_ACTIONS.filter((action) => decideDateAction(facts, side, action, now).allowed);
}

/** Refusals of a request before it exists. */
export type TSendRefusal = "self" | "sender_not_client" | "receiver_not_provider";
export const SEND_REFUSALS = ["self", "sender_not_client", "receiver_not_provider"] as const satisfies readonly TSendRefusal[];

/**
 * Who may send a date request (ours; the spec does not say): a client, to an escort or a business — the one whose
 * price list the price comes from. Escorts and businesses answer, propose other times, or cancel.
 */
export function decideSendRequest(input: { senderId: number; senderType: number; receiverId: number; receiverType: number }): { allowed: true } | { allowed: false; reason: TSendRefusal } {
  if (input.senderId === input.receiverId) return { allowed: false, reason: "self" };
  if (input.senderType !== USER_TYPE.client) return { allowed: false, reason: "sender_not_client" };
  if (input.receiverType !== USER_TYPE.escort && input.receiverType !== USER_TYPE.business) return { allowed: false, reason: "receiver_not_provider" };
  return { allowed: true };
}

/** A new date's start, or a proposed other time: refused ("start_too_soon") unless at least 45 minutes ahead. */
export function checkNewStart(startAt: Date, now: Date): { ok: true } | { ok: false; reason: "start_too_soon" } {
  return isFarEnoughAhead(startAt, now) ? { ok: true } : { ok: false, reason: "start_too_soon" };
}
