import { describe, expect, it } from "vitest";
import { parseCookies } from "@samtrot/api-client";
import { detectLanguage, pickFromAcceptLanguage, serializeLanguageCookie } from "./language";
import { LOCALES } from "@samtrot/constants-catalogue";

const detect = (href: string, cookieHeader: string | null = null, acceptLanguage: string | null = null) =>
  detectLanguage({ url: new URL(href, "http://127.0.0.1:3000"), cookieHeader, acceptLanguage });

describe("detectLanguage: query → path → cookie → Accept-Language → de", () => {
  it("takes ?lng= before everything else", () => {
    expect(detect("/de/?lng=en", "lng=pl", "es")).toEqual({ lang: "en", source: "query" });
  });

  it("takes the path segment before cookie and header", () => {
    expect(detect("/en/p/x", "lng=de", "de")).toEqual({ lang: "en", source: "path" });
  });

  it("takes the cookie before the header", () => {
    expect(detect("/", "a=1; lng=en; b=2", "de-DE,de;q=0.9")).toEqual({ lang: "en", source: "cookie" });
  });

  it("takes Accept-Language before the default", () => {
    expect(detect("/", null, "en-US,en;q=0.9")).toEqual({ lang: "en", source: "header" });
  });

  it("falls back to de", () => {
    expect(detect("/", null, null)).toEqual({ lang: "de", source: "default" });
    expect(detect("/", null, "fr-FR,fr;q=0.9")).toEqual({ lang: "de", source: "default" });
  });

  it("skips values that are not languages and keeps looking", () => {
    expect(detect("/nope/?lng=fr", "lng=xx", "en")).toEqual({ lang: "en", source: "header" });
    expect(detect("/EN/", null, null)).toEqual({ lang: "de", source: "default" });
  });

  it("accepts the hidden languages es and pl", () => {
    expect(detect("/es/")).toEqual({ lang: "es", source: "path" });
    expect(detect("/?lng=pl")).toEqual({ lang: "pl", source: "query" });
  });
});

describe("pickFromAcceptLanguage", () => {
  it("honours quality values and regions", () => {
    expect(pickFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.5", LOCALES)).toBe("en");
    expect(pickFromAcceptLanguage("en-GB;q=0.8, de;q=0.9", LOCALES)).toBe("de");
    expect(pickFromAcceptLanguage("pl-PL", LOCALES)).toBe("pl");
    expect(pickFromAcceptLanguage("EN-us", LOCALES)).toBe("en");
  });

  it("keeps the browser's order for equal weights and ignores q=0 and *", () => {
    expect(pickFromAcceptLanguage("en, de", LOCALES)).toBe("en");
    expect(pickFromAcceptLanguage("en;q=0, de;q=0.1", LOCALES)).toBe("de");
    expect(pickFromAcceptLanguage("*", LOCALES)).toBeUndefined();
    expect(pickFromAcceptLanguage("garbage;;;", LOCALES)).toBeUndefined();
    expect(pickFromAcceptLanguage("", LOCALES)).toBeUndefined();
  });
});

describe("language cookie", () => {
  it("lives 12 months of 30 days and is readable by the page", () => {
    const cookie = serializeLanguageCookie("en", { secure: false });
    expect(cookie).toBe("lng=en; Max-Age=31104000; Path=/; SameSite=Lax");
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(serializeLanguageCookie("de", { secure: true })).toMatch(/; Secure$/);
  });

  it("round-trips through a Cookie header", () => {
    const [pair] = serializeLanguageCookie("pl", { secure: false }).split(";");
    expect(parseCookies(`x=1; ${pair}`).lng).toBe("pl");
    expect(detect("/", `x=1; ${pair}`, "de")).toEqual({ lang: "pl", source: "cookie" });
    expect(detect("/", "lngx=en", "de")).toEqual({ lang: "de", source: "header" });
  });
});
