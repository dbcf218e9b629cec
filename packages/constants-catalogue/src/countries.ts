import type { z } from "zod";
import type { ZPopularLanguage, ZPopularOrigin, ZRunCountry, ZRunCountrySlug } from "./schemas/countries.js";

/**
 * Countries the product runs in, with their phone codes and SEO slugs. spec 000 §9, spec 001 §9;
 * slugs spec 000 §2. Order: Germany first (default country of forms, spec 001 §3).
 */
export const RUN_COUNTRIES = {
  DE: { phoneCode: 49, slug: "germany" },
  AT: { phoneCode: 43, slug: "austria" },
  CH: { phoneCode: 41, slug: "switzerland" },
  NL: { phoneCode: 31, slug: "netherlands" },
} as const;
export type TRunCountry = z.infer<typeof ZRunCountry>;
export const RUN_COUNTRY_CODES = ["DE", "AT", "CH", "NL"] as const satisfies readonly TRunCountry[];

/** Default country and VAT country of the membership form. spec 001 §3 */
export const DEFAULT_COUNTRY: TRunCountry = "DE";

/** The four country slugs of the SEO pages, spec order. spec 000 §2 */
export const RUN_COUNTRY_SLUGS = ["germany", "austria", "netherlands", "switzerland"] as const;
export type TRunCountrySlug = z.infer<typeof ZRunCountrySlug>;

/** Country code of a slug, e.g. "austria" → "AT". */
export function runCountryOfSlug(slug: string): TRunCountry | undefined {
  return RUN_COUNTRY_CODES.find((code) => RUN_COUNTRIES[code].slug === slug);
}

/** Popular spoken languages shown first (ISO 639-1, upper case as in the spec). spec 001 §9 */
export const POPULAR_LANGUAGES = ["DE", "EN", "ES", "RU", "IT", "FR", "PL", "TR", "PT", "HU"] as const;
export type TPopularLanguage = z.infer<typeof ZPopularLanguage>;

/** Popular origins (nationalities) shown first (ISO 3166-1 alpha-2). spec 001 §9 */
export const POPULAR_ORIGINS = ["DE", "AT", "CH", "NL"] as const;
export type TPopularOrigin = z.infer<typeof ZPopularOrigin>;
