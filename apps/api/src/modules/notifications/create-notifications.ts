import type { DatabaseTx } from "@samtrot/db";
import { publishAfterCommit, recordEvents, type TRealtimeEventInput } from "../realtime/index.js";
import { NOTIFICATION_KINDS, type TNotificationKindName } from "./kinds.js";
import { countsOf, notificationView, type TNotificationRow } from "./queries.js";

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
 * event (the notification and the counts after it). `alsoRecord`: further events of the same transaction, stored in
 * the same statement as these (book() sends balance.changed so). Returns how many were new (a repeated dedupeKey
 * makes none). One statement for the notifications, one for the events.
 */
export async function createNotifications(tx: DatabaseTx, inputs: TNotificationInput[], alsoRecord: TRealtimeEventInput[] = []): Promise<number> {
  const rows =
    inputs.length === 0
      ? []
      : await tx.query<TNotificationRow & { total: number; unread: number }>(
          `WITH input AS (
             SELECT * FROM jsonb_to_recordset($1::jsonb)
               AS x(ord int, user_id bigint, kind text, area text, content_type text, delivery text, stickiness text, actor_id bigint, params jsonb, link text, dedupe_key text)
           ),
           ins AS (
             INSERT INTO notifications (user_id, kind, area, content_type, delivery, stickiness, actor_id, params, link, dedupe_key)
             SELECT user_id, kind, area, content_type, delivery, stickiness, actor_id, coalesce(params, '{}'::jsonb), link, dedupe_key FROM input ORDER BY ord
             ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
             RETURNING *
           ),
           added AS (SELECT user_id, count(*)::int AS n FROM ins GROUP BY user_id),
           -- the statement's snapshot: the user's notifications before these
           before AS (
             SELECT n.user_id, count(*)::int AS total, (count(*) FILTER (WHERE NOT n.is_read))::int AS unread
               FROM notifications n WHERE n.user_id IN (SELECT user_id FROM added) GROUP BY n.user_id
           )
           SELECT ins.id, ins.user_id, ins.kind, ins.area, ins.content_type, ins.delivery, ins.stickiness, ins.params, ins.link, ins.is_read, ins.created_at,
                  a.id AS actor_id, a.username AS actor_username,
                  coalesce(b.total, 0) + ad.n AS total, coalesce(b.unread, 0) + ad.n AS unread
             FROM ins
             JOIN added ad ON ad.user_id = ins.user_id
             LEFT JOIN before b ON b.user_id = ins.user_id
             LEFT JOIN users a ON a.id = ins.actor_id AND a.deleted_at IS NULL
            ORDER BY ins.id`,
          [
            JSON.stringify(
              inputs.map((input, ord) => {
                const kind = NOTIFICATION_KINDS[input.kind];
                return {
                  ord,
                  user_id: input.userId,
                  kind: input.kind,
                  area: kind.area,
                  content_type: kind.contentType,
                  delivery: kind.delivery,
                  stickiness: kind.stickiness,
                  actor_id: input.actorId ?? null,
                  params: input.params ?? {},
                  link: input.link ?? null,
                  dedupe_key: input.dedupeKey ?? null,
                };
              }),
            ),
          ],
        );
  const events: TRealtimeEventInput[] = [
    ...alsoRecord,
    ...rows.map((row) => ({
      userId: Number(row.user_id),
      type: "notification.new",
      payload: { notification: notificationView(row), unread_count: Number(row.unread), total: Number(row.total) },
    })),
  ];
  if (events.length > 0) publishAfterCommit(tx, await recordEvents(tx, events));
  return rows.length;
}

/** Sends the counts after a change (read, removed) as `notification.count`. */
export async function recordCounts(tx: DatabaseTx, userId: number) {
  const counts = await countsOf(tx, userId);
  const events = await recordEvents(tx, [{ userId, type: "notification.count", payload: counts }]);
  publishAfterCommit(tx, events);
  return counts;
}
