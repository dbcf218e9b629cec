import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALE_RESOURCES, localeFileResponse } from "./locale-bundle.server";
import { LOCALES, TRANSLATION_NAMESPACES } from "./pending-catalogue";
import { createServerI18n } from "./server-i18n";

const localesDir = fileURLToPath(new URL("../../../../locales/", import.meta.url));

/** Leaf key paths; i18next plural suffixes are folded, since languages differ in plural forms. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keyPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}
const foldPlural = (path: string) => path.replace(/_(zero|one|two|few|many|other)$/, "");
const keySet = (value: unknown) => [...new Set(keyPaths(value).map(foldPlural))].sort();

describe("locales/", () => {
  it("has exactly the files {de,en,es,pl}/{9 namespaces}.json, all valid JSON objects", () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LOCALES].sort());
    for (const lang of LOCALES) {
      expect(readdirSync(`${localesDir}${lang}`).sort()).toEqual(TRANSLATION_NAMESPACES.map((ns) => `${ns}.json`).sort());
      for (const ns of TRANSLATION_NAMESPACES) {
        const parsed: unknown = JSON.parse(readFileSync(`${localesDir}${lang}/${ns}.json`, "utf8"));
        expect(parsed, `${lang}/${ns}`).toBeTypeOf("object");
        expect(Object.keys(parsed as object).length, `${lang}/${ns} is empty`).toBeGreaterThan(0);
      }
    }
  });

  it.each(LOCALES.filter((lang) => lang !== "de"))("%s has the same keys as de in every namespace", (lang) => {
    for (const ns of TRANSLATION_NAMESPACES) {
      expect(keySet(LOCALE_RESOURCES[lang][ns]), `${lang}/${ns}`).toEqual(keySet(LOCALE_RESOURCES.de[ns]));
    }
  });

  it("never hard-codes a brand name and uses {{brand}} in the brand texts", () => {
    for (const lang of LOCALES) {
      for (const ns of TRANSLATION_NAMESPACES) {
        const text = JSON.stringify(LOCALE_RESOURCES[lang][ns]);
        expect(text, `${lang}/${ns}`).not.toMatch(/samtrot|nachtfalter/i);
      }
      const common = LOCALE_RESOURCES[lang].common as { meta: Record<string, string> };
      expect(common.meta.home_title).toContain("{{brand}}");
    }
  });

  it("has the error keys of spec 000 §8 in common", () => {
    const t = createServerI18n({ brandName: "X", resources: LOCALE_RESOURCES }).t("de");
    for (const key of [
      "exception.common.something_wrong_happened",
      "exception.common.request_timeout_and_try_again",
      "exception.common.no_internet_connection_and_please_check_your_internet",
      "exception.messenger.overall_message_limit",
      "exception.newsfeed.no_favorites_yet",
      "exception.newsfeed.no_newsfeed_yet",
      "exception.ip_login.exceeded_limit",
      "exception.one_ip_daily_login.exceeded_limit",
      "exception.login_global.exceeded_limit",
      "exception.login.captcha_not_verified",
      "validation.common.correct_invalid_fields",
    ]) {
      expect(t(key), key).not.toBe(key);
    }
  });
});

describe("createServerI18n", () => {
  const i18n = createServerI18n({ brandName: "Samtrot", resources: LOCALE_RESOURCES });

  it("translates per language with the brand interpolated", () => {
    expect(i18n.t("de")("meta.home_title")).toBe("Samtrot – Escorts, Dates und erotische Kontakte");
    expect(i18n.t("en")("meta.home_title")).toBe("Samtrot – escorts, dates and erotic contacts");
    expect(i18n.t("en")("tile.price_for_hours", { ns: "profile", count: 2, price: "€300" })).toBe("€300 for 2 hours");
    expect(i18n.t("de")("home.results_count", { count: 1 })).toBe("1 Profil");
  });

  it("creates one instance per language and reuses it", () => {
    expect(i18n.instance("en")).toBe(i18n.instance("en"));
    expect(i18n.instance("en")).not.toBe(i18n.instance("de"));
    expect(i18n.instance("de").language).toBe("de");
  });
});

describe("localeFileResponse", () => {
  it("serves a namespace as JSON with cache headers and an ETag", async () => {
    const response = localeFileResponse({ lng: "en", file: "common.json", ifNoneMatch: null });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(await response.json()).toEqual(LOCALE_RESOURCES.en.common);

    const again = localeFileResponse({ lng: "en", file: "common.json", ifNoneMatch: response.headers.get("etag") });
    expect(again.status).toBe(304);
  });

  it.each([
    ["fr", "common.json"],
    ["en", "nope.json"],
    ["en", "common"],
    [undefined, undefined],
  ])("answers 404 JSON for %s/%s", async (lng, file) => {
    const response = localeFileResponse({ lng, file, ifNoneMatch: null });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ code: 404, title: "exception.common.not_found", source: null }],
    });
  });
});
