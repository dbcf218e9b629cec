import { TOKENS } from "@samtrot/constants-catalogue";
import type { Database, DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { itemView, quoteOf, type TItemRow } from "./catalogue.js";
import { MERCHANT_ACCOUNT, maskIban } from "./payment-view.js";
import { startPayment, type TCheckoutDeps } from "./place-order.js";

/** The auto-recharge package: 10 dollars (spec 001 §9 auto recharge). */
export const AUTO_RECHARGE_ITEM_CODE = `dollar_${TOKENS.autoRecharge}`;
const DEFAULT_THRESHOLD = 5;

type TSetting = { enabled: boolean; threshold: number; item_id: number; last_recharged_at: Date | null };

async function currentMandate(db: DatabaseTx, userId: number) {
  const [row] = await db.query<{ id: number; reference: string; iban: string; signed_at: Date }>(
    `select id, reference, iban, signed_at from sepa_mandates where user_id = $1 and revoked_at is null order by last_used_at desc nulls last, id desc limit 1`,
    [userId],
  );
  return row ?? null;
}

async function autoRechargeItem(db: DatabaseTx, id?: number): Promise<TItemRow> {
  const [row] = await db.query<TItemRow>(
    `select id, goods, code, months, renewable, amount, currency, net_cents, methods, highlighted from payment_items where ${id ? "id = $1" : "code = $1"}`,
    [id ?? AUTO_RECHARGE_ITEM_CODE],
  );
  return row!;
}

export async function loadAutoRecharge(db: DatabaseTx, userId: number) {
  const [setting] = await db.query<TSetting>(`select enabled, threshold, item_id, last_recharged_at from payment_auto_recharge where user_id = $1`, [userId]);
  const item = await autoRechargeItem(db, setting?.item_id);
  const mandate = await currentMandate(db, userId);
  return {
    enabled: setting?.enabled ?? false,
    threshold: setting?.threshold ?? DEFAULT_THRESHOLD,
    item: itemView(item, { vatCountry: "DE", vatNumber: null }, 1),
    mandate: mandate
      ? { reference: mandate.reference, creditor_id: MERCHANT_ACCOUNT.creditor_id, signed_at: new Date(mandate.signed_at).toISOString(), iban_masked: maskIban(mandate.iban), collection_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) }
      : null,
    last_recharged_at: setting?.last_recharged_at ? new Date(setting.last_recharged_at).toISOString() : null,
  };
}

export async function saveAutoRecharge(database: Database, userId: number, input: { enabled: boolean; threshold?: number }) {
  await database.transaction(async (tx) => {
    if (input.enabled && !(await currentMandate(tx, userId))) throw new AppError(422, "exception.checkout.mandate_missing", "enabled");
    const item = await autoRechargeItem(tx);
    await tx.query(
      `insert into payment_auto_recharge (user_id, enabled, threshold, item_id) values ($1, $2, coalesce($3::int, $4::int), $5)
       on conflict (user_id) do update set enabled = excluded.enabled, threshold = coalesce($3::int, payment_auto_recharge.threshold), updated_at = now()`,
      [userId, input.enabled, input.threshold ?? null, DEFAULT_THRESHOLD, item.id],
    );
  });
  return loadAutoRecharge(database, userId);
}

/**
 * The recurring auto-recharge job: users who switched it on, have a mandate, a dollar balance below their
 * threshold and no recharge on its way get the package by direct debit (pending → settled → booked).
 * At most one recharge per user an hour, so a bouncing account is not debited in a loop.
 */
export async function runAutoRecharges(deps: TCheckoutDeps, limit = 100): Promise<number> {
  let count = 0;
  for (;;) {
    const placed = await deps.database.transaction(async (tx) => {
      const [due] = await tx.query<{ user_id: number; item_id: number; mandate_id: number; locale: string }>(
        `select r.user_id, r.item_id, m.id as mandate_id, u.locale
           from payment_auto_recharge r
           join users u on u.id = r.user_id and u.deleted_at is null
           join lateral (select id from sepa_mandates where user_id = r.user_id and revoked_at is null order by last_used_at desc nulls last, id desc limit 1) m on true
           left join ledger_accounts a on a.user_id = r.user_id and a.currency = 'dollar'
          where r.enabled and coalesce(a.balance, 0) < r.threshold
            and (r.last_recharged_at is null or r.last_recharged_at < now() - interval '1 hour')
            and not exists (select 1 from payments p where p.user_id = r.user_id and p.kind = 'auto_recharge' and (p.status in (0, 2) or p.created_at > now() - interval '1 hour'))
          order by r.user_id limit 1
          for update of r skip locked`,
      );
      if (!due) return false;
      const item = await autoRechargeItem(tx, due.item_id);
      const [last] = await tx.query<{ customer: unknown; vat_country: string; vat_number: string | null }>(
        `select customer, vat_country, vat_number from payments where user_id = $1 and status = 1 order by id desc limit 1`,
        [due.user_id],
      );
      const quote = quoteOf(item, { vatCountry: last?.vat_country ?? "DE", vatNumber: last?.vat_number ?? null });
      const [row] = await tx.query<{ id: number }>(
        `insert into payments (user_id, item_id, goods, kind, payment_type, status, currency, original_net_cents, discount_cents, net_cents, vat_cents, gross_cents,
                               vat_country, vat_rate_bp, vat_reason, vat_number, customer)
         values ($1, $2, $3, 'auto_recharge', 'DD', 0, $4, $5, 0, $6, $7, $8, $9, $10, $11, $12, $13::jsonb) returning id`,
        [
          due.user_id, item.id, item.goods, quote.currency, quote.original_net_cents, quote.net_cents, quote.vat_cents, quote.gross_cents,
          quote.vat.country, quote.vat.rate_bp, quote.vat.reason, quote.vat.reason === "reverse_charge" ? last?.vat_number ?? null : null, JSON.stringify(last?.customer ?? {}),
        ],
      );
      await startPayment(tx, deps, { id: row!.id, userId: due.user_id, item, grossCents: quote.gross_cents, currency: quote.currency, type: "DD", locale: due.locale, subscriptionId: null }, { mandate: { id: due.mandate_id } });
      return true;
    });
    if (!placed) return count;
    count += 1;
    if (count >= limit) return count;
  }
}
