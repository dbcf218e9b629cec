import { randomUUID } from "node:crypto";
import type { TApiClient } from "@samtrot/api-client";
import { membershipPackagesContract, paymentInquiryContract, paymentPackagesContract } from "@samtrot/api-client/contracts";
import { FORM_ACTION_MARK_HEADER, FORM_ACTION_MARK_PAYMENT } from "../shell/csp-form-action";
import { paymentFormOrigins, webEnv } from "../shell/env.server";
import type { TGoods, TPayType } from "./checkout-form";

/** Headers of the checkout pages: never stored, and their CSP lets the card form go to the payment provider. */
export function checkoutPageHeaders(): Record<string, string> {
  return { "cache-control": "private, no-store", [FORM_ACTION_MARK_HEADER]: FORM_ACTION_MARK_PAYMENT };
}

/** The goods of a `buy/{goods}` address, or 404. */
export function requireGoods(value: string | undefined): TGoods {
  if (value === "membership" || value === "dollar" || value === "token") return value;
  throw new Response(null, { status: 404 });
}

/** The plans or packages of the goods, prices with the VAT of the country (ipi 1: gross). */
export function loadItems(api: TApiClient, goods: TGoods, country = "DE") {
  return goods === "membership"
    ? api.call(membershipPackagesContract, { query: { ipi: 1, country_code: country } })
    : api.call(paymentPackagesContract, { query: { ipi: 1, goods, country_code: country } });
}

/** The price the pay call would charge (payment/inquiry). */
export function inquire(api: TApiClient, input: { itemId: number; payType: TPayType; vatCountry?: string; vatNumber?: string; promotionCode?: string }) {
  const vatNumber = input.vatNumber?.trim() ?? "";
  const promotion = input.promotionCode?.trim() ?? "";
  return api.call(paymentInquiryContract, {
    body: {
      id: input.itemId,
      payment_type: input.payType,
      novat: vatNumber ? 1 : 0,
      novat_country: input.vatCountry || "DE",
      ...(vatNumber ? { vat: vatNumber } : {}),
      ...(promotion ? { promotion_code: promotion } : {}),
    },
  });
}

/** A fresh request key: a retried pay with it answers the first payment instead of placing a second one. */
export function newRequestKey(): string {
  return randomUUID();
}

/** Whether the card form may be posted to this address: exactly an origin the CSP of the checkout pages allows. */
export function isAllowedCardAction(actionUrl: string): boolean {
  try {
    const url = new URL(actionUrl);
    return paymentFormOrigins(webEnv).includes(url.origin);
  } catch {
    return false;
  }
}

/** Where the customer comes back after a card page or the cashtocode page: the confirmation of this brand and language. */
export function confirmUrl(request: Request, linkPrefix: string, returnPath: string | null): string {
  const url = new URL(`${linkPrefix}/buy/confirm`, new URL(request.url).origin);
  if (returnPath) url.searchParams.set("return", returnPath);
  return url.toString();
}

/** An outside address the api sent the customer to (cashtocode): only http(s). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
