import { BACKEND_DATE_STATUS, type TBackendDateStatus } from "@samtrot/constants-catalogue";

// The backend date status (spec 001 §4) and who must answer in each. "Sender" is the one who sent the request
// (the client), "receiver" the one it was sent to (the escort or business); both keep their role for the whole
// life of the date, whoever proposes a time later.

export { BACKEND_DATE_STATUS, type TBackendDateStatus };

export type TDateSide = "sender" | "receiver";

export const DATE_SIDES = ["sender", "receiver"] as const satisfies readonly TDateSide[];

export const ALL_DATE_STATUSES = Object.values(BACKEND_DATE_STATUS) as TBackendDateStatus[];

export function otherSide(side: TDateSide): TDateSide {
  return side === "sender" ? "receiver" : "sender";
}

/** A proposal (the request, or another time) is waiting for an answer. */
export function isPendingStatus(status: TBackendDateStatus): boolean {
  return status === BACKEND_DATE_STATUS.senderRequest || status === BACKEND_DATE_STATUS.senderReschedule || status === BACKEND_DATE_STATUS.receiverReschedule;
}

/** Rejected or cancelled: nothing can happen to the date any more. */
export function isClosedStatus(status: TBackendDateStatus): boolean {
  return status === BACKEND_DATE_STATUS.reject || status === BACKEND_DATE_STATUS.cancel;
}

/** Who must answer the open proposal: the receiver of a request or of the sender's other time, the sender of the receiver's; null when nothing is open. */
export function answeringSide(status: TBackendDateStatus): TDateSide | null {
  if (status === BACKEND_DATE_STATUS.senderRequest || status === BACKEND_DATE_STATUS.senderReschedule) return "receiver";
  if (status === BACKEND_DATE_STATUS.receiverReschedule) return "sender";
  return null;
}

/** The status after `side` proposes another time. */
export function rescheduleStatusOf(side: TDateSide): TBackendDateStatus {
  return side === "sender" ? BACKEND_DATE_STATUS.senderReschedule : BACKEND_DATE_STATUS.receiverReschedule;
}
