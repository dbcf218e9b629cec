import { DEFAULT_COUNTRY } from "@samtrot/constants-catalogue";
import { type TCheck, PAYMENT_ERROR, fail, ok } from "./result.js";

/**
 * Money is an integer number of cents everywhere; rates are integer basis points (1 % = 100 bp, so
 * Finland's 25.5 % is 2550). No floating point touches an amount.
 */
export type TCents = number;
export type TBasisPoints = number;

export function isCents(value: unknown): value is TCents {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** a / b rounded half up (commercial rounding, "kaufmännisch"), for a ≥ 0 and b > 0. */
export function divRoundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Whole currency units → cents (5 dollars → 500). */
export function centsOf(units: number): TCents {
  return Math.round(units * 100);
}

export type TPriceSplit = { net: TCents; vat: TCents; gross: TCents; rate: TBasisPoints };

/**
 * Splits a gross price (what the customer pays, VAT included — the shop shows gross prices) into net
 * and VAT. The VAT is rounded half up per invoice total and net is the remainder, so net + vat = gross
 * to the cent.
 */
export function splitGross(gross: TCents, rate: TBasisPoints): TPriceSplit {
  assertCents(gross);
  const vat = divRoundHalfUp(gross * rate, 10_000 + rate);
  return { net: gross - vat, vat, gross, rate };
}

/** Adds VAT to a net price (VAT rounded half up). */
export function addVat(net: TCents, rate: TBasisPoints): TPriceSplit {
  assertCents(net);
  const vat = divRoundHalfUp(net * rate, 10_000);
  return { net, vat, gross: net + vat, rate };
}

function assertCents(value: number): void {
  if (!isCents(value)) throw new RangeError(`not an amount in cents: ${value}`);
}

/**
 * Standard VAT rates of the EU member states in basis points, keyed by ISO 3166 country code (Greece is
 * GR here, EL in VIES). State as of EU_VAT_RATES_AS_OF; changes since then need an update here.
 */
export const EU_VAT_RATES = {
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2400, ES: 2100,
  FI: 2550, FR: 2000, GR: 2400, HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700,
  LV: 2100, MT: 1800, NL: 2100, PL: 2300, PT: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
} as const;
export type TEuCountry = keyof typeof EU_VAT_RATES;
/** The date the rates above are valid from (EE 24 % from 2025-07-01, RO 21 % from 2025-08-01); read 2026-11-25. */
export const EU_VAT_RATES_AS_OF = "2025-08-01";

/** Seller's country: Germany. Its rate is the default when the customer's country is unknown. */
export const SELLER_COUNTRY: TEuCountry = "DE";

export function isEuCountry(country: string): country is TEuCountry {
  return Object.hasOwn(EU_VAT_RATES, country);
}

/**
 * Why a rate applies: domestic (German customer), eu_oss (consumer in another member state pays their
 * rate, one-stop shop for electronic services), reverse_charge (business in another member state with a
 * VAT number: 0 %, the customer accounts for it), outside_eu (no German VAT).
 */
export type TVatReason = "domestic" | "eu_oss" | "reverse_charge" | "outside_eu";
export type TVatRate = { country: string; rate: TBasisPoints; reason: TVatReason };

/**
 * VAT for a customer: the VAT country of the membership form, defaulting to DE (spec 001 §3), and an
 * optional VAT number (checked elsewhere, e.g. VIES).
 */
export function vatRateFor(customer: { vatCountry?: string | null; vatNumber?: string | null }): TVatRate {
  const country = (customer.vatCountry?.trim().toUpperCase() || DEFAULT_COUNTRY) as string;
  if (country === SELLER_COUNTRY) return { country, rate: EU_VAT_RATES.DE, reason: "domestic" };
  if (isEuCountry(country)) {
    if (customer.vatNumber?.trim()) return { country, rate: 0, reason: "reverse_charge" };
    return { country, rate: EU_VAT_RATES[country], reason: "eu_oss" };
  }
  return { country, rate: 0, reason: "outside_eu" };
}

/** A promotion: a percentage (basis points, 1000 = 10 %) or a fixed amount off, in cents. */
export type TPromotion = { kind: "percent"; percent: TBasisPoints } | { kind: "fixed"; amount: TCents };
export type TDiscounted = { original: TCents; discount: TCents; price: TCents };

/**
 * Applies a promotion code to a gross price. The discount is rounded half up and never makes the
 * price negative; a fixed amount larger than the price makes it 0.
 */
export function applyPromotion(price: TCents, promotion: TPromotion): TCheck<TDiscounted> {
  if (!isCents(price)) return fail(PAYMENT_ERROR.amountInvalid);
  let discount: number;
  if (promotion.kind === "percent") {
    if (!Number.isInteger(promotion.percent) || promotion.percent < 0 || promotion.percent > 10_000) return fail(PAYMENT_ERROR.promotionInvalid);
    discount = divRoundHalfUp(price * promotion.percent, 10_000);
  } else {
    if (!isCents(promotion.amount)) return fail(PAYMENT_ERROR.promotionInvalid);
    discount = Math.min(promotion.amount, price);
  }
  return ok({ original: price, discount, price: price - discount });
}

/**
 * Price of a checkout or invoice line. Plans carry a net price (the form's vatSpecifics and the
 * pay call's using_vat/novat show the paid price depends on the VAT country): the promotion lowers the
 * net price, then the customer's VAT is added. A reverse-charge or non-EU customer pays the net price.
 */
export function checkoutPrice(
  net: TCents,
  customer: { vatCountry?: string | null; vatNumber?: string | null },
  promotion?: TPromotion,
): TCheck<{ original: TCents; discount: TCents; vatReason: TVatReason; vatCountry: string } & TPriceSplit> {
  const discounted = applyPromotion(net, promotion ?? { kind: "fixed", amount: 0 });
  if (!discounted.ok) return discounted;
  const vat = vatRateFor(customer);
  const { original, discount, price } = discounted.value;
  return ok({ original, discount, ...addVat(price, vat.rate), vatReason: vat.reason, vatCountry: vat.country });
}
