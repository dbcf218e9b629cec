import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sharedRoutes } from "../route-table.js";
import { SEARCH_VARIANTS, SEARCH_VARIANT_NAMES, searchBasePath, searchRouteOfPath } from "./search-variants";

const appDirectory = path.join(fileURLToPath(new URL("../../../../", import.meta.url)), "apps/main-brand/app");

describe("searchRouteOfPath", () => {
  it.each([
    ["/", "home", undefined],
    ["/en/", "home", undefined],
    ["/de", "home", undefined],
    ["/invitation-code/ABC123", "invitation_code", "ABC123"],
    ["/homepage", "homepage", undefined],
    ["/en/homepage/gender%3D2%26age%3D18-25", "homepage", "gender=2&age=18-25"],
    ["/homepage-pop/gender=2", "homepage_pop", "gender=2"],
    ["/homepage-landing", "homepage_landing", undefined],
    ["/promo/code", "promo_code", undefined],
    ["/escorts", "escort", undefined],
    ["/de/escorts/hair_color=15", "escort", "hair_color=15"],
    ["/clients", "client", undefined],
    ["/agenturen-clubs/sort=rating", "business", "sort=rating"],
    ["/nearby", "nearby", undefined],
    ["/nearby-pop", "nearby_pop", undefined],
    ["/lp/berlin-escort", "landing_page", "berlin-escort"],
  ])("%s is the %s search", (pathname, variant, param) => {
    expect(searchRouteOfPath(pathname)).toEqual({ variant, param });
  });

  it.each(["/login", "/escorts/a/b", "/lp", "/invitation-code", "/promo", "/promo/code/x", "/nearby/x", "/fr/escorts"])(
    "%s is no search page",
    (pathname) => {
      expect(searchRouteOfPath(pathname)).toBeUndefined();
    },
  );
});

describe("searchBasePath", () => {
  it("drops presets but keeps a parameter that names the page", () => {
    expect(searchBasePath({ variant: "home", param: undefined })).toBe("/");
    expect(searchBasePath({ variant: "homepage", param: "gender=2" })).toBe("/homepage");
    expect(searchBasePath({ variant: "business", param: "sort=rating" })).toBe("/agenturen-clubs");
    expect(searchBasePath({ variant: "landing_page", param: "berlin escort" })).toBe("/lp/berlin%20escort");
    expect(searchBasePath({ variant: "invitation_code", param: "X1" })).toBe("/invitation-code/X1");
  });
});

describe("the route table mounts every search variant at its path", () => {
  it.each([false, true])("localePrefix %s", (localePrefix) => {
    const routes = sharedRoutes({ localePrefix, appDirectory });
    const lang = localePrefix ? ":lang" : ":lang?";
    for (const variant of SEARCH_VARIANT_NAMES) {
      const definition = SEARCH_VARIANTS[variant];
      const param = definition.param ? `/:${definition.param.name}${definition.param.optional ? "?" : ""}` : "";
      const expected = definition.path === "/" ? lang : `${lang}${definition.path}${param}`;
      expect(routes.map((route) => route.path), variant).toContain(expected);
    }
    const init = routes.find((route) => route.id === "web-routes/search/search-init");
    expect(init?.path).toBe("node/search/search-init");
    expect(init?.file.endsWith("src/search/search-init.ts")).toBe(true);
  });

  it("routes the search paths to the search page module (and the home to its own)", () => {
    const routes = sharedRoutes({ localePrefix: false, appDirectory });
    const searchPages = routes.filter((route) => route.id.startsWith("web-routes/search/") && route.id !== "web-routes/search/search-init");
    expect(searchPages).toHaveLength(SEARCH_VARIANT_NAMES.length - 1);
    for (const route of searchPages) expect(route.file.endsWith("src/search/search-page.tsx"), route.id).toBe(true);
    for (const route of searchPages) {
      const example = route.path.replace(":lang?", "").replace(/\/:(\w+)\??/g, "/x");
      expect(searchRouteOfPath(example || "/"), route.path).toBeDefined();
    }
  });
});

describe("the SSR benchmark's bare page", () => {
  it("is mounted only in a build made with BENCH_ROUTES=1", () => {
    const before = process.env.BENCH_ROUTES;
    try {
      delete process.env.BENCH_ROUTES;
      expect(sharedRoutes({ localePrefix: false, appDirectory }).map((r) => r.id)).not.toContain("web-routes/search/bench-bare");
      process.env.BENCH_ROUTES = "1";
      const bare = sharedRoutes({ localePrefix: false, appDirectory }).find((r) => r.id === "web-routes/search/bench-bare");
      expect(bare?.path).toBe(":lang?/bench/bare");
      expect(bare?.file.endsWith("src/search/bench-bare.tsx")).toBe(true);
    } finally {
      if (before === undefined) delete process.env.BENCH_ROUTES;
      else process.env.BENCH_ROUTES = before;
    }
  });
});
