import { describe, expect, it } from "vitest";
import { languageSwitchHref, localizePath, resolveLocaleRoute, withPathLanguage } from "./locale-path";

const base = "http://127.0.0.1:3000";
function decide(
  href: string,
  options: { localePrefix: boolean; langParam?: string; cookie?: string; accept?: string },
) {
  return resolveLocaleRoute({
    url: new URL(href, base),
    langParam: options.langParam,
    cookieHeader: options.cookie ?? null,
    acceptLanguage: options.accept ?? null,
    localePrefix: options.localePrefix,
  });
}

describe("optional prefix (Samtrot)", () => {
  const localePrefix = false;

  it("renders / unprefixed, links without a prefix", () => {
    expect(decide("/", { localePrefix, accept: "en" })).toEqual({
      kind: "render",
      lang: "en",
      linkPrefix: "",
      langParamValid: true,
    });
  });

  it("renders /en/ in English and keeps the prefix in links", () => {
    expect(decide("/en/", { localePrefix, langParam: "en", cookie: "lng=de" })).toEqual({
      kind: "render",
      lang: "en",
      linkPrefix: "/en",
      langParamValid: true,
    });
  });

  it("marks an unknown :lang value as not found", () => {
    const decision = decide("/nope", { localePrefix, langParam: "nope" });
    expect(decision).toMatchObject({ kind: "render", langParamValid: false, lang: "de" });
  });

  it("turns ?lng= into a stored choice and a clean URL", () => {
    expect(decide("/?lng=en&page=2", { localePrefix })).toEqual({
      kind: "redirect",
      location: "/?page=2",
      storeLanguage: "en",
    });
    expect(decide("/de/p/x?lng=en", { localePrefix, langParam: "de" })).toEqual({
      kind: "redirect",
      location: "/en/p/x",
      storeLanguage: "en",
    });
  });
});

describe("required prefix (Nachtfalter)", () => {
  const localePrefix = true;

  it("redirects / to the detected language", () => {
    expect(decide("/", { localePrefix, accept: "en-US,en;q=0.8" })).toEqual({
      kind: "redirect",
      location: "/en/",
      storeLanguage: null,
    });
    expect(decide("/", { localePrefix, cookie: "lng=pl", accept: "en" })).toMatchObject({ location: "/pl/" });
  });

  it("redirects unprefixed paths and keeps the query", () => {
    expect(decide("/about?x=1", { localePrefix })).toEqual({
      kind: "redirect",
      location: "/de/about?x=1",
      storeLanguage: null,
    });
  });

  it("renders prefixed paths with the prefix in links", () => {
    expect(decide("/en/", { localePrefix, langParam: "en" })).toEqual({
      kind: "render",
      lang: "en",
      linkPrefix: "/en",
      langParamValid: true,
    });
  });

  it("moves a ?lng= choice into the path", () => {
    expect(decide("/de/error/500?lng=en", { localePrefix, langParam: "de" })).toEqual({
      kind: "redirect",
      location: "/en/error/500",
      storeLanguage: "en",
    });
    expect(decide("/?lng=en", { localePrefix })).toMatchObject({ location: "/en/", storeLanguage: "en" });
  });
});

describe("path helpers", () => {
  it("withPathLanguage sets or adds the segment", () => {
    expect(withPathLanguage("/", "de")).toBe("/de/");
    expect(withPathLanguage("/en", "de")).toBe("/de/");
    expect(withPathLanguage("/en/a/b", "de")).toBe("/de/a/b");
    expect(withPathLanguage("/about/", "en")).toBe("/en/about/");
    expect(withPathLanguage("//x", "en")).toBe("/en/x");
  });

  it("localizePath prefixes only when there is a prefix", () => {
    expect(localizePath("/about", "")).toBe("/about");
    expect(localizePath("/about", "/en")).toBe("/en/about");
    expect(localizePath("/", "/en")).toBe("/en/");
  });

  it("languageSwitchHref keeps the page and other query parameters", () => {
    expect(languageSwitchHref({ pathname: "/de/", search: "?page=2&lng=de" }, "en")).toBe("/de/?page=2&lng=en");
    expect(languageSwitchHref({ pathname: "/", search: "" }, "de")).toBe("/?lng=de");
  });
});
