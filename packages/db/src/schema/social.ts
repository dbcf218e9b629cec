import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

// Favourites, profile visits, blocks and the per-user settings that have no column elsewhere (issue 6).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userRef = (name: string) =>
  bigint(name, { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** user_id favourited target_id (spec 000 §2 favorite; favorite_visitor = who favourited me). */
export const favorites = pgTable(
  "favorites",
  {
    userId: userRef("user_id"),
    targetId: userRef("target_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId], name: "favorites_pkey" }),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
    index("favorites_target_created_idx").on(t.targetId, t.createdAt),
    check("favorites_not_self_ck", sql`${t.userId} <> ${t.targetId}`),
  ],
);

/**
 * Visits of a profile: one row per visitor and visited profile, upserted on every visit (last visit and a
 * count). Not written while the visitor browses invisibly.
 */
export const profileVisits = pgTable(
  "profile_visits",
  {
    visitedId: userRef("visited_id"),
    visitorId: userRef("visitor_id"),
    firstVisitedAt: timestamptz("first_visited_at").notNull().defaultNow(),
    lastVisitedAt: timestamptz("last_visited_at").notNull().defaultNow(),
    visitsCount: integer("visits_count").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.visitedId, t.visitorId], name: "profile_visits_pkey" }),
    index("profile_visits_visited_last_idx").on(t.visitedId, t.lastVisitedAt),
    index("profile_visits_visitor_idx").on(t.visitorId),
    check("profile_visits_not_self_ck", sql`${t.visitedId} <> ${t.visitorId}`),
  ],
);

/** blocker_id blocked blocked_id; a block works both ways (neither sees nor messages the other). */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: userRef("blocker_id"),
    blockedId: userRef("blocked_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId], name: "blocks_pkey" }),
    index("blocks_blocked_idx").on(t.blockedId),
    check("blocks_not_self_ck", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * Settings of the settings area (spec 000 §2 user/{key}) that have no column in users or profiles; one row per
 * user, created on the first change (absent = the defaults of the api-client settings contract).
 */
export const userSettings = pgTable(
  "user_settings",
  {
    userId: userRef("user_id").primaryKey(),
    phone: text("phone"),
    showPhone: boolean("show_phone").notNull().default(false),
    breastType: text("breast_type"),
    genderIdentity: text("gender_identity"),
    /** escort service preferences (spec 001 §3) */
    escortGenderPreference: smallint("escort_gender_preference").array().notNull().default(sql`'{}'::smallint[]`),
    preferredAgeMin: smallint("preferred_age_min"),
    preferredAgeMax: smallint("preferred_age_max"),
    meetingRadius: smallint("meeting_radius"),
    travelWithinCountry: boolean("travel_within_country").notNull().default(false),
    taboos: text("taboos"),
    /** who may write first: { genders, user_types, age_range, members_only, verified_only } */
    firstContact: jsonb("first_contact"),
    notifications: jsonb("notifications"),
    forumNotifications: jsonb("forum_notifications"),
    acceptGifts: boolean("accept_gifts").notNull().default(true),
    showDateReviews: boolean("show_date_reviews").notNull().default(true),
    /** page views of the user's browsers are linked to the account (data privacy) */
    allowTracking: boolean("allow_tracking").notNull().default(true),
    pausedAt: timestamptz("paused_at"),
    ageCheckSubmittedAt: timestamptz("age_check_submitted_at"),
    ageCheckMediaId: bigint("age_check_media_id", { mode: "number" }),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("user_settings_taboos_len_ck", sql`char_length(${t.taboos}) <= 250`),
    check("user_settings_age_range_ck", sql`${t.preferredAgeMin} between 18 and 99 and ${t.preferredAgeMax} between 18 and 99`),
  ],
);

export type TFavoriteRow = typeof favorites.$inferSelect;
export type TProfileVisitRow = typeof profileVisits.$inferSelect;
export type TBlockRow = typeof blocks.$inferSelect;
export type TUserSettingsRow = typeof userSettings.$inferSelect;
