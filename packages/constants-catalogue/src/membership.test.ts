import { describe, expect, it } from "vitest";
import { CLIENT_PLUS_BENEFITS, DASHBOARD_METRICS, DOLLAR_USES, ESCORT_PLUS_BENEFITS, UPSELL_CRITERIA } from "./membership.js";

describe("membership (spec 001 §6, §9)", () => {
  it("lists 7 client and 7 escort Plus benefits, 10 upsell criteria", () => {
    expect(CLIENT_PLUS_BENEFITS).toHaveLength(7);
    expect(ESCORT_PLUS_BENEFITS).toHaveLength(7);
    expect(UPSELL_CRITERIA).toHaveLength(10);
  });
  it("lists dollar uses and dashboard metrics", () => {
    expect(DOLLAR_USES.client).toHaveLength(3);
    expect(DOLLAR_USES.escort).toHaveLength(3);
    expect([...DASHBOARD_METRICS.escort]).toEqual(["profile_visits", "total_messages", "total_phones"]);
    expect([...DASHBOARD_METRICS.client]).toEqual(["profile_visits", "messages"]);
  });
});
