import { CONTACT_LIMIT_RESULT, TOKENS, USER_TYPE, isLimiterCase, type TContactLimitResult } from "@samtrot/constants-catalogue";

/**
 * The first-contact decision (spec 001 §4 "contact limit check results", §6 Plus benefits and basic escort,
 * §9 first-contact price). Pure: the api feeds it what it read inside the transaction that stores the message
 * (counters from Postgres), the web uses it only to explain a refusal. One function, one order of checks.
 */

/** Defaults of the rules that the spec leaves to configuration (our decisions, docs/decisions/012-messenger-first-contact.md). */
export const FIRST_CONTACT_RULES = {
  /** first contacts a free sender may make per rolling 24 hours (result 9) */
  freeDailyFirstContacts: 3,
  /** first contacts a free receiver takes per rolling 24 hours from free senders before the overflow (result 2) */
  receiverDailyOverflow: 30,
  /** a hot escort: more first contacts than the average escort in the last 24 hours, and at least this many (result 5) */
  hotMinimumFirstContacts: 5,
  /** once hot, an escort takes first contacts only from Plus clients for at least this long (result 5) */
  hotHours: 4,
  /** a new escort takes first contacts only from Plus clients for her first days (result 6) */
  newEscortDays: 14,
  /** a basic (free) escort has no client contact limit for this long after her registration is completed (spec 001 §6) */
  basicEscortNoLimitHours: 3,
  /** messages a free user may send per rolling 24 hours over all threads (result 10) */
  overallDailyMessagesFree: 200,
  /** the same for Plus members */
  overallDailyMessagesPlus: 1000,
  /** unlocking a first contact or boosting a message, in dollars (spec 001 §9) */
  unlockPrice: TOKENS.firstContactUnlockCost,
  boostPrice: TOKENS.boostMessageCost,
} as const;
export type TFirstContactRules = { -readonly [K in keyof typeof FIRST_CONTACT_RULES]: number };

/** The receiver's "who may write to me first" (settings first_contact_filter_and_blocklist). */
export interface TFirstContactFilter {
  genders: readonly number[];
  user_types: readonly number[];
  age_range: { min: number; max: number };
  members_only: boolean;
  verified_only: boolean;
  /** origin: the nationalities (ISO 3166-1 alpha-2) a first contact may come from; empty or absent = everywhere;
   *  a sender without a stated origin does not pass a non-empty list */
  origins?: readonly string[];
}

export interface TContactParty {
  id: number;
  userType: number;
  /** the genders a filter matches: one, or both partners of a couple */
  genders: readonly number[];
  /** whole years, null when unknown */
  age: number | null;
  /** origin: the profile's nationality (ISO alpha-2, upper case), null when not stated */
  origin: string | null;
  /** a Plus membership runs now */
  isPlus: boolean;
  /** the account is verified (identity) */
  isVerified: boolean;
  /** the e-mail address is verified */
  isEmailVerified: boolean;
  /** when the registration was completed (ISO or Date); null when not yet */
  registeredAt: Date | null;
}

export interface TFirstContactInput {
  sender: TContactParty;
  receiver: TContactParty & {
    filter: TFirstContactFilter | null;
    /** minimum tip in dollars the receiver asks before a first contact; 0 or null = none */
    minimumTip: number | null;
    /** the receiver is hot until then (kept in Postgres: "for at least 4 hours") */
    hotUntil: Date | null;
  };
  counters: {
    /** first contacts the sender made in the last 24 hours */
    senderFirstContacts24h: number;
    /** first contacts the receiver got in the last 24 hours (all senders) */
    receiverFirstContacts24h: number;
    /** first contacts the receiver got in the last 24 hours from free senders */
    receiverFreeFirstContacts24h: number;
    /** first contacts per escort who got any, in the last 24 hours (the average for "hot") */
    averageEscortFirstContacts24h: number;
    /** messages the sender sent in the last 24 hours over all threads */
    senderMessages24h: number;
    /** dollars the sender has tipped the receiver so far */
    tippedToReceiver: number;
  };
  /** this message opens a thread (no message between the two yet) */
  isFirstContact: boolean;
  /** the sender paid to unlock this contact earlier */
  unlocked: boolean;
  /** the sender pays to boost this message */
  boosted: boolean;
  now: Date;
  rules?: Partial<TFirstContactRules>;
}

