import type { Database, DatabaseTx } from "@samtrot/db";
import type { TAgeCheckReviewItem } from "@samtrot/api-client/contracts";
import { AGE_CHECK_STATUS, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { AppError, notFound } from "../../http/errors.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";

// The age check review (spec 001 §4): team and backend users accept or reject pending age checks. The document
// is never shown to anyone else.

async function assertReviewer(db: DatabaseTx, userId: number): Promise<void> {
  if (!isStaff(await loadViewer(db, userId))) throw new AppError(403, "exception.common.forbidden");
}

const STATUS_NAMES = { 0: "not_uploaded", 1: "pending", 2: "accepted", 3: "rejected" } as const;

/** Pending age checks, oldest submission first. */
export async function listAgeCheckQueue(db: DatabaseTx, input: { userId: number; pageNo: number }) {
  await assertReviewer(db, input.userId);
  const pageSize = PAGE_SIZE.default;
  const rows = await db.query<{ id: number; username: string; submitted_at: Date | null; total: number }>(
    `select u.id, u.username, s.age_check_submitted_at as submitted_at, count(*) over ()::int as total
       from users u left join user_settings s on s.user_id = u.id
      where u.age_check_status = $1 and u.deleted_at is null
      order by s.age_check_submitted_at nulls first, u.id
      limit $2 offset $3`,
    [AGE_CHECK_STATUS.pending, pageSize, (input.pageNo - 1) * pageSize],
  );
  const items: TAgeCheckReviewItem[] = rows.map((row) => ({
    user_id: Number(row.id),
    username: row.username,
    submitted_at: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
    document_url: `/api/v2/age-check-review/${Number(row.id)}/document`,
  }));
  return { items, total: rows[0]?.total ?? 0, page_no: input.pageNo, page_size: pageSize };
}

/** The ID image of a user's age check (the newest submission). */
export async function readAgeCheckDocument(db: DatabaseTx, storage: TMediaStorage, input: { userId: number; targetId: number }) {
  await assertReviewer(db, input.userId);
  const [row] = await db.query<{ storage_key: string; mime_type: string }>(
    `select m.storage_key, m.mime_type from user_settings s
       join media_files m on m.id = s.age_check_media_id and m.user_id = s.user_id and m.purpose = 'age_check'
      where s.user_id = $1`,
    [input.targetId],
  );
  const data = row ? await storage.read(row.storage_key) : null;
  if (!row || !data) throw notFound("exception.media.not_found");
  return { data, mimeType: row.mime_type };
}

/** Accepts or rejects a pending age check, in one transaction (the row is locked). */
export function reviewAgeCheck(database: Database, input: { userId: number; targetId: number; status: 2 | 3 }) {
  return database.transaction(async (tx) => {
    await assertReviewer(tx, input.userId);
    const [target] = await tx.query<{ age_check_status: number }>(`select age_check_status from users where id = $1 and deleted_at is null for update`, [input.targetId]);
    if (!target) throw notFound();
    if (Number(target.age_check_status) !== AGE_CHECK_STATUS.pending) throw new AppError(409, "exception.age_check.not_pending");
    await tx.query(`update users set age_check_status = $2, updated_at = now() where id = $1`, [input.targetId, input.status]);
    return { user_id: input.targetId, status: input.status, status_name: STATUS_NAMES[input.status] };
  });
}
