import { gunzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { base64ToBytes } from "./base64.js";
import { buildTrackingUrl, encodeTrackingBody } from "./encode-tracking-body.js";

describe("encodeTrackingBody", () => {
  it("leaves bodies up to 1000 characters as they are", () => {
    for (const length of [0, 999, 1000]) {
      const text = "a".repeat(length);
      expect(encodeTrackingBody(text)).toEqual({ body: text, compressed: false });
    }
  });

  it("gzips and base64-encodes bodies longer than 1000 characters", () => {
    const text = `${"ä".repeat(500)}\n${"b".repeat(501)}`;
    expect(text.length).toBe(1002);
    const { body, compressed } = encodeTrackingBody(text);
    expect(compressed).toBe(true);
    const bytes = base64ToBytes(body);
    expect(bytes).not.toBeNull();
    expect(bytes![0]).toBe(0x1f); // gzip magic
    expect(bytes![1]).toBe(0x8b);
    expect(strFromU8(gunzipSync(bytes!))).toBe(text);
  });

  it("uses the threshold it is given", () => {
    expect(encodeTrackingBody("abc", 2).compressed).toBe(true);
    expect(encodeTrackingBody("abc", 3).compressed).toBe(false);
  });

  it("is deterministic (no clock in the gzip header)", () => {
    const text = "x".repeat(5000);
    expect(encodeTrackingBody(text).body).toBe(encodeTrackingBody(text).body);
  });
});

describe("buildTrackingUrl", () => {
  it("adds t, and g=1 only for compressed bodies", () => {
    expect(buildTrackingUrl("/api/v2/tracking", 1738324800000, false)).toBe("/api/v2/tracking?t=1738324800000");
    expect(buildTrackingUrl("/api/v2/tracking", 1738324800000.7, true)).toBe("/api/v2/tracking?t=1738324800000&g=1");
  });

  it("keeps an existing query and drops a fragment", () => {
    expect(buildTrackingUrl("https://api.test/t?c=samtrot", 5, false)).toBe("https://api.test/t?c=samtrot&t=5");
    expect(buildTrackingUrl("https://api.test/t?", 5, false)).toBe("https://api.test/t?t=5");
    expect(buildTrackingUrl("https://api.test/t#x", 5, true)).toBe("https://api.test/t?t=5&g=1");
  });
});
