import { MEDIA_REVIEW_STATUS, REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { registerReportTarget } from "../reports/report-targets.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";

// Reports (docs/decisions/026-reports.md): media 28, the item id is the medium's id. A medium exists for others
// when it was accepted and its owner's profile is available (mediaAccess: otherwise "hidden"); a locked one (plus,
// fsk18, private, bundle) can still be reported from its placeholder. The owner may see it but not report it.
registerReportTarget({
  category: REPORT_CATEGORY.media,
  module: "media-gallery",
  async resolve(tx, { itemId, reporterId }) {
    const [row] = await tx.query<{ user_id: string | number; shown: boolean }>(
      `select g.user_id, (g.review_status = $2 and ${profileAvailableSql("u")}) as shown
         from gallery_items g join users u on u.id = g.user_id
        where g.media_id = $1`,
      [itemId, MEDIA_REVIEW_STATUS.accepted],
    );
    if (!row) return null;
    const ownerId = Number(row.user_id);
    return row.shown || ownerId === reporterId ? { ownerId } : null;
  },
});
