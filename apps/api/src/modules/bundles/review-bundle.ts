import type { Database, DatabaseTx } from "@samtrot/db";
import type { TBundle } from "@samtrot/api-client/contracts";
import { AppError, notFound } from "../../http/errors.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { BUNDLE_SELECT, findBundleRow, toBundle, type TBundleRow } from "./bundle-rows.js";

// Review of submitted bundles (spec 001 §3 bundle status pending → accepted | rejected) by team (10) and backend (9)
// users. The full moderation console is a later issue; these two endpoints are what it will call.

async function assertReviewer(db: DatabaseTx, userId: number): Promise<void> {
  if (!isStaff(await loadViewer(db, userId))) throw new AppError(403, "exception.common.forbidden");
}

export async function listBundleReviewQueue(db: DatabaseTx, userId: number): Promise<{ items: TBundle[] }> {
  await assertReviewer(db, userId);
  const rows = await db.query<TBundleRow>(`${BUNDLE_SELECT} where b.status = 'pending' and b.deleted_at is null order by b.submitted_at, b.id limit 200`);
  return { items: rows.map(toBundle) };
}

export function reviewBundle(
  database: Database,
  input: { userId: number; bundleId: number; decision: "accept" | "reject"; reason: string | null },
): Promise<TBundle> {
  return database.transaction(async (tx) => {
    await assertReviewer(tx, input.userId);
    const [row] = await tx.query<{ status: string }>(`select status from bundles where id = $1 and deleted_at is null for update`, [input.bundleId]);
    if (!row) throw notFound("exception.bundles.not_found");
    if (row.status !== "pending") throw new AppError(422, "exception.bundles.not_pending");
    await tx.query(
      `update bundles set status = $2, reject_reason = $3, reviewed_at = now(), reviewed_by = $4, updated_at = now() where id = $1`,
      [input.bundleId, input.decision === "accept" ? "accepted" : "rejected", input.decision === "reject" ? input.reason : null, input.userId],
    );
    return toBundle(await findBundleRow(tx, input.bundleId, null));
  });
}
