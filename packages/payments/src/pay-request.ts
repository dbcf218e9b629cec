import { PAYMENT_METHOD, type TPaymentMethod } from "@samtrot/constants-catalogue";
import { type TFieldError, type TMembershipField, type TMembershipForm, type TPayRequestFromForm, validateMembershipForm } from "./membership-form.js";
import type { TCents } from "./money.js";

/**
 * The server's side of the membership form: the api gets the `payment/pay` body (spec 000 §7), turns it
 * back into the form and checks it with the same validateMembershipForm the web runs, so both refuse the
 * same input with the same key. Errors name the pay call's field (`firstname`, `house`, `birth_date`, …).
 */
export const PAY_FIELD_OF_FORM_FIELD: Record<TMembershipField, string> = {
  paymentMethod: "payment_type",
  membershipPlan: "item_id",
  promotionCode: "promotion_code",
  salutation: "salutation",
  firstName: "firstname",
  lastName: "lastname",
  street: "street",
  houseNumber: "house",
  zipCode: "zipcode",
  city: "city",
  country: "country",
  email: "email",
  year: "birth_date",
  month: "birth_date",
  day: "birth_date",
  vatCountry: "country_code",
  vatNumber: "vat",
  vatSpecifics: "price",
  acceptCancellationPolicy: "accept_cancellation_policy",
  acceptRevocationRights: "accept_revocation_rights",
  iban: "iban",
  bic: "bic",
};

/** The pay body as the api receives it (after the contract's type checks). */
export type TPayBodyFields = {
  item_id: number;
  payment_type: string;
  using_vat?: number;
  country_code?: string;
  vat?: string;
  salutation: string;
  firstname: string;
  lastname: string;
  street: string;
  house: string;
  zipcode: string;
  city: string;
  country?: string;
  birth_date: string;
  email: string;
  accept_cancellation_policy?: number;
  accept_revocation_rights?: number;
  accountholder?: string;
  iban?: string;
  bic?: string;
};

const METHOD_OF_TYPE = Object.fromEntries(Object.entries(PAYMENT_METHOD).map(([method, type]) => [type, method])) as Record<string, TPaymentMethod>;
const MM_DD_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The form the web would have sent this body from (salutation 1M → Mister, MM/DD/YYYY → year, month, day). */
export function membershipFormOfPayBody(body: TPayBodyFields, item: { id: number; grossCents: TCents; currency: string }): TMembershipForm {
  const birth = MM_DD_YYYY.exec(body.birth_date.trim());
  return {
    paymentMethod: METHOD_OF_TYPE[body.payment_type] ?? "",
    membershipPlan: { id: item.id, price: item.grossCents, currency: item.currency },
    promotionCode: "",
    salutation: body.salutation === "1M" ? "Mister" : body.salutation === "2F" ? "Miss" : "",
    firstName: body.firstname,
    lastName: body.lastname,
    street: body.street,
    houseNumber: body.house,
    zipCode: body.zipcode,
    city: body.city,
    country: body.country ?? "",
    email: body.email,
    // An unreadable date becomes an impossible one (month 0), so the form's check answers validation.birth_date.invalid.
    year: birth ? Number(birth[3]) : body.birth_date.trim() === "" ? "" : 0,
    month: birth ? Number(birth[1]) : body.birth_date.trim() === "" ? "" : 0,
    day: birth ? Number(birth[2]) : body.birth_date.trim() === "" ? "" : 0,
    vatCountry: body.country_code ?? "",
    vatNumber: body.using_vat ? (body.vat ?? "") : "",
    vatSpecifics: null,
    acceptCancellationPolicy: body.accept_cancellation_policy === 1,
    acceptRevocationRights: body.accept_revocation_rights === 1,
    iban: body.iban ?? "",
    bic: body.bic ?? "",
  };
}

/**
 * Checks a pay body with the form's rules: the normalised pay request, or the errors with the pay field as
 * source (one per field; year/month/day all report as birth_date). using_vat = 1 without a VAT number is
 * refused with the VAT-number key.
 */
export function validatePayBody(
  body: TPayBodyFields,
  item: { id: number; grossCents: TCents; currency: string },
  on: Date = new Date(),
): { ok: true; value: TPayRequestFromForm } | { ok: false; errors: TFieldError[]; sources: string[] } {
  const checked = validateMembershipForm(membershipFormOfPayBody(body, item), on);
  const errors = checked.ok ? [] : [...checked.errors];
  if (body.using_vat === 1 && !(body.vat ?? "").trim()) errors.push({ source: "vatNumber", title: "validation.payment.vat_number_invalid" });
  if (errors.length === 0 && checked.ok) {
    const value = { ...checked.value };
    if (value.iban && body.accountholder?.trim()) value.accountholder = body.accountholder.trim();
    return { ok: true, value };
  }
  const seen = new Set<string>();
  const unique = errors.filter((error) => {
    const source = PAY_FIELD_OF_FORM_FIELD[error.source];
    if (seen.has(source)) return false;
    seen.add(source);
    return true;
  });
  return { ok: false, errors: unique, sources: unique.map((error) => PAY_FIELD_OF_FORM_FIELD[error.source]) };
}
