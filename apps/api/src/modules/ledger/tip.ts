import { TOKENS, USER_TYPE } from "@samtrot/constants-catalogue";
import type { TTipAllowance, TTipResult } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import { tippingAllowance, tipWithinLimit } from "@samtrot/payments";
import { AppError } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { balancesOf, book } from "./book.js";
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
 * whom, the PIN (its own transaction, so wrong tries count even though the tip is refused), then ONE
 * transaction: bookTip().
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

  const booked = await database.transaction((tx) => bookTip(tx, userId, input.recipient_id, input.amount, input.request_key));
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
 * The tip's booking, inside the caller's transaction (the endpoint above after the PIN; bench/ledger measures it):
 * the tipper's PIN row is locked first, which serialises the tipper's tips, so two tips at once cannot both pass
 * the monthly limit; then one statement answers whether request_key was booked before (a replay is answered, not
 * checked against the limit again) and what was tipped this month; then the booking. Three statements.
 */
export async function bookTip(
  tx: DatabaseTx,
  userId: number,
  recipientId: number,
  amount: number,
  requestKey: string,
): Promise<{ entryId: number; replayed: boolean; balance: { before: number; after: number }; tippedThisMonth: number }> {
  const idempotencyKey = `tip:${userId}:${requestKey}`;
  // Its own statement: in READ COMMITTED the next statement's snapshot is taken after the lock was granted, so it
  // sees every tip the tipper's previous transaction committed.
  await tx.query("SELECT 1 FROM security_pins WHERE user_id = $1 FOR UPDATE", [userId]);
  const [state] = await tx.query<{ replay: boolean; tipped: string | number }>(
    `SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE idempotency_key = $2) AS replay, (${TIPPED_THIS_MONTH}) AS tipped`,
    [userId, idempotencyKey],
  );
  const tipped = Number(state!.tipped);
  if (!state!.replay && !tipWithinLimit(amount, tipped)) {
    const error = new AppError(422, TIP_MONTHLY_LIMIT, "amount");
    (error.entries[0] as { meta?: unknown }).meta = { limit: TOKENS.monthlyTippingLimit, tipped, remaining: tippingAllowance(tipped) };
    throw error;
  }
  const result = await book(tx, {
    idempotencyKey,
    type: "transfer",
    currency: "dollar",
    amount,
    from: { userId },
    to: { userId: recipientId },
    reference: { kind: "tip", id: recipientId },
  });
  return {
    entryId: result.entryId,
    replayed: result.replayed,
    balance: result.from!,
    // A replay was counted in `tipped` already.
    tippedThisMonth: result.replayed ? tipped : tipped + amount,
  };
}
