import { checkoutPrice, divRoundHalfUp, type TPromotion as TPricePromotion, vatRateFor } from "@samtrot/payments";
import type { TPaymentItem, TPaymentItemList, TPayType, TPriceQuote, TPaymentGoods } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";

/** A row of payment_items: a membership plan, a dollar or a token package (prices net, EUR). */
export type TItemRow = {
  id: number;
  goods: TPaymentGoods;
  code: string;
  months: number | null;
  renewable: boolean;
  amount: number | null;
  currency: string;
  net_cents: number;
  methods: TPayType[];
  highlighted: boolean;
};

const ITEM_COLUMNS = `id, goods, code, months, renewable, amount, currency, net_cents, methods, highlighted`;

export async function listItems(db: DatabaseTx, goods: TPaymentGoods): Promise<TItemRow[]> {
  return db.query<TItemRow>(`select ${ITEM_COLUMNS} from payment_items where goods = $1 and active order by sort, id`, [goods]);
}

export async function findItem(db: DatabaseTx, id: number): Promise<TItemRow | null> {
  const [row] = await db.query<TItemRow>(`select ${ITEM_COLUMNS} from payment_items where id = $1 and active`, [id]);
  return row ?? null;
}

/** The item or 422 validation.checkout.item_unknown (source item_id, or the field the caller names). */
export async function requireItem(db: DatabaseTx, id: number, source = "item_id"): Promise<TItemRow> {
  const item = await findItem(db, id);
  if (!item) throw new AppError(422, "validation.checkout.item_unknown", source);
  return item;
}

export type TCustomerVat = { vatCountry: string; vatNumber: string | null };

/** The item as the api shows it, priced for a customer's VAT (ipi 1: price_cents gross, 0: net). */
export function itemView(item: TItemRow, customer: TCustomerVat, ipi: 0 | 1 = 1): TPaymentItem {
  const vat = vatRateFor(customer);
  const vatCents = divRoundHalfUp(item.net_cents * vat.rate, 10_000);
  const gross = item.net_cents + vatCents;
  return {
    id: item.id,
    goods: item.goods,
    code: item.code,
    months: item.months,
    renewable: item.renewable,
    amount: item.amount,
    currency: item.currency,
    net_cents: item.net_cents,
    vat_cents: vatCents,
    gross_cents: gross,
    price_cents: ipi ? gross : item.net_cents,
    monthly_gross_cents: item.months ? divRoundHalfUp(gross, item.months) : null,
    methods: item.methods,
    highlighted: item.highlighted,
  };
}

export function itemList(items: TItemRow[], customer: TCustomerVat, ipi: 0 | 1): TPaymentItemList {
  const vat = vatRateFor(customer);
  return {
    currency: "EUR",
    vat: { country: vat.country, rate_bp: vat.rate, reason: vat.reason },
    ipi,
    items: items.map((item) => itemView(item, customer, ipi)),
  };
}

/** What the order costs: promotion off the net price, then the customer's VAT (@samtrot/payments checkoutPrice). */
export function quoteOf(item: TItemRow, customer: TCustomerVat, promotion?: TPricePromotion): TPriceQuote {
  const priced = checkoutPrice(item.net_cents, customer, promotion);
  if (!priced.ok) throw new AppError(422, priced.error, "promotion_code");
  const p = priced.value;
  return {
    item_id: item.id,
    currency: item.currency,
    original_net_cents: p.original,
    discount_cents: p.discount,
    net_cents: p.net,
    vat_cents: p.vat,
    gross_cents: p.gross,
    vat: { country: p.vatCountry, rate_bp: p.rate, reason: p.vatReason },
  };
}

/** The payment types an item may be paid with, or 422 validation.checkout.method_not_allowed. */
export function requireMethod(item: TItemRow, type: TPayType, source = "payment_type"): void {
  if (!item.methods.includes(type)) throw new AppError(422, "validation.checkout.method_not_allowed", source);
}
