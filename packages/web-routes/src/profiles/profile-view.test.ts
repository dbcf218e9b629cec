import { describe, expect, it } from "vitest";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { createServerI18n } from "../shell/i18n/server-i18n";
import { profileView, type TProfile } from "./profile-view";

const i18n = createServerI18n({ brandName: "Samtrot", resources: LOCALE_RESOURCES });

const MIA: TProfile = {
  id: 7,
  username: "mia.berlin",
  displayName: "Mia",
  userType: 2,
  gender: 2,
  coupleType: null,
  businessType: null,
  age: 29,
  city: { slug: "berlin", name: "Berlin", country: "DE" },
  country: "DE",
  distanceKm: 0.4,
  avatarUrl: "/api/v2/media/avatar/7.svg",
  status: null,
  description: null,
  profession: null,
  appearance: { height: 170, weight: null, cupSize: null, breastType: null, penisLength: null, penisDiameter: null, genderIdentity: null, nationality: null },
  traits: [{ category: "characteristic_trait", categoryId: 1, values: [{ id: 1, key: "friendly" }] }],
  prices: [
    { name: 120, price: 1500 },
    { name: 60, price: 200 },
    { name: 30, price: 80 },
  ],
  workingHours: [
    { day: 7, timeFrom: "20:00", timeTo: "02:00", isOverDay: true },
    { day: 1, timeFrom: "10:00", timeTo: "18:00", isOverDay: false },
  ],
  languages: ["DE", "EN"],
  phone: null,
  lastLoginAt: "2026-11-20T09:30:00.000Z",
  registeredAt: "2026-01-01T00:00:00.000Z",
  isNew: false,
  isMember: true,
  isVerified: true,
  isAgeVerified: true,
  isHot: false,
  onTour: false,
  rating: null,
  reviewsCount: 0,
  replyTimeSeconds: 90_000,
  showsDateReviews: true,
  media: [],
  tabs: [],
  viewer: { isOwn: false, isFavorite: false, signedIn: false },
} as unknown as TProfile;

describe("profileView", () => {
  it("writes prices shortest first with the catalogue rule and the page's number format", () => {
    const de = profileView(MIA, { t: i18n.t("de"), lang: "de" });
    expect(de.prices.map((p) => p.label)).toEqual(["80 € für 30 Minuten", "200 € pro Stunde", "1.500 € für 2 Stunden"]);
    const en = profileView(MIA, { t: i18n.t("en"), lang: "en" });
    expect(en.prices[2]?.label).toContain("1,500");
  });
  it("orders working hours Monday first with translated day names", () => {
    const view = profileView(MIA, { t: i18n.t("de"), lang: "de" });
    expect(view.hours).toEqual([
      { day: "Montag", from: "10:00", to: "18:00", overDay: false },
      { day: "Sonntag", from: "20:00", to: "02:00", overDay: true },
    ]);
  });
  it("translates traits, languages, distance, reply-time band and badges", () => {
    const view = profileView(MIA, { t: i18n.t("de"), lang: "de" });
    expect(view.traits).toEqual([{ category: "characteristic_trait", label: expect.any(String), values: ["Freundlich"] }]);
    expect(view.traits[0]?.label).not.toContain("profile.");
    expect(view.languages).toEqual(["Deutsch", "Englisch"]);
    expect(view.distance).toBe("<1km");
    expect(view.replyTime).toBe("Antwortet meist innerhalb weniger Tage");
    expect(view.badges.map((b) => b.key)).toEqual(["user_type", "gender", "member", "verified", "reply_time", "age_verified"]);
    expect(view.lastLogin).toMatch(/2026/);
  });
  it("leaves out what the api did not send", () => {
    const view = profileView({ ...MIA, distanceKm: null, replyTimeSeconds: null, lastLoginAt: null }, { t: i18n.t("en"), lang: "en" });
    expect(view.distance).toBeUndefined();
    expect(view.replyTime).toBeUndefined();
    expect(view.lastLogin).toBeUndefined();
  });
});
