import type { Database } from "@samtrot/db";
import { PAYOUT_STATUS } from "@samtrot/constants-catalogue";
import type { TJobHandler } from "../jobs/job-runner.js";
import { book } from "../ledger/book.js";
import { PAYOUT_COLUMNS, type TPayoutRow } from "./payout-rows.js";
import type { TBankPort } from "./sandbox-bank.js";

/**
 * The payout.transfer job: sends an ongoing payout to the bank, then settles it in one transaction:
 * - paid: succeeded, and the amount leaves the platform (payout: payout clearing → external);
 * - refused: failed, and the amount goes back to the user (refund: payout clearing → user; decision 013).
 * The bank call sits outside the transaction (a real bank is a network call); it is idempotent by reference, and the
 * settlement checks the row is still ongoing under its lock, so a retried or doubled job settles once.
 */
export function createPayoutTransferHandler(options: { database: Database; bank: TBankPort }): TJobHandler {
  const { database, bank } = options;
  return {
    async run(job) {
      const payoutId = Number(job.payload.payoutId);
      const [payout] = await database.query<TPayoutRow>(`select ${PAYOUT_COLUMNS} from payouts where id = $1`, [payoutId]);
      if (!payout || payout.status !== PAYOUT_STATUS.ongoing) return;
      const answer = await bank.transfer({ reference: `payout-${payoutId}`, iban: payout.iban, accountHolder: payout.account_holder, amount: payout.amount });
      await database.transaction(async (tx) => {
        const [row] = await tx.query<{ status: number }>(`select status from payouts where id = $1 for update`, [payoutId]);
        if (!row || row.status !== PAYOUT_STATUS.ongoing) return;
        if (answer.ok) {
          await tx.query(`update payouts set status = $2, bank_reference = $3, settled_at = now() where id = $1`, [payoutId, PAYOUT_STATUS.succeeded, answer.bankReference]);
          await book(tx, {
            idempotencyKey: `payout:${payoutId}:paid`,
            type: "payout",
            currency: "dollar",
            amount: payout.amount,
            from: { system: "payout_clearing" },
            to: { system: "external" },
            reference: { kind: "payout", id: payoutId },
          });
        } else {
          await tx.query(`update payouts set status = $2, failure_reason = $3, settled_at = now() where id = $1`, [payoutId, PAYOUT_STATUS.failed, answer.reason]);
          await book(tx, {
            idempotencyKey: `payout:${payoutId}:failed`,
            type: "refund",
            currency: "dollar",
            amount: payout.amount,
            from: { system: "payout_clearing" },
            to: { userId: Number(payout.user_id) },
            reference: { kind: "payout", id: payoutId },
            memo: answer.reason,
          });
        }
      });
    },
  };
}
