import { describe, expect, it } from "vitest";
import { decideSessionExpiry } from "./session-expiry";

const NOW = 1_800_000_000_000;

describe("decideSessionExpiry (spec 000 §4: expired marker → stored filters cleared)", () => {
  it("keeps the filters while the marker runs, and remembers its end", () => {
    expect(decideSessionExpiry({ markerCookie: String(NOW + 1000), mirror: null, now: NOW })).toEqual({ clearFilters: false, mirror: String(NOW + 1000) });
  });

  it("clears once the remembered end has passed, also after the browser dropped the cookie", () => {
    expect(decideSessionExpiry({ markerCookie: null, mirror: String(NOW - 1), now: NOW })).toEqual({ clearFilters: true, mirror: null });
    expect(decideSessionExpiry({ markerCookie: String(NOW), mirror: null, now: NOW })).toEqual({ clearFilters: true, mirror: null });
  });

  it("a new sign-in moves the end forward", () => {
    expect(decideSessionExpiry({ markerCookie: String(NOW + 5000), mirror: String(NOW - 10), now: NOW })).toEqual({ clearFilters: false, mirror: String(NOW + 5000) });
  });

  it("without any marker (kept login, guest) nothing is cleared; junk values count as none", () => {
    expect(decideSessionExpiry({ markerCookie: undefined, mirror: undefined, now: NOW })).toEqual({ clearFilters: false, mirror: null });
    expect(decideSessionExpiry({ markerCookie: "soon", mirror: "-1", now: NOW })).toEqual({ clearFilters: false, mirror: null });
  });
});
