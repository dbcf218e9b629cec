import { describe, expect, it } from "vitest";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import {
  distanceLabel,
  pickDisplayPrice,
  priceLabel,
  profileTileLabels,
  replyTimeLabel,
  reviewsLabel,
  tileBadges,
  type TTileProfile,
} from "./profile-labels";
import { createServerI18n } from "../shell/i18n/server-i18n";

// The real texts of locales/, through the same translation instances the server renders with.
const i18n = createServerI18n({ brandName: "Samtrot", resources: LOCALE_RESOURCES });
const de = i18n.t("de");
const en = i18n.t("en");

const LENA: TTileProfile = {
  id: 12,
  username: "Lena.Berlin",
  userType: 2,
  gender: 2,
  coupleType: null,
  age: 27,
  city: { slug: "berlin", name: "Berlin", country: "DE" },
  distanceKm: 12.5,
  avatarUrl: "/api/v2/media/avatar/12.svg",
  isMember: true,
  isVerified: true,
  isNew: false,
  onTour: false,
  rating: 4.5,
  reviewsCount: 1_050,
  prices: [
    { name: 30, price: 90 },
    { name: 60, price: 1_500 },
  ],
  languages: ["de"],
  lastLoginAt: null,
  replyTimeSeconds: 3_600,
};

describe("priceLabel (the catalogue's price rule, spec 000 §9)", () => {
  it("prefers the hourly price and writes the amount in the page language", () => {
    expect(priceLabel(LENA.prices, { t: de, lang: "de" })).toBe("1.500 € pro Stunde");
    expect(priceLabel(LENA.prices, { t: en, lang: "en" })).toBe("€1,500 per hour");
  });

  it("shows whole hours for durations divisible by 60, minutes otherwise", () => {
    expect(priceLabel([{ name: 120, price: 280 }], { t: de, lang: "de" })).toBe("280 € für 2 Stunden");
    expect(priceLabel([{ name: 180, price: 400 }, { name: 90, price: 250 }], { t: en, lang: "en" })).toBe("€250 for 90 minutes");
  });

  it("gives nothing without prices", () => {
    expect(priceLabel([], { t: de, lang: "de" })).toBeUndefined();
    expect(pickDisplayPrice([])).toBeUndefined();
  });
});

describe("distanceLabel (the catalogue's distance rule, DECISIONS.md)", () => {
  it.each([
    [0.4, "<1km"],
    [1, "1 km"],
    [12.5, "13 km"],
    [500, "500 km"],
    [500.1, ">500km"],
  ])("%s → %s", (km, text) => {
    expect(distanceLabel(km)).toBe(text);
  });

  it("shows nothing without a usable distance (the catalogue would throw)", () => {
    expect(distanceLabel(null)).toBeUndefined();
    expect(distanceLabel(undefined)).toBeUndefined();
    expect(distanceLabel(-1)).toBeUndefined();
    expect(distanceLabel(Number.NaN)).toBeUndefined();
  });
});

describe("reviewsLabel and replyTimeLabel", () => {
  it("shortens the reviews count (1,050 → 1.1K) and picks the plural by the real count", () => {
    expect(reviewsLabel(1_050, de)).toBe("1.1K Bewertungen");
    expect(reviewsLabel(1, en)).toBe("1 review");
    expect(reviewsLabel(999, en)).toBe("999 reviews");
    expect(reviewsLabel(0, de)).toBeUndefined();
  });

  it("names the reply-time band (up to a day, several days, more than a week)", () => {
    expect(replyTimeLabel(86_400, de)).toBe("Antwortet meist innerhalb eines Tages");
    expect(replyTimeLabel(86_401, en)).toBe("Usually replies within several days");
    expect(replyTimeLabel(345_601, en)).toBe("Usually replies after more than a week");
    expect(replyTimeLabel(null, de)).toBeUndefined();
  });
});

describe("tileBadges", () => {
  it("lists the kind of profile, member/verified/new, reviews and reply time, translated", () => {
    expect(tileBadges(LENA, de)).toEqual([
      { key: "user_type", label: "Escort", tone: "neutral" },
      { key: "gender", label: "Frau", tone: "neutral" },
      { key: "member", label: "Mitglied", tone: "member" },
      { key: "verified", label: "Verifiziert", tone: "verified" },
      { key: "reviews", label: "1.1K Bewertungen", tone: "neutral" },
      { key: "reply_time", label: "Antwortet meist innerhalb eines Tages", tone: "neutral" },
    ]);
  });

  it("names a couple by its couple type instead of a gender, and leaves out unknown codes", () => {
    const couple = { ...LENA, userType: 1, gender: null, coupleType: 7, isMember: false, isVerified: false, isNew: true, reviewsCount: 0, replyTimeSeconds: null };
    expect(tileBadges(couple, en)).toEqual([
      { key: "user_type", label: "Client", tone: "neutral" },
      { key: "couple_type", label: "Female & Male", tone: "neutral" },
      { key: "new", label: "New", tone: "new" },
    ]);
    expect(tileBadges({ ...couple, userType: 77, coupleType: null, gender: 99, isNew: false }, en)).toEqual([]);
  });

  it("marks a profile on tour", () => {
    expect(tileBadges({ ...LENA, userType: 77, gender: 99, isMember: false, isVerified: false, reviewsCount: 0, replyTimeSeconds: null, onTour: true }, en)).toEqual([
      { key: "on_tour", label: "On tour", tone: "neutral" },
    ]);
  });
});

describe("profileTileLabels", () => {
  it("gives every text of a tile", () => {
    const labels = profileTileLabels(LENA, { t: en, lang: "en" });
    expect(labels).toMatchObject({
      ageLabel: "27 years",
      locationLabel: "Berlin",
      distanceLabel: "13 km",
      priceLabel: "€1,500 per hour",
    });
    expect(labels.badges.map((badge) => badge.key)).toEqual(["user_type", "gender", "member", "verified", "reviews", "reply_time"]);
  });

  it("leaves out what the profile does not have", () => {
    const labels = profileTileLabels({ ...LENA, age: null, city: null, distanceKm: null, prices: [] }, { t: de, lang: "de" });
    expect(labels.ageLabel).toBeUndefined();
    expect(labels.locationLabel).toBeUndefined();
    expect(labels.distanceLabel).toBeUndefined();
    expect(labels.priceLabel).toBeUndefined();
  });
});
