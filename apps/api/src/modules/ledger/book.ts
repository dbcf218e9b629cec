import { createHash } from "node:crypto";
import type { TConsumeSubtype, TLedgerType } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";

export type TLedgerCurrency = "dollar" | "token";
export type TLedgerSystemAccount = "external" | "revenue" | "payout_clearing" | "frozen";
export type TLedgerParty = { userId: number } | { system: TLedgerSystemAccount };

export interface TBookingInput {
  /** globally unique per business operation: `payment:${paymentId}`, `tip:${userId}:${requestKey}` … */
  idempotencyKey: string;
  type: TLedgerType;
  subtype?: TConsumeSubtype | null;
  currency: TLedgerCurrency;
  /** whole units (dollars or tokens), integer > 0 */
  amount: number;
  from: TLedgerParty;
  to: TLedgerParty;
  /** what it paid for, shown in the history */
  reference?: { kind: string; id: string | number } | null;
  memo?: string | null;
}

export interface TBookingResult {
  entryId: number;
  /** the key was booked before: nothing new was booked, the first result is returned */
  replayed: boolean;
  /** balances of user parties (null for a system party) */
  from: { before: number; after: number } | null;
  to: { before: number; after: number } | null;
}

export const INSUFFICIENT_BALANCE = "exception.ledger.insufficient_balance";
export const IDEMPOTENCY_CONFLICT = "exception.ledger.idempotency_conflict";

const SYSTEM_ACCOUNTS: readonly TLedgerSystemAccount[] = ["external", "revenue", "payout_clearing", "frozen"];

/** An AppError whose error entry carries `meta` (insufficient balance: { currency, balance, needed }), like range errors. */
export class LedgerError extends AppError {
  readonly meta: Record<string, unknown>;
  constructor(status: number, title: string, meta: Record<string, unknown>) {
    super(status, title);
    this.meta = meta;
    (this.entries[0] as { meta?: unknown }).meta = meta;
  }
}

type TAccount = { id: number; balance: number; userId: number | null };

/**
 * Books one movement of `amount` from one party to another, inside the caller's transaction: an entry with
 * two postings (−amount, +amount) and the accounts' new balances, so the caller's own rows commit with the
 * booking or not at all.
 *
 * Order of work, chosen so that a refused booking leaves the caller's transaction clean and usable (no
 * failed statement, no half-written entry):
 *  1. the key booked before → the first result (replayed), or 409 when the content differs;
 *  2. the user accounts are created if missing (INSERT … ON CONFLICT DO NOTHING), then both account rows are
 *     locked in id order (SELECT … FOR UPDATE: two bookings over the same pair never deadlock);
 *  3. the payer's balance is checked (422 insufficient balance, meta { currency, balance, needed });
 *  4. the entry is inserted with ON CONFLICT (idempotency_key) DO NOTHING: when a concurrent transaction
 *     booked the same key first, Postgres waits for it and inserts nothing, and its committed entry is
 *     read and answered as the replay (no unique-violation error aborts the caller's transaction);
 *  5. the two postings with their balances after, and the two balances.
 * The database enforces the rest: user balances ≥ 0 (CHECK), two postings summing to zero per entry
 * (deferred trigger at COMMIT), entries and postings append-only (trigger).
 */
export async function book(tx: DatabaseTx, input: TBookingInput): Promise<TBookingResult> {
  checkInput(input);
  const contentHash = hashOf(input);

  const earlier = await findBooked(tx, input.idempotencyKey, contentHash);
  if (earlier) return earlier;

  const fromAccount = await accountIdOf(tx, input.from, input.currency);
  const toAccount = await accountIdOf(tx, input.to, input.currency);
  if (fromAccount === toAccount) throw new Error("ledger: a booking needs two different accounts");

  const locked = await tx.query<{ id: string | number; balance: string | number; user_id: string | number | null }>(
    "SELECT id, balance, user_id FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE",
    [[fromAccount, toAccount]],
  );
  const accounts = new Map<number, TAccount>(
    locked.map((row) => [Number(row.id), { id: Number(row.id), balance: Number(row.balance), userId: row.user_id === null ? null : Number(row.user_id) }]),
  );
  const from = accounts.get(fromAccount)!;
  const to = accounts.get(toAccount)!;

  if (from.userId !== null && from.balance < input.amount) {
    // A concurrent first use of the key may have committed while we waited for the locks: that is a replay.
    const booked = await findBooked(tx, input.idempotencyKey, contentHash);
    if (booked) return booked;
    throw new LedgerError(422, INSUFFICIENT_BALANCE, { currency: input.currency, balance: from.balance, needed: input.amount });
  }

  const [entry] = await tx.query<{ id: string | number }>(
    `INSERT INTO ledger_entries (idempotency_key, type, subtype, currency, amount, reference_kind, reference_id, memo, content_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [
      input.idempotencyKey,
      input.type,
      input.subtype ?? null,
      input.currency,
      input.amount,
      input.reference?.kind ?? null,
      input.reference ? String(input.reference.id) : null,
      input.memo ?? null,
      contentHash,
    ],
  );
  if (!entry) {
    const booked = await findBooked(tx, input.idempotencyKey, contentHash);
    if (!booked) throw new Error(`ledger: key ${input.idempotencyKey} conflicted but no entry was found`);
    return booked;
  }
  const entryId = Number(entry.id);
  const fromAfter = from.balance - input.amount;
  const toAfter = to.balance + input.amount;
  await tx.query(
    `INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
     VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
    [entryId, from.id, -input.amount, fromAfter, to.id, input.amount, toAfter],
  );
  await tx.query(
    `UPDATE ledger_accounts a SET balance = v.balance, updated_at = now()
       FROM (VALUES ($1::bigint, $2::bigint), ($3::bigint, $4::bigint)) AS v(id, balance)
      WHERE a.id = v.id`,
    [from.id, fromAfter, to.id, toAfter],
  );
  return {
    entryId,
    replayed: false,
    from: from.userId !== null ? { before: from.balance, after: fromAfter } : null,
    to: to.userId !== null ? { before: to.balance, after: toAfter } : null,
  };
}

