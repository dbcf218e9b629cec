import { describe, expect, it } from "vitest";
import { LOCALE_RESOURCES } from "./locale-bundle.server";
import { formatDistance, formatPrice, pickDisplayPrice, priceLabel, tileBadges } from "./profile-labels";
import { createServerI18n } from "./server-i18n";

const i18n = createServerI18n({ brandName: "Samtrot", resources: LOCALE_RESOURCES });
// Intl may use a narrow no-break space before the euro sign; compare with plain spaces.
const plain = (text: string | undefined) => text?.replace(/\s/g, " ");

describe("priceLabel", () => {
  it("prefers the hourly price", () => {
    const prices = [{ name: 30, price: 90 }, { name: 60, price: 150 }, { name: 120, price: 280 }];
    expect(plain(priceLabel(prices, { t: i18n.t("de"), lang: "de" }))).toBe("150 € pro Stunde");
    expect(priceLabel(prices, { t: i18n.t("en"), lang: "en" })).toBe("€150 per hour");
  });

  it("shows whole hours for durations divisible by 60, minutes otherwise", () => {
    expect(plain(priceLabel([{ name: 120, price: 280 }], { t: i18n.t("de"), lang: "de" }))).toBe("280 € für 2 Stunden");
    expect(priceLabel([{ name: 30, price: 90 }, { name: 180, price: 400 }], { t: i18n.t("en"), lang: "en" })).toBe(
      "€90 for 30 minutes",
    );
  });

  it("gives nothing without prices", () => {
    expect(priceLabel([], { t: i18n.t("de"), lang: "de" })).toBeUndefined();
    expect(pickDisplayPrice([])).toBeUndefined();
  });

  it("formats euros per language", () => {
    expect(plain(formatPrice(1500, "de"))).toBe("1.500 €");
    expect(formatPrice(1500, "en")).toBe("€1,500");
  });
});

describe("formatDistance (DECISIONS.md)", () => {
  it.each([
    [0.4, "<1km"],
    [1, "1 km"],
    [12.5, "13 km"],
    [12.49, "12 km"],
    [500, "500 km"],
    [500.1, ">500km"],
  ])("%s → %s", (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it("shows nothing without a distance", () => {
    expect(formatDistance(null)).toBeUndefined();
  });
});

describe("tileBadges", () => {
  it("lists member, verified and new in that order, translated", () => {
    expect(tileBadges({ isMember: true, isVerified: true, isNew: true }, i18n.t("de"))).toEqual([
      { key: "member", label: "Plus", tone: "member" },
      { key: "verified", label: "Verifiziert", tone: "verified" },
      { key: "new", label: "Neu", tone: "new" },
    ]);
    expect(tileBadges({ isMember: false, isVerified: true, isNew: false }, i18n.t("en"))).toEqual([
      { key: "verified", label: "Verified", tone: "verified" },
    ]);
  });
});
