export * from "./rules.js";
export {
  DEFAULT_EVENT_CATEGORY,
  EVENT_ATTENDANCE,
  EVENT_CATEGORIES,
  EVENT_LIST_FILTERS,
  EVENT_PRICE_RANGES,
  EVENT_REVIEW_CRITERIA,
  EVENT_REVIEW_RADIOS,
  EVENT_STATUS,
  EVENT_TIMING,
  RATING_WORD,
  type TEventCategory,
  type TEventPriceRange,
  type TEventStatus,
} from "@samtrot/constants-catalogue";
