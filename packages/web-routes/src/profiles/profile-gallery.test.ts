import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { galleryItems } from "./profile-gallery";
import type { TProfile } from "./profile-view";

// The locked placeholders of fsk18 media say what is missing and lead there (decision 044): the age verification for
// a viewer who is not a verified adult, the password form for one who did not re-authenticate in this sign-in.

const t = ((key: string) => key) as unknown as TFunction;
const medium = (id: number, locked: string) => ({ id, kind: "image", urls: null, locked, width: 400, height: 300, unlockPrice: null });

describe("galleryItems", () => {
  it("links fsk18 placeholders to the verification or the re-authentication", () => {
    const profile = { displayName: "Lea", media: [medium(1, "age_check"), medium(2, "reauth"), medium(3, "plus_member")] } as unknown as Pick<TProfile, "media" | "displayName">;
    const items = galleryItems(profile, { t, signInHref: "/login", verifyHref: (reason) => `/user/age_check_verification#${reason}` });
    expect(items.map((item) => (item.kind === "locked" ? [item.label, item.action ?? null] : null))).toEqual([
      ["page.locked.age_check", { href: "/user/age_check_verification#age_check", label: "page.locked_action.age_check" }],
      ["page.locked.reauth", { href: "/user/age_check_verification#reauth", label: "page.locked_action.reauth" }],
      ["page.locked.plus_member", null],
    ]);
  });
});
