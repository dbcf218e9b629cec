import { describe, expect, it } from "vitest";
import { MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { entitlementsFor } from "@samtrot/payments";
import { GUEST_VIEWER, type TViewer } from "../profiles/profile-viewer.js";
import { mediaAccess, type TMediaFacts } from "./media-access.js";

const facts = (visibility: number, more: Partial<TMediaFacts> = {}): TMediaFacts => ({
  ownerId: 1,
  visibility,
  reviewStatus: 1,
  ownerAvailable: true,
  blocked: false,
  unlocked: false,
  bought: false,
  bundleLocked: false,
  ...more,
});
const user = (more: Partial<TViewer> = {}): TViewer => {
  const viewer = { userId: 2, userType: 1, isMember: false, ageVerified: false, adultSession: false, isInvisible: false, ...more };
  return { entitlements: entitlementsFor(viewer.userType, viewer.isMember), ...viewer };
};

describe("mediaAccess", () => {
  it("follows the visibility matrix for accepted media", () => {
    const viewers = {
      guest: GUEST_VIEWER,
      user: user(),
      member: user({ isMember: true }),
      adult: user({ ageVerified: true, adultSession: true }),
      verifiedWithoutReauth: user({ ageVerified: true }),
      owner: user({ userId: 1 }),
    };
    const expected: Record<number, Record<keyof typeof viewers, boolean>> = {
      [MEDIA_VISIBILITY.public]: { guest: true, user: true, member: true, adult: true, verifiedWithoutReauth: true, owner: true },
      [MEDIA_VISIBILITY.logged_in]: { guest: false, user: true, member: true, adult: true, verifiedWithoutReauth: true, owner: true },
      [MEDIA_VISIBILITY.plus_member]: { guest: false, user: false, member: true, adult: false, verifiedWithoutReauth: false, owner: true },
      [MEDIA_VISIBILITY.fsk18]: { guest: false, user: false, member: false, adult: true, verifiedWithoutReauth: false, owner: true },
      [MEDIA_VISIBILITY.private]: { guest: false, user: false, member: false, adult: false, verifiedWithoutReauth: false, owner: true },
    };
    for (const [visibility, row] of Object.entries(expected)) {
      for (const [name, viewer] of Object.entries(viewers)) {
        expect(mediaAccess(facts(Number(visibility)), viewer).visible, `${visibility} ${name}`).toBe(row[name as keyof typeof viewers]);
      }
    }
    expect(mediaAccess(facts(MEDIA_VISIBILITY.private, { unlocked: true }), user()).visible).toBe(true);
  });

  it("names the lock reason", () => {
    expect(mediaAccess(facts(MEDIA_VISIBILITY.plus_member), user())).toEqual({ visible: false, hidden: false, reason: "plus_member" });
    expect(mediaAccess(facts(MEDIA_VISIBILITY.fsk18), user())).toEqual({ visible: false, hidden: false, reason: "age_check" });
    expect(mediaAccess(facts(MEDIA_VISIBILITY.fsk18), GUEST_VIEWER)).toEqual({ visible: false, hidden: false, reason: "sign_in" });
    // A verified adult outside the closed user group: only the re-authentication is missing.
    expect(mediaAccess(facts(MEDIA_VISIBILITY.fsk18), user({ ageVerified: true }))).toEqual({ visible: false, hidden: false, reason: "reauth" });
    expect(mediaAccess(facts(MEDIA_VISIBILITY.private), user())).toEqual({ visible: false, hidden: false, reason: "private" });
  });

  it("hides media that are not accepted, of unavailable owners or behind a block — but never from the owner or reviewers", () => {
    for (const more of [{ reviewStatus: 0 }, { reviewStatus: 2 }, { ownerAvailable: false }, { blocked: true }]) {
      expect(mediaAccess(facts(MEDIA_VISIBILITY.public, more), user({ isMember: true, ageVerified: true }))).toEqual({ visible: false, hidden: true });
      expect(mediaAccess(facts(MEDIA_VISIBILITY.public, more), user({ userId: 1 })).visible).toBe(true);
      expect(mediaAccess(facts(MEDIA_VISIBILITY.private, more), user({ userType: 10 })).visible).toBe(true);
    }
  });

  it("locks media of a bundle on sale for everyone but its buyers; buyers see them whatever the level, fsk18 still after the age check", () => {
    for (const visibility of Object.values(MEDIA_VISIBILITY)) {
      expect(mediaAccess(facts(visibility, { bundleLocked: true }), user({ isMember: true, ageVerified: true }))).toEqual({ visible: false, hidden: false, reason: "bundle" });
      expect(mediaAccess(facts(visibility, { bundleLocked: true }), GUEST_VIEWER)).toEqual({ visible: false, hidden: false, reason: "bundle" });
      expect(mediaAccess(facts(visibility, { bundleLocked: true }), user({ userId: 1 })).visible).toBe(true);
      expect(mediaAccess(facts(visibility, { bundleLocked: true, bought: true }), user({ ageVerified: true, adultSession: true })).visible).toBe(true);
    }
    expect(mediaAccess(facts(MEDIA_VISIBILITY.plus_member, { bought: true }), user()).visible).toBe(true);
    expect(mediaAccess(facts(MEDIA_VISIBILITY.private, { bought: true, bundleLocked: false }), user()).visible).toBe(true);
    expect(mediaAccess(facts(MEDIA_VISIBILITY.fsk18, { bought: true, bundleLocked: true }), user())).toEqual({ visible: false, hidden: false, reason: "age_check" });
    expect(mediaAccess(facts(MEDIA_VISIBILITY.fsk18, { bought: true, bundleLocked: true }), user({ ageVerified: true }))).toEqual({ visible: false, hidden: false, reason: "reauth" });
    // An unlock the owner granted (or the viewer paid) opens a bundled medium too.
    expect(mediaAccess(facts(MEDIA_VISIBILITY.private, { bundleLocked: true, unlocked: true }), user()).visible).toBe(true);
    // Buying never reaches past review, availability or a block.
    expect(mediaAccess(facts(MEDIA_VISIBILITY.public, { bought: true, blocked: true }), user()).visible).toBe(false);
    expect(mediaAccess(facts(MEDIA_VISIBILITY.public, { bought: true, reviewStatus: 0 }), user()).visible).toBe(false);
  });
});
