import type { DatabaseTx } from "@samtrot/db";
import { isStaff, type TViewer } from "../profiles/profile-viewer.js";

export type TIdentityEvent =
  | "check_started"
  | "check_submitted"
  | "check_verified"
  | "check_rejected"
  | "check_expired"
  | "check_refused"
  | "forced_set"
  | "forced_cleared"
  | "reauthenticated"
  | "reauth_failed"
  | "access_served"
  | "access_refused";

/** One row of the identity audit (decision 044): a check event or an access decision about fsk18 content. */
export async function auditIdentity(
  db: DatabaseTx,
  entry: { userId: number | null; event: TIdentityEvent; at: Date; actorId?: number | null; checkId?: number | null; subject?: { type: "media" | "bundle"; id: number }; reason?: string | null },
): Promise<void> {
  await db.query(
    `insert into identity_audit (user_id, actor_id, event, check_id, subject_type, subject_id, reason, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [entry.userId, entry.actorId ?? null, entry.event, entry.checkId ?? null, entry.subject?.type ?? null, entry.subject?.id ?? null, entry.reason ?? null, entry.at],
  );
}

/**
 * Records whether fsk18 content was served to a viewer or refused (and why). The owner looking at their own media
 * and reviewers are not decisions of the closed user group and are not recorded.
 */
export async function auditFsk18Access(
  db: DatabaseTx,
  input: { viewer: TViewer; ownerId: number; subject: { type: "media" | "bundle"; id: number }; served: boolean; reason?: string | null; at: Date },
): Promise<void> {
  if (input.viewer.userId !== null && input.viewer.userId === input.ownerId) return;
  if (isStaff(input.viewer)) return;
  await auditIdentity(db, {
    userId: input.viewer.userId,
    event: input.served ? "access_served" : "access_refused",
    subject: input.subject,
    reason: input.served ? "closed_user_group" : (input.reason ?? null),
    at: input.at,
  });
}
