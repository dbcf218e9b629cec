import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * SEO landing pages (spec 000 §3 "Landing page": short_url and urlDetail entries of name, value and active):
 * lp/{short_url} runs the search its url_detail describes. Each entry's name is a search URL parameter.
 */
export const landingPages = pgTable(
  "landing_pages",
  {
    id: serial("id").primaryKey(),
    /** the lp/{shortUrl} segment: lower-case letters, digits and single dashes */
    shortUrl: text("short_url").notNull().unique("landing_pages_short_url_key"),
    /** [{ name, value, active }] as the endpoint answers it */
    urlDetail: jsonb("url_detail").notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("landing_pages_short_url_ck", sql`${t.shortUrl} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.shortUrl}) <= 100`),
    check("landing_pages_url_detail_ck", sql`jsonb_typeof(${t.urlDetail}) = 'array'`),
  ],
);

export type TLandingPageRow = typeof landingPages.$inferSelect;
