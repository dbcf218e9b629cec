import { z } from "zod";
import { STORED_VALUE_MARKER } from "./pending-catalogue.js";

/** The part of the Web Storage API the stored filters use; window.localStorage fits. */
export type TFilterStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * How a value sits in local storage (spec 000 §3: "wrapped in a marker and may carry an expiry
 * time"). `expiresAt` is epoch milliseconds; null = no expiry.
 */
export const ZStoredValue = z
  .object({ __marker: z.literal(STORED_VALUE_MARKER), value: z.unknown(), expiresAt: z.number().nullable() })
  .strict();
export type TStoredValue = z.infer<typeof ZStoredValue>;
