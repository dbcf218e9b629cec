import { SUBSCRIPTION_STATUS } from "@samtrot/constants-catalogue";
import { nextSubscriptionState, subscriptionStateOfCode, type TSubscriptionEvent, type TSubscriptionState } from "@samtrot/payments";
import type { DatabaseTx } from "@samtrot/db";

export type TSubscriptionRow = {
  id: number;
  user_id: number;
  item_id: number;
  state: number;
  payment_type: "DD" | "CC" | "TR" | "CT";
  rebill_group: string;
  mandate_id: number | null;
  card_token: string | null;
  period_start: Date | null;
  period_end: Date | null;
  next_rebill_at: Date | null;
  cancelled_at: Date | null;
  rebill_token: string | null;
  renewable: boolean;
  months: number;
};

export async function lockSubscription(tx: DatabaseTx, id: number): Promise<TSubscriptionRow | null> {
  const [row] = await tx.query<TSubscriptionRow>(
    `select s.id, s.user_id, s.item_id, s.state, s.payment_type, s.rebill_group, s.mandate_id, s.card_token, s.period_start, s.period_end,
            s.next_rebill_at, s.cancelled_at, s.rebill_token, i.renewable, i.months
       from subscriptions s join payment_items i on i.id = s.item_id
      where s.id = $1 for update of s`,
    [id],
  );
  return row ?? null;
}

export function stateOf(row: { state: number }): TSubscriptionState {
  return subscriptionStateOfCode(row.state) ?? "init";
}

/**
 * Moves a subscription by an event of @samtrot/payments' machine; false (nothing changed) when the event is not
 * allowed in its state, so a late or repeated provider event never moves a subscription backwards.
 */
export async function moveSubscription(tx: DatabaseTx, row: TSubscriptionRow, event: TSubscriptionEvent, extra: Record<string, unknown> = {}): Promise<TSubscriptionState | null> {
  const next = nextSubscriptionState(stateOf(row), event);
  if (!next.ok) return null;
  const columns = Object.keys(extra);
  await tx.query(
    `update subscriptions set state = $2, updated_at = now()${columns.map((c, i) => `, ${c} = $${i + 3}`).join("")} where id = $1`,
    [row.id, SUBSCRIPTION_STATUS[next.value], ...columns.map((c) => extra[c])],
  );
  row.state = SUBSCRIPTION_STATUS[next.value];
  return next.value;
}

/** `months` calendar months later (UTC); the 31st becomes the last day of a shorter month. */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** A renewable subscription is charged this long before its period ends, so a direct debit settles in time. */
export const REBILL_LEAD_MS = 2 * 24 * 60 * 60 * 1000;
