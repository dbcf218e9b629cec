import { REPORT_CATEGORY, USER_TYPE } from "@samtrot/constants-catalogue";
import { registerReportTarget } from "../reports/report-targets.js";

// Reports of event items (docs/decisions/026-reports.md, 029-events.md): the event (11, item: the event's id, owned by
// its organizer), a review (15, the review's id, owned by its author) and the organizer's comment on a review (16, the
// comment's id, owned by the organizer). The read rule of the events module: accepted and cancelled events are
// visible to everyone, pending and rejected ones only to their organizer and the team.

const VISIBLE = `(e.status IN ('accepted', 'cancelled') OR e.organizer_id = $2::bigint
  OR EXISTS (SELECT 1 FROM users s WHERE s.id = $2::bigint AND s.user_type IN (${USER_TYPE.team}, ${USER_TYPE.backend})))`;

registerReportTarget({
  category: REPORT_CATEGORY.event,
  module: "events",
  async resolve(tx, { itemId, reporterId }) {
    const [row] = await tx.query<{ organizer_id: string | number }>(`SELECT e.organizer_id FROM events e WHERE e.id = $1 AND ${VISIBLE}`, [itemId, reporterId]);
    return row ? { ownerId: Number(row.organizer_id) } : null;
  },
});

registerReportTarget({
  category: REPORT_CATEGORY.event_review,
  module: "events",
  async resolve(tx, { itemId, reporterId }) {
    const [row] = await tx.query<{ author_id: string | number }>(
      `SELECT r.author_id FROM event_reviews r JOIN events e ON e.id = r.event_id WHERE r.id = $1 AND ${VISIBLE}`,
      [itemId, reporterId],
    );
    return row ? { ownerId: Number(row.author_id) } : null;
  },
});

registerReportTarget({
  category: REPORT_CATEGORY.event_review_comment,
  module: "events",
  async resolve(tx, { itemId, reporterId }) {
    const [row] = await tx.query<{ author_id: string | number }>(
      `SELECT k.author_id FROM event_review_comments k JOIN event_reviews r ON r.id = k.review_id JOIN events e ON e.id = r.event_id WHERE k.id = $1 AND ${VISIBLE}`,
      [itemId, reporterId],
    );
    return row ? { ownerId: Number(row.author_id) } : null;
  },
});
