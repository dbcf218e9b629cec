import { DEFAULT_COUNTRY, PAYMENT_METHOD, type TMembershipFormSalutation, type TPaymentMethod } from "@samtrot/constants-catalogue";
import { validateBic, validateIban } from "./iban.js";
import { type TCents, isCents, isEuCountry } from "./money.js";
import { salutationCode, validateBirthDate } from "./person.js";
import { PAYMENT_ERROR } from "./result.js";

/** The membership form, every field of spec 000 §3, as the web holds it (strings as typed). */
export type TMembershipForm = {
  paymentMethod: TPaymentMethod | "";
  membershipPlan: { id: number; price: TCents; currency: string } | null;
  promotionCode: string;
  salutation: TMembershipFormSalutation | "";
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  email: string;
  /** Year, month and day of birth, as picked (numbers or the select's strings). */
  year: number | string;
  month: number | string;
  day: number | string;
  vatCountry: string;
  vatNumber: string;
  vatSpecifics: { price: TCents; currency: string } | null;
  acceptCancellationPolicy: boolean;
  acceptRevocationRights: boolean;
  iban: string;
  bic: string;
};
export type TMembershipField = keyof TMembershipForm;

/** An empty form: country and VAT country DE (spec 001 §3), consents not given. */
export function emptyMembershipForm(): TMembershipForm {
  return {
    paymentMethod: "",
    membershipPlan: null,
    promotionCode: "",
    salutation: "",
    firstName: "",
    lastName: "",
    street: "",
    houseNumber: "",
    zipCode: "",
    city: "",
    country: DEFAULT_COUNTRY,
    email: "",
    year: "",
    month: "",
    day: "",
    vatCountry: DEFAULT_COUNTRY,
    vatNumber: "",
    vatSpecifics: null,
    acceptCancellationPolicy: false,
    acceptRevocationRights: false,
    iban: "",
    bic: "",
  };
}

/**
 * Body of `POST /api/v2/payment/pay` built from the form (spec 000 §7); referer, target_user_id and
 * ignore_* are the caller's. The promotion code is not part of it: it is checked with
 * `GET /api/v2/market-promotions/code` and priced with applyPromotion.
 */
export type TPayRequestFromForm = {
  item_id: number;
  payment_type: (typeof PAYMENT_METHOD)[TPaymentMethod];
  /** 1 when the customer gives a VAT number (our reading of using_vat/vat/country_code). */
  using_vat: 0 | 1;
  country_code: string;
  vat: string;
  salutation: "1M" | "2F";
  firstname: string;
  lastname: string;
  street: string;
  house: string;
  zipcode: string;
  city: string;
  country: string;
  /** MM/DD/YYYY */
  birth_date: string;
  email: string;
  accountholder?: string;
  iban?: string;
  bic?: string;
};

/** A field error the way the api's error list carries it: title is the message key, source the field. */
export type TFieldError = { source: TMembershipField; title: string };

/** Postcodes of the run countries; other countries: 2 to 10 letters, digits, spaces or hyphens. */
const ZIP_PATTERNS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
};
const ZIP_FALLBACK = /^[0-9A-Z][0-9A-Z -]{1,9}$/i;

/** E-mail: something@domain.tld without spaces (the api checks it fully). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * EU VAT identification number: the member state's prefix (Greece EL) and 2 to 12 letters or digits.
 * Whether it exists is the api's question (VIES).
 */
export function isVatNumberFormat(vatCountry: string, vatNumber: string): boolean {
  const prefix = vatCountry === "GR" ? "EL" : vatCountry;
  return new RegExp(`^${prefix}[0-9A-Z+*]{2,12}$`).test(vatNumber.replace(/[\s.-]/g, "").toUpperCase());
}

const TEXT_MAX = 100;

/**
 * Checks the whole form and builds the pay request. Every field with a problem gets its first error;
 * the IBAN and BIC are asked only for direct debit (the server's validate-iban has the last word,
 * spec 000 §5).
 */
