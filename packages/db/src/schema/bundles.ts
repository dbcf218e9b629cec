import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { galleryItems } from "./gallery.js";
import { users } from "./users.js";

// Media bundles (issue 11, spec 001 §2 bundle manager, §3 bundle status): a priced set of the owner's gallery
// media, reviewed before it goes on sale, bought with dollars. Written by hand in migration 0013_bundles.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const bundles = pgTable(
  "bundles",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** whole dollars, 1–500 */
    price: integer("price").notNull(),
    coverMediaId: bigint("cover_media_id", { mode: "number" }),
    /** the owner marked it 18+ (it is 18+ too whenever one of its media is fsk18) */
    markedFsk18: boolean("marked_fsk18").notNull().default(false),
    /** draft, pending, accepted, rejected (spec 001 §3) */
    status: text("status").notNull().default("draft"),
    rejectReason: text("reject_reason"),
    submittedAt: timestamptz("submitted_at"),
    reviewedAt: timestamptz("reviewed_at"),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /** set instead of deleting a bundle that was bought: its buyers keep its media */
    deletedAt: timestamptz("deleted_at"),
  },
  (t) => [
    index("bundles_user_idx").on(t.userId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index("bundles_pending_idx").on(t.submittedAt).where(sql`${t.status} = 'pending' and ${t.deletedAt} is null`),
    check("bundles_status_ck", sql`${t.status} in ('draft', 'pending', 'accepted', 'rejected')`),
    check("bundles_price_ck", sql`${t.price} between 1 and 500`),
    check("bundles_title_ck", sql`char_length(${t.title}) between 1 and 70`),
  ],
);

export const bundleMedia = pgTable(
  "bundle_media",
  {
    bundleId: bigint("bundle_id", { mode: "number" })
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    mediaId: bigint("media_id", { mode: "number" })
      .notNull()
      .references(() => galleryItems.mediaId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.mediaId], name: "bundle_media_pkey" }), index("bundle_media_media_idx").on(t.mediaId)],
);

/** One purchase per buyer and bundle, written in the transaction of its ledger booking. */
export const bundlePurchases = pgTable(
  "bundle_purchases",
  {
    bundleId: bigint("bundle_id", { mode: "number" })
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    buyerId: bigint("buyer_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }).notNull(),
    purchasedAt: timestamptz("purchased_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.buyerId], name: "bundle_purchases_pkey" }),
    index("bundle_purchases_buyer_idx").on(t.buyerId),
    check("bundle_purchases_price_ck", sql`${t.price} > 0`),
  ],
);

export type TBundleRow = typeof bundles.$inferSelect;
export type TBundlePurchaseRow = typeof bundlePurchases.$inferSelect;
