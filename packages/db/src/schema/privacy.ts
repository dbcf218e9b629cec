import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

// Data privacy (issue 6): the export archive of everything stored about a user (spec 001 §4 init → processing →
// ready) and the visitor ids (tracking) linked to an account, so their events can be exported too.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userRef = (name: string) =>
  bigint(name, { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const dataExports = pgTable(
  "data_exports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: userRef("user_id"),
    status: text("status").notNull().default("init"),
    requestedAt: timestamptz("requested_at").notNull().defaultNow(),
    startedAt: timestamptz("started_at"),
    readyAt: timestamptz("ready_at"),
    expiresAt: timestamptz("expires_at"),
    /** the archive in the media storage once ready */
    storageKey: text("storage_key"),
    size: integer("size"),
  },
  (t) => [
    index("data_exports_user_requested_idx").on(t.userId, t.requestedAt),
    check("data_exports_status_ck", sql`${t.status} in ('init', 'processing', 'ready')`),
  ],
);

/** A visitor id (tracking vid cookie, x-visitor-id) seen on a signed-in user's requests. */
export const userVisitorIds = pgTable(
  "user_visitor_ids",
  {
    userId: userRef("user_id"),
    visitorId: text("visitor_id").notNull(),
    firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.visitorId], name: "user_visitor_ids_pkey" }), index("user_visitor_ids_visitor_idx").on(t.visitorId)],
);

/**
 * Explicit consents to special-category data (GDPR Art. 7, 9; decision 045), one row per grant or withdrawal and
 * never updated: the newest row of a user's purpose is their answer. text_version names the consent text shown.
 */
export const userConsents = pgTable(
  "user_consents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: userRef("user_id"),
    /** CONSENT_PURPOSES of the catalogue */
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    textVersion: text("text_version").notNull(),
    /** registration, settings, backfill (migration 0045), seed (demo accounts) */
    source: text("source").notNull(),
    recordedAt: timestamptz("recorded_at").notNull().defaultNow(),
  },
  (t) => [
    index("user_consents_user_purpose_idx").on(t.userId, t.purpose, t.recordedAt.desc(), t.id.desc()),
    check("user_consents_purpose_ck", sql`${t.purpose} in ('sexuality', 'services')`),
    check("user_consents_source_ck", sql`${t.source} in ('registration', 'settings', 'backfill', 'seed')`),
  ],
);

export type TUserConsentRow = typeof userConsents.$inferSelect;
export type TDataExportRow = typeof dataExports.$inferSelect;
export type TUserVisitorIdRow = typeof userVisitorIds.$inferSelect;
