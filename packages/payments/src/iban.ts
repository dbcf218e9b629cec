import { type TCheck, PAYMENT_ERROR, fail, ok } from "./result.js";

/**
 * IBAN length per country, ISO 13616 (SWIFT IBAN registry): the countries of the SEPA scheme
 * (EU, EEA, CH, GB, MC, SM, VA, AD, GI, AL, MD, ME, MK). Others are refused as unknown for now.
 */
export const IBAN_LENGTHS = {
  AD: 24, AL: 28, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24,
  FI: 18, FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20,
  LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24,
  SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
} as const;
export type TIbanCountry = keyof typeof IBAN_LENGTHS;

/** BBAN structure of the run countries (IBAN registry): DE, AT only digits; CH 5 digits + 12 alphanumerics; NL 4 letters + 10 digits. */
const BBAN_PATTERNS: Partial<Record<TIbanCountry, RegExp>> = {
  DE: /^\d{18}$/,
  AT: /^\d{16}$/,
  CH: /^\d{5}[0-9A-Z]{12}$/,
  NL: /^[A-Z]{4}\d{10}$/,
};

export type TIban = { iban: string; country: TIbanCountry; checkDigits: string; bban: string };

/** Removes spaces (also non-breaking ones and tabs) and upper-cases, as ISO 13616 reads an IBAN (DECISIONS.md "IBAN"). */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** The print form: groups of four. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Remainder modulo 97 of a long digit string, in chunks small enough for a double (no BigInt):
 * the running remainder (≤ 2 digits) is put in front of the next 7 digits, at most 9 digits < 2^53.
 */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

/** Letters become 10 … 35, digits stay (ISO 7064 MOD 97-10 input). */
function toDigits(alnum: string): string {
  let out = "";
  for (const ch of alnum) {
    const code = ch.charCodeAt(0);
    out += code >= 65 && code <= 90 ? String(code - 55) : ch;
  }
  return out;
}

/** Validates an IBAN: format, country, length, the run countries' BBAN structure, then mod-97 = 1. */
export function validateIban(input: string): TCheck<TIban> {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]+$/.test(iban)) return fail(PAYMENT_ERROR.ibanFormat);
  const country = iban.slice(0, 2);
  if (!Object.hasOwn(IBAN_LENGTHS, country)) return fail(PAYMENT_ERROR.ibanCountry);
  const known = country as TIbanCountry;
  if (iban.length !== IBAN_LENGTHS[known]) return fail(PAYMENT_ERROR.ibanLength);
  const bban = iban.slice(4);
  const pattern = BBAN_PATTERNS[known];
  if (pattern && !pattern.test(bban)) return fail(PAYMENT_ERROR.ibanFormat);
  if (mod97(toDigits(bban + iban.slice(0, 4))) !== 1) return fail(PAYMENT_ERROR.ibanChecksum);
  return ok({ iban, country: known, checkDigits: iban.slice(2, 4), bban });
}

/** Check digits that make `country` + `bban` a valid IBAN (98 − mod97 of BBAN + country + "00"). */
export function ibanCheckDigits(country: string, bban: string): string {
  const value = 98 - mod97(toDigits(normalizeIban(bban) + country.toUpperCase() + "00"));
  return String(value).padStart(2, "0");
}

export type TBic = { bic: string; bankCode: string; country: string; location: string; branch: string };

/**
 * BIC (ISO 9362): 4 alphanumerics (business party prefix), 2-letter country, 2 alphanumerics (location),
 * optional 3 alphanumerics (branch, "XXX" = head office). Eight characters mean the head office.
 */
export const BIC_PATTERN = /^([0-9A-Z]{4})([A-Z]{2})([0-9A-Z]{2})([0-9A-Z]{3})?$/;

export function normalizeBic(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

export function validateBic(input: string): TCheck<TBic> {
  const bic = normalizeBic(input);
  const match = BIC_PATTERN.exec(bic);
  if (!match) return fail(PAYMENT_ERROR.bicFormat);
  const [, bankCode, country, location, branch] = match as unknown as [string, string, string, string, string | undefined];
  return ok({ bic, bankCode, country, location, branch: branch ?? "XXX" });
}
