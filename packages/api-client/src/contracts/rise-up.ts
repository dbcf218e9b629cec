import { z } from "zod";
import { ZRiseUpType } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZRequestKey } from "./payouts.js";

// Rise up (issue 11 part 2; spec 001 §3 rise up types regular and global (non-member), consume subtypes
// rise_up and rise_up_global; §6 free rise up for Plus escorts; §9 position levels 0–24, 24–72, over 72 hours).
// Prices and the free rise up: docs/decisions/013.

export const ZRiseUpLevel = z.enum(["0_24", "24_72", "over_72"]);
export type TRiseUpLevelName = z.infer<typeof ZRiseUpLevel>;

export const ZRiseUpStatus = z.object({
  /** regular for Plus members, global for everyone else */
  type: ZRiseUpType,
  is_member: z.boolean(),
  /** dollars the next rise up costs; 0 when the free one is available */
  price: z.number().int(),
  /** what a paid rise up of this type costs */
  regular_price: z.number().int(),
  free_available: z.boolean(),
  /** when a member's next free rise up comes (ISO), null when it is available or not a member */
  next_free_at: z.string().nullable(),
  risen_at: z.string().nullable(),
  hours_since: z.number().nullable(),
  /** null: never risen */
  position_level: ZRiseUpLevel.nullable(),
  /** the dollar balance */
  balance: z.number().int(),
});
export type TRiseUpStatus = z.infer<typeof ZRiseUpStatus>;

export const ZRiseUpBody = z.object({
  type: ZRiseUpType.optional(),
  request_key: ZRequestKey,
});
export type TRiseUpBody = z.input<typeof ZRiseUpBody>;

export const ZRiseUpResult = z.object({
  rise_up: z.object({ id: z.number().int(), type: ZRiseUpType, price: z.number().int(), is_free: z.boolean(), created_at: z.string() }),
  balance_before: z.number().int(),
  balance_after: z.number().int(),
  status: ZRiseUpStatus,
});
export type TRiseUpResult = z.infer<typeof ZRiseUpResult>;

export const riseUpStatusContract = defineContract({
  id: "riseUpStatus",
  method: "GET",
  path: "/api/v2/rise-up",
  summary: "Where the caller's profile stands: last rise up, hours since, position level (0_24, 24_72, over_72), the type, price and free rise up. Escorts and businesses",
  tags: ["promotion"],
  auth: "user",
  response: ZRiseUpStatus,
});

export const riseUpContract = defineContract({
  id: "riseUp",
  method: "POST",
  path: "/api/v2/rise-up",
  summary:
    "Rises the caller's profile to the top of the top_ranking order: books consume (rise_up / rise_up_global) to revenue unless the " +
    "member's free rise up is due. 422 exception.ledger.insufficient_balance (meta balance, needed), validation.rise_up.type_invalid; " +
    "403 exception.rise_up.not_allowed. The same request_key answers the first rise up again",
  tags: ["promotion"],
  auth: "user",
  body: ZRiseUpBody,
  response: ZRiseUpResult,
});
