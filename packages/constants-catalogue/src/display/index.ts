export * from "./shorten-number.js";
export * from "./format-distance.js";
export * from "./reply-time-band.js";
export * from "./format-price.js";
export * from "./format-date.js";
