import { DAY_SECONDS } from "../time.js";

/**
 * Reply-time bands in seconds. spec 001 §9, DECISIONS.md "Reply time": up to 86,400 s "reply in a
 * day"; 86,401–345,600 s "reply in several days"; above, "more than a week" (spec wording, kept).
 */
export const REPLY_TIME_BANDS = [
  { maxSeconds: DAY_SECONDS, key: "common.reply_time.in_a_day" },
  { maxSeconds: 4 * DAY_SECONDS, key: "common.reply_time.in_several_days" },
  { maxSeconds: null, key: "common.reply_time.more_than_a_week" },
] as const;
export type TReplyTimeKey = (typeof REPLY_TIME_BANDS)[number]["key"];

/** Translation key of the reply-time text for an average reply time in seconds. */
export function replyTimeBand(seconds: number): TReplyTimeKey {
  if (Number.isNaN(seconds) || seconds < 0) throw new RangeError(`replyTimeBand needs seconds >= 0, got ${seconds}`);
  for (const band of REPLY_TIME_BANDS) {
    if (band.maxSeconds === null || seconds <= band.maxSeconds) return band.key;
  }
  // The last band is open, so the loop always returns.
  return "common.reply_time.more_than_a_week";
}
