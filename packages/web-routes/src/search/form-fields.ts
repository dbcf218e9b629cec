import { suggestCities } from "./city-suggestions";

/** The location picker's text field: a form without JavaScript sends the typed place under this name. */
export const PLACE_FIELD = "place";

/**
 * Range filters a form without JavaScript sends as two number fields (`age_min`, `age_max`, …): the loader
 * folds them into the search URL's `from-to` notation (search-query-builder README, "The URL") before the
 * search rules read it. With JavaScript the panel builds the URL itself and never sends these fields.
 */
export const RANGE_FORM_FIELDS = {
  age: "age",
  weight: "weight",
  height: "height",
  // the customised price range (price bands travel as `price` checkboxes)
  price: "price_range",
} as const;

export type TRangeFormField = keyof typeof RANGE_FORM_FIELDS;

export function rangeFieldNames(field: TRangeFormField): { min: string; max: string } {
  return { min: `${field}_min`, max: `${field}_max` };
}

/**
 * Folds the fields of a panel sent without JavaScript into the search URL: the typed place (see PLACE_FIELD), and
 * `<f>_min` / `<f>_max` replaced by the URL parameter of that range (`age=20-30`, `price_range=100-*`), a
 * customised range replacing any band of the same filter, as the panel's "set customised range" does.
 * Blank fields are dropped. `changed` says whether there was anything to fold.
 */
export function foldFormFields(searchParams: URLSearchParams): { params: URLSearchParams; changed: boolean } {
  const params = new URLSearchParams(searchParams);
  let changed = false;
  if (params.has(PLACE_FIELD)) {
    // A typed place becomes the best matching catalogue city, searched around (radius mode).
    changed = true;
    const city = suggestCities(params.get(PLACE_FIELD) ?? "", 1)[0];
    params.delete(PLACE_FIELD);
    if (city) {
      params.delete("lat");
      params.delete("lon");
      params.set("mode", "radius");
      params.set("city", city.slug);
    }
  }
  for (const field of Object.keys(RANGE_FORM_FIELDS) as TRangeFormField[]) {
    const names = rangeFieldNames(field);
    if (!params.has(names.min) && !params.has(names.max)) continue;
    changed = true;
    const min = (params.get(names.min) ?? "").trim();
    const max = (params.get(names.max) ?? "").trim();
    params.delete(names.min);
    params.delete(names.max);
    if (min === "" && max === "") continue;
    const target = RANGE_FORM_FIELDS[field];
    params.delete(target);
    params.set(target, `${min === "" ? "0" : min}-${max === "" ? "*" : max}`);
  }
  return { params, changed };
}

/** The id of the side panel: where the phone's Filter button leads without JavaScript. */
export const SIDE_PANEL_ID = "search-filters";
