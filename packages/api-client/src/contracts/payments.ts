import { z } from "zod";
import { defineContract } from "./define-contract.js";

// Payment calls of spec 000 §7 (issue 11 part 3). The IBAN itself (country, length, mod-97) is decided by
// the server with @samtrot/payments (spec 000 §5, DECISIONS.md "IBAN"); the contract only refuses input that
// cannot be an IBAN at all, so web and api answer the same `validation.*` key.

/** 34 characters at most (ISO 13616) plus a space between groups of four, as people type it. */
export const IBAN_INPUT_MAX = 42;
/** 11 characters (ISO 9362) plus a few spaces. */
export const BIC_INPUT_MAX = 14;

export const ZValidateIbanBody = z.object({
  iban: z
    .string({ required_error: "validation.common.required", invalid_type_error: "validation.payment.iban_invalid" })
    .trim()
    .min(1, { message: "validation.common.required" })
    .max(IBAN_INPUT_MAX, { message: "validation.payment.iban_length_invalid" }),
  /** The BIC the user typed (optional; our extension of the spec's `iban`-only payload), checked and returned. */
  bic: z
    .string({ invalid_type_error: "validation.payment.bic_invalid" })
    .trim()
    .max(BIC_INPUT_MAX, { message: "validation.payment.bic_invalid" })
    .nullable()
    .optional(),
});
export type TValidateIbanBody = z.input<typeof ZValidateIbanBody>;

export const ZValidateIbanResult = z.object({
  /** normalised: no spaces, upper case */
  iban: z.string(),
  /** print form, groups of four */
  iban_formatted: z.string(),
  country: z.string().length(2),
  /** the caller's BIC, normalised; null when none was given (no bank-code table to derive it from yet) */
  bic: z.string().nullable(),
});
export type TValidateIbanResult = z.infer<typeof ZValidateIbanResult>;

export const validateIbanContract = defineContract({
  id: "validateIban",
  method: "POST",
  path: "/api/v2/validate-iban",
  summary:
    "Checks an IBAN server-side (spaces and case ignored; country, SEPA length, BBAN structure, mod-97) and an optional BIC. " +
    "Invalid: 422 with the first error's title (validation.payment.iban_invalid | iban_country_unknown | iban_length_invalid | " +
    "iban_checksum_invalid | bic_invalid). Signed-in users; 429 exception.payment.validate_iban_exceeded_limit past the per-user limit",
  tags: ["payments"],
  auth: "user",
  body: ZValidateIbanBody,
  response: ZValidateIbanResult,
});
