import { PAYMENT_STATUS } from "@samtrot/constants-catalogue";
import type { TPaymentView, TPaymentGoods, TPayType } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { notFound } from "../../http/errors.js";
import { itemView, type TItemRow } from "./catalogue.js";
import type { TPaymentResult } from "./payment-outcomes.js";

/** The account our invoice (TR) customers transfer to (sandbox bank). */
export const MERCHANT_ACCOUNT = {
  account_holder: "Samtrot GmbH",
  iban: "DE02120300000000202051",
  bic: "BYLADEM1001",
  /** SEPA creditor identifier (test range: DE98ZZZ09999999999 is the Bundesbank's example) */
  creditor_id: "DE98ZZZ09999999999",
} as const;

type TViewRow = {
  id: number;
  user_id: number;
  status: -1 | 0 | 1 | 2;
  payment_type: TPayType;
  goods: TPaymentGoods;
  currency: string;
  original_net_cents: number;
  discount_cents: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  vat_country: string;
  vat_rate_bp: number;
  vat_reason: "domestic" | "eu_oss" | "reverse_charge" | "outside_eu";
  vat_number: string | null;
  promotion_code: string | null;
  created_at: Date;
  paid_at: Date | null;
  failure: string | null;
  subscription_id: number | null;
  result: TPaymentResult | null;
  collection_date: string | Date | null;
  transfer_reference: string | null;
  redirect_url: string | null;
  expires_at: Date | null;
  mandate_reference: string | null;
  mandate_signed_at: Date | null;
  mandate_iban: string | null;
} & { item: TItemRow };

const STATUS_NAME = Object.fromEntries(Object.entries(PAYMENT_STATUS).map(([name, code]) => [code, name])) as Record<number, TPaymentView["status_name"]>;

export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• •••• ${iban.slice(-4)}`;
}

function isoDay(value: string | Date): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** One's own payment as the api shows it (404 for anyone else's: no hint that the id exists). */
export async function loadPaymentView(db: DatabaseTx, paymentId: number, userId: number): Promise<TPaymentView> {
  const [row] = await db.query<TViewRow>(
    `select p.id, p.user_id, p.status, p.payment_type, p.goods, p.currency, p.original_net_cents, p.discount_cents, p.net_cents, p.vat_cents,
            p.gross_cents, p.vat_country, p.vat_rate_bp, p.vat_reason, p.vat_number, pr.code as promotion_code, p.created_at, p.paid_at, p.failure,
            p.subscription_id, p.result, p.collection_date::text as collection_date, p.transfer_reference, p.redirect_url, p.expires_at,
            m.reference as mandate_reference, m.signed_at as mandate_signed_at, m.iban as mandate_iban,
            row_to_json(i.*) as item
       from payments p
       join payment_items i on i.id = p.item_id
       left join promotions pr on pr.id = p.promotion_id
       left join sepa_mandates m on m.id = p.mandate_id
      where p.id = $1 and p.user_id = $2`,
    [paymentId, userId],
  );
  if (!row) throw notFound("exception.checkout.payment_not_found");
  const customer = { vatCountry: row.vat_country, vatNumber: row.vat_number };
  const open = row.status === 0 || row.status === 2;
  const result = row.result ?? { member_until: null, credited: null, invoice: null };
  return {
    id: row.id,
    status: row.status,
    status_name: STATUS_NAME[row.status]!,
    payment_type: row.payment_type,
    goods: row.goods,
    item: itemView(row.item, customer, 1),
    quote: {
      item_id: row.item.id,
      currency: row.currency,
      original_net_cents: row.original_net_cents,
      discount_cents: row.discount_cents,
      net_cents: row.net_cents,
      vat_cents: row.vat_cents,
      gross_cents: row.gross_cents,
      vat: { country: row.vat_country, rate_bp: row.vat_rate_bp, reason: row.vat_reason },
    },
    promotion_code: row.promotion_code,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    failure: row.failure,
    subscription_id: row.subscription_id,
    result: { member_until: result.member_until, credited: result.credited, invoice: result.invoice },
    mandate:
      row.payment_type === "DD" && row.mandate_reference
        ? {
            reference: row.mandate_reference,
            creditor_id: MERCHANT_ACCOUNT.creditor_id,
            signed_at: new Date(row.mandate_signed_at!).toISOString(),
            iban_masked: maskIban(row.mandate_iban!),
            collection_date: row.collection_date ? isoDay(row.collection_date) : isoDay(new Date()),
          }
        : null,
    transfer:
      row.payment_type === "TR" && row.transfer_reference
        ? {
            account_holder: MERCHANT_ACCOUNT.account_holder,
            iban: MERCHANT_ACCOUNT.iban,
            bic: MERCHANT_ACCOUNT.bic,
            reference: row.transfer_reference,
            amount_cents: row.gross_cents,
            currency: row.currency,
            due_at: new Date(row.expires_at ?? Date.now()).toISOString(),
          }
        : null,
    next:
      open && row.payment_type === "CC" && row.status === 0
        ? { kind: "encryption" }
        : open && row.payment_type === "CT" && row.redirect_url
          ? { kind: "redirect", url: row.redirect_url }
          : { kind: "confirm" },
    poll: open,
  };
}
