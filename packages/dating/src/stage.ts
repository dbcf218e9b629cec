import { BACKEND_DATE_STATUS, DATE_STAGE, DATING_TAB_STAGES, type TBackendDateStatus, type TDateStage, type TDatingTab } from "@samtrot/constants-catalogue";
import { dateEndsAt, reviewWindowClosesAt } from "./schedule.js";
import { answeringSide, type TDateSide } from "./status.js";
import { isExpired } from "./transitions.js";

export type TStageFacts = {
  status: TBackendDateStatus;
  startAt: Date;
  durationMinutes: number;
  expiresAt: Date | null;
  /** the viewer has written their review of the date (date_reviews) */
  reviewedByViewer?: boolean;
};

/**
 * The stage a date is in for one of its two sides at `now` (spec 001 §4: NEEDS_CONFIRMATION 1 … COMPLETED 8):
 *   rejected → REJECTED; cancelled → CANCELLED;
 *   open proposal: past its deadline → EXPIRED; the viewer must answer → NEEDS_CONFIRMATION; else WAITING_FOR_RESPONSE;
 *   accepted: until its end (start + duration) → UPCOMING; then, while the 7-day review window is open and the
 *   viewer has not reviewed → NEEDS_REVIEW; else COMPLETED.
 */
export function dateStageOf(facts: TStageFacts, viewer: TDateSide, now: Date): Exclude<TDateStage, 0> {
  switch (facts.status) {
    case BACKEND_DATE_STATUS.reject:
      return DATE_STAGE.REJECTED;
    case BACKEND_DATE_STATUS.cancel:
      return DATE_STAGE.CANCELLED;
    case BACKEND_DATE_STATUS.accept: {
      const t = now.getTime();
      if (t < dateEndsAt(facts.startAt, facts.durationMinutes).getTime()) return DATE_STAGE.UPCOMING;
      if (!facts.reviewedByViewer && t < reviewWindowClosesAt(facts.startAt, facts.durationMinutes).getTime()) return DATE_STAGE.NEEDS_REVIEW;
      return DATE_STAGE.COMPLETED;
    }
    default:
      if (isExpired(facts, now)) return DATE_STAGE.EXPIRED;
      return answeringSide(facts.status) === viewer ? DATE_STAGE.NEEDS_CONFIRMATION : DATE_STAGE.WAITING_FOR_RESPONSE;
  }
}

/** The stages a tab lists (spec 001 §4: request = 1+2; upcoming; past = 7+8; all = every stage). */
export function stagesOfTab(tab: TDatingTab): readonly TDateStage[] {
  return DATING_TAB_STAGES[tab];
}

export function isInTab(stage: TDateStage, tab: TDatingTab): boolean {
  return stagesOfTab(tab).includes(stage);
}
