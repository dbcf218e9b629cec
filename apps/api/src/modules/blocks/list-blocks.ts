import type { DatabaseTx } from "@samtrot/db";
import type { TBlockedUser } from "@samtrot/api-client/contracts";
import { PAGE_SIZE } from "@samtrot/constants-catalogue";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";

/** The users the caller blocked, newest first (page size: the default 10, spec 001 §9). */
export async function listBlocks(db: DatabaseTx, input: { userId: number; pageNo: number }) {
  const pageSize = PAGE_SIZE.default;
  const rows = await db.query<{ id: number; username: string; blocked_at: Date; total: number }>(
    `select u.id, u.username, b.created_at as blocked_at, count(*) over ()::int as total
       from blocks b
       join users u on u.id = b.blocked_id
      where b.blocker_id = $1
      order by b.created_at desc, u.id desc
      limit $2 offset $3`,
    [input.userId, pageSize, (input.pageNo - 1) * pageSize],
  );
  const items: TBlockedUser[] = rows.map((row) => ({
    id: Number(row.id),
    username: row.username,
    avatar_url: avatarUrlOf(Number(row.id)),
    blocked_at: new Date(row.blocked_at).toISOString(),
  }));
  const total = rows[0]?.total ?? (await countBlocks(db, input.userId));
  return { items, total, page_no: input.pageNo, page_size: pageSize };
}

export async function countBlocks(db: DatabaseTx, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from blocks where blocker_id = $1`, [userId]);
  return row?.n ?? 0;
}
