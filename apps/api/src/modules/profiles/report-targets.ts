import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { registerReportTarget } from "../reports/report-targets.js";
import { profileAvailableSql } from "./profile-availability.js";

// Reports (docs/decisions/026-reports.md): profile 14, the item id is the user id. Anyone who can open the profile
// page can report it (guests too); a block does not hide a profile from a report (it is often the reason for one).
registerReportTarget({
  category: REPORT_CATEGORY.profile,
  module: "profiles",
  async resolve(tx, { itemId }) {
    const [row] = await tx.query<{ id: string | number }>(`select u.id from users u where u.id = $1 and ${profileAvailableSql("u")}`, [itemId]);
    return row ? { ownerId: Number(row.id) } : null;
  },
});
