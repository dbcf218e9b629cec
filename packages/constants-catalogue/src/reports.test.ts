import { describe, expect, it } from "vitest";
import { REPORT_CATEGORY, REPORT_TYPES, REPORT_TYPE_CATEGORY } from "./reports.js";

describe("reports (spec 001 §3)", () => {
  it("has the categories", () => {
    expect(REPORT_CATEGORY).toEqual({
      blog: 6,
      blog_comments: 25,
      event: 11,
      date_review: 8,
      messenger: 13,
      profile: 14,
      event_review: 15,
      event_review_comment: 16,
      date_review_comment: 18,
      date: 19,
      business_review: 23,
      business_review_comment: 24,
      live_room: 26,
      recording_video: 5,
      recording_comment: 27,
      media: 28,
    });
  });
  it("has the 15 types, each paired with a distinct category", () => {
    expect(REPORT_TYPES).toHaveLength(15);
    const categories = REPORT_TYPES.map((type) => REPORT_TYPE_CATEGORY[type]);
    expect(new Set(categories).size).toBe(15);
  });
});
