export {
  CONTACT_LIMIT_ERROR_KEY,
  FIRST_CONTACT_RULES,
  decideFirstContact,
  isHotEscort,
  passesFirstContactFilter,
  type TContactParty,
  type TFirstContactDecision,
  type TFirstContactFilter,
  type TFirstContactInput,
  type TFirstContactRules,
  type TWayThrough,
} from "./first-contact.js";
export { blockRelationOf, canSendInStatus, threadStatusOf, type TThreadFacts } from "./thread-status.js";
export { canRetry, isSettled, nextSendState, type TSendEvent } from "./send-state.js";
export { DEFAULT_LINK_WHITELIST, isClickableMessageLink, isWhitelistedHost, messageSegments, type TMessageSegment } from "./links.js";
