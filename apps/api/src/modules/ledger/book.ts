import { createHash } from "node:crypto";
import type { TConsumeSubtype, TLedgerType } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { nudgeBalanceProjectors } from "./balance-projector.js";

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


/**
 * Books one movement of `amount` from one party to another, inside the caller's transaction: an entry with
 * two postings (−amount, +amount) and the accounts' new balances, so the caller's own rows commit with the
 * booking or not at all.
 *
 * One statement on the usual path: the database function ledger_book() (migration 0015; bench/ledger: the round
 * trips and statements per booking are what the tips per second depend on). It locks both accounts by owner in id
 * order (SELECT … FOR UPDATE: two bookings over the same pair never deadlock; a user's first booking in a currency
 * creates the account), checks the payer's balance, and inserts the entry with ON CONFLICT (idempotency_key) DO
 * NOTHING and, only when it was inserted, the two postings and the two balances. A refusal raises nothing in the
 * database, so the caller's transaction stays clean and usable:
 *  - insufficient balance: 422 (meta { currency, balance, needed }) — unless the key was booked before, which is
 *    answered as the replay (a retry of an operation booked while the balance still covered it);
 *  - the key was booked before (a retry, or a concurrent transaction that committed it first: Postgres waits for
 *    it): the first booking is answered with replayed: true — or 409 when its content differs.
 * The database enforces the rest: user balances ≥ 0 (CHECK), two postings summing to zero per entry (deferred
 * trigger at COMMIT; a third posting is refused at once), entries and postings append-only (trigger). The same
 * statement queues the entry for the balance projector (the users' live balance events and notifications).
 */
export async function book(tx: DatabaseTx, input: TBookingInput): Promise<TBookingResult> {
  checkInput(input);
  const contentHash = hashOf(input);
  const owner = (party: TLedgerParty) => ("userId" in party ? [party.userId, null] : [null, party.system]);
  const [fromUser, fromSystem] = owner(input.from);
  const [toUser, toSystem] = owner(input.to);

  const [row] = await tx.query<{
    o_outcome: "booked" | "exists" | "insufficient" | "missing";
    o_entry_id: string | number | null;
    o_from_before: string | number | null;
    o_from_after: string | number | null;
    o_to_before: string | number | null;
    o_to_after: string | number | null;
  }>("SELECT * FROM ledger_book($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)", [
    input.idempotencyKey,
    input.type,
    input.subtype ?? null,
    input.currency,
    input.amount,
    input.reference?.kind ?? null,
    input.reference ? String(input.reference.id) : null,
    input.memo ?? null,
    contentHash,
    fromUser,
    fromSystem,
    toUser,
    toSystem,
  ]);
  switch (row?.o_outcome) {
    case "booked": {
      // The users' balance.changed events and notifications follow from the outbox (balance-projector.ts), once
      // this booking has committed.
      if (tx.afterCommit) tx.afterCommit(nudgeBalanceProjectors);
      else nudgeBalanceProjectors();
      return {
        entryId: Number(row.o_entry_id),
        replayed: false,
        from: fromUser !== null ? { before: Number(row.o_from_before), after: Number(row.o_from_after) } : null,
        to: toUser !== null ? { before: Number(row.o_to_before), after: Number(row.o_to_after) } : null,
      };
    }
    case "insufficient": {
      const booked = await findBooked(tx, input.idempotencyKey, contentHash);
      if (booked) return booked;
      throw new LedgerError(422, INSUFFICIENT_BALANCE, { currency: input.currency, balance: Number(row.o_from_before), needed: input.amount });
    }
    case "exists": {
      const booked = await findBooked(tx, input.idempotencyKey, contentHash);
      if (!booked) throw new Error(`ledger: key ${input.idempotencyKey} conflicted but no entry was found`);
      return booked;
    }
    case "missing":
      throw new Error(`ledger: a party of ${input.idempotencyKey} does not exist (no ${input.currency} account: unknown user or missing system account)`);
    default:
      throw new Error(`ledger: ledger_book answered ${String(row?.o_outcome)}`);
  }
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
  const same = "userId" in input.from ? "userId" in input.to && input.from.userId === input.to.userId : "system" in input.to && input.from.system === input.to.system;
  if (same) throw new Error("ledger: a booking needs two different accounts");
}

/** What makes two bookings the same operation; the memo is a note, not part of it. */
export function hashOf(input: TBookingInput): string {
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
export async function findBooked(tx: DatabaseTx, key: string, contentHash: string): Promise<TBookingResult | null> {
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
