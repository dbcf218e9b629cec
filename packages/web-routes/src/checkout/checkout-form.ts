import { DEFAULT_COUNTRY, PAYMENT_METHOD, type TPaymentMethod } from "@samtrot/constants-catalogue";
import { PAY_FIELD_OF_FORM_FIELD, emptyMembershipForm, validateMembershipForm, type TMembershipForm } from "@samtrot/payments";

// The checkout form (spec 000 §3 membership form, spec 001 §2 payment steps) as the web posts it. Inputs carry
// the names of the `payment/pay` fields, so an error the api answers (source = pay field) lands at its input
// without a mapping table; the rules are @samtrot/payments' validateMembershipForm, the same the api runs.

export type TPayType = "DD" | "CC" | "TR" | "CT";
export type TGoods = "membership" | "dollar" | "token";
export const GOODS: readonly TGoods[] = ["membership", "dollar", "token"];
export const PAY_TYPES: readonly TPayType[] = ["DD", "CC", "TR", "CT"];

export function isGoods(value: unknown): value is TGoods {
  return typeof value === "string" && (GOODS as readonly string[]).includes(value);
}
export function isPayType(value: unknown): value is TPayType {
  return typeof value === "string" && (PAY_TYPES as readonly string[]).includes(value);
}

const METHOD_OF_TYPE = Object.fromEntries(Object.entries(PAYMENT_METHOD).map(([method, type]) => [type, method])) as Record<TPayType, TPaymentMethod>;

/** The payment method name of a pay type (DD → direct_debit …), the key of its texts. */
export function methodOfType(type: TPayType): TPaymentMethod {
  return METHOD_OF_TYPE[type];
}

/** The spec's checkout steps (spec 001 §2): select goods, customer data (step_custom_data), pay data (step_pay_info). */
export const CHECKOUT_STEPS = ["select_goods", "step_custom_data", "step_pay_info"] as const;
export type TCheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Which step shows a field (by its input name / error source). */
export const STEP_OF_FIELD: Readonly<Record<string, TCheckoutStep>> = {
  item_id: "select_goods",
  salutation: "step_custom_data",
  firstname: "step_custom_data",
  lastname: "step_custom_data",
  street: "step_custom_data",
  house: "step_custom_data",
  zipcode: "step_custom_data",
  city: "step_custom_data",
  country: "step_custom_data",
  email: "step_custom_data",
  birth_date: "step_custom_data",
  country_code: "step_custom_data",
  vat: "step_custom_data",
  payment_type: "step_pay_info",
  accountholder: "step_pay_info",
  iban: "step_pay_info",
  bic: "step_pay_info",
  promotion_code: "step_pay_info",
  accept_cancellation_policy: "step_pay_info",
  accept_revocation_rights: "step_pay_info",
  price: "step_pay_info",
};

/** Every field an error may name, in the order the form shows them (the first error gets the focus). */
export const CHECKOUT_ERROR_FIELDS: readonly string[] = Object.keys(STEP_OF_FIELD);

/** The form's values as posted (strings; unchecked consents are missing). */
export type TCheckoutValues = Record<string, string>;

