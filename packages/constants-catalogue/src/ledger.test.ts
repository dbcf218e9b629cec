import { describe, expect, it } from "vitest";
import { CONSUME_SUBTYPES, LEDGER_TYPES, RISE_UP_POSITION_LEVELS, RISE_UP_TYPES, TOKENS } from "./ledger.js";

describe("ledger and tokens (spec 001 §3, §9)", () => {
  it("has the ledger types", () => {
    for (const type of ["purchase", "refund", "froze", "defrost", "consume", "transfer", "payout", "payout_ongoing",
      "migrated", "grant", "reclaim", "gift", "reward", "freeze", "compensation"]) {
      expect(LEDGER_TYPES).toContain(type);
    }
    expect(new Set(LEDGER_TYPES).size).toBe(LEDGER_TYPES.length);
  });
  it("has consume subtypes and rise-up types/levels", () => {
    expect([...CONSUME_SUBTYPES]).toEqual(["rise_up", "rise_up_global", "first_contact_unlock", "promotion_profile"]);
    expect([...RISE_UP_TYPES]).toEqual(["regular", "global"]);
    expect(RISE_UP_POSITION_LEVELS.map((level) => [level.minHours, level.maxHoursExclusive])).toEqual([
      [0, 24],
      [24, 72],
      [72, null],
    ]);
  });
  it("has the token constants", () => {
    expect(TOKENS).toEqual({
      basePackage: 100,
      payoutThreshold: 100,
      payoutOngoingLimit: 3,
      autoRecharge: 10,
      monthlyTippingLimit: 250,
      boostMessageCost: 5,
      firstContactUnlockCost: 5,
      liveTippingAmounts: [5, 10, 100, 150, 200],
      pendingCountdownMs: 7000,
      tippingPollingMs: 1000,
    });
  });
});
