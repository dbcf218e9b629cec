import type { TDateSafety } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import type { TClock } from "../../../http/clock.js";
import { loadDateSafety, loadSafetyDate } from "./safety-view.js";

/** The escort side's safety view of a date (404 a third person, 403 the client side). */
export async function readDateSafety(deps: { database: Database; clock: TClock }, input: { userId: number; dateId: number }): Promise<TDateSafety> {
  return deps.database.transaction(async (tx) => {
    const date = await loadSafetyDate(tx, { ...input, lock: false });
    return loadDateSafety(tx, date, input.userId, deps.clock.now());
  });
}
