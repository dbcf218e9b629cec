import { CITIES, LANDING_PAGE } from "@samtrot/constants-catalogue";
import { describe, expect, it } from "vitest";
import { landingCities, landingCityPages, landingPageParam } from "./landing-cities";
import { cityLocation, countryLocation, regionLocation } from "./seo-paths";

describe("landingCities (spec 000 §9: up to 10 cities, 5 per page)", () => {
  it("the limits", () => {
    expect(LANDING_PAGE).toEqual({ pageSize: 12, maxCities: 10, citiesPerPage: 5, maxPage: 6 });
  });

  it("the largest cities of the run countries, of a country, of a region", () => {
    expect(landingCities({ level: "all" }).map((c) => c.slug).slice(0, 3)).toEqual(["berlin", "wien", "hamburg"]);
    const austria = landingCities(countryLocation("AT"));
    expect(austria).toHaveLength(10);
    expect(austria.every((city) => city.country === "AT")).toBe(true);
    expect(landingCities(regionLocation("DE", "sachsen")!).map((c) => c.slug)).toEqual(["leipzig", "dresden", "chemnitz"]);
  });

  it("on a city page: the nearest other cities of the country", () => {
    const potsdam = CITIES.find((c) => c.slug === "potsdam")!;
    const near = landingCities(cityLocation(potsdam));
    expect(near[0]!.slug).toBe("berlin");
    expect(near.map((c) => c.slug)).not.toContain("potsdam");
    expect(near).toHaveLength(10);
  });

  it("pages of five", () => {
    const pages = landingCityPages(landingCities({ level: "all" }));
    expect(pages.map((page) => page.length)).toEqual([5, 5]);
    expect(landingCityPages(landingCities(regionLocation("DE", "sachsen")!)).map((p) => p.length)).toEqual([3]);
  });
});

describe("landingPageParam (at most page 6)", () => {
  it.each([
    [null, { kind: "page", page: 1 }],
    ["2", { kind: "page", page: 2 }],
    ["6", { kind: "page", page: 6 }],
    ["7", { kind: "not_found" }],
    ["1", { kind: "redirect" }],
    ["0", { kind: "redirect" }],
    ["x", { kind: "redirect" }],
    ["02", { kind: "redirect" }],
  ])("page=%s", (raw, expected) => {
    expect(landingPageParam(raw)).toEqual(expected);
  });
});
