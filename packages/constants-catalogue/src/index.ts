// Every code table, limit and constant of the spec (spec 000, spec 001) plus the small display rules.
export * from "./zod-helpers.js";
export * from "./time.js";
export * from "./users.js";
export * from "./traits.js";
export * from "./prices.js";
export * from "./countries.js";
export * from "./locales.js";
export * from "./cookies.js";
export * from "./paging.js";
export * from "./radius.js";
export * from "./geo/index.js";
