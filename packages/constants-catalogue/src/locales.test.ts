import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, LOCALE_PAIRS, SELECTABLE_LOCALES, TRANSLATION_NAMESPACES, isLocale, isTranslationNamespace, toLocale } from "./locales.js";
import { ZSelectableLocale } from "./schemas/locales.js";

describe("locales (spec 000 §2, spec 001 §3)", () => {
  it("has de, en, es, pl; de and en selectable; default de", () => {
    expect([...LOCALES]).toEqual(["de", "en", "es", "pl"]);
    expect([...SELECTABLE_LOCALES]).toEqual(["de", "en"]);
    expect(ZSelectableLocale.safeParse("es").success).toBe(false);
    expect(DEFAULT_LOCALE).toBe("de");
  });
  it("has the locale pairs", () => {
    expect(LOCALE_PAIRS).toEqual({ de: "de_DE", en: "en_US", es: "es_ES", pl: "pl_PL" });
  });
  it("has the translation namespaces of spec 001 §9", () => {
    expect([...TRANSLATION_NAMESPACES].sort()).toEqual(
      ["common", "dating", "payment", "profile", "messenger", "event", "blog", "paella", "promotion"].sort(),
    );
  });
  it("falls back to de for unknown input", () => {
    expect(toLocale("EN")).toBe("en");
    expect(toLocale("fr")).toBe("de");
    expect(toLocale(undefined)).toBe("de");
  });
  it("has type guards for locales and namespaces", () => {
    expect(isLocale("pl")).toBe(true);
    expect(isLocale("PL")).toBe(false);
    expect(isLocale(1)).toBe(false);
    expect(isTranslationNamespace("paella")).toBe(true);
    expect(isTranslationNamespace("admin")).toBe(false);
  });
});
