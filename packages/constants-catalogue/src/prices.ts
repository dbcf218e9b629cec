import type { z } from "zod";
import { NUMBER_LIMITS } from "./validation.js";
import type { ZPriceDuration, ZPriceEntry } from "./schemas/prices.js";

/** Price durations in minutes. spec 000 §3, spec 001 §3 and §9 */
export const PRICE_DURATIONS = [15, 30, 60, 120, 180, 240, 480, 720, 1440] as const;
export type TPriceDuration = z.infer<typeof ZPriceDuration>;

/** Field name of the price for one duration: price_15_mins … price_1440_mins. spec 001 §3 */
export type TPriceField = `price_${TPriceDuration}_mins`;
export function priceField(duration: TPriceDuration): TPriceField {
  return `price_${duration}_mins`;
}
export const PRICE_FIELDS = PRICE_DURATIONS.map(priceField) as readonly TPriceField[];

/** Price limits in the profile editor. spec 001 §5 */
export const PRICE_LIMITS = NUMBER_LIMITS.price;
export type TPriceEntry = z.infer<typeof ZPriceEntry>;
