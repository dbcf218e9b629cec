import type { Database, DatabaseTx } from "@samtrot/db";
import { MEDIA_REVIEW_STATUS, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { AppError, notFound } from "../../http/errors.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { GALLERY_SELECT, syncMediaFlags, toGalleryItem, type TGalleryRow } from "./gallery-item.js";

// The media review queue (spec 001 §4 review status): team and backend users accept or reject pending media.

async function assertReviewer(db: DatabaseTx, userId: number): Promise<void> {
  if (!isStaff(await loadViewer(db, userId))) throw new AppError(403, "exception.common.forbidden");
}

const toReviewItem = (row: TGalleryRow) => ({ ...toGalleryItem(row), user_id: Number(row.user_id), username: row.username });

export async function listMediaReviewQueue(db: DatabaseTx, input: { userId: number; pageNo: number }) {
  await assertReviewer(db, input.userId);
  const pageSize = PAGE_SIZE.mediaGallery;
  const rows = await db.query<TGalleryRow & { total: number }>(
    `${GALLERY_SELECT.replace("select g.media_id", "select count(*) over ()::int as total, g.media_id")}
      where g.review_status = $1 order by g.created_at, g.media_id limit $2 offset $3`,
    [MEDIA_REVIEW_STATUS.pending, pageSize, (input.pageNo - 1) * pageSize],
  );
  return { items: rows.map(toReviewItem), total: rows[0]?.total ?? 0, page_no: input.pageNo, page_size: pageSize };
}

export function reviewMedia(database: Database, input: { userId: number; mediaId: number; reviewStatus: number }) {
  return database.transaction(async (tx) => {
    await assertReviewer(tx, input.userId);
    const [row] = await tx.query<{ user_id: number }>(
      `update gallery_items set review_status = $2, reviewed_at = now(), reviewed_by = $3 where media_id = $1 returning user_id`,
      [input.mediaId, input.reviewStatus, input.userId],
    );
    if (!row) throw notFound("exception.media.not_found");
    await syncMediaFlags(tx, Number(row.user_id));
    const [item] = await tx.query<TGalleryRow>(`${GALLERY_SELECT} where g.media_id = $1`, [input.mediaId]);
    return toReviewItem(item!);
  });
}
