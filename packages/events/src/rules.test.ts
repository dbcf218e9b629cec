import { describe, expect, it } from "vitest";
import { EVENT_TIMING } from "@samtrot/constants-catalogue";
import { decideAttend, decideReview, eventSlug, eventTiming, mayModerate, mayOrganize, priceRangeBounds, priceRangeOf } from "./rules.js";

const start = new Date("2026-12-05T20:00:00Z");
const end = new Date("2026-12-06T02:00:00Z");
const at = (iso: string) => new Date(iso);

describe("eventTiming (spec 001 §4)", () => {
  it("upcoming before the start, active from the start, past from the end", () => {
    const event = { status: "accepted" as const, startsAt: start, endsAt: end };
    expect(eventTiming(event, at("2026-12-05T19:59:59Z"))).toBe(EVENT_TIMING.upcoming);
    expect(eventTiming(event, start)).toBe(EVENT_TIMING.active);
    expect(eventTiming(event, at("2026-12-06T01:59:59Z"))).toBe(EVENT_TIMING.active);
    expect(eventTiming(event, end)).toBe(EVENT_TIMING.past);
  });
  it("cancelled whatever the time", () => {
    expect(eventTiming({ status: "cancelled", startsAt: start, endsAt: end }, at("2026-11-01T00:00:00Z"))).toBe(EVENT_TIMING.cancelled);
    expect(eventTiming({ status: "cancelled", startsAt: start, endsAt: end }, at("2027-01-01T00:00:00Z"))).toBe(EVENT_TIMING.cancelled);
  });
});

describe("priceRangeOf (spec 001 §3)", () => {
  it("puts each price in its [min, max) range", () => {
    expect([0, 49, 50, 99, 100, 199, 200, 499, 500, 100000].map(priceRangeOf)).toEqual([
      "0_50",
      "0_50",
      "50_100",
      "50_100",
      "100_200",
      "100_200",
      "200_500",
      "200_500",
      "500_plus",
      "500_plus",
    ]);
    expect(priceRangeOf(49.99)).toBe("0_50");
  });
  it("refuses a negative price", () => {
    expect(() => priceRangeOf(-1)).toThrow(RangeError);
  });
  it("gives the bounds of a range", () => {
    expect(priceRangeBounds("100_200")).toEqual({ min: 100, maxExclusive: 200 });
    expect(priceRangeBounds("500_plus")).toEqual({ min: 500, maxExclusive: null });
  });
});

describe("eventSlug", () => {
  it("writes umlauts out, drops accents and other signs, ends with the id", () => {
    expect(eventSlug("Große Sommer-Party: Köln & Düsseldorf!", 42)).toBe("grosse-sommer-party-koeln-duesseldorf-42");
    expect(eventSlug("Soirée à Zürich", 7)).toBe("soiree-a-zuerich-7");
  });
  it("falls back to 'event' when nothing is left, cuts long titles at 60 characters without a trailing dash", () => {
    expect(eventSlug("!!! ???", 3)).toBe("event-3");
    const slug = eventSlug(`${"a".repeat(59)} bcd`, 9);
    expect(slug).toBe(`${"a".repeat(59)}-9`);
  });
});

describe("who organises and who moderates", () => {
  it("escorts (2) and businesses (3) organise; team (10) and backend (9) moderate", () => {
    expect([0, 1, 2, 3, 9, 10].filter(mayOrganize)).toEqual([2, 3]);
    expect([0, 1, 2, 3, 9, 10].filter(mayModerate)).toEqual([9, 10]);
  });
});

describe("decideAttend", () => {
  const base = {
    status: "accepted" as const,
    timing: EVENT_TIMING.upcoming,
    isOrganizer: false,
    current: null,
    want: "attend" as const,
    plusOnly: false,
    isMember: false,
    maxAttendees: null,
    attendingOthers: 0,
  };
  it("lets a user attend an accepted upcoming or active event", () => {
    expect(decideAttend(base)).toEqual({ allowed: true });
    expect(decideAttend({ ...base, timing: EVENT_TIMING.active })).toEqual({ allowed: true });
  });
  it("refuses with the reason", () => {
    expect(decideAttend({ ...base, status: "pending" })).toEqual({ allowed: false, reason: "not_accepted" });
    expect(decideAttend({ ...base, timing: EVENT_TIMING.past })).toEqual({ allowed: false, reason: "event_over" });
    expect(decideAttend({ ...base, isOrganizer: true })).toEqual({ allowed: false, reason: "organizer_self" });
    expect(decideAttend({ ...base, current: "rejected_by_organizer", want: "absent" })).toEqual({ allowed: false, reason: "rejected_by_organizer" });
    expect(decideAttend({ ...base, plusOnly: true })).toEqual({ allowed: false, reason: "plus_only" });
    expect(decideAttend({ ...base, plusOnly: true, isMember: true })).toEqual({ allowed: true });
    expect(decideAttend({ ...base, maxAttendees: 2, attendingOthers: 2 })).toEqual({ allowed: false, reason: "event_full" });
  });
  it("a full event still lets one who attends stay or step back", () => {
    expect(decideAttend({ ...base, maxAttendees: 2, attendingOthers: 2, current: "attend" })).toEqual({ allowed: true });
    expect(decideAttend({ ...base, maxAttendees: 2, attendingOthers: 2, want: "absent" })).toEqual({ allowed: true });
    expect(decideAttend({ ...base, plusOnly: true, want: "absent" })).toEqual({ allowed: true });
  });
});

describe("decideReview", () => {
  const base = { status: "accepted" as const, timing: EVENT_TIMING.past, attendance: "attend" as const, confirmed: true, alreadyReviewed: false };
  it("an attendee reviews once after the end", () => {
    expect(decideReview(base)).toEqual({ allowed: true });
    expect(decideReview({ ...base, alreadyReviewed: true })).toEqual({ allowed: false, reason: "already_reviewed" });
    expect(decideReview({ ...base, timing: EVENT_TIMING.active })).toEqual({ allowed: false, reason: "review_too_early" });
  });
  it("nobody else: absent, rejected by the organizer, unconfirmed, or no answer", () => {
    for (const attendance of ["absent", "rejected_by_organizer", null] as const) {
      expect(decideReview({ ...base, attendance })).toEqual({ allowed: false, reason: "not_an_attendee" });
    }
    expect(decideReview({ ...base, confirmed: false })).toEqual({ allowed: false, reason: "not_an_attendee" });
  });
});
