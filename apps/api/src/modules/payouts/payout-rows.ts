import { PAYOUT_STATUS } from "@samtrot/constants-catalogue";
import type { TPayout, TPayoutStatusName } from "@samtrot/api-client/contracts";
import { maskIban } from "@samtrot/payments";

export type TPayoutRow = {
  id: number;
  user_id: number;
  amount: number;
  status: number;
  account_holder: string;
  iban: string;
  bic: string | null;
  request_key: string;
  bank_reference: string | null;
  failure_reason: string | null;
  created_at: Date;
  settled_at: Date | null;
};

export const PAYOUT_COLUMNS =
  "id, user_id, amount, status, account_holder, iban, bic, request_key, bank_reference, failure_reason, created_at, settled_at";

const STATUS_NAMES = Object.fromEntries(Object.entries(PAYOUT_STATUS).map(([name, code]) => [code, name])) as Record<number, TPayoutStatusName>;

export function toPayout(row: TPayoutRow): TPayout {
  return {
    id: Number(row.id),
    amount: row.amount,
    status: row.status,
    status_name: STATUS_NAMES[row.status] ?? "ongoing",
    account_holder: row.account_holder,
    iban_masked: maskIban(row.iban),
    created_at: new Date(row.created_at).toISOString(),
    settled_at: row.settled_at ? new Date(row.settled_at).toISOString() : null,
    failure_reason: row.failure_reason,
  };
}
