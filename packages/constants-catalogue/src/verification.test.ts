import { describe, expect, it } from "vitest";
import {
  AGE_CHECK_STATUS,
  DATA_PRIVACY_EXPORT_STATUS,
  IDENTITY_CHECK_KINDS,
  IDENTITY_CHECK_STATUS,
  IDENTITY_VERIFICATION,
  MAX_TOURS_PER_PERSON,
  PRECHECK_STATUS,
} from "./verification.js";

describe("verification (spec 001 §4, §9)", () => {
  it("match the spec", () => {
    expect(AGE_CHECK_STATUS).toMatchObject({ pending: 1, accepted: 2, rejected: 3 });
    expect([...IDENTITY_CHECK_KINDS]).toEqual(["webcam", "fake_check", "fsk18_identity"]);
    expect([...IDENTITY_CHECK_STATUS]).toEqual(["init", "pending", "verified", "rejected"]);
    expect([...PRECHECK_STATUS]).toEqual(["pending", "accepted", "rejected"]);
    expect(IDENTITY_VERIFICATION).toEqual({ pendingMinutes: 240, maxAttempts: 5 });
    expect(MAX_TOURS_PER_PERSON).toBe(3);
    expect([...DATA_PRIVACY_EXPORT_STATUS]).toEqual(["init", "processing", "ready"]);
  });
});
