import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./users.js";

// Tables of migration 0014_payouts_rise_up (hand-written SQL; these definitions mirror it for drizzle queries
// and the snapshot). Money itself moves only through the ledger; these rows say what a booking was for.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A payout request: ongoing 0 → succeeded 1 | failed 2 (spec 001 §4); at least 100 dollars (spec 001 §9). */
export const payouts = pgTable(
  "payouts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    status: smallint("status").notNull().default(0),
    accountHolder: text("account_holder").notNull(),
    /** normalised (no spaces, upper case) */
    iban: text("iban").notNull(),
    bic: text("bic"),
    requestKey: text("request_key").notNull(),
    bankReference: text("bank_reference"),
    failureReason: text("failure_reason"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    settledAt: timestamptz("settled_at"),
  },
  (t) => [
    unique("payouts_user_id_request_key_key").on(t.userId, t.requestKey),
    index("payouts_user_idx").on(t.userId, t.id.desc()),
    index("payouts_ongoing_idx").on(t.userId).where(sql`${t.status} = 0`),
    check("payouts_amount_check", sql`${t.amount} >= 100`),
    check("payouts_status_check", sql`${t.status} in (0, 1, 2)`),
  ],
);

/** Every rise up, free ones with price 0 (spec 001 §3 rise up types regular and global). */
export const riseUps = pgTable(
  "rise_ups",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    price: integer("price").notNull(),
    isFree: boolean("is_free").notNull().default(false),
    requestKey: text("request_key").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [unique("rise_ups_user_id_request_key_key").on(t.userId, t.requestKey), index("rise_ups_user_idx").on(t.userId, t.createdAt.desc())],
);

/** Token rewards claimed (spec 000 §2 user/token_rewards), once per reward and user. */
export const rewardClaims = pgTable(
  "reward_claims",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rewardKey: text("reward_key").notNull(),
    amount: integer("amount").notNull(),
    claimedAt: timestamptz("claimed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rewardKey] })],
);
