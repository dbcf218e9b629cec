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
  website: null,
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
  it("writes prices as table rows, shortest first, in the page's number format, and the lowest as 'from'", () => {
    const de = profileView(MIA, { t: i18n.t("de"), lang: "de" });
    expect(de.prices).toEqual([
      { key: "30", duration: "30 Minuten", price: "80\u00a0€" },
      { key: "60", duration: "1 Stunde", price: "200\u00a0€" },
      { key: "120", duration: "2 Stunden", price: "1.500\u00a0€" },
    ]);
    expect(de.priceFrom).toBe("80\u00a0€");
    const en = profileView(MIA, { t: i18n.t("en"), lang: "en" });
    expect(en.prices[2]?.price).toBe("€1,500");
  });
  it("groups working hours per day for the week grid, Monday first", () => {
    const view = profileView(MIA, { t: i18n.t("de"), lang: "de" });
    expect(view.week).toEqual([
      { day: 1, times: ["10:00 – 18:00"] },
      { day: 7, times: ["20:00 – 02:00 (+1 Tag)"] },
    ]);
  });
  it("writes facts with human values: country and language names, cup size in capitals, units", () => {
    const gb = { ...MIA, appearance: { ...MIA.appearance, cupSize: "d", nationality: "GB", weight: 58 } };
    const de = Object.fromEntries(profileView(gb, { t: i18n.t("de"), lang: "de" }).facts.map((f) => [f.key, f.value]));
    expect(de).toMatchObject({
      age: "29 Jahre",
      city: "Berlin, Deutschland",
      height: "170 cm",
      weight: "58 kg",
      cup_size: "D",
      nationality: "Vereinigtes Königreich",
      languages: "Deutsch, Englisch",
      reply_time: "Antwortet meist innerhalb weniger Tage",
      distance: "<1km",
    });
    const en = Object.fromEntries(profileView(gb, { t: i18n.t("en"), lang: "en" }).facts.map((f) => [f.key, f.value]));
    expect(en).toMatchObject({ city: "Berlin, Germany", nationality: "United Kingdom", languages: "German, English" });
  });
  it("translates traits and badges", () => {
    const view = profileView(MIA, { t: i18n.t("de"), lang: "de" });
    expect(view.traits).toEqual([{ key: "characteristic_trait", label: expect.any(String), value: "Freundlich" }]);
    expect(view.traits[0]?.label).not.toContain("profile.");
    expect(view.badges.map((b) => b.key)).toEqual(["user_type", "gender", "member", "verified", "reply_time", "age_verified"]);
    expect(view.facts.find((f) => f.key === "last_login")?.value).toMatch(/2026/);
  });
  it("counts reviews in the tab from the same field as the reviews badge", () => {
    const reviewed = { ...MIA, reviewsCount: 14, tabs: [{ key: "reviews" as const, count: 0 }, { key: "events" as const, count: 2 }] };
    const view = profileView(reviewed, { t: i18n.t("de"), lang: "de" });
    expect(view.badges.find((b) => b.key === "reviews")?.label).toBe("14 Bewertungen");
    expect(view.tabCounts).toEqual({ reviews: 14, business_reviews: 0, events: 2, blogs: 0 });
  });
  it("leaves out what the api did not send", () => {
    const view = profileView({ ...MIA, distanceKm: null, replyTimeSeconds: null, lastLoginAt: null, prices: [] }, { t: i18n.t("en"), lang: "en" });
    const keys = view.facts.map((f) => f.key);
    expect(keys).not.toContain("distance");
    expect(keys).not.toContain("reply_time");
    expect(view.facts.find((f) => f.key === "last_login")?.value).toBe("Not visible");
    expect(view.priceFrom).toBeUndefined();
  });
});
