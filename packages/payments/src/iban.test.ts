import { describe, expect, it } from "vitest";
import { IBAN_LENGTHS, formatIban, ibanCheckDigits, mod97, normalizeIban, validateBic, validateIban } from "./iban.js";

// Published example IBANs (IBAN registry / banks' documentation).
const VALID = [
  "DE89 3704 0044 0532 0130 00",
  "AT61 1904 3002 3457 3201",
  "CH93 0076 2011 6238 5295 7",
  "NL91 ABNA 0417 1643 00",
  "GB82 WEST 1234 5698 7654 32",
  "FR14 2004 1010 0505 0001 3M02 606",
  "BE68 5390 0754 7034",
  "NO93 8601 1117 947",
  "MT84 MALT 0110 0001 2345 MTLC AST0 01S",
];

describe("IBAN", () => {
  it.each(VALID)("accepts %s", (iban) => {
    const result = validateIban(iban);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.iban).toBe(iban.replaceAll(" ", ""));
  });

  it("normalises spaces and case", () => {
    expect(normalizeIban(" de89 3704\u00a00044 0532 0130 00 ")).toBe("DE89370400440532013000");
    const result = validateIban("de89370400440532013000");
    expect(result).toEqual({ ok: true, value: { iban: "DE89370400440532013000", country: "DE", checkDigits: "89", bban: "370400440532013000" } });
  });

  it("refuses a wrong check digit or a swapped digit (mod-97)", () => {
    expect(validateIban("DE88 3704 0044 0532 0130 00")).toEqual({ ok: false, error: "validation.payment.iban_checksum_invalid" });
    expect(validateIban("DE89 3704 0044 0532 0103 00")).toEqual({ ok: false, error: "validation.payment.iban_checksum_invalid" });
  });

  it("refuses a wrong length for the country", () => {
    expect(validateIban("DE89 3704 0044 0532 0130 0")).toEqual({ ok: false, error: "validation.payment.iban_length_invalid" });
    expect(validateIban("AT61 1904 3002 3457 3201 1")).toEqual({ ok: false, error: "validation.payment.iban_length_invalid" });
  });

  it("refuses an unknown country and a malformed string", () => {
    expect(validateIban("XX89 3704 0044 0532 0130 00")).toEqual({ ok: false, error: "validation.payment.iban_country_unknown" });
    expect(validateIban("")).toEqual({ ok: false, error: "validation.payment.iban_invalid" });
    expect(validateIban("DE8937040044053201300!")).toEqual({ ok: false, error: "validation.payment.iban_invalid" });
    // Letters in a German BBAN break its structure even when the length fits.
    expect(validateIban("DE89 3704 0044 0532 0130 0A")).toEqual({ ok: false, error: "validation.payment.iban_invalid" });
  });

  it("knows the SEPA lengths of the run countries and neighbours", () => {
    expect(IBAN_LENGTHS).toMatchObject({ DE: 22, AT: 20, CH: 21, NL: 18, BE: 16, NO: 15, MT: 31, FR: 27, PL: 28 });
  });

  it("computes mod 97 of long numbers without losing precision", () => {
    // 10^30 mod 97 = 3^15 mod 97 = 85 (10^2 ≡ 3 mod 97).
    expect(mod97("1" + "0".repeat(30))).toBe(85);
    expect(mod97("3214282912345698765432161182")).toBe(1);
  });

  it("computes check digits that validate", () => {
    expect(ibanCheckDigits("DE", "370400440532013000")).toBe("89");
    expect(ibanCheckDigits("GB", "WEST12345698765432")).toBe("82");
    const made = `DE${ibanCheckDigits("DE", "500105175407324931")}500105175407324931`;
    expect(validateIban(made).ok).toBe(true);
  });

  it("prints in groups of four", () => {
    expect(formatIban("de89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });
});

describe("BIC", () => {
  it("accepts 8 and 11 characters and splits them", () => {
    expect(validateBic("cobadeffxxx")).toEqual({ ok: true, value: { bic: "COBADEFFXXX", bankCode: "COBA", country: "DE", location: "FF", branch: "XXX" } });
    expect(validateBic("DEUT DE DB")).toEqual({ ok: true, value: { bic: "DEUTDEDB", bankCode: "DEUT", country: "DE", location: "DB", branch: "XXX" } });
    expect(validateBic("INGDDEFF123").ok).toBe(true);
  });

  it("refuses wrong lengths and a non-letter country", () => {
    for (const bad of ["COBADEF", "COBADEFFXX", "COBADEFFXXXX", "COBA1EFF", "COBADEFF-XX", ""]) {
      expect(validateBic(bad)).toEqual({ ok: false, error: "validation.payment.bic_invalid" });
    }
  });
});
