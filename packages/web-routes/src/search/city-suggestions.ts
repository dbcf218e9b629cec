import { CITIES, type TCity } from "@samtrot/constants-catalogue";

/** Lower case without accents, ß as ss: "Zürich" and "zurich", "Gießen" and "giessen" meet. */
export function foldCityText(text: string): string {
  return text
    .toLocaleLowerCase("de")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const INDEX = CITIES.map((city) => ({ city, name: foldCityText(city.name), slug: foldCityText(city.slug) }));

/**
 * Cities of the catalogue for the location picker's text: names (or slugs) starting with the text first, then
 * names containing it; larger cities first within each group. An empty text suggests nothing.
 */
export function suggestCities(text: string, limit = 8): TCity[] {
  const query = foldCityText(text);
  if (query === "") return [];
  const starts: TCity[] = [];
  const contains: TCity[] = [];
  for (const entry of INDEX) {
    const words = `${entry.name} ${entry.slug}`;
    if (entry.name.startsWith(query) || entry.slug.startsWith(query) || words.split(" ").some((w) => w.startsWith(query))) {
      starts.push(entry.city);
    } else if (words.includes(query)) {
      contains.push(entry.city);
    }
  }
  const byPopulation = (a: TCity, b: TCity) => b.population - a.population;
  return [...starts.sort(byPopulation), ...contains.sort(byPopulation)].slice(0, limit);
}
