import {
  EVENT_PRICE_RANGES,
  EVENT_TIMING,
  USER_TYPE,
  bandOf,
  type TEventPriceRange,
  type TEventStatus,
} from "@samtrot/constants-catalogue";

// The pure rules of events (issue 14 item 2; spec 001 §3 categories, facets, price ranges; §4 status, attendance,
// timing). The api decides with them inside the transaction that changes an event; the web shows what they say.

export type TEventTimingCode = (typeof EVENT_TIMING)[keyof typeof EVENT_TIMING];

/**
 * spec 001 §4 timing: cancelled 1 whatever the time; otherwise past 0 from the end on, active 3 from the start to the
 * end, upcoming 2 before the start. `now` is the api's clock.
 */
export function eventTiming(event: { status: TEventStatus; startsAt: Date; endsAt: Date }, now: Date): TEventTimingCode {
  if (event.status === "cancelled") return EVENT_TIMING.cancelled;
  if (now.getTime() >= event.endsAt.getTime()) return EVENT_TIMING.past;
  if (now.getTime() >= event.startsAt.getTime()) return EVENT_TIMING.active;
  return EVENT_TIMING.upcoming;
}

/** The price range facet of a price in whole euros (spec 001 §3: [0,50) [50,100) [100,200) [200,500) [500,*)). */
export function priceRangeOf(price: number): TEventPriceRange {
  const band = bandOf(EVENT_PRICE_RANGES, price);
  if (!band) throw new RangeError(`no price range for ${price}`);
  return band.key;
}

/** The [min, max) of a price range key, for a query (max null = open). */
export function priceRangeBounds(key: TEventPriceRange): { min: number; maxExclusive: number | null } {
  const band = EVENT_PRICE_RANGES.find((range) => range.key === key)!;
  return { min: band.min, maxExclusive: band.maxExclusive };
}

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue", ẞ: "ss" };
export const EVENT_SLUG_BASE_MAX = 60;

/**
 * The URL slug of an event: its title in lower-case ASCII words (German umlauts written out, other accents dropped),
 * joined by '-', at most 60 characters, then '-' and the event's id, so two events with one title never collide and
 * the slug stays the same when the title is edited (a link shared once keeps working).
 */
export function eventSlug(title: string, id: number): string {
  const base = title
    .replace(/[äöüßÄÖÜẞ]/g, (ch) => TRANSLITERATION[ch]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, EVENT_SLUG_BASE_MAX)
    .replace(/-+$/g, "");
  return `${base || "event"}-${id}`;
}

/** Who may organise an event: escorts and businesses (ours: the spec names the organizer's user type as a facet). */
export function mayOrganize(userType: number): boolean {
  return userType === USER_TYPE.escort || userType === USER_TYPE.business;
}

/** Team (10) and backend (9) users moderate events. */
export function mayModerate(userType: number): boolean {
  return userType === USER_TYPE.team || userType === USER_TYPE.backend;
}

export type TAttendRefusal = "not_accepted" | "event_over" | "organizer_self" | "rejected_by_organizer" | "plus_only" | "event_full";

/**
 * Whether a signed-in user may attend (or change their answer): an accepted event that has not ended, not the
 * organizer, not someone the organizer rejected (for good), a Plus member when the event is Plus-only, and a free
 * place when the event has a maximum (`attending` counts the others who attend).
 */
export function decideAttend(input: {
  status: TEventStatus;
  timing: TEventTimingCode;
  isOrganizer: boolean;
  current: "attend" | "absent" | "rejected_by_organizer" | null;
  want: "attend" | "absent";
  plusOnly: boolean;
  isMember: boolean;
  maxAttendees: number | null;
  attendingOthers: number;
}): { allowed: true } | { allowed: false; reason: TAttendRefusal } {
  if (input.status !== "accepted") return { allowed: false, reason: "not_accepted" };
  if (input.timing === EVENT_TIMING.past || input.timing === EVENT_TIMING.cancelled) return { allowed: false, reason: "event_over" };
  if (input.isOrganizer) return { allowed: false, reason: "organizer_self" };
  if (input.current === "rejected_by_organizer") return { allowed: false, reason: "rejected_by_organizer" };
  if (input.want === "attend") {
    if (input.plusOnly && !input.isMember) return { allowed: false, reason: "plus_only" };
    if (input.current !== "attend" && input.maxAttendees !== null && input.attendingOthers >= input.maxAttendees) return { allowed: false, reason: "event_full" };
  }
  return { allowed: true };
}

export type TReviewRefusal = "review_too_early" | "not_an_attendee" | "already_reviewed";

/**
 * Who may review an event: after its end (timing past), someone who attended it and was not rejected by the
 * organizer (and, on an event that needs the organizer's confirmation, was confirmed), once.
 */
export function decideReview(input: {
  status: TEventStatus;
  timing: TEventTimingCode;
  attendance: "attend" | "absent" | "rejected_by_organizer" | null;
  confirmed: boolean;
  alreadyReviewed: boolean;
}): { allowed: true } | { allowed: false; reason: TReviewRefusal } {
  if (input.status !== "accepted" || input.attendance !== "attend" || !input.confirmed) return { allowed: false, reason: "not_an_attendee" };
  if (input.timing !== EVENT_TIMING.past) return { allowed: false, reason: "review_too_early" };
  if (input.alreadyReviewed) return { allowed: false, reason: "already_reviewed" };
  return { allowed: true };
}
