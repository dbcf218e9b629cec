import { ZPayBody } from "@samtrot/api-client/contracts";
import { validatePayBody } from "@samtrot/payments";
import { describe, expect, it } from "vitest";
import { CHECKOUT_ERROR_FIELDS, checkCheckout, errorsOfStep, firstErrorStep, payTypesOf, STEP_OF_FIELD, type TCheckoutValues } from "./checkout-form";

const ON = new Date("2026-11-25T12:00:00Z");
const PLAN = { id: 2, grossCents: 4999, currency: "EUR", methods: ["DD", "CC"] };

function complete(overrides: TCheckoutValues = {}): TCheckoutValues {
  return {
    item_id: "2",
    payment_type: "DD",
    salutation: "Miss",
    firstname: "Erika",
    lastname: "Mustermann",
    street: "Domkloster",
    house: "4",
    zipcode: "50667",
    city: "Köln",
    country: "DE",
    email: "erika@example.test",
    birth_day: "12",
    birth_month: "4",
    birth_year: "1990",
    country_code: "DE",
    vat: "",
    iban: "DE89 3704 0044 0532 0130 00",
    bic: "",
    accountholder: "",
    promotion_code: "",
    accept_cancellation_policy: "1",
    accept_revocation_rights: "1",
    ...overrides,
  };
}

describe("checkCheckout", () => {
  it("builds the pay body of spec 000 §7 from every field: salutation code, MM/DD/YYYY, normalised IBAN, both consents", () => {
    const checked = checkCheckout(complete({ promotion_code: " PLUS20 ", accountholder: "Max Mustermann" }), PLAN, ON);
    expect(checked).toEqual({
      ok: true,
      body: {
        item_id: 2,
        payment_type: "DD",
        using_vat: 0,
        country_code: "DE",
        vat: "",
        salutation: "2F",
        firstname: "Erika",
        lastname: "Mustermann",
        street: "Domkloster",
        house: "4",
        zipcode: "50667",
        city: "Köln",
        country: "DE",
        birth_date: "04/12/1990",
        email: "erika@example.test",
        accountholder: "Max Mustermann",
        iban: "DE89370400440532013000",
        accept_cancellation_policy: 1,
        accept_revocation_rights: 1,
        promotion_code: "PLUS20",
      },
    });
    // The body passes the api's contract and the api's own check (the same rules, the same keys).
    if (!checked.ok) return;
    expect(ZPayBody.safeParse(checked.body).success).toBe(true);
    expect(validatePayBody(checked.body, { id: 2, grossCents: 4999, currency: "EUR" }, ON).ok).toBe(true);
  });

  it("names every refused field by its pay field (the input's name), in the order of the form", () => {
    const checked = checkCheckout(
      complete({ salutation: "", firstname: " ", zipcode: "123", birth_year: String(ON.getUTCFullYear() - 10), vat: "XX1", iban: "DE89 3704 0044 0532 0130 01", accept_revocation_rights: "" }),
      PLAN,
      ON,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((e) => [e.source, e.title])).toEqual([
      ["salutation", "validation.common.required"],
      ["firstname", "validation.common.required"],
      ["zipcode", "validation.payment.zipcode_invalid"],
      ["birth_date", expect.stringMatching(/^validation\.birth_date\./)],
      ["vat", "validation.payment.vat_number_invalid"],
      ["iban", "validation.payment.iban_checksum_invalid"],
      ["accept_revocation_rights", "validation.payment.consent_required"],
    ]);
    for (const error of checked.errors) expect(CHECKOUT_ERROR_FIELDS).toContain(error.source);
  });

  it("refuses a payment type the item cannot be paid with (tokens: invoice and cashtocode only) and asks no IBAN outside direct debit", () => {
    const token = { id: 201, grossCents: 9999, currency: "EUR", methods: ["TR", "CT"] };
    const refused = checkCheckout(complete({ item_id: "201", payment_type: "DD" }), token, ON);
    expect(refused.ok === false && refused.errors[0]).toEqual({ code: 422, title: "validation.checkout.method_not_allowed", source: "payment_type" });
    const invoice = checkCheckout(complete({ item_id: "201", payment_type: "TR", iban: "" }), token, ON);
    expect(invoice.ok && invoice.body.iban).toBeUndefined();
    expect(payTypesOf(token)).toEqual(["TR", "CT"]);
  });

  it("opens the first step with an error and checks one step at a time", () => {
    const checked = checkCheckout(complete({ email: "", accept_cancellation_policy: "" }), null, ON);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(firstErrorStep(checked.errors.map((e) => e.source))).toBe("select_goods");
    expect(errorsOfStep(checked.errors, "step_custom_data").map((e) => e.source)).toEqual(["email"]);
    expect(errorsOfStep(checked.errors, "step_pay_info").map((e) => e.source)).toEqual(["accept_cancellation_policy"]);
    expect(firstErrorStep(["iban"])).toBe("step_pay_info");
    expect(Object.values(STEP_OF_FIELD).every((step) => ["select_goods", "step_custom_data", "step_pay_info"].includes(step))).toBe(true);
  });
});
