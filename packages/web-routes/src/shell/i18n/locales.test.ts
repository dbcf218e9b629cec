import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALE_RESOURCES, localeFileResponse } from "./locale-bundle.server";
import { LOCALES, TRANSLATION_NAMESPACES } from "@samtrot/constants-catalogue";
import { createServerI18n } from "./server-i18n";

const localesDir = fileURLToPath(new URL("../../../../../locales/", import.meta.url));
const repoDir = fileURLToPath(new URL("../../../../../", import.meta.url));

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
      "validation.common.please_correct_all_the_invalid_fields",
    ]) {
      expect(t(key), key).not.toBe(key);
    }
  });
});

/** Source files (no tests) of the api and of every package: where error titles are written. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every complete `validation.…` / `exception.…` key written as a string literal in those files. */
function errorKeysInSources(): Map<string, string> {
  const roots = [
    path.join(repoDir, "apps/api/src"),
    ...readdirSync(path.join(repoDir, "packages")).map((pkg) => path.join(repoDir, "packages", pkg, "src")),
  ].filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  });
  const keys = new Map<string, string>();
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/["'`]((?:validation|exception)(?:\.[A-Za-z0-9_]+)+)["'`]/g)) {
      if (!keys.has(match[1]!)) keys.set(match[1]!, path.relative(repoDir, file));
    }
  }
  return keys;
}

describe("texts for every error key the api and the packages can send (spec 000 §8)", () => {
  const keys = errorKeysInSources();
  const i18n = createServerI18n({ brandName: "X", resources: LOCALE_RESOURCES });
  const t = { de: i18n.instance("de"), en: i18n.instance("en") };

  it("finds the keys in the sources (the scan itself works)", () => {
    // Keys known to be written in the api, the tracking receiver, the search rules and the api-client.
    for (const key of ["exception.common.not_found", "validation.tracking.empty_body", "exception.search.missing_required_keys", "exception.common.request_cancelled"]) {
      expect(keys.has(key), key).toBe(true);
    }
    expect(keys.size).toBeGreaterThan(40);
  });

  it.each(["de", "en"] as const)("has a %s text for each of them", (lang) => {
    const missing = [...keys].filter(([key]) => !t[lang].exists(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("has the texts shown when a search cannot run (search-query-builder's skip reasons)", () => {
    for (const key of ["search.skip.no_location", "search.skip.no_country"]) {
      expect(t.de.exists(key), key).toBe(true);
      expect(t.en.exists(key), key).toBe(true);
    }
  });
});

describe("createServerI18n", () => {
  const i18n = createServerI18n({ brandName: "Samtrot", resources: LOCALE_RESOURCES });

  it("translates per language with the brand interpolated", () => {
    expect(i18n.t("de")("meta.home_title")).toBe("Samtrot – Escorts, Dates und erotische Kontakte");
    expect(i18n.t("en")("meta.home_title")).toBe("Samtrot – escorts, dates and erotic contacts");
    expect(i18n.t("en")("common.price.per_hours", { count: 2, price: "300" })).toBe("€300 for 2 hours");
    expect(i18n.t("en")("tile.reviews_count", { ns: "profile", count: 1, shortCount: "1" })).toBe("1 review");
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

describe("the server instances' memo of texts", () => {
  const i18n = createServerI18n({ brandName: "Samtrot", resources: LOCALE_RESOURCES });

  it("gives the same texts as i18next for repeated keys, options and counts", () => {
    const t = i18n.t("en");
    for (let round = 0; round < 2; round += 1) {
      expect(t("meta.home_title")).toBe("Samtrot – escorts, dates and erotic contacts");
      expect(t("common.price.per_hours", { count: 2, price: "300" })).toBe("€300 for 2 hours");
      expect(t("common.price.per_hours", { count: 3, price: "300" })).toBe("€300 for 3 hours");
      expect(t("tile.reviews_count", { ns: "profile", count: 1, shortCount: "1" })).toBe("1 review");
      expect(t("tile.reviews_count", { ns: "profile", count: 2, shortCount: "2" })).toBe("2 reviews");
    }
  });

  it("keeps the languages apart and leaves object options to i18next", () => {
    expect(i18n.t("de")("meta.home_title")).toBe("Samtrot – Escorts, Dates und erotische Kontakte");
    expect(i18n.t("en")("meta.home_title")).toBe("Samtrot – escorts, dates and erotic contacts");
    const nested = i18n.instance("en").t("common.price", { returnObjects: true }) as unknown;
    expect(typeof nested).toBe("object");
  });
});
