import { z } from "zod";

/** One entry of a landing page's urlDetail list (spec 000 §3 "Landing page": name, value, active). */
export const ZLandingUrlDetail = z.object({
  name: z.string().min(1),
  value: z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
  active: z.union([z.boolean(), z.literal(0), z.literal(1)]),
});
export type TLandingUrlDetail = z.infer<typeof ZLandingUrlDetail>;

/**
 * The search parameters a landing page (lp/{shortUrl}) runs its search with: its active urlDetail
 * entries, each name a search URL parameter. Feed the result to parseSearchUrl, which checks every value.
 */
export function searchParamsFromLandingPage(urlDetail: readonly TLandingUrlDetail[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const entry of urlDetail) {
    if (entry.active === false || entry.active === 0) continue;
    params.append(entry.name, Array.isArray(entry.value) ? entry.value.join(",") : String(entry.value));
  }
  return params;
}