/** The user's balances (0 for a currency never used). */
export async function balancesOf(db: DatabaseTx, userId: number): Promise<{ dollar: number; token: number }> {
  const rows = await db.query<{ currency: TLedgerCurrency; balance: string | number }>(
    "SELECT currency, balance FROM ledger_accounts WHERE user_id = $1",
    [userId],
  );
  const balances = { dollar: 0, token: 0 };
  for (const row of rows) balances[row.currency] = Number(row.balance);
  return balances;
}

function checkInput(input: TBookingInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`ledger: amount must be an integer > 0, got ${input.amount}`);
  if (input.currency !== "dollar" && input.currency !== "token") throw new Error(`ledger: unknown currency ${String(input.currency)}`);
  const key = input.idempotencyKey;
  if (typeof key !== "string" || key.length === 0 || key.length > 200) throw new Error("ledger: idempotency key of 1 to 200 characters required");
  for (const party of [input.from, input.to]) {
    if ("userId" in party) {
      if (!Number.isSafeInteger(party.userId) || party.userId <= 0) throw new Error(`ledger: bad user id ${party.userId}`);
    } else if (!SYSTEM_ACCOUNTS.includes(party.system)) {
      throw new Error(`ledger: unknown system account ${String(party.system)}`);
    }
  }
}

/** What makes two bookings the same operation; the memo is a note, not part of it. */
function hashOf(input: TBookingInput): string {
  const party = (p: TLedgerParty) => ("userId" in p ? `user:${p.userId}` : `system:${p.system}`);
  const content = JSON.stringify([
    input.type,
    input.subtype ?? null,
    input.currency,
    input.amount,
    party(input.from),
    party(input.to),
    input.reference ? [input.reference.kind, String(input.reference.id)] : null,
  ]);
  return createHash("sha256").update(content).digest("hex");
}

async function accountIdOf(tx: DatabaseTx, party: TLedgerParty, currency: TLedgerCurrency): Promise<number> {
  if ("system" in party) {
    const [row] = await tx.query<{ id: string | number }>("SELECT id FROM ledger_accounts WHERE system = $1 AND currency = $2", [party.system, currency]);
    if (!row) throw new Error(`ledger: system account ${party.system}/${currency} missing`);
    return Number(row.id);
  }
  const [existing] = await tx.query<{ id: string | number }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency = $2", [party.userId, currency]);
  if (existing) return Number(existing.id);
  // Only for a user that exists; ON CONFLICT: a concurrent first booking may create it at the same moment.
  await tx.query(
    `INSERT INTO ledger_accounts (user_id, currency) SELECT id, $2 FROM users WHERE id = $1
     ON CONFLICT (user_id, currency) DO NOTHING`,
    [party.userId, currency],
  );
  const [created] = await tx.query<{ id: string | number }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency = $2", [party.userId, currency]);
  if (!created) throw new Error(`ledger: user ${party.userId} does not exist`);
  return Number(created.id);
}

/** The booking made earlier under this key (replayed), 409 when it booked something else, null when none. */
async function findBooked(tx: DatabaseTx, key: string, contentHash: string): Promise<TBookingResult | null> {
  const rows = await tx.query<{ id: string | number; content_hash: string; amount: string | number; posting_amount: string | number; balance_after: string | number; user_id: string | number | null }>(
    `SELECT e.id, e.content_hash, e.amount, p.amount AS posting_amount, p.balance_after, a.user_id
       FROM ledger_entries e
       JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.idempotency_key = $1`,
    [key],
  );
  if (rows.length === 0) return null;
  if (rows[0]!.content_hash !== contentHash) throw new AppError(409, IDEMPOTENCY_CONFLICT);
  let from: TBookingResult["from"] = null;
  let to: TBookingResult["to"] = null;
  for (const row of rows) {
    if (row.user_id === null) continue;
    const after = Number(row.balance_after);
    const amount = Number(row.posting_amount);
    if (amount < 0) from = { before: after - amount, after };
    else to = { before: after - amount, after };
  }
  return { entryId: Number(rows[0]!.id), replayed: true, from, to };
}
