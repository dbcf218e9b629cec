import { describe, expect, it } from "vitest";
import { ENTITLEMENTS, USER_TYPE } from "@samtrot/constants-catalogue";
import { PLUS_ENTITLEMENTS, entitlementsFor, isMembershipRunning } from "./entitlements.js";

describe("entitlementsFor", () => {
  it("gives a Plus client the client benefits of spec 001 §6 and nothing of an escort", () => {
    expect([...entitlementsFor(USER_TYPE.client, true)].sort()).toEqual(
      ["advanced_filters", "ad_free", "browse_invisibly", "distance_ring_sort", "exclusive_media", "notes", "see_visitors_favorites", "unlimited_contact_to_escorts", "wide_radius"].sort(),
    );
    expect(entitlementsFor(USER_TYPE.client, true)).not.toContain("free_rise_up");
    expect(entitlementsFor(USER_TYPE.client, true)).not.toContain("unlimited_contact_from_clients");
  });

  it("gives a Plus escort the escort benefits and a Plus business the same", () => {
    expect([...entitlementsFor(USER_TYPE.escort, true)].sort()).toEqual(
      ["ad_free", "better_search_position", "browse_invisibly", "free_rise_up", "see_visitors_favorites", "trust_level", "unlimited_contact_from_clients", "wide_radius"].sort(),
    );
    expect(entitlementsFor(USER_TYPE.escort, true)).not.toContain("exclusive_media");
    expect(entitlementsFor(USER_TYPE.business, true)).toEqual(entitlementsFor(USER_TYPE.escort, true));
  });

  it.each([USER_TYPE.client, USER_TYPE.escort, USER_TYPE.business, USER_TYPE.guest, USER_TYPE.team, USER_TYPE.backend])(
    "gives user type %s nothing without a running membership",
    (userType) => expect(entitlementsFor(userType, false)).toEqual([]),
  );

  it("gives staff and guests nothing even when flagged", () => {
    expect(entitlementsFor(USER_TYPE.team, true)).toEqual([]);
    expect(entitlementsFor(USER_TYPE.guest, true)).toEqual([]);
  });

  it("uses only catalogue names, each at most once per type", () => {
    for (const list of Object.values(PLUS_ENTITLEMENTS)) {
      expect(new Set(list).size).toBe(list.length);
      for (const flag of list) expect(ENTITLEMENTS).toContain(flag);
    }
  });
});

describe("isMembershipRunning", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it("runs until its end, not at or after it", () => {
    expect(isMembershipRunning({ isMember: true, memberUntil: new Date("2026-03-01T12:00:01Z") }, now)).toBe(true);
    expect(isMembershipRunning({ isMember: true, memberUntil: now }, now)).toBe(false);
    expect(isMembershipRunning({ isMember: true, memberUntil: new Date("2026-02-01T00:00:00Z") }, now)).toBe(false);
  });
  it("is open-ended without an end and never runs unflagged", () => {
    expect(isMembershipRunning({ isMember: true, memberUntil: null }, now)).toBe(true);
    expect(isMembershipRunning({ isMember: false, memberUntil: new Date("2030-01-01T00:00:00Z") }, now)).toBe(false);
  });
});
