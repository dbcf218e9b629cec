import { describe, expect, it } from "vitest";
import { BACKEND_DATE_STATUS as S, USER_TYPE } from "@samtrot/constants-catalogue";
import {
  BUSINESS_REVIEW_CRITERIA,
  PERSON_REVIEW_CRITERIA,
  averageRatings,
  checkReplyText,
  criteriaFor,
  decideReply,
  decideReview,
  isPublished,
  ratingWord,
  reviewsPublishedAt,
  validateReview,
} from "./review.js";
import { dateStageOf } from "./stage.js";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const start = new Date("2026-12-01T18:00:00Z");
const end = new Date(start.getTime() + 60 * MIN);
const closes = new Date(end.getTime() + 7 * DAY);
const at = (ms: number) => new Date(ms);

const full = (criteria: readonly string[], rating = 4) => Object.fromEntries(criteria.map((c) => [c, rating]));
const radios = { would_you_recommend_this_user: true, profile_match_reality: false, would_you_come_again: true };

describe("criteria and words", () => {
  it("a person is rated on the six person criteria, a business on the six of a place", () => {
    expect(criteriaFor(USER_TYPE.escort)).toEqual(["date_arrangement_process", "reliability_punctuality", "communication", "discrete_behavior", "respectful_behavior", "body_hygiene"]);
    expect(criteriaFor(USER_TYPE.client)).toBe(PERSON_REVIEW_CRITERIA);
    expect(criteriaFor(USER_TYPE.business)).toEqual(["interior", "location", "value_for_money", "smooth_payment", "cleanliness", "staff"]);
  });
  it("rating words 1 terrible … 5 excellent, nothing else", () => {
    expect([1, 2, 3, 4, 5].map(ratingWord)).toEqual(["terrible", "poor", "average", "very_good", "excellent"]);
    expect(ratingWord(0)).toBeNull();
    expect(ratingWord(6)).toBeNull();
  });
});

describe("validateReview", () => {
  it("accepts a full review of an escort with show-up and a trimmed comment", () => {
    const result = validateReview({ ratings: full(PERSON_REVIEW_CRITERIA, 5), radios, show_up: 2, comment: "  Sehr nett.  " }, USER_TYPE.escort);
    expect(result).toEqual({ ok: true, review: { ratings: full(PERSON_REVIEW_CRITERIA, 5), radios, showUp: 2, comment: "Sehr nett." } });
  });
  it("a business review has no show-up and refuses one", () => {
    expect(validateReview({ ratings: full(BUSINESS_REVIEW_CRITERIA), radios }, USER_TYPE.business)).toMatchObject({ ok: true, review: { showUp: null, comment: "" } });
    expect(validateReview({ ratings: full(BUSINESS_REVIEW_CRITERIA), radios, show_up: 1 }, USER_TYPE.business)).toEqual({ ok: false, errors: [{ field: "show_up", key: "validation.dating.show_up_not_asked" }] });
  });
  it("names every missing or wrong field", () => {
    const ratings = { ...full(PERSON_REVIEW_CRITERIA), communication: 6, body_hygiene: undefined, interior: 3, staff: 2.5 };
    const result = validateReview({ ratings, radios: { would_you_recommend_this_user: "yes", profile_match_reality: true }, show_up: 3, comment: "x".repeat(1001) }, USER_TYPE.client);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { field: "ratings.communication", key: "validation.dating.invalid_rating" },
      { field: "ratings.body_hygiene", key: "validation.dating.rating_required" },
      { field: "ratings.interior", key: "validation.dating.unknown_criterion" },
      { field: "ratings.staff", key: "validation.dating.unknown_criterion" },
      { field: "radios.would_you_recommend_this_user", key: "validation.dating.answer_required" },
      { field: "radios.would_you_come_again", key: "validation.dating.answer_required" },
      { field: "show_up", key: "validation.common.invalid_choice" },
      { field: "comment", key: "validation.dating.comment_too_long" },
    ]);
  });
  it("show-up is required about a person; every spec option is accepted", () => {
    expect(validateReview({ ratings: full(PERSON_REVIEW_CRITERIA), radios }, USER_TYPE.escort)).toEqual({ ok: false, errors: [{ field: "show_up", key: "validation.dating.show_up_required" }] });
    for (const code of [1, 2, 4, 5]) expect(validateReview({ ratings: full(PERSON_REVIEW_CRITERIA), radios, show_up: code }, USER_TYPE.escort).ok).toBe(true);
  });
});

