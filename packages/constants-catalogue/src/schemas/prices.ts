// The zod schemas of prices (moved here so browser pages that only need its constants do not load zod).
import { PRICE_DURATIONS } from "../prices.js";
import { ZPrice } from "./validation.js";
import { z } from "zod";
import { zOneOf } from "../zod-helpers.js";

export const ZPriceDuration = zOneOf(PRICE_DURATIONS);

/** A price entry: price and name (the duration in minutes). spec 000 §3 */
export const ZPriceEntry = z.object({ price: ZPrice, name: ZPriceDuration });
