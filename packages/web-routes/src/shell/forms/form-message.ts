import { NUMBER_LIMITS, RANGE_MESSAGE, fillMinMax } from "@samtrot/constants-catalogue";

/** The ranges behind the %min%/%max% messages of spec 001 §5. */
const RANGE_OF_MESSAGE: Readonly<Record<string, { min: number; max: number }>> = {
  [RANGE_MESSAGE.height]: NUMBER_LIMITS.height,
  [RANGE_MESSAGE.weight]: NUMBER_LIMITS.weight,
  [RANGE_MESSAGE.penisLength]: NUMBER_LIMITS.penisLength,
  [RANGE_MESSAGE.penisDiameter]: NUMBER_LIMITS.penisDiameter,
  [RANGE_MESSAGE.number]: NUMBER_LIMITS.price,
};

/**
 * The text of a form message key: translated, with %min% and %max% filled for the range messages
 * (spec 001 §5 wording keeps the placeholders in the texts).
 */
export function formMessageText(key: string, t: (key: string) => string): string {
  const text = t(key);
  const range = RANGE_OF_MESSAGE[key];
  return range ? fillMinMax(text, range) : text;
}