describe("decideReview: who may review when", () => {
  const facts = (over: Partial<Parameters<typeof decideReview>[0]> = {}) => ({ status: S.accept, startAt: start, durationMinutes: 60, reviewedByViewer: false, ...over });
  it("from the end (inclusive) to 7 days after it (exclusive)", () => {
    expect(decideReview(facts(), at(end.getTime() - 1))).toEqual({ allowed: false, reason: "review_too_early" });
    expect(decideReview(facts(), end)).toEqual({ allowed: true });
    expect(decideReview(facts(), at(closes.getTime() - 1))).toEqual({ allowed: true });
    expect(decideReview(facts(), closes)).toEqual({ allowed: false, reason: "review_window_closed" });
  });
  it("once per side", () => {
    expect(decideReview(facts({ reviewedByViewer: true }), end)).toEqual({ allowed: false, reason: "already_reviewed" });
  });
  it("only an accepted date", () => {
    for (const status of [S.senderRequest, S.receiverReschedule, S.senderReschedule, S.reject, S.cancel]) {
      expect(decideReview(facts({ status }), end)).toEqual({ allowed: false, reason: "date_not_accepted" });
    }
  });
  it("the stage agrees: needs review exactly while a review is allowed, completed once reviewed", () => {
    for (const t of [end.getTime() - 1, end.getTime(), closes.getTime() - 1, closes.getTime()]) {
      for (const reviewedByViewer of [false, true]) {
        const stage = dateStageOf({ status: S.accept, startAt: start, durationMinutes: 60, expiresAt: null, reviewedByViewer }, "sender", at(t));
        expect(stage === 7, `t=${t - end.getTime()} reviewed=${reviewedByViewer}`).toBe(decideReview(facts({ reviewedByViewer }), at(t)).allowed);
        if (reviewedByViewer && t >= end.getTime()) expect(stage).toBe(8);
      }
    }
  });
});

describe("published together", () => {
  const times = (...ms: number[]) => ({ startAt: start, durationMinutes: 60, reviewTimes: ms.map(at) });
  it("nothing reviewed: nothing to publish", () => {
    expect(reviewsPublishedAt(times())).toBeNull();
    expect(isPublished(null, closes)).toBe(false);
  });
  it("one review waits for the window to close", () => {
    const published = reviewsPublishedAt(times(end.getTime() + DAY));
    expect(published).toEqual(closes);
    expect(isPublished(published, at(closes.getTime() - 1))).toBe(false);
    expect(isPublished(published, closes)).toBe(true);
  });
  it("both reviews: published when the second is written", () => {
    const published = reviewsPublishedAt(times(end.getTime() + 3 * DAY, end.getTime() + DAY));
    expect(published).toEqual(at(end.getTime() + 3 * DAY));
    expect(isPublished(published, at(end.getTime() + 3 * DAY - 1))).toBe(false);
    expect(isPublished(published, at(end.getTime() + 3 * DAY))).toBe(true);
  });
});

describe("averageRatings", () => {
  it("per criterion, one decimal, with the count", () => {
    expect(averageRatings([{ communication: 5, staff: 1 }, { communication: 4 }, { communication: 4 }])).toEqual({ communication: { average: 4.3, count: 3 }, staff: { average: 1, count: 1 } });
    expect(averageRatings([])).toEqual({});
  });
});

describe("replies", () => {
  const published = at(end.getTime() + DAY);
  it("once, by the subject, after the review was published to them", () => {
    expect(decideReply(null, closes)).toEqual({ allowed: false, reason: "review_not_found" });
    expect(decideReply({ publishedAt: published, replied: false }, at(published.getTime() - 1))).toEqual({ allowed: false, reason: "review_not_published" });
    expect(decideReply({ publishedAt: published, replied: false }, published)).toEqual({ allowed: true });
    expect(decideReply({ publishedAt: published, replied: true }, closes)).toEqual({ allowed: false, reason: "already_replied" });
  });
  it("1 to 1000 characters", () => {
    expect(checkReplyText("  Danke!  ")).toEqual({ ok: true, text: "Danke!" });
    expect(checkReplyText("   ")).toEqual({ ok: false, key: "validation.dating.reply_required" });
    expect(checkReplyText(undefined)).toEqual({ ok: false, key: "validation.dating.reply_required" });
    expect(checkReplyText("x".repeat(1001))).toEqual({ ok: false, key: "validation.dating.reply_too_long" });
    expect(checkReplyText("x".repeat(1000)).ok).toBe(true);
  });
});
