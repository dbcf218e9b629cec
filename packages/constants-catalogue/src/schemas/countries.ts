// The zod schemas of countries (moved here so browser pages that only need its constants do not load zod).
import { POPULAR_LANGUAGES, POPULAR_ORIGINS, RUN_COUNTRIES, RUN_COUNTRY_SLUGS } from "../countries.js";
import { z } from "zod";
import { zKeyOf } from "../zod-helpers.js";

export const ZRunCountry = zKeyOf(RUN_COUNTRIES);

export const ZRunCountrySlug = z.enum(RUN_COUNTRY_SLUGS);

export const ZPopularLanguage = z.enum(POPULAR_LANGUAGES);

export const ZPopularOrigin = z.enum(POPULAR_ORIGINS);

/** Any spoken-language code (two letters, upper case) — the full list comes from the api. */
export const ZLanguageCode = z.string().regex(/^[A-Z]{2}$/);

/** Any country code (ISO 3166-1 alpha-2) — nationality, billing country. */
export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/);
