import { GUEST_VIEWER } from "@samtrot/search-query-builder";
import { describe, expect, it } from "vitest";
import { viewerOf } from "./viewer-of";

const user = (userType: number, gender: 1 | 2 | 3 | null, coupleType: number | null, isMember: boolean) =>
  ({ profile: { userType, gender, coupleType, businessType: null }, entitlements: isMember ? ["wide_radius"] : [] }) as Parameters<typeof viewerOf>[0];

describe("viewerOf", () => {
  it("a guest without a signed-in user", () => {
    expect(viewerOf(null)).toEqual(GUEST_VIEWER);
  });

  it("clients, escorts and businesses with their gender and membership", () => {
    expect(viewerOf(user(1, 1, null, false))).toEqual({ userType: 1, gender: 1, isMember: false, signedIn: true });
    expect(viewerOf(user(1, 1, null, true))).toEqual({ userType: 1, gender: 1, isMember: true, signedIn: true });
    expect(viewerOf(user(2, 2, null, false))).toEqual({ userType: 2, gender: 2, isMember: false, signedIn: true });
    expect(viewerOf(user(3, null, null, true))).toEqual({ userType: 3, gender: null, isMember: true, signedIn: true });
  });

  it("a couple searches with its couple type; backend and team accounts search like guests", () => {
    expect(viewerOf(user(2, null, 7, false)).gender).toBe(7);
    expect(viewerOf(user(9, 1, null, true))).toEqual({ ...GUEST_VIEWER, signedIn: true });
    expect(viewerOf(user(10, 1, null, false)).userType).toBe(0);
  });
});
