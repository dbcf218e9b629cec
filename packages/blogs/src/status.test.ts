import { describe, expect, it } from "vitest";
import { BLOG_STATUS as S, type TBlogStatus } from "@samtrot/constants-catalogue";
import {
  BLOG_RADII,
  blogRadius,
  blogStatusDisplay,
  decideModeration,
  decideSubmit,
  isDisplayedBlog,
  isModerator,
  mayWriteBlog,
  publishedSince,
  statusAfterEdit,
} from "./status.js";

const ALL = Object.values(S) as TBlogStatus[];

describe("blog status (spec 001 §4)", () => {
  it("approved, post check and published display as published; only they are shown", () => {
    expect(ALL.map((s) => [s, blogStatusDisplay(s), isDisplayedBlog(s)])).toEqual([
      [0, "pending", false],
      [1, "published", true],
      [2, "rejected", false],
      [3, "draft", false],
      [4, "published", true],
      [10, "published", true],
    ]);
  });
  it("editing a displayed blog puts it to post check; other statuses stay", () => {
    expect(ALL.map((s) => [s, statusAfterEdit(s)])).toEqual([
      [0, 0],
      [1, 4],
      [2, 2],
      [3, 3],
      [4, 4],
      [10, 4],
    ]);
  });
  it("only drafts and rejected blogs are submitted", () => {
    expect(ALL.map((s) => [s, decideSubmit(s)])).toEqual([
      [0, { ok: false, reason: "not_submittable" }],
      [1, { ok: false, reason: "not_submittable" }],
      [2, { ok: true, status: 0 }],
      [3, { ok: true, status: 0 }],
      [4, { ok: false, reason: "not_submittable" }],
      [10, { ok: false, reason: "not_submittable" }],
    ]);
  });
  it("the team decides on pending and post check only: approve publishes, reject rejects", () => {
    for (const s of ALL) {
      const awaiting = s === S.pending || s === S.post_check;
      expect(decideModeration(s, "approve")).toEqual(awaiting ? { ok: true, status: S.published } : { ok: false, reason: "not_awaiting_review" });
      expect(decideModeration(s, "reject")).toEqual(awaiting ? { ok: true, status: S.rejected } : { ok: false, reason: "not_awaiting_review" });
    }
  });
  it("clients, escorts and businesses write; team and backend moderate", () => {
    expect([0, 1, 2, 3, 9, 10].map(mayWriteBlog)).toEqual([false, true, true, true, false, false]);
    expect([0, 1, 2, 3, 9, 10].map(isModerator)).toEqual([false, false, false, false, true, true]);
  });
});

describe("blog radii (spec 001 §6: 500 default down to 5)", () => {
  it("offers 500 down to 5", () => {
    expect([...BLOG_RADII]).toEqual([500, 300, 200, 150, 100, 50, 30, 20, 10, 5]);
  });
  it("defaults to 500 and rounds up to a choice", () => {
    expect([undefined, null, 0, -3, Number.NaN].map(blogRadius)).toEqual([500, 500, 500, 500, 500]);
    expect([5, 6, 20, 99, 101, 500, 501, 10_000].map(blogRadius)).toEqual([5, 10, 20, 100, 150, 500, 500, 500]);
  });
});

describe("date published ranges", () => {
  it("go back a day, a week, 30 days or 365 days", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(publishedSince("any", now)).toBeNull();
    expect(publishedSince("day", now)?.toISOString()).toBe("2026-11-27T12:00:00.000Z");
    expect(publishedSince("week", now)?.toISOString()).toBe("2026-11-21T12:00:00.000Z");
    expect(publishedSince("month", now)?.toISOString()).toBe("2026-10-29T12:00:00.000Z");
    expect(publishedSince("year", now)?.toISOString()).toBe("2025-11-28T12:00:00.000Z");
  });
});
