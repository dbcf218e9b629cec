import { describe, expect, it } from "vitest";
import { TRACKING, TRACKING_EVENT_FIELDS } from "./tracking.js";

describe("tracking (spec 000 §9, spec 001 §9)", () => {
  it("flushes at 4000 ms, holds 100000, compresses above 1000, 3 pending, 3 errors, heartbeat 5000 ms", () => {
    expect(TRACKING).toMatchObject({
      flushMs: 4000,
      maxSize: 100_000,
      compressAbove: 1000,
      maxPending: 3,
      maxErrors: 3,
      heartbeatMs: 5000,
      sessionMaxAgeSeconds: 730 * 86_400,
    });
    expect(TRACKING_EVENT_FIELDS).toContain("context");
  });
});
