import type { DatabaseTx } from "@samtrot/db";
import { blockedEitherWayIds } from "../blocks/is-blocked-either.js";

/**
 * The users a viewer must not find: those the viewer blocked and those who blocked the viewer (the
 * blocklist of settings "first_contact_filter_and_blocklist"). The search leaves them out of results,
 * totals and facets; the blocks module owns the rule. Sorted, so cache keys built from it are stable.
 */
export async function blockedUserIds(db: DatabaseTx, viewerId: number | null): Promise<number[]> {
  return (await blockedEitherWayIds(db, viewerId)).sort((a, b) => a - b);
}
