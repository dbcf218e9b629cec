import type { z } from "zod";
import type { ZNonMemberRadius, ZRadius } from "./schemas/radius.js";

/**
 * Search radius choices in km. spec 001 §6, spec 000 §9, DECISIONS.md "Radius choices":
 * guests and non-members 5…100; members (any user type with isMember) also 150…500.
 * (Spec 000 §5 lists 5, 10, 30, 50, 100, 150, 200, 300, 500 without 20; DECISIONS.md keeps 20.)
 */
const NON_MEMBER_CHOICES = [5, 10, 20, 30, 50, 100] as const;
const MEMBER_CHOICES = [...NON_MEMBER_CHOICES, 150, 200, 300, 500] as const;

export const RADIUS = {
  nonMemberChoices: NON_MEMBER_CHOICES,
  memberChoices: MEMBER_CHOICES,
  /** Standard radius = default of the search; the cap for guests and non-members. spec 000 §9 */
  standard: 100,
  /** Id sent instead of a km value for a search without distance limit. spec 000 §9 */
  globalId: 69420,
  /** Default radius per area. spec 001 §9 */
  default: { search: 100, events: 100, blogs: 500 },
  /** Blog radii: 500 (default) down to 5. spec 001 §6 */
  blogChoices: [500, 300, 200, 150, 100, 50, 30, 20, 10, 5],
} as const;
export type TRadius = z.infer<typeof ZRadius>;
export type TNonMemberRadius = z.infer<typeof ZNonMemberRadius>;

/** The radius choices a viewer may use. */
export function radiusChoices(isMember: boolean): readonly TRadius[] {
  return isMember ? RADIUS.memberChoices : RADIUS.nonMemberChoices;
}

/**
 * Clamps a requested radius to the viewer's choices (DECISIONS.md): 0 or below, or not a number,
 * becomes the standard radius; above the allowed maximum becomes the largest allowed choice;
 * otherwise the smallest choice at or above the request.
 */
export function allowedRadius(requested: number, isMember: boolean): TRadius {
  const choices = radiusChoices(isMember);
  if (!Number.isFinite(requested) || requested <= 0) return RADIUS.standard;
  const fitting = choices.find((choice) => choice >= requested);
  return fitting ?? (choices[choices.length - 1] as TRadius);
}
