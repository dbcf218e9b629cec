import { CITIES, LANDING_PAGE, type TCity } from "@samtrot/constants-catalogue";
import type { TSeoLocation } from "./seo-paths";

function distanceKm(a: TCity, b: TCity): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const byPopulation = (a: TCity, b: TCity) => b.population - a.population;

/**
 * The cities an index page links to (spec 000 §9: up to 10 cities shown): the largest of the run countries, of
 * the country or of the region; on a city page the nearest other cities of its country.
 */
export function landingCities(location: TSeoLocation): TCity[] {
  let cities: TCity[];
  switch (location.level) {
    case "all":
      cities = [...CITIES].sort(byPopulation);
      break;
    case "country":
      cities = CITIES.filter((city) => city.country === location.country).sort(byPopulation);
      break;
    case "region":
      cities = [...location.cities].sort(byPopulation);
      break;
    case "city":
      cities = CITIES.filter((city) => city.country === location.country && city.slug !== location.city.slug).sort(
        (a, b) => distanceKm(location.city, a) - distanceKm(location.city, b),
      );
      break;
  }
  return cities.slice(0, LANDING_PAGE.maxCities);
}

/** The city links in pages of 5 (spec 000 §9: 5 per page): the first shown, the rest behind "more cities". */
export function landingCityPages(cities: readonly TCity[]): TCity[][] {
  const pages: TCity[][] = [];
  for (let start = 0; start < cities.length; start += LANDING_PAGE.citiesPerPage) {
    pages.push(cities.slice(start, start + LANDING_PAGE.citiesPerPage));
  }
  return pages;
}

/**
 * The result page of an index page from its `page` parameter (spec 000 §9: at most page 6): page 1 has no
 * parameter (so `page=1` and malformed values redirect to the plain path), above the maximum is not found.
 */
export function landingPageParam(raw: string | null): { kind: "page"; page: number } | { kind: "redirect" } | { kind: "not_found" } {
  if (raw === null) return { kind: "page", page: 1 };
  if (!/^[1-9]\d{0,5}$/.test(raw) || raw === "1") return { kind: "redirect" };
  const page = Number(raw);
  return page > LANDING_PAGE.maxPage ? { kind: "not_found" } : { kind: "page", page };
}
