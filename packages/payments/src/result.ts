/** Outcome of a check: the value, or the `validation.*` message key of the first error. */
export type TCheck<T> = { ok: true; value: T } | { ok: false; error: TPaymentErrorKey };

/**
 * Message keys of this package. Texts live in locales/{de,en,es,pl}/common.json under `validation`.
 * `validation.birth_date.*` are the registration's keys, reused.
 */
export const PAYMENT_ERROR = {
  ibanFormat: "validation.payment.iban_invalid",
  ibanCountry: "validation.payment.iban_country_unknown",
  ibanLength: "validation.payment.iban_length_invalid",
  ibanChecksum: "validation.payment.iban_checksum_invalid",
  bicFormat: "validation.payment.bic_invalid",
  birthDateInvalid: "validation.birth_date.invalid",
  birthDateUnder18: "validation.birth_date.under_18",
  amountInvalid: "validation.payment.amount_invalid",
  promotionInvalid: "validation.payment.promotion_invalid",
  transitionInvalid: "validation.payment.transition_invalid",
  zipCodeInvalid: "validation.payment.zipcode_invalid",
  vatNumberInvalid: "validation.payment.vat_number_invalid",
  consentRequired: "validation.payment.consent_required",
} as const;
export type TPaymentErrorKey = (typeof PAYMENT_ERROR)[keyof typeof PAYMENT_ERROR];

export function ok<T>(value: T): TCheck<T> {
  return { ok: true, value };
}
export function fail<T = never>(error: TPaymentErrorKey): TCheck<T> {
  return { ok: false, error };
}
