import { describe, expect, it } from "vitest";
import { REPORT_ANONYMOUS_REASONS, REPORT_CATEGORY, REPORT_CATEGORY_TYPE, REPORT_REASONS, REPORT_TYPES, REPORT_TYPE_CATEGORY, reportNeedsContact } from "./reports.js";
import { ZReportCategory, ZReportReason, ZReportStatus } from "./schemas/reports.js";

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
      chat_room_message: 29,
      forum_post: 30,
    });
  });
  it("has the 15 types, each paired with a distinct category", () => {
    expect(REPORT_TYPES).toHaveLength(15);
    const categories = REPORT_TYPES.map((type) => REPORT_TYPE_CATEGORY[type]);
    expect(new Set(categories).size).toBe(15);
  });
  it("names the resource of every category; media 28 is ours ('media'), the others are the spec's types", () => {
    for (const code of Object.values(REPORT_CATEGORY)) expect(REPORT_CATEGORY_TYPE[code], String(code)).toBeTruthy();
    expect(REPORT_CATEGORY_TYPE[REPORT_CATEGORY.media]).toBe("media");
    expect(REPORT_CATEGORY_TYPE[REPORT_CATEGORY.date]).toBe("date_requests");
    expect(REPORT_CATEGORY_TYPE[REPORT_CATEGORY.business_review_comment]).toBe("business_review_comments");
    expect(REPORT_CATEGORY_TYPE[REPORT_CATEGORY.chat_room_message]).toBe("chat_room_messages");
    expect(REPORT_CATEGORY_TYPE[REPORT_CATEGORY.forum_post]).toBe("forum_posts");
    expect(new Set(Object.values(REPORT_CATEGORY_TYPE)).size).toBe(18);
    expect(ZReportCategory.safeParse(28).success).toBe(true);
    expect(ZReportCategory.safeParse(7).success).toBe(false);
  });
  it("lists the reasons, with the ProstSchG §32 cases and minors", () => {
    for (const reason of ["minor", "unprotected_sex_advertised", "pregnancy_advertised", "coercion_trafficking", "violence", "fake_impersonation", "scam_spam", "harassment", "illegal_content", "intellectual_property", "privacy", "other"]) {
      expect(ZReportReason.safeParse(reason).success, reason).toBe(true);
    }
    expect(REPORT_REASONS).toHaveLength(12);
    expect(ZReportReason.safeParse("boring").success).toBe(false);
    expect(ZReportStatus.options).toEqual(["received", "in_review", "decided"]);
  });
  it("asks guests for name and e-mail except for minors (DSA Art. 16 (2)(c)); signed-in reporters never", () => {
    expect(REPORT_ANONYMOUS_REASONS).toEqual(["minor"]);
    for (const reason of REPORT_REASONS) {
      expect(reportNeedsContact(reason, true), reason).toBe(false);
      expect(reportNeedsContact(reason, false), reason).toBe(reason !== "minor");
    }
  });
});
