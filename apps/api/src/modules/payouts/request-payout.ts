import type { Database } from "@samtrot/db";
import { PAYOUT_STATUS } from "@samtrot/constants-catalogue";
import type { TRequestPayoutResult } from "@samtrot/api-client/contracts";
import { payoutRefusal, validateBic, validateIban, type TPayoutRefusal } from "@samtrot/payments";
import { AppError } from "../../http/errors.js";
import { enqueueJob } from "../jobs/enqueue-job.js";
import { balancesOf, book } from "../ledger/book.js";
import { identityChecked, ongoingCount, payoutUser, probationUntil } from "./payout-overview.js";
import { PAYOUT_COLUMNS, toPayout, type TPayoutRow } from "./payout-rows.js";

export const PAYOUT_TRANSFER_JOB = "payout.transfer";

/** How each refusal of payoutRefusal reaches the user: field errors at `amount`, the rest for the whole form. */
const REFUSALS: Record<TPayoutRefusal, { title: string; source: string | null }> = {
  below_threshold: { title: "validation.payout.below_threshold", source: "amount" },
  insufficient_balance: { title: "validation.payout.insufficient_balance", source: "amount" },
  too_many_ongoing: { title: "exception.payout.too_many_ongoing", source: null },
  identity_check_missing: { title: "exception.payout.identity_check_missing", source: null },
  iban_missing: { title: "validation.common.required", source: "iban" },
};

/**
 * Requests a payout (spec 001 §9: at least 100 dollars, at most 3 ongoing; identity check; a valid IBAN). In ONE
 * transaction, under the user's row lock: the checks, the payout row (ongoing) and the booking of the amount from
 * the user to payout clearing, and the durable job that sends the transfer. A refusal books nothing.
 */
export async function requestPayout(
  database: Database,
  input: { userId: number; amount: number; accountHolder: string; iban: string; bic?: string | null; requestKey: string; transferDelaySeconds: number },
): Promise<TRequestPayoutResult> {
  const iban = validateIban(input.iban);
  if (!iban.ok) throw new AppError(422, iban.error, "iban");
  let bic: string | null = null;
  if (input.bic) {
    const checked = validateBic(input.bic);
    if (!checked.ok) throw new AppError(422, checked.error, "bic");
    bic = checked.value.bic;
  }
  const accountHolder = input.accountHolder.replace(/\s+/g, " ").trim();

  return database.transaction(async (tx) => {
    const user = await payoutUser(tx, input.userId, true);
    const [earlier] = await tx.query<TPayoutRow>(`select ${PAYOUT_COLUMNS} from payouts where user_id = $1 and request_key = $2`, [input.userId, input.requestKey]);
    if (earlier) return bookPayout(tx, earlier);

    if (probationUntil(user, new Date())) throw new AppError(422, "exception.payout.probation");
    // A moderation decision froze this account's payouts (decision 043): nothing is booked while it holds.
    const [frozen] = await tx.query(`select 1 from users where id = $1 and payouts_frozen_at is not null`, [input.userId]);
    if (frozen) throw new AppError(403, "exception.payout.frozen");
    const refusal = payoutRefusal({
      amount: input.amount,
      balance: (await balancesOf(tx, input.userId)).dollar,
      ongoing: await ongoingCount(tx, input.userId),
      identityChecked: identityChecked(user),
      hasIban: true,
    });
    if (refusal) throw new AppError(422, REFUSALS[refusal].title, REFUSALS[refusal].source);

    const [row] = await tx.query<TPayoutRow>(
      `insert into payouts (user_id, amount, status, account_holder, iban, bic, request_key)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${PAYOUT_COLUMNS}`,
      [input.userId, input.amount, PAYOUT_STATUS.ongoing, accountHolder, iban.value.iban, bic, input.requestKey],
    );
    const result = await bookPayout(tx, row!);
    await enqueueJob(tx, {
      kind: PAYOUT_TRANSFER_JOB,
      payload: { payoutId: Number(row!.id) },
      runAt: new Date(Date.now() + input.transferDelaySeconds * 1000),
      maxAttempts: 10,
    });
    return result;
  });

  async function bookPayout(tx: Parameters<typeof book>[0], row: TPayoutRow): Promise<TRequestPayoutResult> {
    // A replay (same request_key) books nothing new and answers the first booking's balances.
    const booked = await book(tx, {
      idempotencyKey: `payout:${row.id}:ongoing`,
      type: "payout_ongoing",
      currency: "dollar",
      amount: row.amount,
      from: { userId: input.userId },
      to: { system: "payout_clearing" },
      reference: { kind: "payout", id: Number(row.id) },
    });
    return { payout: toPayout(row), balance_before: booked.from!.before, balance_after: booked.from!.after };
  }
}
