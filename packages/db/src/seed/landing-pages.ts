import type { Database } from "../database.js";

/** One urlDetail entry of a landing page (spec 000 §3): a search URL parameter, its value, and whether it applies. */
export type TDemoUrlDetail = { name: string; value: string | number | (string | number)[]; active: 0 | 1 };

/**
 * Demo SEO landing pages (lp/{short_url}). Names are search URL parameters (search-query-builder README);
 * an inactive entry is kept but not applied.
 */
export const DEMO_LANDING_PAGES: readonly { shortUrl: string; urlDetail: readonly TDemoUrlDetail[] }[] = [
  {
    shortUrl: "berlin-blonde-escorts",
    urlDetail: [
      { name: "city", value: "berlin", active: 1 },
      { name: "radius", value: 20, active: 1 },
      { name: "gender", value: 2, active: 1 },
      { name: "hair_color", value: [15], active: 1 },
      { name: "age", value: "18-25", active: 0 },
    ],
  },
  {
    shortUrl: "hamburg-trans-escorts",
    urlDetail: [
      { name: "city", value: "hamburg", active: 1 },
      { name: "radius", value: 50, active: 1 },
      { name: "gender", value: 3, active: 1 },
    ],
  },
  {
    shortUrl: "muenchen-english-escorts",
    urlDetail: [
      { name: "city", value: "münchen", active: 1 },
      { name: "radius", value: 50, active: 1 },
      { name: "languages", value: ["EN"], active: 1 },
    ],
  },
  {
    shortUrl: "oesterreich-verifiziert",
    urlDetail: [
      { name: "mode", value: "country", active: 1 },
      { name: "country", value: ["AT"], active: 1 },
      { name: "only_show_type", value: ["is_verified"], active: 1 },
    ],
  },
];

/** Writes the demo landing pages (idempotent: an existing short URL keeps its row). Returns the rows written. */
export async function seedLandingPages(database: Pick<Database, "query">): Promise<number> {
  const rows = await database.query<{ id: number }>(
    `INSERT INTO landing_pages (short_url, url_detail)
     SELECT p.short_url, p.url_detail FROM jsonb_to_recordset($1::jsonb) AS p(short_url text, url_detail jsonb)
     ON CONFLICT (short_url) DO NOTHING
     RETURNING id`,
    [JSON.stringify(DEMO_LANDING_PAGES.map((page) => ({ short_url: page.shortUrl, url_detail: page.urlDetail })))],
  );
  return rows.length;
}
