import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_BELL_MAX,
  NOTIFICATION_CONTENT_TYPES,
  NOTIFICATION_DELIVERY,
  NOTIFICATION_STICKINESS_MS,
} from "./notifications.js";

describe("notifications (spec 001)", () => {
  it("has content and delivery types, bell max 8, stickiness 5/8/15 s and permanent", () => {
    expect([...NOTIFICATION_CONTENT_TYPES]).toEqual(["request", "info", "alert"]);
    expect([...NOTIFICATION_DELIVERY]).toEqual(["push", "popup", "bar"]);
    expect(NOTIFICATION_BELL_MAX).toBe(8);
    expect(NOTIFICATION_STICKINESS_MS).toEqual({ short: 5000, medium: 8000, long: 15000, permanent: null });
  });
});
