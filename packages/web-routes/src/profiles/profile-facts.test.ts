import { describe, expect, it } from "vitest";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { createServerI18n } from "../shell/i18n/server-i18n";
import { countryName, cupSizeLabel, durationLabel, euroLabel, languageName, priceRows, weekDays } from "./profile-facts";

const i18n = createServerI18n({ brandName: "Samtrot", resources: LOCALE_RESOURCES });

describe("cup sizes", () => {
  it("are written in capitals, beyond K too (spec 001 §9 k+)", () => {
    expect(cupSizeLabel("d")).toBe("D");
    expect(cupSizeLabel(" k ")).toBe("K");
    expect(cupSizeLabel("m")).toBe("M");
    expect(cupSizeLabel("")).toBeUndefined();
    expect(cupSizeLabel(null)).toBeUndefined();
  });
});

describe("country and language names (Intl.DisplayNames)", () => {
  it("name a country code in the page language", () => {
    expect(countryName("GB", "de-DE")).toBe("Vereinigtes Königreich");
    expect(countryName("gb", "en-US")).toBe("United Kingdom");
    expect(countryName("DE", "de-DE")).toBe("Deutschland");
  });

  it("name a language code in the page language, whatever its case", () => {
    expect(languageName("EN", "de-DE")).toBe("Englisch");
    expect(languageName("de", "en-US")).toBe("German");
  });

  it("fall back to the code itself for unknown or malformed codes, never throwing", () => {
    expect(countryName("QQ", "de-DE")).toBe("QQ");
    expect(countryName("not a code", "de-DE")).toBe("NOT A CODE");
    expect(languageName("zz", "de-DE")).toBe("ZZ");
    expect(countryName(null, "de-DE")).toBeUndefined();
    expect(countryName("  ", "de-DE")).toBeUndefined();
  });
});

describe("prices and hours", () => {
  const de = i18n.t("de");
  const en = i18n.t("en");

  it("write durations in hours or minutes and prices in euros, shortest first", () => {
    expect(durationLabel(60, de)).toBe("1 Stunde");
    expect(durationLabel(30, en)).toBe("30 minutes");
    expect(euroLabel(1500, "de-DE")).toBe("1.500\u00a0€");
    expect(euroLabel(1500, "en-US")).toBe("€1,500");
    expect(priceRows([{ name: 120, price: 280 }, { name: 30, price: 80 }], de, "de-DE")).toEqual([
      { key: "30", duration: "30 Minuten", price: "80\u00a0€" },
      { key: "120", duration: "2 Stunden", price: "280\u00a0€" },
    ]);
  });

  it("group working hours per day, times in order, a shift past midnight marked", () => {
    const days = weekDays(
      [
        { day: 7, timeFrom: "20:00", timeTo: "02:00", isOverDay: true },
        { day: 1, timeFrom: "14:00", timeTo: "18:00", isOverDay: false },
        { day: 1, timeFrom: "09:00", timeTo: "12:00", isOverDay: false },
      ],
      de,
    );
    expect(days).toEqual([
      { day: 1, times: ["09:00 – 12:00", "14:00 – 18:00"] },
      { day: 7, times: ["20:00 – 02:00 (+1 Tag)"] },
    ]);
  });
});
