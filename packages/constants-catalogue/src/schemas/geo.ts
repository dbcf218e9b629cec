// The zod schemas of geo/index (moved here so browser pages that only need its constants do not load zod).
import { z } from "zod";

export const ZCityCountry = z.enum(["DE", "AT", "CH", "NL"]);

export const ZCity = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  regionSlug: z.string().min(1),
  country: ZCityCountry,
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  population: z.number().int().positive(),
  seoGuide: z.boolean(),
});
