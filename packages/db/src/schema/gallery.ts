import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { mediaFiles } from "./accounts.js";
import { users } from "./users.js";

// The media gallery (issue 6): visibility, review status and unlocks of uploaded media, and the watermark
// settings. The bytes and their metadata stay in media_files and the media storage.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userRef = (name: string) =>
  bigint(name, { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** A medium in its owner's gallery (spec 001 §3 visibility 1–5, §4 review status 0, 1, 2, 3, 6). */
export const galleryItems = pgTable(
  "gallery_items",
  {
    mediaId: bigint("media_id", { mode: "number" })
      .primaryKey()
      .references(() => mediaFiles.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    /** image, video, record (gallery panels, spec 001 §2) */
    kind: text("kind").notNull().default("image"),
    /** public 1, logged_in 2, plus_member 3, fsk18 4, private 5 */
    visibility: smallint("visibility").notNull().default(1),
    /** pending 0, accepted 1, rejected 2, encoding 3, holding 6 */
    reviewStatus: smallint("review_status").notNull().default(0),
    reviewedAt: timestamptz("reviewed_at"),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** whole dollars a viewer pays to unlock this private medium (1–100); null: not for sale (migration 0013) */
    unlockPrice: integer("unlock_price"),
  },
  (t) => [
    index("gallery_items_user_created_idx").on(t.userId, t.createdAt),
    index("gallery_items_pending_idx").on(t.createdAt).where(sql`${t.reviewStatus} = 0`),
    check("gallery_items_kind_ck", sql`${t.kind} in ('image', 'video', 'record')`),
    check("gallery_items_visibility_ck", sql`${t.visibility} between 1 and 5`),
    check("gallery_items_review_status_ck", sql`${t.reviewStatus} in (0, 1, 2, 3, 6)`),
    check("gallery_items_unlock_price_ck", sql`${t.unlockPrice} is null or ${t.unlockPrice} between 1 and 100`),
  ],
);

/** A private medium unlocked for one viewer (by its owner; with dollars once the money issue lands). */
export const mediaUnlocks = pgTable(
  "media_unlocks",
  {
    mediaId: bigint("media_id", { mode: "number" })
      .notNull()
      .references(() => galleryItems.mediaId, { onDelete: "cascade" }),
    viewerId: userRef("viewer_id"),
    grantedAt: timestamptz("granted_at").notNull().defaultNow(),
    /** what the viewer paid (whole dollars) when the unlock was bought; null for the owner's own grants */
    price: integer("price"),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.viewerId], name: "media_unlocks_pkey" }), index("media_unlocks_viewer_idx").on(t.viewerId)],
);

/** The owner's watermark (spec 001 §3 colour, corner, opacity 35–100) and the day's watermark checks (at most 5, §5). */
export const watermarkSettings = pgTable(
  "watermark_settings",
  {
    userId: userRef("user_id").primaryKey(),
    enabled: boolean("enabled").notNull().default(false),
    colour: text("colour").notNull().default("#ffffff"),
    position: text("position").notNull().default("bottom_right"),
    opacity: smallint("opacity").notNull().default(100),
    /** visibility given to new uploads */
    defaultVisibility: smallint("default_visibility").notNull().default(1),
    checksDay: date("checks_day", { mode: "string" }),
    checksUsed: smallint("checks_used").notNull().default(0),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("watermark_settings_opacity_ck", sql`${t.opacity} between 35 and 100`),
    check("watermark_settings_position_ck", sql`${t.position} in ('top_left', 'top_right', 'bottom_left', 'bottom_right')`),
    check("watermark_settings_default_visibility_ck", sql`${t.defaultVisibility} between 1 and 5`),
  ],
);

export type TGalleryItemRow = typeof galleryItems.$inferSelect;
export type TMediaUnlockRow = typeof mediaUnlocks.$inferSelect;
export type TWatermarkSettingsRow = typeof watermarkSettings.$inferSelect;
