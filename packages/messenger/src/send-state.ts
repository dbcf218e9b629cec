import type { TMessageSendState } from "@samtrot/constants-catalogue";

/**
 * The send-state machine of one outgoing message (spec 001 §4): preparing (images upload, text checked) →
 * sending (the request is out) → success | fail; a failed message is retried (→ sending) or removed.
 */
export type TSendEvent = "prepared" | "sent" | "failed" | "retry";

const TRANSITIONS: Record<TMessageSendState, Partial<Record<TSendEvent, TMessageSendState>>> = {
  preparing: { prepared: "sending", failed: "fail" },
  sending: { sent: "success", failed: "fail" },
  success: {},
  fail: { retry: "preparing" },
};

/** The next state, or null when the event does not apply in this state (the caller keeps the state). */
export function nextSendState(state: TMessageSendState, event: TSendEvent): TMessageSendState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** Whether a message in this state can be retried (only a failed one). */
export function canRetry(state: TMessageSendState): boolean {
  return state === "fail";
}

/** Whether a message in this state is final as far as the sender's device is concerned. */
export function isSettled(state: TMessageSendState): boolean {
  return state === "success";
}
