import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  time,
  timestamp,
} from "drizzle-orm/pg-core";
import { cities } from "./cities.js";
import { mediaFiles } from "./accounts.js";
import { earth } from "./custom-types.js";
import { users } from "./users.js";

const userRef = (name = "user_id") =>
  bigint(name, { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** The public profile of a user: one row per user, written at registration. */
export const profiles = pgTable(
  "profiles",
  {
    userId: userRef().primaryKey(),
    displayName: text("display_name").notNull(),
    status: text("status"),
    description: text("description"),
    profession: text("profession"),
    cityId: integer("city_id").references(() => cities.id),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    country: char("country", { length: 2 }),
    height: smallint("height"),
    weight: smallint("weight"),
    cupSize: text("cup_size"),
    penisLength: smallint("penis_length"),
    penisDiameter: smallint("penis_diameter"),
    nationality: char("nationality", { length: 2 }),
    /** spoken languages, upper-case ISO 639-1 like POPULAR_LANGUAGES ("DE", "EN") */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    replyTimeSeconds: integer("reply_time_seconds"),
    rating: real("rating"),
    reviewsCount: integer("reviews_count").notNull().default(0),
    /** higher = better; the order of the top_ranking sort */
    rankScore: integer("rank_score").notNull().default(0),
    isHot: boolean("is_hot").notNull().default(false),
    onTour: boolean("on_tour").notNull().default(false),
    /** the city of the tour running now (migration 0037; null: none, or a demo tour in the home city) */
    tourCityId: integer("tour_city_id").references(() => cities.id),
    hasFsk18Photos: boolean("has_fsk18_photos").notNull().default(false),
    /** smoker (spec 001 §3 filter "piercing/tattoo/smoker"); null = not stated */
    isSmoker: boolean("is_smoker"),
    /** the api draws the avatar (initials and shapes) from this seed; no image is stored */
    avatarSeed: integer("avatar_seed").notNull().default(0),
    /** the uploaded profile photo (registration step photo); null → the generated avatar */
    avatarMediaId: bigint("avatar_media_id", { mode: "number" }).references(() => mediaFiles.id, { onDelete: "set null" }),
    /** the last rise up (migration 0014) */
    risenAt: timestamp("risen_at", { withTimezone: true, mode: "date" }),
    /** the rise_ups row of the last rise up (its id orders rise ups within a position level) */
    riseUpId: bigint("rise_up_id", { mode: "number" }),
    /** the rank a running rise up gives in top_ranking (rise_up_rank_at); 0 = the own rank_score */
    riseUpRank: integer("rise_up_rank").notNull().default(0),
    /** the website address of a business or escort (migration 0046); shown publicly only when approved */
    website: text("website"),
    /** spec 001 §4 WEBSITE_STATUS: default 0, pending 1, approved 2, rejected 3 */
    websiteStatus: smallint("website_status").notNull().default(0),
    websiteSubmittedAt: timestamp("website_submitted_at", { withTimezone: true, mode: "date" }),
    websiteReviewedAt: timestamp("website_reviewed_at", { withTimezone: true, mode: "date" }),
    websiteReviewedBy: bigint("website_reviewed_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    websiteRejectionReason: text("website_rejection_reason"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** STACK-NOTES "Measured floors": stored so radius search need not compute ll_to_earth per row */
    earthPt: earth("earth_pt").generatedAlwaysAs(sql`ll_to_earth(lat, lon)`),
  },
  (t) => [
    index("profiles_earth_pt_gist").using("gist", t.earthPt),
    index("profiles_city_id_idx").on(t.cityId),
    index("profiles_country_idx").on(t.country),
    // spec 001 §5
    check("profiles_height_ck", sql`${t.height} between 145 and 230`),
    check("profiles_weight_ck", sql`${t.weight} between 40 and 200`),
    check("profiles_penis_length_ck", sql`${t.penisLength} between 5 and 40`),
    check("profiles_penis_diameter_ck", sql`${t.penisDiameter} between 1 and 15`),
    check("profiles_status_len_ck", sql`char_length(${t.status}) <= 250`),
    check("profiles_description_len_ck", sql`char_length(${t.description}) <= 2500`),
    check("profiles_profession_len_ck", sql`char_length(${t.profession}) <= 70`),
    check("profiles_website_len_ck", sql`char_length(${t.website}) <= 200`),
    check("profiles_lat_ck", sql`${t.lat} between -90 and 90`),
    check("profiles_lon_ck", sql`${t.lon} between -180 and 180`),
    check("profiles_rating_ck", sql`${t.rating} between 0 and 5`),
  ],
);

/** Trait values of a profile (category and value ids from TRAIT_CATEGORY / TRAIT_VALUES). */
export const profileTraits = pgTable(
  "profile_traits",
  {
    userId: userRef(),
    categoryId: smallint("category_id").notNull(),
    valueId: smallint("value_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId, t.valueId], name: "profile_traits_pkey" }),
    index("profile_traits_value_idx").on(t.categoryId, t.valueId),
  ],
);

/** A price per duration (spec 000 §3: price entries are price + duration in minutes). */
export const profilePrices = pgTable(
  "profile_prices",
  {
    userId: userRef(),
    durationMinutes: smallint("duration_minutes").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.durationMinutes], name: "profile_prices_pkey" }),
    // spec 001 §9 durations, spec 001 §5 price 1–100000
    check("profile_prices_duration_ck", sql`${t.durationMinutes} in (15, 30, 60, 120, 180, 240, 480, 720, 1440)`),
    check("profile_prices_price_ck", sql`${t.price} between 1 and 100000`),
  ],
);

/** Working-hour slots: day, timeFrom, timeTo, isOverDay (spec 000 §3); day 1 = Monday … 7 = Sunday. */
export const workingHours = pgTable(
  "working_hours",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: userRef(),
    day: smallint("day").notNull(),
    timeFrom: time("time_from").notNull(),
    timeTo: time("time_to").notNull(),
    /** the slot ends on the next day (timeTo is after midnight) */
    isOverDay: boolean("is_over_day").notNull().default(false),
  },
  (t) => [index("working_hours_user_id_idx").on(t.userId), check("working_hours_day_ck", sql`${t.day} between 1 and 7`)],
);

export type TProfileRow = typeof profiles.$inferSelect;
export type TProfileTraitRow = typeof profileTraits.$inferSelect;
export type TProfilePriceRow = typeof profilePrices.$inferSelect;
export type TWorkingHoursRow = typeof workingHours.$inferSelect;
