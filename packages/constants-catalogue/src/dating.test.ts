import { describe, expect, it } from "vitest";
import { BACKEND_DATE_STATUS, DATE_REVIEW_CRITERIA, DATE_REVIEW_RADIOS, DATE_STAGE, DATING_TABS, DATING_TAB_STAGES, DATING_TIMELINE_TYPE, RATING_WORD, SHOW_UP } from "./dating.js";
import { ZDatingTimelineType, ZRating } from "./schemas/dating.js";

describe("dating (spec 001 §3, §4)", () => {
  it("has the timeline types", () => {
    expect(DATING_TIMELINE_TYPE).toEqual({
      REQUEST: 0,
      ACCEPT: 1,
      REJECT: 2,
      RESCHEDULE: 3,
      CANCEL: 5,
      SENDER_REVIEW: 6,
      RECEIVER_REVIEW: 7,
      SENDER_COMMENT: 8,
      RECEIVER_COMMENT: 9,
      SYSTEM_CANCEL: 10,
    });
    expect(ZDatingTimelineType.safeParse(4).success).toBe(false);
  });
  it("has the date stages and tabs", () => {
    expect(DATE_STAGE).toEqual({
      ALL: 0,
      NEEDS_CONFIRMATION: 1,
      WAITING_FOR_RESPONSE: 2,
      EXPIRED: 3,
      REJECTED: 4,
      CANCELLED: 5,
      UPCOMING: 6,
      NEEDS_REVIEW: 7,
      COMPLETED: 8,
    });
    expect([...DATING_TABS]).toEqual(["all", "request", "upcoming", "past"]);
    expect([...DATING_TAB_STAGES.request]).toEqual([1, 2]);
    expect([...DATING_TAB_STAGES.upcoming]).toEqual([6]);
    expect([...DATING_TAB_STAGES.past]).toEqual([7, 8]);
    expect([...DATING_TAB_STAGES.all].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it("has the backend date status", () => {
    expect(BACKEND_DATE_STATUS).toEqual({
      senderRequest: 0,
      accept: 1,
      receiverReschedule: -1,
      reject: -2,
      cancel: -3,
      senderReschedule: -5,
    });
  });
  it("has the review criteria, radios, show-up options and rating words", () => {
    expect(DATE_REVIEW_CRITERIA).toHaveLength(12);
    expect(DATE_REVIEW_CRITERIA).toContain("reliability_punctuality");
    expect(DATE_REVIEW_CRITERIA).toContain("staff");
    expect([...DATE_REVIEW_RADIOS]).toEqual([
      "would_you_recommend_this_user",
      "profile_match_reality",
      "would_you_come_again",
    ]);
    expect(SHOW_UP).toEqual({ on_time: 1, too_early: 5, little_late: 2, no_show: 4 });
    expect(RATING_WORD).toEqual({ 1: "terrible", 2: "poor", 3: "average", 4: "very_good", 5: "excellent" });
    expect(ZRating.safeParse(0).success).toBe(false);
    expect(ZRating.safeParse(6).success).toBe(false);
  });
});
