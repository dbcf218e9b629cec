import type { TDateSafety } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { notFound } from "../../../http/errors.js";
import type { TClock } from "../../../http/clock.js";
import { loadDateSafety, loadSafetyDate } from "./safety-view.js";

/** She withdraws her warning about this date's client (gone for every reader at once). */
export async function withdrawClientWarning(deps: { database: Database; clock: TClock }, input: { userId: number; dateId: number }): Promise<TDateSafety> {
  return deps.database.transaction(async (tx) => {
    const date = await loadSafetyDate(tx, { ...input, lock: true });
    const deleted = await tx.query(`DELETE FROM client_warnings WHERE date_id = $1 AND author_id = $2 RETURNING id`, [input.dateId, input.userId]);
    if (deleted.length === 0) throw notFound("exception.dating.warning_not_found");
    return loadDateSafety(tx, date, input.userId, deps.clock.now());
  });
}
