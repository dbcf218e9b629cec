import type { DatabaseTx } from "@samtrot/db";
import { publishAfterCommit, recordEvents } from "../realtime/index.js";
import { NOTIFICATION_KINDS, type TNotificationKindName } from "./kinds.js";
import { countsOf, loadNotifications } from "./queries.js";

export type TNotificationInput = {
  userId: number;
  kind: TNotificationKindName;
  actorId?: number | null;
  params?: Record<string, string | number | boolean | null>;
  /** a web path without the locale prefix (/p/anna, /user/dollar) */
  link?: string | null;
  /** a repeated cause with the same key makes no second notification (the same visitor again today) */
  dedupeKey?: string | null;
};

/**
 * Stores notifications inside the caller's transaction and, once it commits, sends each user a `notification.new`
 * event (the notification and the counts after it). Returns how many were new (duplicates by dedupeKey are skipped).
 */
export async function createNotifications(tx: DatabaseTx, inputs: TNotificationInput[]): Promise<number> {
  const ids: number[] = [];
  for (const input of inputs) {
    const kind = NOTIFICATION_KINDS[input.kind];
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO notifications (user_id, kind, area, content_type, delivery, stickiness, actor_id, params, link, dedupe_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
       ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING id`,
      [input.userId, input.kind, kind.area, kind.contentType, kind.delivery, kind.stickiness, input.actorId ?? null, JSON.stringify(input.params ?? {}), input.link ?? null, input.dedupeKey ?? null],
    );
    if (row) ids.push(Number(row.id));
  }
  if (ids.length === 0) return 0;
  const notifications = await loadNotifications(tx, ids);
  const events = [];
  for (const notification of notifications) {
    const userId = notification.user_id;
    events.push({ userId, type: "notification.new", payload: { notification: notification.view, ...(await countsOf(tx, userId)) } });
  }
  publishAfterCommit(tx, await recordEvents(tx, events));
  return ids.length;
}

/** Sends the counts after a change (read, removed) as `notification.count`. */
export async function recordCounts(tx: DatabaseTx, userId: number) {
  const counts = await countsOf(tx, userId);
  const events = await recordEvents(tx, [{ userId, type: "notification.count", payload: counts }]);
  publishAfterCommit(tx, events);
  return counts;
}
