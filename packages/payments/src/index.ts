// The pure part of payments, shared by web and api: IBAN/BIC checks, salutation and birth-date formats,
// money in integer cents (VAT by country, promotions), and the payment, subscription and payout state
// machines. No I/O. The code tables themselves live in @samtrot/constants-catalogue.
export * from "./result.js";
export * from "./iban.js";
export * from "./person.js";
export * from "./money.js";
export * from "./states.js";
export * from "./membership-form.js";
export * from "./pay-request.js";
export * from "./entitlements.js";
export * from "./promotion.js";
export * from "./invoice-totals.js";
