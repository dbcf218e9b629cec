import { TOKENS, USER_TYPE } from "@samtrot/constants-catalogue";
import type { TTipAllowance, TTipResult } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import { tippingAllowance } from "@samtrot/payments";
import { AppError } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { nudgeBalanceProjectors } from "./balance-projector.js";
import { balancesOf, findBooked, hashOf, INSUFFICIENT_BALANCE, LedgerError, type TBookingInput } from "./book.js";
import { verifySecurityPin } from "./security-pin.js";

export const TIP_NOT_ALLOWED = "exception.tip.not_allowed";
export const TIP_RECIPIENT_UNAVAILABLE = "exception.tip.recipient_unavailable";
export const TIP_SELF = "validation.tip.self";
export const TIP_MONTHLY_LIMIT = "exception.tip.monthly_limit_exceeded";

const TIPPED_THIS_MONTH = `SELECT coalesce(sum(e.amount), 0) AS total
    FROM ledger_accounts a
    JOIN ledger_postings p ON p.account_id = a.id AND p.amount < 0
    JOIN ledger_entries e ON e.id = p.entry_id
   WHERE a.user_id = $1 AND a.currency = 'dollar' AND e.type = 'transfer'
     AND p.created_at >= date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin'`;

/**
 * Dollars the user tipped this calendar month. "Month" is the calendar month in Europe/Berlin, the product's
 * time zone (our decision: the spec names a monthly limit only; a German calendar month is what users read
 * on their statements). Every outgoing `transfer` counts (tipping is the transfer type, spec 001 §3), so live
 * tips of issue 15 share the limit.
 */
export async function tippedThisMonth(db: DatabaseTx, userId: number): Promise<number> {
  const [row] = await db.query<{ total: string | number }>(TIPPED_THIS_MONTH, [userId]);
  return Number(row?.total ?? 0);
}

export async function tipAllowance(db: DatabaseTx, userId: number): Promise<TTipAllowance> {
  const [tipped, balances, pin] = [await tippedThisMonth(db, userId), await balancesOf(db, userId), await db.query("SELECT 1 FROM security_pins WHERE user_id = $1", [userId])];
  return { balance: balances.dollar, tipped_this_month: tipped, monthly_limit: TOKENS.monthlyTippingLimit, remaining: tippingAllowance(tipped), has_pin: pin.length > 0 };
}

/**
 * A client tips an escort or a business (spec 001 §6 "dollars for clients: tip escorts"). Order: who may tip
 * whom, the PIN (its own transaction, so wrong tries count even though the tip is refused), then the booking in
 * one statement: bookTip().
 */
export async function tip(database: Database, userId: number, input: { recipient_id: number; amount: number; pin: string; request_key: string }): Promise<TTipResult> {
  const [tipper] = await database.query<{ user_type: number }>("SELECT user_type FROM users WHERE id = $1 AND deleted_at IS NULL AND NOT is_banned", [userId]);
  if (!tipper || Number(tipper.user_type) !== USER_TYPE.client) throw new AppError(403, TIP_NOT_ALLOWED);
  if (input.recipient_id === userId) throw new AppError(422, TIP_SELF, "recipient_id");
  const [recipient] = await database.query<{ id: string | number; username: string }>(
    `SELECT id, username FROM users WHERE id = $1 AND user_type IN ($2, $3) AND deleted_at IS NULL AND NOT is_banned`,
    [input.recipient_id, USER_TYPE.escort, USER_TYPE.business],
  );
  if (!recipient || (await isBlockedEither(database, userId, input.recipient_id))) throw new AppError(404, TIP_RECIPIENT_UNAVAILABLE, "recipient_id");

  await verifySecurityPin(database, userId, input.pin);

  const booked = await bookTip(database, userId, input.recipient_id, input.amount, input.request_key);
  return {
    entry_id: booked.entryId,
    replayed: booked.replayed,
    amount: input.amount,
    recipient: { id: Number(recipient.id), username: recipient.username },
    balance: booked.balance,
    allowance: { tipped_this_month: booked.tippedThisMonth, monthly_limit: TOKENS.monthlyTippingLimit, remaining: tippingAllowance(booked.tippedThisMonth) },
  };
}

/**
 * The tip's booking (the endpoint above after the PIN; bench/ledger measures it): ONE statement, the database function
 * ledger_tip() (migration 0021) — the tipper's PIN row locked, which serialises the tipper's tips so two at once cannot
 * both pass the monthly limit; whether request_key was booked before (a replay is answered, not checked against the
 * limit again) and what was tipped this month (calendar month in Europe/Berlin); the limit (tipWithinLimit's rule);
 * the booking. Given the Database it is a transaction of its own; given a transaction, part of it.
 */
export async function bookTip(
  db: DatabaseTx,
  userId: number,
  recipientId: number,
  amount: number,
  requestKey: string,
): Promise<{ entryId: number; replayed: boolean; balance: { before: number; after: number }; tippedThisMonth: number }> {
  const input: TBookingInput = {
    idempotencyKey: `tip:${userId}:${requestKey}`,
    type: "transfer",
    currency: "dollar",
    amount,
    from: { userId },
    to: { userId: recipientId },
    reference: { kind: "tip", id: recipientId },
  };
  const contentHash = hashOf(input);
  const [row] = await db.query<{ o_outcome: "limit" | "booked" | "exists" | "insufficient" | "missing"; o_entry_id: string | number | null; o_tipped: string | number; o_from_before: string | number | null; o_from_after: string | number | null }>(
    "SELECT * FROM ledger_tip($1, $2, $3, $4, $5, $6)",
    [userId, recipientId, amount, input.idempotencyKey, contentHash, TOKENS.monthlyTippingLimit],
  );
  const tipped = Number(row?.o_tipped ?? 0);
  switch (row?.o_outcome) {
    case "booked":
      // The balance events and notifications follow from the ledger's outbox once this has committed.
      if (db.afterCommit) db.afterCommit(nudgeBalanceProjectors);
      else nudgeBalanceProjectors();
      return { entryId: Number(row.o_entry_id), replayed: false, balance: { before: Number(row.o_from_before), after: Number(row.o_from_after) }, tippedThisMonth: tipped };
    case "limit": {
      const error = new AppError(422, TIP_MONTHLY_LIMIT, "amount");
      (error.entries[0] as { meta?: unknown }).meta = { limit: TOKENS.monthlyTippingLimit, tipped, remaining: tippingAllowance(tipped) };
      throw error;
    }
    case "insufficient":
    case "exists": {
      // A replay (also of a tip booked while the balance still covered it): the first booking, counted in `tipped`.
      const booked = await findBooked(db, input.idempotencyKey, contentHash);
      if (booked) return { entryId: booked.entryId, replayed: true, balance: booked.from!, tippedThisMonth: tipped };
      if (row.o_outcome === "exists") throw new Error(`ledger: key ${input.idempotencyKey} conflicted but no entry was found`);
      throw new LedgerError(422, INSUFFICIENT_BALANCE, { currency: "dollar", balance: Number(row.o_from_before), needed: amount });
    }
    default:
      throw new Error(`ledger: ledger_tip answered ${String(row?.o_outcome)} for ${input.idempotencyKey}`);
  }
}
