// The zod schemas of validation (moved here so browser pages that only need its constants do not load zod).
import { FIELD_VISIBILITY, NUMBER_LIMITS, PHONE_PATTERN, RANGE_MESSAGE, TEXT_LIMITS, USERNAME_LENGTH, USERNAME_PATTERN } from "../validation.js";
import { z } from "zod";

function zRange(range: { min: number; max: number }, message: string) {
  return z.number().int().min(range.min, { message }).max(range.max, { message });
}

export const ZUsername = z
  .string()
  .min(USERNAME_LENGTH.min, { message: "validation.username.too_short" })
  .max(USERNAME_LENGTH.max, { message: "validation.username.too_long" })
  .regex(USERNAME_PATTERN, { message: "validation.username.invalid_characters" });

export const ZHeight = zRange(NUMBER_LIMITS.height, RANGE_MESSAGE.height);

export const ZWeight = zRange(NUMBER_LIMITS.weight, RANGE_MESSAGE.weight);

export const ZPenisLength = zRange(NUMBER_LIMITS.penisLength, RANGE_MESSAGE.penisLength);

export const ZPenisDiameter = zRange(NUMBER_LIMITS.penisDiameter, RANGE_MESSAGE.penisDiameter);

export const ZPrice = zRange(NUMBER_LIMITS.price, RANGE_MESSAGE.number);

export const ZStatusText = z.string().max(TEXT_LIMITS.status.max, { message: "validation.text.too_long" });

export const ZDescription = z
  .string()
  .max(TEXT_LIMITS.description.max, { message: "validation.text.too_long" });

export const ZBusinessDescription = z
  .string()
  .min(TEXT_LIMITS.businessDescription.min, { message: "validation.text.too_short" })
  .max(TEXT_LIMITS.businessDescription.max, { message: "validation.text.too_long" });

export const ZInterviewAnswer = z
  .string()
  .max(TEXT_LIMITS.interview.max, { message: "validation.text.too_long" });

export const ZProfession = z.string().max(TEXT_LIMITS.profession.max, { message: "validation.text.too_long" });

export const ZPhone = z.string().regex(PHONE_PATTERN, { message: "validation.phone.invalid" });

export const ZFieldVisibility = z.enum(FIELD_VISIBILITY);
