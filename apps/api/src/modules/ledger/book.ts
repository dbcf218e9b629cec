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
 * Two statements on the usual path (bench/ledger: the round trips are what the tips per second depend on),
 * chosen so that a refused booking leaves the caller's transaction clean and usable (no failed statement,
 * no half-written entry):
 *  1. both account rows are found by owner and locked in id order (SELECT … FOR UPDATE: two bookings over
 *     the same pair never deadlock); a user's first booking in a currency creates the account first
 *     (INSERT … ON CONFLICT DO NOTHING) and locks again;
 *  2. the payer's balance is checked (422 insufficient balance, meta { currency, balance, needed }) — unless
 *     the key was booked before, which is answered as the replay;
 *  3. one statement inserts the entry with ON CONFLICT (idempotency_key) DO NOTHING and, only when it was
 *     inserted, the two postings with their balances after and the two balances. When the key was booked
 *     before (a retry, or a concurrent transaction that committed it first: Postgres waits for it), nothing
 *     is written and the first booking is answered with replayed: true — or 409 when its content differs.
 * The database enforces the rest: user balances ≥ 0 (CHECK), two postings summing to zero per entry
 * (deferred trigger at COMMIT), entries and postings append-only (trigger).
 */
export async function book(tx: DatabaseTx, input: TBookingInput): Promise<TBookingResult> {
  checkInput(input);
  const contentHash = hashOf(input);

  let accounts = await lockAccounts(tx, input);
  if (!accounts) {
    await createUserAccounts(tx, input);
    accounts = await lockAccounts(tx, input);
    if (!accounts) throw new Error(`ledger: a party of ${input.idempotencyKey} does not exist`);
  }
  const { from, to } = accounts;

  if (from.userId !== null && from.balance < input.amount) {
    // A retry of an operation booked when the balance still covered it is a replay, not a refusal.
    const booked = await findBooked(tx, input.idempotencyKey, contentHash);
    if (booked) return booked;
    throw new LedgerError(422, INSUFFICIENT_BALANCE, { currency: input.currency, balance: from.balance, needed: input.amount });
  }

  const fromAfter = from.balance - input.amount;
  const toAfter = to.balance + input.amount;
  // Data-modifying CTEs run whether or not they are read; joining them to `entry` makes them write
  // nothing when the entry was not inserted.
  const [entry] = await tx.query<{ id: string | number }>(
    `WITH entry AS (
       INSERT INTO ledger_entries (idempotency_key, type, subtype, currency, amount, reference_kind, reference_id, memo, content_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id
     ),
     moves (account_id, amount, balance_after) AS (VALUES ($10::bigint, $11::bigint, $12::bigint), ($13::bigint, $14::bigint, $15::bigint)),
     postings AS (
       INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
       SELECT entry.id, moves.account_id, moves.amount, moves.balance_after FROM entry, moves
     ),
     balances AS (
       UPDATE ledger_accounts a SET balance = moves.balance_after, updated_at = now()
         FROM entry, moves WHERE a.id = moves.account_id
     )
     SELECT id FROM entry`,
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
      from.id,
      -input.amount,
      fromAfter,
      to.id,
      input.amount,
      toAfter,
    ],
  );
  if (!entry) {
    const booked = await findBooked(tx, input.idempotencyKey, contentHash);
    if (!booked) throw new Error(`ledger: key ${input.idempotencyKey} conflicted but no entry was found`);
    return booked;
  }
  return {
    entryId: Number(entry.id),
    replayed: false,
    from: from.userId !== null ? { before: from.balance, after: fromAfter } : null,
    to: to.userId !== null ? { before: to.balance, after: toAfter } : null,
  };
}

/** Both parties' accounts, locked in id order; null when a user's account does not exist yet. */
async function lockAccounts(tx: DatabaseTx, input: TBookingInput): Promise<{ from: TAccount; to: TAccount } | null> {
  const owner = (party: TLedgerParty) => ("userId" in party ? [party.userId, null] : [null, party.system]);
  const [fromUser, fromSystem] = owner(input.from);
  const [toUser, toSystem] = owner(input.to);
  const rows = await tx.query<{ id: string | number; balance: string | number; user_id: string | number | null; system: string | null }>(
    `SELECT id, balance, user_id, system FROM ledger_accounts
      WHERE currency = $1 AND (user_id = ANY($2::bigint[]) OR system = ANY($3::text[]))
      ORDER BY id FOR UPDATE`,
    [input.currency, [fromUser, toUser].filter((v) => v !== null), [fromSystem, toSystem].filter((v) => v !== null)],
  );
  const find = (party: TLedgerParty): TAccount | undefined => {
    const row = rows.find((r) => ("userId" in party ? r.user_id !== null && Number(r.user_id) === party.userId : r.system === party.system));
    return row && { id: Number(row.id), balance: Number(row.balance), userId: row.user_id === null ? null : Number(row.user_id) };
  };
  const from = find(input.from);
  const to = find(input.to);
  if (!from || !to) {
    if ((!from && "system" in input.from) || (!to && "system" in input.to)) throw new Error(`ledger: system account missing for ${input.currency}`);
    return null;
  }
  if (from.id === to.id) throw new Error("ledger: a booking needs two different accounts");
  return { from, to };
}

/** A user's first booking in a currency: the account is made (only for a user that exists). */
async function createUserAccounts(tx: DatabaseTx, input: TBookingInput): Promise<void> {
  const users = [input.from, input.to].flatMap((party) => ("userId" in party ? [party.userId] : []));
  // ON CONFLICT: a concurrent first booking may create it at the same moment.
  await tx.query(
    `INSERT INTO ledger_accounts (user_id, currency) SELECT id, $2 FROM users WHERE id = ANY($1::bigint[]) ORDER BY id
     ON CONFLICT (user_id, currency) DO NOTHING`,
    [users, input.currency],
  );
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