export function checkoutValuesFrom(form: FormData): TCheckoutValues {
  const values: TCheckoutValues = {};
  for (const [name, value] of form.entries()) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

/** An item as the form needs it: its id, the gross price shown and its currency. */
export type TFormItem = { id: number; grossCents: number; currency: string };

/** The membership form (@samtrot/payments) of the posted values. */
export function membershipFormOf(values: TCheckoutValues, item: TFormItem | null): TMembershipForm {
  const type = values.payment_type;
  return {
    ...emptyMembershipForm(),
    paymentMethod: isPayType(type) ? methodOfType(type) : "",
    membershipPlan: item ? { id: item.id, price: item.grossCents, currency: item.currency } : null,
    promotionCode: values.promotion_code ?? "",
    salutation: values.salutation === "Mister" || values.salutation === "Miss" ? values.salutation : "",
    firstName: values.firstname ?? "",
    lastName: values.lastname ?? "",
    street: values.street ?? "",
    houseNumber: values.house ?? "",
    zipCode: values.zipcode ?? "",
    city: values.city ?? "",
    country: values.country || DEFAULT_COUNTRY,
    email: values.email ?? "",
    year: values.birth_year ?? "",
    month: values.birth_month ?? "",
    day: values.birth_day ?? "",
    vatCountry: values.country_code || DEFAULT_COUNTRY,
    vatNumber: values.vat ?? "",
    acceptCancellationPolicy: values.accept_cancellation_policy === "1",
    acceptRevocationRights: values.accept_revocation_rights === "1",
    iban: values.iban ?? "",
    bic: values.bic ?? "",
  };
}

export type TCheckoutError = { code: number; title: string; source: string };

/** The pay body's customer part and the payment fields, ready for `payment/pay` (minus price, request key and links). */
export type TCheckedCheckout = {
  item_id: number;
  payment_type: TPayType;
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
  birth_date: string;
  email: string;
  accept_cancellation_policy: 1;
  accept_revocation_rights: 1;
  promotion_code?: string;
  accountholder?: string;
  iban?: string;
  bic?: string;
};

/**
 * Checks the posted checkout with the membership form's rules (the api runs the same on the pay body) and the
 * payment types the item allows. Errors carry the pay field as source, one per field.
 */
export function checkCheckout(
  values: TCheckoutValues,
  item: (TFormItem & { methods: readonly string[] }) | null,
  on: Date = new Date(),
): { ok: true; body: TCheckedCheckout } | { ok: false; errors: TCheckoutError[] } {
  const checked = validateMembershipForm(membershipFormOf(values, item), on);
  const errors: TCheckoutError[] = [];
  const seen = new Set<string>();
  const add = (source: string, title: string) => {
    if (seen.has(source)) return;
    seen.add(source);
    errors.push({ code: 422, title, source });
  };
  const type = values.payment_type;
  if (item && isPayType(type) && !item.methods.includes(type)) add("payment_type", "validation.checkout.method_not_allowed");
  if (!checked.ok) for (const error of checked.errors) add(PAY_FIELD_OF_FORM_FIELD[error.source], error.title);
  const accountholder = (values.accountholder ?? "").trim();
  if (accountholder.length > 100) add("accountholder", "validation.common.too_big");
  if (errors.length > 0 || !checked.ok) {
    errors.sort((a, b) => CHECKOUT_ERROR_FIELDS.indexOf(a.source) - CHECKOUT_ERROR_FIELDS.indexOf(b.source));
    return { ok: false, errors };
  }
  const value = checked.value;
  const promotion = (values.promotion_code ?? "").trim();
  return {
    ok: true,
    body: {
      ...value,
      payment_type: value.payment_type as TPayType,
      accept_cancellation_policy: 1,
      accept_revocation_rights: 1,
      ...(promotion ? { promotion_code: promotion } : {}),
      ...(value.iban && accountholder ? { accountholder } : {}),
    },
  };
}

/** The step that shows the first of these errors (the page opens it and focuses the field). */
export function firstErrorStep(sources: readonly string[]): TCheckoutStep | null {
  let best: TCheckoutStep | null = null;
  for (const source of sources) {
    const step = STEP_OF_FIELD[source.split(".")[0]!];
    if (step && (best === null || CHECKOUT_STEPS.indexOf(step) < CHECKOUT_STEPS.indexOf(best))) best = step;
  }
  return best;
}

/** Errors of one step only (the "next" button checks the step it leaves). */
export function errorsOfStep(errors: readonly TCheckoutError[], step: TCheckoutStep): TCheckoutError[] {
  return errors.filter((error) => STEP_OF_FIELD[error.source] === step);
}

/** Payment types offered for an item, in the spec's order (spec 001 §9: tokens only by invoice and cashtocode — the api lists them). */
export function payTypesOf(item: { methods: readonly string[] } | null): TPayType[] {
  if (!item) return [];
  return PAY_TYPES.filter((type) => item.methods.includes(type));
}