/** How a refused sender gets through: Plus, unlock this contact, boost this message (5 dollars each), or a tip. */
export interface TWayThrough {
  plus: boolean;
  unlock: boolean;
  boost: boolean;
  /** dollars to tip first (result 7), else null */
  tip: number | null;
  /** the verification page helps (result 3 when the sender is not verified) */
  verify: boolean;
}

export interface TFirstContactDecision {
  result: TContactLimitResult;
  allowed: boolean;
  /** the limiter cases show the limiter with unlock / boost (spec 001 §4: 2, 3, 4, 8, 9) */
  limiter: boolean;
  wayThrough: TWayThrough;
  /** price of unlock and boost in dollars */
  price: number;
  /** the receiver is hot now (the api stores hotUntil when it was not yet) */
  receiverIsHot: boolean;
  /** the message counts as a first contact of a free sender (for the counters) */
  countsAsFirstContact: boolean;
}

const NONE: TWayThrough = { plus: false, unlock: false, boost: false, tip: null, verify: false };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Whether the receiver is hot now: already marked until a later time, or more first contacts than the average. */
export function isHotEscort(input: Pick<TFirstContactInput, "receiver" | "counters" | "now" | "rules">): boolean {
  const rules = { ...FIRST_CONTACT_RULES, ...input.rules };
  if (input.receiver.userType !== USER_TYPE.escort || input.receiver.isPlus) return false;
  if (input.receiver.hotUntil && input.receiver.hotUntil.getTime() > input.now.getTime()) return true;
  const got = input.counters.receiverFirstContacts24h;
  return got >= rules.hotMinimumFirstContacts && got > input.counters.averageEscortFirstContacts24h;
}

/** Whether the receiver's filter lets the sender write first (result 4 when not). */
export function passesFirstContactFilter(filter: TFirstContactFilter | null, sender: TContactParty): boolean {
  if (!filter) return true;
  if (!filter.user_types.includes(sender.userType)) return false;
  if (sender.genders.length > 0 && !sender.genders.some((g) => filter.genders.includes(g))) return false;
  if (sender.age !== null && (sender.age < filter.age_range.min || sender.age > filter.age_range.max)) return false;
  if (filter.origins && filter.origins.length > 0 && (sender.origin === null || !filter.origins.includes(sender.origin))) return false;
  return true;
}

/**
 * Decides one message. Order (first refusal wins): the overall message limit (10, every message); then, for a
 * first contact only: the receiver's filter (4), membership/verification (3), minimum tip (7), hot escort (5),
 * new escort (6), free client to free escort (8), the sender's daily first-contact limit (9), the receiver's
 * overflow (2). An unlocked contact or a boosted message passes the limiter cases (2, 3, 4, 8, 9); Plus passes
 * 3 (members only), 5, 6, 8, 9 and 2 — but never the receiver's filter on gender, user type, origin and age,
 * nor a minimum tip.
 */
