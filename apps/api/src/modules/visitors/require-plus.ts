import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { entitlementsOf } from "../membership/entitlements.js";

/**
 * Seeing who visited or favourited me is a Plus benefit (spec 001 §6, entitlement see_visitors_favorites). A user
 * without it gets 403 exception.membership.plus_required; its entry carries meta { count } so the upsell can say
 * how many there are.
 */
export async function requirePlus(db: DatabaseTx, userId: number, count: () => Promise<number>): Promise<void> {
  if ((await entitlementsOf(db, userId)).has("see_visitors_favorites")) return;
  const error = new AppError(403, "exception.membership.plus_required");
  (error.entries[0] as { meta?: unknown }).meta = { count: await count() };
  throw error;
}
