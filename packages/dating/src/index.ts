export {
  ANSWER_WINDOW_HOURS,
  DATE_DURATIONS,
  MIN_LEAD_MINUTES,
  REVIEW_WINDOW_DAYS,
  answerDeadline,
  dateEndsAt,
  earliestStart,
  isDateDuration,
  isFarEnoughAhead,
  isWithinReviewWindow,
  reviewWindowClosesAt,
  type TDateDuration,
} from "./schedule.js";
export {
  ALL_DATE_STATUSES,
  BACKEND_DATE_STATUS,
  DATE_SIDES,
  answeringSide,
  isClosedStatus,
  isPendingStatus,
  otherSide,
  rescheduleStatusOf,
  type TBackendDateStatus,
  type TDateSide,
} from "./status.js";
export {
  DATE_ACTIONS,
  DATE_REFUSALS,
  SEND_REFUSALS,
  allowedDateActions,
  checkNewStart,
  decideDateAction,
  decideSendRequest,
  isExpired,
  type TDateAction,
  type TDateDecision,
  type TDateFacts,
  type TDateRefusal,
  type TSendRefusal,
} from "./transitions.js";
export { dateStageOf, isInTab, stagesOfTab, type TStageFacts } from "./stage.js";
export { DATE_STAGE, DATING_TAB_STAGES, DATING_TABS, DATING_TIMELINE_TYPE, type TDateStage, type TDatingTab, type TDatingTimelineType } from "@samtrot/constants-catalogue";
