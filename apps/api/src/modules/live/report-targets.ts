import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { registerReportTarget } from "../reports/report-targets.js";

// Reports of live items (docs/decisions/026-reports.md, 034-live-streaming.md): a live room (26, item: the room's id,
// owned by its producer; ended rooms too, a report may come after the stream) and a recording (5, the recording's id,
// owned by its producer; not once deleted, drafts only by the producer) and a recording comment (27, the comment's id,
// owned by its author; on the same terms as its recording, a deleted recording's comments are gone with it).

registerReportTarget({
  category: REPORT_CATEGORY.live_room,
  module: "live",
  async resolve(tx, { itemId }) {
    const [row] = await tx.query<{ producer_id: string | number }>(`SELECT producer_id FROM live_rooms WHERE id = $1`, [itemId]);
    return row ? { ownerId: Number(row.producer_id) } : null;
  },
});

registerReportTarget({
  category: REPORT_CATEGORY.recording_video,
  module: "live",
  async resolve(tx, { itemId, reporterId }) {
    const [row] = await tx.query<{ producer_id: string | number }>(
      `SELECT producer_id FROM live_recordings WHERE id = $1 AND deleted_at IS NULL AND (visibility <> 'draft' OR producer_id = $2::bigint)`,
      [itemId, reporterId],
    );
    return row ? { ownerId: Number(row.producer_id) } : null;
  },
});

registerReportTarget({
  category: REPORT_CATEGORY.recording_comment,
  module: "live",
  async resolve(tx, { itemId, reporterId }) {
    const [row] = await tx.query<{ author_id: string | number }>(
      `SELECT k.author_id FROM live_recording_comments k JOIN live_recordings c ON c.id = k.recording_id
        WHERE k.id = $1 AND c.deleted_at IS NULL AND (c.visibility <> 'draft' OR c.producer_id = $2::bigint)`,
      [itemId, reporterId],
    );
    return row ? { ownerId: Number(row.author_id) } : null;
  },
});
