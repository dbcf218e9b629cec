import { BUSINESS_TYPE_IDS, type TBusinessTypeId } from "@samtrot/constants-catalogue";

/**
 * The {activeCategory} segment of the business search path (spec 000 §2 "a business search path with optional
 * {activeCategory}"): one category per business type. The slugs are our decision (the spec does not show
 * them); German like the path they follow (`/agenturen-clubs/saunaclubs`).
 */
export const BUSINESS_CATEGORY_SLUGS: Readonly<Record<TBusinessTypeId, string>> = {
  "1": "escort-agenturen",
  "2": "model-agenturen",
  "3": "clubs",
  "3.1": "saunaclubs",
  "4": "bordelle",
  "12": "massagestudios",
};

/** The business type of an {activeCategory} slug, or undefined when the segment is no category. */
export function businessTypeOfCategory(slug: string): TBusinessTypeId | undefined {
  const normalized = slug.trim().toLowerCase();
  return BUSINESS_TYPE_IDS.find((id) => BUSINESS_CATEGORY_SLUGS[id] === normalized);
}

/**
 * The presets of a business search's {activeCategory} segment, written like a query string: a category slug
 * becomes its `business_type` filter; any other segment is read as presets the way {popFilters} is.
 */
export function businessCategoryPresets(activeCategory: string): string {
  const type = businessTypeOfCategory(activeCategory);
  return type === undefined ? activeCategory : `business_type=${type}`;
}