export function validateMembershipForm(
  form: TMembershipForm,
  on: Date = new Date(),
): { ok: true; value: TPayRequestFromForm } | { ok: false; errors: TFieldError[] } {
  const errors: TFieldError[] = [];
  const add = (source: TMembershipField, title: string) => errors.push({ source, title });
  const text = (field: "firstName" | "lastName" | "street" | "houseNumber" | "city") => {
    const value = form[field].trim();
    if (!value) add(field, "validation.common.required");
    else if (value.length > TEXT_MAX) add(field, "validation.common.too_big");
    return value;
  };

  if (!form.paymentMethod) add("paymentMethod", "validation.common.required");
  else if (!Object.hasOwn(PAYMENT_METHOD, form.paymentMethod)) add("paymentMethod", "validation.common.invalid_choice");
  const plan = form.membershipPlan;
  if (!plan) add("membershipPlan", "validation.common.required");
  else if (!Number.isSafeInteger(plan.id) || plan.id <= 0 || !isCents(plan.price)) add("membershipPlan", "validation.common.invalid_choice");
  if (!form.salutation) add("salutation", "validation.common.required");
  else if (form.salutation !== "Mister" && form.salutation !== "Miss") add("salutation", "validation.common.invalid_choice");

  const firstName = text("firstName");
  const lastName = text("lastName");
  const street = text("street");
  const house = text("houseNumber");
  const city = text("city");

  const country = form.country.trim().toUpperCase() || DEFAULT_COUNTRY;
  if (!/^[A-Z]{2}$/.test(country)) add("country", "validation.common.invalid_choice");
  const zipcode = form.zipCode.trim().toUpperCase();
  if (!zipcode) add("zipCode", "validation.common.required");
  else if (!(ZIP_PATTERNS[country] ?? ZIP_FALLBACK).test(zipcode)) add("zipCode", PAYMENT_ERROR.zipCodeInvalid);

  const email = form.email.trim();
  if (!email) add("email", "validation.common.required");
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) add("email", "validation.email.invalid");

  let birthDate = "";
  if (form.year === "" || form.month === "" || form.day === "") add("year", "validation.common.required");
  else {
    const birth = validateBirthDate({ year: Number(form.year), month: Number(form.month), day: Number(form.day) }, on);
    if (birth.ok) birthDate = birth.value;
    else add("year", birth.error);
  }

  const vatCountry = form.vatCountry.trim().toUpperCase() || DEFAULT_COUNTRY;
  if (!/^[A-Z]{2}$/.test(vatCountry)) add("vatCountry", "validation.common.invalid_choice");
  const vatNumber = form.vatNumber.replace(/[\s.-]/g, "").toUpperCase();
  if (vatNumber && (!isEuCountry(vatCountry) || !isVatNumberFormat(vatCountry, vatNumber))) add("vatNumber", PAYMENT_ERROR.vatNumberInvalid);

  if (!form.acceptCancellationPolicy) add("acceptCancellationPolicy", PAYMENT_ERROR.consentRequired);
  if (!form.acceptRevocationRights) add("acceptRevocationRights", PAYMENT_ERROR.consentRequired);

  let iban: string | undefined;
  let bic: string | undefined;
  if (form.paymentMethod === "direct_debit") {
    if (!form.iban.trim()) add("iban", "validation.common.required");
    else {
      const checked = validateIban(form.iban);
      if (checked.ok) iban = checked.value.iban;
      else add("iban", checked.error);
    }
    if (form.bic.trim()) {
      const checked = validateBic(form.bic);
      if (checked.ok) bic = checked.value.bic;
      else add("bic", checked.error);
    }
  }

  if (errors.length > 0 || !plan || !form.paymentMethod || !form.salutation) return { ok: false, errors };
  return {
    ok: true,
    value: {
      item_id: plan.id,
      payment_type: PAYMENT_METHOD[form.paymentMethod],
      using_vat: vatNumber ? 1 : 0,
      country_code: vatCountry,
      vat: vatNumber,
      salutation: salutationCode(form.salutation),
      firstname: firstName,
      lastname: lastName,
      street,
      house,
      zipcode,
      city,
      country,
      birth_date: birthDate,
      email,
      ...(iban ? { accountholder: `${firstName} ${lastName}`, iban } : {}),
      ...(bic ? { bic } : {}),
    },
  };
}
