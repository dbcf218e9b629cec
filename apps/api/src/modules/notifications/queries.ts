import type { DatabaseTx } from "@samtrot/db";
import type { TNotification, TNotificationCounts } from "@samtrot/api-client/contracts";

export type TNotificationRow = {
  id: number;
  user_id: number;
  kind: string;
  area: string;
  content_type: TNotification["content_type"];
  delivery: TNotification["delivery"];
  stickiness: TNotification["stickiness"];
  params: Record<string, string | number | boolean | null>;
  link: string | null;
  is_read: boolean;
  created_at: Date;
  actor_id: number | null;
  actor_username: string | null;
};

const SELECT = `SELECT n.id, n.user_id, n.kind, n.area, n.content_type, n.delivery, n.stickiness, n.params, n.link, n.is_read, n.created_at,
                       a.id AS actor_id, a.username AS actor_username
                  FROM notifications n
                  LEFT JOIN users a ON a.id = n.actor_id AND a.deleted_at IS NULL`;

export function notificationView(row: TNotificationRow): TNotification {
  const id = Number(row.id);
  return {
    id,
    kind: row.kind,
    area: row.area,
    content_type: row.content_type,
    delivery: row.delivery,
    stickiness: row.stickiness,
    content: { notification_id: id, is_read: row.is_read },
    params: row.params ?? {},
    actor: row.actor_id === null || row.actor_username === null ? null : { user_id: Number(row.actor_id), username: row.actor_username, avatar_url: `/api/v2/media/avatar/${Number(row.actor_id)}.svg` },
    link: row.link,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function countsOf(tx: DatabaseTx, userId: number): Promise<TNotificationCounts> {
  const [row] = await tx.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT is_read))::int AS unread FROM notifications WHERE user_id = $1`,
    [userId],
  );
  return { unread_count: row?.unread ?? 0, total: row?.total ?? 0 };
}

/** A page of the user's notifications, newest first. */
export async function listNotifications(tx: DatabaseTx, input: { userId: number; pageNo: number; pageSize: number }) {
  const rows = await tx.query<TNotificationRow>(`${SELECT} WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT $2 OFFSET $3`, [
    input.userId,
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  ]);
  return { items: rows.map(notificationView), ...(await countsOf(tx, input.userId)), page_no: input.pageNo, page_size: input.pageSize };
}
