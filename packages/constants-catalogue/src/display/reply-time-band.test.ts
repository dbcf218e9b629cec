import { describe, expect, it } from "vitest";
import { replyTimeBand } from "./reply-time-band.js";

describe("replyTimeBand (spec 001 §9, DECISIONS.md)", () => {
  it.each([
    [0, "common.reply_time.in_a_day"],
    [86_400, "common.reply_time.in_a_day"],
    [86_401, "common.reply_time.in_several_days"],
    [345_600, "common.reply_time.in_several_days"],
    [345_601, "common.reply_time.more_than_a_week"],
    [10_000_000, "common.reply_time.more_than_a_week"],
  ])("%d s → %s", (seconds, key) => {
    expect(replyTimeBand(seconds)).toBe(key);
  });
  it("refuses negative or NaN seconds", () => {
    expect(() => replyTimeBand(-1)).toThrow(RangeError);
    expect(() => replyTimeBand(Number.NaN)).toThrow(RangeError);
  });
});
