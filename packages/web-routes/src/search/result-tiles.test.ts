import { describe, expect, it } from "vitest";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { createServerI18n } from "../shell/i18n/server-i18n";
import type { TTileProfile } from "../profiles/profile-labels";
import { resultTiles } from "./result-tiles";

const profile: TTileProfile = {
  id: 7,
  username: "lena.berlin",
  userType: 2,
  gender: 2,
  coupleType: null,
  age: 27,
  city: { slug: "berlin", name: "Berlin", country: "DE" },
  distanceKm: 0.4,
  avatarUrl: "/api/v2/media/avatar/7.svg",
  isMember: true,
  isVerified: false,
  isNew: false,
  onTour: false,
  rating: null,
  reviewsCount: 1050,
  prices: [{ name: 120, price: 300 }],
  languages: ["DE"],
  lastLoginAt: null,
  replyTimeSeconds: 100,
};

describe("resultTiles", () => {
  it("carries who the profile is and every tile text in the page language", () => {
    const t = createServerI18n({ brandName: "X", resources: LOCALE_RESOURCES }).t("en");
    const [tile] = resultTiles([profile], "en", t);
    expect(tile).toMatchObject({ id: 7, username: "lena.berlin", avatarUrl: "/api/v2/media/avatar/7.svg", userType: 2, gender: 2, coupleType: null });
    expect(tile!.labels).toMatchObject({ ageLabel: "27 years", locationLabel: "Berlin", distanceLabel: "<1km", priceLabel: "€300 for 2 hours" });
    expect(tile!.labels.badges.map((badge) => badge.label)).toContain("1.1K reviews");
  });
});
