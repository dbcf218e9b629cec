import type { TPriceDuration } from "../prices.js";

/** Translation keys of a price text; each takes {{price}} and {{count}}. */
export const PRICE_TEXT_KEY = {
  perHour: "common.price.per_hour",
  perHours: "common.price.per_hours",
  perMinutes: "common.price.per_minutes",
} as const;
export type TPriceTextKey = (typeof PRICE_TEXT_KEY)[keyof typeof PRICE_TEXT_KEY];

/** What a price shows: the amount, the text key and the count (hours or minutes) it names. */
export type TPriceDisplay = { price: number; key: TPriceTextKey; count: number };

export type TPriceDisplayInput = { price: number; durationMinutes: TPriceDuration | number };

/** A translate function of the i18next kind. */
export type TTranslate = (key: string, values: Record<string, string | number>) => string;

/**
 * Price display. spec 000 §9, spec 001 §9: per hour, or the duration in minutes converted to hours
 * when divisible by 60 (60 → per hour; 120 → 2 hours; 1440 → 24 hours; 90 → 90 minutes).
 * Without t it returns data; with t the translated text.
 */
export function formatPrice(input: TPriceDisplayInput): TPriceDisplay;
export function formatPrice(input: TPriceDisplayInput, t: TTranslate): string;
export function formatPrice(input: TPriceDisplayInput, t?: TTranslate): TPriceDisplay | string {
  // Checked by hand, not with zod: this runs in the browser on every page with prices.
  const { price, durationMinutes } = input;
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`formatPrice: price must be a number ≥ 0, got ${price}`);
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`formatPrice: durationMinutes must be a positive integer, got ${durationMinutes}`);
  }
  const display = priceDisplayOf(price, durationMinutes);
  return t ? t(display.key, { price: display.price, count: display.count }) : display;
}

function priceDisplayOf(price: number, minutes: number): TPriceDisplay {
  if (minutes === 60) return { price, key: PRICE_TEXT_KEY.perHour, count: 1 };
  if (minutes % 60 === 0) return { price, key: PRICE_TEXT_KEY.perHours, count: minutes / 60 };
  return { price, key: PRICE_TEXT_KEY.perMinutes, count: minutes };
}
