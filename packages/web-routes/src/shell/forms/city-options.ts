import { CITIES } from "@samtrot/constants-catalogue";

const COUNTRY_ORDER = ["DE", "AT", "CH", "NL"] as const;

/** The catalogue's cities as select options: by run country, then by name (German collation), "Name (CC)". */
export function catalogueCityOptions(): { value: string; label: string }[] {
  return COUNTRY_ORDER.flatMap((country) =>
    CITIES.filter((city) => city.country === country)
      .slice()
      .sort((a, b) => a.name.localeCompare(b.name, "de"))
      .map((city) => ({ value: city.slug, label: `${city.name} (${country})` })),
  );
}
