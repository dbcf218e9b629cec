// The zod schemas of traits (moved here so browser pages that only need its constants do not load zod).
import { BREAST_TYPES, CUP_GROUPS, CUP_SIZES, GENDER_IDENTITIES, TRAIT_CATEGORY, traitValueIds, type TTraitCategoryName } from "../traits.js";
import { z } from "zod";
import { zCodeOf, zKeyOf } from "../zod-helpers.js";

export const ZTraitCategory = zCodeOf(TRAIT_CATEGORY);

export const ZTraitCategoryName = zKeyOf(TRAIT_CATEGORY);

export const ZTraitValue = z.object({ id: z.number().int().positive(), key: z.string().min(1) });

export const ZCupSize = z.enum(CUP_SIZES);

export const ZCupGroup = zKeyOf(CUP_GROUPS);

export const ZBreastType = z.enum(BREAST_TYPES);

export const ZGenderIdentity = z.enum(GENDER_IDENTITIES);

/** Schema for a value id of one category (e.g. ZTraitValueIdOf("hair_color")). */
export function zTraitValueIdOf(category: TTraitCategoryName): z.ZodType<number> {
  const ids = new Set(traitValueIds(category));
  return z
    .number()
    .int()
    .refine((id) => ids.has(id), { message: "validation.common.invalid_choice" });
}
