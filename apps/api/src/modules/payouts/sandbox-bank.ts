// The bank that sends payouts (issue 11 part 6). A port, so a real bank (a SEPA credit-transfer API) plugs in
// later; the sandbox answers like one: every valid IBAN is paid, except the documented test IBAN below, which the
// bank refuses as a closed account. The transfer is idempotent by reference: asking again for the same payout
// answers the first result and never pays twice.

export type TBankTransfer = { reference: string; iban: string; accountHolder: string; amount: number };
export type TBankAnswer = { ok: true; bankReference: string } | { ok: false; reason: string };

export interface TBankPort {
  transfer(transfer: TBankTransfer): Promise<TBankAnswer>;
}

/** The sandbox refuses transfers to this account (README, docs/decisions/013): DE73 1001 0010 0000 0004 02. */
export const SANDBOX_FAILING_IBAN = "DE73100100100000000402";
/** The reason the sandbox gives for it (a translation key the payout list shows). */
export const SANDBOX_REFUSAL_REASON = "exception.payout.bank_account_closed";

export function createSandboxBank(): TBankPort {
  const answers = new Map<string, TBankAnswer>();
  return {
    async transfer(transfer) {
      const known = answers.get(transfer.reference);
      if (known) return known;
      const answer: TBankAnswer =
        transfer.iban === SANDBOX_FAILING_IBAN
          ? { ok: false, reason: SANDBOX_REFUSAL_REASON }
          : { ok: true, bankReference: `SBX-${transfer.reference}` };
      answers.set(transfer.reference, answer);
      return answer;
    },
  };
}
