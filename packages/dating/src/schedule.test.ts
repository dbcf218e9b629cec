import { describe, expect, it } from "vitest";
import { ANSWER_WINDOW_HOURS, DATE_DURATIONS, MIN_LEAD_MINUTES, REVIEW_WINDOW_DAYS, answerDeadline, dateEndsAt, earliestStart, isDateDuration, isFarEnoughAhead, isWithinReviewWindow, reviewWindowClosesAt } from "./schedule.js";

const now = new Date("2026-12-01T12:00:00Z");
const min = (m: number) => new Date(now.getTime() + m * 60_000);

describe("schedule", () => {
  it("the spec's numbers", () => {
    expect(DATE_DURATIONS).toEqual([15, 30, 60, 120, 180, 240, 480, 720, 1440]);
    expect(MIN_LEAD_MINUTES).toBe(45);
    expect(REVIEW_WINDOW_DAYS).toBe(7);
    expect(ANSWER_WINDOW_HOURS).toBe(24);
  });

  it("durations: only the spec's", () => {
    for (const d of DATE_DURATIONS) expect(isDateDuration(d)).toBe(true);
    for (const d of [0, 1, 45, 90, 1441, -60, 60.5]) expect(isDateDuration(d)).toBe(false);
  });

  it("45 minutes ahead", () => {
    expect(earliestStart(now)).toEqual(min(45));
    expect(isFarEnoughAhead(min(45), now)).toBe(true);
    expect(isFarEnoughAhead(new Date(min(45).getTime() - 1), now)).toBe(false);
  });

  it("the answer deadline: 24 hours, or the start when that is sooner", () => {
    expect(answerDeadline(now, min(3 * 24 * 60))).toEqual(min(24 * 60));
    expect(answerDeadline(now, min(90))).toEqual(min(90));
  });

  it("the review window: from the end for 7 days", () => {
    expect(dateEndsAt(now, 120)).toEqual(min(120));
    expect(reviewWindowClosesAt(now, 60)).toEqual(min(60 + 7 * 24 * 60));
    expect(isWithinReviewWindow(now, 60, min(59))).toBe(false);
    expect(isWithinReviewWindow(now, 60, min(60))).toBe(true);
    expect(isWithinReviewWindow(now, 60, min(60 + 7 * 24 * 60 - 1))).toBe(true);
    expect(isWithinReviewWindow(now, 60, min(60 + 7 * 24 * 60))).toBe(false);
  });
});
