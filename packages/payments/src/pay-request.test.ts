import { describe, expect, it } from "vitest";
import { validatePayBody } from "./pay-request.js";

const item = { id: 2, grossCents: 2975, currency: "EUR" };
const on = new Date("2026-11-25T12:00:00Z");
const body = {
  item_id: 2,
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
  birth_date: "08/12/1964",
  email: "erika@example.org",
  accept_cancellation_policy: 1,
  accept_revocation_rights: 1,
  iban: "de89 3704 0044 0532 0130 00",
};

describe("validatePayBody", () => {
  it("accepts a complete direct-debit body and normalises it like the web form", () => {
    const checked = validatePayBody(body, item, on);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toMatchObject({ payment_type: "DD", salutation: "2F", birth_date: "08/12/1964", iban: "DE89370400440532013000", accountholder: "Erika Mustermann" });
  });

  it("keeps an account holder given in the body", () => {
    const checked = validatePayBody({ ...body, accountholder: "Firma Mustermann GmbH" }, item, on);
    expect(checked.ok && checked.value.accountholder).toBe("Firma Mustermann GmbH");
  });

  it("answers the form's keys under the pay call's field names", () => {
    const checked = validatePayBody(
      { ...body, iban: "DE88370400440532013000", accept_revocation_rights: 0, house: " ", birth_date: "02/30/1990", zipcode: "1234" },
      item,
      on,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((e) => e.title)).toEqual(
      expect.arrayContaining(["validation.payment.iban_checksum_invalid", "validation.payment.consent_required", "validation.common.required", "validation.birth_date.invalid", "validation.payment.zipcode_invalid"]),
    );
    expect(checked.sources).toEqual(expect.arrayContaining(["iban", "accept_revocation_rights", "house", "birth_date", "zipcode"]));
  });

  it("refuses an unreadable birth date and a minor", () => {
    const unreadable = validatePayBody({ ...body, birth_date: "1964-12-08" }, item, on);
    expect(!unreadable.ok && unreadable.errors[0]).toMatchObject({ title: "validation.birth_date.invalid" });
    const minor = validatePayBody({ ...body, birth_date: "11/26/2008" }, item, on);
    expect(!minor.ok && minor.errors[0]).toMatchObject({ title: "validation.birth_date.under_18" });
  });

  it("asks a VAT number when using_vat is 1, and checks its country prefix", () => {
    const missing = validatePayBody({ ...body, using_vat: 1, vat: "" }, item, on);
    expect(!missing.ok && missing.sources).toEqual(["vat"]);
    const wrongCountry = validatePayBody({ ...body, using_vat: 1, country_code: "AT", vat: "DE123456789" }, item, on);
    expect(!wrongCountry.ok && wrongCountry.errors[0]).toMatchObject({ title: "validation.payment.vat_number_invalid" });
    const ok = validatePayBody({ ...body, using_vat: 1, country_code: "AT", vat: "ATU12345678" }, item, on);
    expect(ok.ok && ok.value.using_vat).toBe(1);
  });

  it("needs no IBAN for card, invoice and cashtocode", () => {
    for (const payment_type of ["CC", "TR", "CT"]) expect(validatePayBody({ ...body, payment_type, iban: "" }, item, on).ok).toBe(true);
  });
});
