import { describe, expect, it } from "vitest";
import { applyButtonLabel, formatCount } from "./apply-label";

// A stand-in for i18next with the keys' German and English texts (plural by count, as i18next picks them).
const TEXTS = {
  de: { counting: "Ergebnisse werden gezählt …", apply: "Ergebnisse anzeigen", one: "{{total}} Ergebnis anzeigen", other: "{{total}} Ergebnisse anzeigen" },
  en: { counting: "Counting results …", apply: "Show results", one: "Show {{total}} result", other: "Show {{total}} results" },
};
const tOf = (lang: "de" | "en") => (key: string, options?: Record<string, unknown>) => {
  const texts = TEXTS[lang];
  if (key === "search.sheet.counting") return texts.counting;
  if (key === "search.sheet.apply") return texts.apply;
  const template = options?.count === 1 ? texts.one : texts.other;
  return template.replace("{{total}}", String(options?.total));
};

describe("applyButtonLabel", () => {
  it("names the number of results in the page language's digits", () => {
    expect(applyButtonLabel({ status: "known", total: 1234 }, tOf("de"), "de")).toBe("1.234 Ergebnisse anzeigen");
    expect(applyButtonLabel({ status: "known", total: 1234 }, tOf("en"), "en")).toBe("Show 1,234 results");
    expect(applyButtonLabel({ status: "known", total: 1 }, tOf("de"), "de")).toBe("1 Ergebnis anzeigen");
    expect(applyButtonLabel({ status: "known", total: 0 }, tOf("en"), "en")).toBe("Show 0 results");
  });

  it("says it is counting while the number is asked for, and falls back to a plain text without one", () => {
    expect(applyButtonLabel({ status: "counting" }, tOf("de"), "de")).toBe("Ergebnisse werden gezählt …");
    expect(applyButtonLabel({ status: "unknown" }, tOf("de"), "de")).toBe("Ergebnisse anzeigen");
    // A selection that makes no search (no place) has no number either.
    expect(applyButtonLabel({ status: "known", total: null }, tOf("en"), "en")).toBe("Show results");
  });
});

describe("formatCount", () => {
  it("groups thousands per language", () => {
    expect(formatCount(1234567, "de")).toBe("1.234.567");
    expect(formatCount(1234567, "en")).toBe("1,234,567");
  });
});
