import { addVat, isCents, type TBasisPoints, type TCents, type TVatReason, vatRateFor } from "./money.js";

/** One line of an invoice: quantity × unit net price at a VAT rate. */
export interface TInvoiceLine {
  quantity: number;
  unitNetCents: TCents;
  vatRateBp: TBasisPoints;
}

export interface TVatGroup {
  rate: TBasisPoints;
  net: TCents;
  vat: TCents;
  gross: TCents;
}

export interface TInvoiceTotals {
  /** net, VAT and gross per VAT rate, highest rate first (§14 (4) no. 7/8 UStG: net per rate, rate and tax) */
  groups: TVatGroup[];
  net: TCents;
  vat: TCents;
  gross: TCents;
}

/**
 * Totals of an invoice. The lines of one rate are added net first, then the VAT of that sum is rounded half up
 * once (addVat) — as the checkout priced it (checkoutPrice), so the invoice shows the amount that was paid.
 */
export function invoiceTotals(lines: readonly TInvoiceLine[]): TInvoiceTotals {
  if (lines.length === 0) throw new RangeError("an invoice needs at least one line");
  const netByRate = new Map<TBasisPoints, TCents>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`quantity ${line.quantity}`);
    if (!isCents(line.unitNetCents)) throw new RangeError(`unit net ${line.unitNetCents}`);
    if (!Number.isInteger(line.vatRateBp) || line.vatRateBp < 0 || line.vatRateBp > 10_000) throw new RangeError(`VAT rate ${line.vatRateBp}`);
    netByRate.set(line.vatRateBp, (netByRate.get(line.vatRateBp) ?? 0) + line.unitNetCents * line.quantity);
  }
  const groups = [...netByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, net]) => {
      const split = addVat(net, rate);
      return { rate, net: split.net, vat: split.vat, gross: split.gross };
    });
  const sum = (key: "net" | "vat" | "gross") => groups.reduce((total, group) => total + group[key], 0);
  return { groups, net: sum("net"), vat: sum("vat"), gross: sum("gross") };
}

/**
 * Which VAT note an invoice carries, and whether its rates fit it: a reverse-charge or non-EU customer is
 * invoiced without German VAT (every line at 0 %), anyone else at a rate above 0. The customer's VAT country
 * decides (the country of the address when none is given), as in checkout.
 */
export function invoiceVat(
  customer: { country: string; vatCountry?: string | null; vatNumber?: string | null },
  lines: readonly Pick<TInvoiceLine, "vatRateBp">[],
): { reason: TVatReason; country: string; consistent: boolean } {
  const { reason, country } = vatRateFor({ vatCountry: customer.vatCountry || customer.country, vatNumber: customer.vatNumber });
  const untaxed = reason === "reverse_charge" || reason === "outside_eu";
  const consistent = lines.every((line) => (untaxed ? line.vatRateBp === 0 : line.vatRateBp > 0));
  return { reason, country, consistent };
}
