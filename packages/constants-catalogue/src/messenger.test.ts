import { describe, expect, it } from "vitest";
import {
  BASIC_ESCORT_NO_CONTACT_LIMIT_HOURS,
  BLOCK_RELATION,
  CONTACT_LIMIT_RESULT,
  LIMITER_CASES,
  MESSAGE_RETRY_ACTIONS,
  MESSAGE_SEND_STATES,
  THREAD_STATUS,
  isLimiterCase,
  resolveThreadStatus,
  type TThreadStatus,
} from "./messenger.js";

describe("contact limit (spec 001 §4)", () => {
  it("has the results", () => {
    expect(CONTACT_LIMIT_RESULT).toEqual({
      FAILED: 0,
      SUCCESS: 1,
      OVERFLOW_FIRST_CONTACT: 2,
      MEMBERSHIP_VERIFICATION: 3,
      GENDER_USER_TYPE_ORIGIN_AGE: 4,
      HOT_ESCORT: 5,
      NEW_ESCORT: 6,
      MINIMAL_TIPPING: 7,
      LIMIT_BETWEEN_FREE_CLIENT_AND_FREE_ESCORT: 8,
      EXCEED_FIRST_CONTACT_LIMIT: 9,
      OVERALL_MESSAGE_LIMIT: 10,
    });
  });
  it("has the limiter cases 2, 3, 4, 8, 9", () => {
    expect([...LIMITER_CASES]).toEqual([2, 3, 4, 8, 9]);
    expect(isLimiterCase(8)).toBe(true);
    expect(isLimiterCase(5)).toBe(false);
    expect(BASIC_ESCORT_NO_CONTACT_LIMIT_HOURS).toBe(3);
  });
});

describe("threads (spec 001 §3, §4)", () => {
  it("has the statuses and block relations", () => {
    expect(THREAD_STATUS).toHaveLength(11);
    expect([...BLOCK_RELATION]).toEqual(["none", "been_blocked", "block", "both"]);
  });
  it("resolves by precedence banned, paused, deactivated, hidden, blocked by you, then block relation", () => {
    const flags = (...statuses: TThreadStatus[]) => new Set(statuses);
    expect(resolveThreadStatus(flags("paused", "banned", "hidden"), "both")).toBe("banned");
    expect(resolveThreadStatus(flags("hidden", "paused"), "none")).toBe("paused");
    expect(resolveThreadStatus(flags("hidden", "deactivated"), "none")).toBe("deactivated");
    expect(resolveThreadStatus(flags("blocked_by_you", "hidden"), "none")).toBe("hidden");
    expect(resolveThreadStatus(flags("blocked_by_you"), "none")).toBe("blocked_by_you");
    expect(resolveThreadStatus(flags(), "been_blocked")).toBe("blocked_by_them");
    expect(resolveThreadStatus(flags(), "block")).toBe("blocked_by_you");
    expect(resolveThreadStatus(flags(), "none")).toBe("normal");
  });
  it("has the send states and retry actions", () => {
    expect([...MESSAGE_SEND_STATES]).toEqual(["preparing", "sending", "success", "fail"]);
    expect([...MESSAGE_RETRY_ACTIONS]).toEqual(["delete", "hide", "read", "unread"]);
  });
});
