import { describe, expect, it } from "vitest";
import { CITIES, COUNTRY_SLUGS, SAME_SLUG_REGION_CITIES, SEO_GUIDE_CITIES, SLASH_CITY_SLUGS, citiesOfCountry, findCityBySlug, type TCityCountry } from "./index.js";
import { ZCity } from "../schemas/geo.js";

// Generous national bounding boxes (lat/lon min–max) to catch swapped or mistyped coordinates.
const BOUNDS: Record<TCityCountry, { lat: [number, number]; lon: [number, number] }> = {
  DE: { lat: [47.27, 55.06], lon: [5.86, 15.05] },
  AT: { lat: [46.37, 49.02], lon: [9.53, 17.17] },
  CH: { lat: [45.81, 47.81], lon: [5.95, 10.5] },
  NL: { lat: [50.75, 53.56], lon: [3.35, 7.23] },
};

describe("city catalogue", () => {
  it("has every city well-formed", () => {
    for (const city of CITIES) expect(ZCity.parse(city)).toEqual(city);
  });

  it("has unique, lowercase slugs", () => {
    const slugs = CITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toBe(slug.toLowerCase());
    for (const slug of slugs) expect(slug).toMatch(/^[a-zäöüß]+(?:[-/][a-zäöüß]+)*$/);
  });

  it("lists about 75 German cities on the seo_guide list, all in Germany, largest first", () => {
    expect(SEO_GUIDE_CITIES.length).toBeGreaterThanOrEqual(72);
    expect(SEO_GUIDE_CITIES.length).toBeLessThanOrEqual(80);
    expect(SEO_GUIDE_CITIES.every((c) => c.country === "DE")).toBe(true);
    expect(SEO_GUIDE_CITIES[0]?.slug).toBe("berlin");
  });

  it("has the main cities of each run country", () => {
    expect(citiesOfCountry("AT").map((c) => c.slug).sort()).toEqual(
      ["dornbirn", "graz", "innsbruck", "klagenfurt", "linz", "salzburg", "st-poelten", "villach", "wels", "wien"],
    );
    expect(citiesOfCountry("CH").map((c) => c.slug).sort()).toEqual(
      ["basel", "bern", "biel", "genf", "lausanne", "lugano", "luzern", "st-gallen", "winterthur", "zürich"],
    );
    expect(citiesOfCountry("NL").map((c) => c.slug).sort()).toEqual(
      ["almere", "amsterdam", "breda", "den-haag", "eindhoven", "groningen", "nijmegen", "rotterdam", "tilburg", "utrecht"],
    );
  });

  it("places every city inside its country's bounding box", () => {
    for (const city of CITIES) {
      const box = BOUNDS[city.country];
      expect(city.lat, city.slug).toBeGreaterThanOrEqual(box.lat[0]);
      expect(city.lat, city.slug).toBeLessThanOrEqual(box.lat[1]);
      expect(city.lon, city.slug).toBeGreaterThanOrEqual(box.lon[0]);
      expect(city.lon, city.slug).toBeLessThanOrEqual(box.lon[1]);
      expect(Math.round(city.lat * 1e4) / 1e4).toBe(city.lat);
      expect(Math.round(city.lon * 1e4) / 1e4).toBe(city.lon);
    }
  });

  it("has exactly the same-slug region cities of spec 000 §2", () => {
    expect([...SAME_SLUG_REGION_CITIES].sort()).toEqual(
      ["basel", "berlin", "bern", "bremen", "genf", "hamburg", "luzern", "salzburg", "wien", "zürich"],
    );
    const sameSlug = CITIES.filter((c) => c.regionSlug === c.slug).map((c) => c.slug).sort();
    expect(sameSlug).toEqual([...SAME_SLUG_REGION_CITIES].sort());
  });

  it("has the nine slash cities of spec 000 §2", () => {
    expect([...SLASH_CITY_SLUGS].sort()).toEqual(
      [
        "brandenburg/havel",
        "frankfurt/oder",
        "fürstenwalde/spree",
        "halle/saale",
        "landsberg/lech",
        "neustadt/weinstraße",
        "rotenburg/wümme",
        "schwedt/oder",
        "weiden/oberpfalz",
      ],
    );
  });

  it("maps the four country slugs", () => {
    expect(COUNTRY_SLUGS).toEqual({ germany: "DE", austria: "AT", netherlands: "NL", switzerland: "CH" });
    for (const code of Object.values(COUNTRY_SLUGS)) expect(citiesOfCountry(code).length).toBeGreaterThan(0);
  });

  it("finds cities by slug, case-insensitively", () => {
    expect(findCityBySlug("zürich")?.country).toBe("CH");
    expect(findCityBySlug("Berlin")?.lat).toBe(52.52);
    expect(findCityBySlug("fürstenwalde/spree")?.regionSlug).toBe("brandenburg");
    expect(findCityBySlug("atlantis")).toBeUndefined();
  });
});