export function decideFirstContact(input: TFirstContactInput): TFirstContactDecision {
  const rules = { ...FIRST_CONTACT_RULES, ...input.rules };
  const { sender, receiver, counters, now } = input;
  const price = rules.unlockPrice;
  const hot = isHotEscort(input);
  const decide = (result: TContactLimitResult, wayThrough: TWayThrough = NONE, countsAsFirstContact = false): TFirstContactDecision => ({
    result,
    allowed: result === CONTACT_LIMIT_RESULT.SUCCESS,
    limiter: isLimiterCase(result),
    wayThrough,
    price,
    receiverIsHot: hot,
    countsAsFirstContact,
  });

  const overallLimit = sender.isPlus ? rules.overallDailyMessagesPlus : rules.overallDailyMessagesFree;
  if (counters.senderMessages24h >= overallLimit) return decide(CONTACT_LIMIT_RESULT.OVERALL_MESSAGE_LIMIT);
  if (!input.isFirstContact) return decide(CONTACT_LIMIT_RESULT.SUCCESS);

  const paid = input.unlocked || input.boosted;
  const payOrPlus: TWayThrough = { ...NONE, plus: !sender.isPlus, unlock: true, boost: true };
  const clientToEscort = sender.userType === USER_TYPE.client && receiver.userType === USER_TYPE.escort;

  if (!paid && !passesFirstContactFilter(receiver.filter, sender)) {
    return decide(CONTACT_LIMIT_RESULT.GENDER_USER_TYPE_ORIGIN_AGE, { ...NONE, unlock: true, boost: true });
  }
  const needsPlus = receiver.filter?.members_only === true && !sender.isPlus;
  const needsVerification = (receiver.filter?.verified_only === true && !sender.isVerified) || !sender.isEmailVerified;
  if (!paid && (needsPlus || needsVerification)) {
    return decide(CONTACT_LIMIT_RESULT.MEMBERSHIP_VERIFICATION, { ...NONE, plus: needsPlus, unlock: true, boost: true, verify: needsVerification });
  }
  if (receiver.minimumTip && receiver.minimumTip > 0 && counters.tippedToReceiver < receiver.minimumTip) {
    return decide(CONTACT_LIMIT_RESULT.MINIMAL_TIPPING, { ...NONE, tip: receiver.minimumTip - counters.tippedToReceiver });
  }
  if (clientToEscort && !sender.isPlus) {
    // Hot and new escorts take first contacts only from Plus clients; not when the escort has Plus herself.
    if (hot) return decide(CONTACT_LIMIT_RESULT.HOT_ESCORT, { ...NONE, plus: true });
    const registered = receiver.registeredAt?.getTime() ?? null;
    if (!receiver.isPlus && registered !== null && now.getTime() - registered < rules.newEscortDays * DAY) {
      return decide(CONTACT_LIMIT_RESULT.NEW_ESCORT, { ...NONE, plus: true });
    }
    if (!paid && !receiver.isPlus) return decide(CONTACT_LIMIT_RESULT.LIMIT_BETWEEN_FREE_CLIENT_AND_FREE_ESCORT, payOrPlus);
  }
  if (!sender.isPlus) {
    const basicEscortFree =
      sender.userType === USER_TYPE.escort &&
      sender.registeredAt !== null &&
      now.getTime() - sender.registeredAt.getTime() < rules.basicEscortNoLimitHours * HOUR;
    if (!paid && !basicEscortFree && counters.senderFirstContacts24h >= rules.freeDailyFirstContacts) {
      return decide(CONTACT_LIMIT_RESULT.EXCEED_FIRST_CONTACT_LIMIT, payOrPlus);
    }
    if (!paid && !receiver.isPlus && counters.receiverFreeFirstContacts24h >= rules.receiverDailyOverflow) {
      return decide(CONTACT_LIMIT_RESULT.OVERFLOW_FIRST_CONTACT, payOrPlus);
    }
  }
  return decide(CONTACT_LIMIT_RESULT.SUCCESS, NONE, true);
}

/** The error key of a refused check result (translated in locales/*\/messenger.json). */
export const CONTACT_LIMIT_ERROR_KEY: Record<TContactLimitResult, string> = {
  0: "exception.messenger.contact_failed",
  1: "exception.messenger.contact_failed",
  2: "exception.messenger.overflow_first_contact",
  3: "exception.messenger.membership_verification",
  4: "exception.messenger.gender_user_type_origin_age",
  5: "exception.messenger.hot_escort",
  6: "exception.messenger.new_escort",
  7: "exception.messenger.minimal_tipping",
  8: "exception.messenger.limit_between_free_client_and_free_escort",
  9: "exception.messenger.exceed_first_contact_limit",
  10: "exception.messenger.overall_message_limit",
};
