import { describe, expect, it } from "vitest";
import { type TMembershipForm, emptyMembershipForm, isVatNumberFormat, validateMembershipForm } from "./membership-form.js";

const on = new Date("2026-11-25T12:00:00Z");

function filled(overrides: Partial<TMembershipForm> = {}): TMembershipForm {
  return {
    ...emptyMembershipForm(),
    paymentMethod: "direct_debit",
    membershipPlan: { id: 3, price: 1999, currency: "EUR" },
    salutation: "Miss",
    firstName: " Erika ",
    lastName: "Mustermann",
    street: "Heidestraße",
    houseNumber: "17",
    zipCode: "51147",
    city: "Köln",
    email: "erika@example.org",
    year: "1990",
    month: "3",
    day: "7",
    acceptCancellationPolicy: true,
    acceptRevocationRights: true,
    iban: "de89 3704 0044 0532 0130 00",
    bic: "cobadeffxxx",
    ...overrides,
  };
}

describe("membership form", () => {
  it("starts with country and VAT country DE and no consents", () => {
    const form = emptyMembershipForm();
    expect(form.country).toBe("DE");
    expect(form.vatCountry).toBe("DE");
    expect(form.acceptCancellationPolicy).toBe(false);
    expect(form.acceptRevocationRights).toBe(false);
  });

  it("builds the pay request of a direct debit", () => {
    expect(validateMembershipForm(filled(), on)).toEqual({
      ok: true,
      value: {
        item_id: 3,
        payment_type: "DD",
        using_vat: 0,
        country_code: "DE",
        vat: "",
        salutation: "2F",
        firstname: "Erika",
        lastname: "Mustermann",
        street: "Heidestraße",
        house: "17",
        zipcode: "51147",
        city: "Köln",
        country: "DE",
        birth_date: "03/07/1990",
        email: "erika@example.org",
        accountholder: "Erika Mustermann",
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
      },
    });
  });

  it("a card payment needs no IBAN, and Mister is 1M", () => {
    const result = validateMembershipForm(filled({ paymentMethod: "credit_card", salutation: "Mister", iban: "", bic: "" }), on);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value).toMatchObject({ payment_type: "CC", salutation: "1M" });
      expect(result.value).not.toHaveProperty("iban");
    }
  });

  it("refuses a missing consent, a wrong IBAN and an under-age payer, each at its field", () => {
    const result = validateMembershipForm(filled({ acceptRevocationRights: false, iban: "DE88370400440532013000", year: 2010 }), on);
    expect(result).toEqual({
      ok: false,
      errors: [
        { source: "year", title: "validation.birth_date.under_18" },
        { source: "acceptRevocationRights", title: "validation.payment.consent_required" },
        { source: "iban", title: "validation.payment.iban_checksum_invalid" },
      ],
    });
  });

  it("asks for every required field of an empty form", () => {
    const result = validateMembershipForm(emptyMembershipForm(), on);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.source)).toEqual([
        "paymentMethod", "membershipPlan", "salutation", "firstName", "lastName", "street", "houseNumber", "city",
        "zipCode", "email", "year", "acceptCancellationPolicy", "acceptRevocationRights",
      ]);
    }
  });

  it("checks the postcode by country", () => {
    expect(validateMembershipForm(filled({ zipCode: "5114" }), on)).toMatchObject({ ok: false, errors: [{ source: "zipCode", title: "validation.payment.zipcode_invalid" }] });
    expect(validateMembershipForm(filled({ country: "AT", zipCode: "1010" }), on).ok).toBe(true);
    expect(validateMembershipForm(filled({ country: "NL", zipCode: "1012 ab" }), on)).toMatchObject({ ok: true, value: { zipcode: "1012 AB", country: "NL" } });
  });

  it("takes a VAT number of the VAT country only", () => {
    expect(validateMembershipForm(filled({ vatCountry: "AT", vatNumber: "ATU 1234 5678" }), on)).toMatchObject({
      ok: true,
      value: { using_vat: 1, country_code: "AT", vat: "ATU12345678" },
    });
    expect(validateMembershipForm(filled({ vatCountry: "AT", vatNumber: "DE123456789" }), on)).toMatchObject({ ok: false, errors: [{ source: "vatNumber", title: "validation.payment.vat_number_invalid" }] });
    expect(validateMembershipForm(filled({ vatCountry: "CH", vatNumber: "CHE123456789" }), on)).toMatchObject({ ok: false, errors: [{ source: "vatNumber" }] });
    expect(isVatNumberFormat("GR", "EL123456789")).toBe(true);
    expect(isVatNumberFormat("GR", "GR123456789")).toBe(false);
  });

  it("refuses a bad e-mail and a bad BIC", () => {
    expect(validateMembershipForm(filled({ email: "erika@localhost" }), on)).toMatchObject({ ok: false, errors: [{ source: "email", title: "validation.email.invalid" }] });
    expect(validateMembershipForm(filled({ bic: "COBADE" }), on)).toMatchObject({ ok: false, errors: [{ source: "bic", title: "validation.payment.bic_invalid" }] });
  });
});
