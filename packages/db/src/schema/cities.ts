import { boolean, char, doublePrecision, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** The city catalogue (@samtrot/constants-catalogue CITIES), synchronised by migrate(). */
export const cities = pgTable("cities", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique("cities_slug_key"),
  name: text("name").notNull(),
  regionSlug: text("region_slug").notNull(),
  country: char("country", { length: 2 }).notNull(),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  population: integer("population").notNull(),
  seoGuide: boolean("seo_guide").notNull().default(false),
});

export type TCityRow = typeof cities.$inferSelect;
