import { NUMBER_LIMITS, RANGE_MESSAGE } from "@samtrot/constants-catalogue";
import type { AppError } from "./errors.js";

/**
 * Range messages carry %min% and %max% (spec 001 §5). The api puts both numbers in the error entry as
 * `meta: { min, max }` (our decision: the source stays the plain field name, so the web can still match the
 * error to its field), taken from the catalogue's NUMBER_LIMITS. The general numeric message is only used
 * for prices in the api.
 */
const LIMITS_OF_MESSAGE: Record<string, { min: number; max: number }> = {
  [RANGE_MESSAGE.height]: NUMBER_LIMITS.height,
  [RANGE_MESSAGE.weight]: NUMBER_LIMITS.weight,
  [RANGE_MESSAGE.penisLength]: NUMBER_LIMITS.penisLength,
  [RANGE_MESSAGE.penisDiameter]: NUMBER_LIMITS.penisDiameter,
  [RANGE_MESSAGE.number]: NUMBER_LIMITS.price,
};

export function rangeLimitsOf(title: string): { min: number; max: number } | undefined {
  return LIMITS_OF_MESSAGE[title];
}

/** Adds `meta: { min, max }` to the entries of a validation error whose titles are range messages. */
export function withRangeMeta(error: AppError): AppError {
  for (const entry of error.entries) {
    const limits = rangeLimitsOf(entry.title);
    if (limits) (entry as { meta?: unknown }).meta = { min: limits.min, max: limits.max };
  }
  return error;
}
