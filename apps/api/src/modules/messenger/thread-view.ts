import type { TMessage, TThread } from "@samtrot/api-client/contracts";
import { blockRelationOf, canSendInStatus, threadStatusOf } from "@samtrot/messenger";
import type { DatabaseTx } from "@samtrot/db";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";
import { runningMembershipSql } from "../membership/running-membership.js";

// How a thread and its messages look from one side. One SQL shape for the list, one thread and the events.

export const PREVIEW_LENGTH = 120;

type TThreadRow = {
  thread_id: string | number;
  unread_count: number;
  marked_unread: boolean;
  hidden_at: Date | null;
  deleted_up_to: string | number;
  viewer_no_thanks: Date | null;
  partner_no_thanks: Date | null;
  last_activity_at: Date;
  partner_id: string | number;
  username: string;
  display_name: string | null;
  user_type: number;
  gender: number | null;
  is_verified: boolean;
  is_banned: boolean;
  is_paused: boolean;
  deactivated_at: Date | null;
  deleted_at: Date | null;
  partner_member: boolean;
  viewer_blocked: boolean;
  viewer_blocked_by: boolean;
  lm_id: string | number | null;
  lm_sender_id: string | number | null;
  lm_body: string | null;
  lm_image_count: number | null;
  lm_deleted_at: Date | null;
  lm_created_at: Date | null;
};

/** The select list and joins of a thread seen by the user in parameter $1 (`m` = the viewer's member row). */
export const THREAD_SELECT = `
  select m.thread_id, m.unread_count, m.marked_unread, m.hidden_at, m.deleted_up_to, m.no_thanks_at as viewer_no_thanks,
         pm.no_thanks_at as partner_no_thanks, m.last_activity_at,
         u.id as partner_id, u.username, (select pr.display_name from profiles pr where pr.user_id = u.id) as display_name, u.user_type, u.gender, u.is_verified, u.is_banned, u.is_paused, u.deactivated_at, u.deleted_at,
         ${runningMembershipSql("u")} as partner_member,
         exists (select 1 from blocks b where b.blocker_id = m.user_id and b.blocked_id = u.id) as viewer_blocked,
         exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = m.user_id) as viewer_blocked_by,
         lm.id as lm_id, lm.sender_id as lm_sender_id, lm.body as lm_body, lm.image_count as lm_image_count,
         lm.deleted_at as lm_deleted_at, lm.created_at as lm_created_at`;

export const THREAD_FROM = `
    from messenger_thread_members m
    join messenger_thread_members pm on pm.thread_id = m.thread_id and pm.user_id = m.partner_id
    join users u on u.id = m.partner_id
    left join lateral (
      select mm.id, mm.sender_id, mm.body, mm.image_count, mm.deleted_at, mm.created_at
        from messenger_messages mm
       where mm.thread_id = m.thread_id and mm.id > m.deleted_up_to
         and not exists (select 1 from messenger_hidden_messages h where h.user_id = m.user_id and h.message_id = mm.id)
       order by mm.id desc limit 1
    ) lm on true`;

export function threadFromRow(row: TThreadRow): TThread {
  const blockRelation = blockRelationOf(row.viewer_blocked, row.viewer_blocked_by);
  const status = threadStatusOf({
    partner: {
      userType: Number(row.user_type),
      isBanned: row.is_banned,
      isPaused: row.is_paused,
      // deactivated by the support team (users.deactivated_at, migration 0023); paused is the owner's own pause
      isDeactivated: row.deactivated_at !== null,
      isDeleted: row.deleted_at !== null,
    },
    hiddenByViewer: row.hidden_at !== null,
    blockRelation,
    partnerSaidNoThanks: row.partner_no_thanks !== null,
    viewerSaidNoThanks: row.viewer_no_thanks !== null,
  });
  const lastMessage =
    row.lm_id === null
      ? null
      : {
          id: Number(row.lm_id),
          sender_id: Number(row.lm_sender_id),
          preview: row.lm_deleted_at ? "" : (row.lm_body ?? "").slice(0, PREVIEW_LENGTH),
          image_count: row.lm_deleted_at ? 0 : Number(row.lm_image_count ?? 0),
          is_deleted: row.lm_deleted_at !== null,
          created_at: new Date(row.lm_created_at!).toISOString(),
        };
  return {
    id: Number(row.thread_id),
    partner: {
      id: Number(row.partner_id),
      username: row.username,
      display_name: row.deleted_at ? null : row.display_name,
      avatar_url: row.deleted_at ? null : avatarUrlOf(Number(row.partner_id)),
      user_type: Number(row.user_type),
      gender: row.gender === null ? null : Number(row.gender),
      is_member: row.partner_member,
      is_verified: row.is_verified,
    },
    status,
    block_relation: blockRelation,
    unread_count: Number(row.unread_count),
    is_marked_unread: row.marked_unread,
    last_message: lastMessage,
    last_message_at: lastMessage?.created_at ?? null,
    can_send: canSendInStatus(status),
  };
}

/** One thread as the viewer sees it, or null when the viewer is not in it. */
export async function loadThread(db: DatabaseTx, viewerId: number, threadId: number): Promise<TThread | null> {
  const [row] = await db.query<TThreadRow>(`${THREAD_SELECT} ${THREAD_FROM} where m.user_id = $1 and m.thread_id = $2`, [viewerId, threadId]);
  return row ? threadFromRow(row) : null;
}

/** Both sides' views of one thread in one query (after a send), keyed by user id. */
export async function loadThreadViews(db: DatabaseTx, threadId: number): Promise<Map<number, TThread>> {
  const rows = await db.query<TThreadRow & { viewer_id: string | number }>(
    `${THREAD_SELECT}, m.user_id as viewer_id ${THREAD_FROM} where m.thread_id = $1`,
    [threadId],
  );
  return new Map(rows.map((row) => [Number(row.viewer_id), threadFromRow(row)]));
}

/** The viewer's thread with a partner, or null. */
export async function loadThreadWith(db: DatabaseTx, viewerId: number, partnerId: number): Promise<TThread | null> {
  const [row] = await db.query<TThreadRow>(`${THREAD_SELECT} ${THREAD_FROM} where m.user_id = $1 and m.partner_id = $2`, [viewerId, partnerId]);
  return row ? threadFromRow(row) : null;
}

export type TThreadListFilter = "all" | "unread" | "hidden";

/**
 * One page of the viewer's threads and the total. The page is chosen from the member rows alone (index
 * (user_id, last_activity_at)); only its 20 threads get the partner, block and last-message lookups.
 */
export async function listThreadRows(db: DatabaseTx, viewerId: number, filter: TThreadListFilter, limit: number, offset: number) {
  const where = {
    // a deleted conversation stays out until a newer message comes
    all: "m.hidden_at is null and t.last_message_id > m.deleted_up_to",
    unread: "m.hidden_at is null and t.last_message_id > m.deleted_up_to and (m.unread_count > 0 or m.marked_unread)",
    hidden: "m.hidden_at is not null",
  }[filter];
  const chosen = `from messenger_thread_members m join messenger_threads t on t.id = m.thread_id where m.user_id = $1 and ${where}`;
  const rows = await db.query<TThreadRow>(
    `with page as (select m.thread_id ${chosen} order by m.last_activity_at desc, m.thread_id desc limit $2 offset $3)
     ${THREAD_SELECT} ${THREAD_FROM} join page on page.thread_id = m.thread_id
      where m.user_id = $1
      order by m.last_activity_at desc, m.thread_id desc`,
    [viewerId, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${chosen}`, [viewerId]);
  return { items: rows.map(threadFromRow), total: count?.n ?? 0 };
}

export async function unreadTotals(db: DatabaseTx, viewerId: number): Promise<{ unread_total: number; threads_with_unread: number }> {
  const [row] = await db.query<{ unread_total: number; threads_with_unread: number }>(
    `select coalesce(sum(unread_count), 0)::int as unread_total, count(*) filter (where unread_count > 0)::int as threads_with_unread
       from messenger_thread_members where user_id = $1`,
    [viewerId],
  );
  return row ?? { unread_total: 0, threads_with_unread: 0 };
}

// ---- messages --------------------------------------------------------------------------------------------

export type TMessageRow = {
  id: string | number;
  thread_id: string | number;
  sender_id: string | number;
  client_key: string;
  body: string;
  boost_entry_id: string | number | null;
  created_at: Date;
  deleted_at: Date | null;
  images: { media_id: number; position: number }[] | null;
};

export const MESSAGE_COLUMNS = `mm.id, mm.thread_id, mm.sender_id, mm.client_key, mm.body, mm.boost_entry_id, mm.created_at, mm.deleted_at,
  (select json_agg(json_build_object('media_id', i.media_id, 'position', i.position) order by i.position)
     from messenger_message_images i where i.message_id = mm.id) as images`;

export function messageImageUrls(mediaId: number) {
  return { media_id: mediaId, thumb_url: `/api/v2/messenger/media/${mediaId}/thumb`, full_url: `/api/v2/messenger/media/${mediaId}/full` };
}

/**
 * A message as `viewerId` sees it. `partnerReadUpTo`: the partner's read position, only passed for a Plus
 * viewer (read receipts are a Plus benefit, spec 001 §6 "see who read messages"); otherwise is_read is null.
 */
export function messageFromRow(row: TMessageRow, viewerId: number, partnerReadUpTo: number | null): TMessage {
  const mine = Number(row.sender_id) === viewerId;
  const deleted = row.deleted_at !== null;
  const images = typeof row.images === "string" ? (JSON.parse(row.images) as TMessageRow["images"]) : row.images;
  return {
    id: Number(row.id),
    thread_id: Number(row.thread_id),
    sender_id: Number(row.sender_id),
    is_mine: mine,
    text: deleted ? "" : row.body,
    images: deleted ? [] : (images ?? []).map((image) => messageImageUrls(Number(image.media_id))),
    created_at: new Date(row.created_at).toISOString(),
    client_key: mine ? row.client_key : null,
    is_boosted: row.boost_entry_id !== null,
    is_deleted: deleted,
    is_read: mine && partnerReadUpTo !== null ? Number(row.id) <= partnerReadUpTo : null,
  };
}

/** The partner's read position when the viewer may see read receipts (a running Plus membership), else null. */
export async function readReceiptPosition(db: DatabaseTx, viewerId: number, threadId: number): Promise<number | null> {
  const [row] = await db.query<{ member: boolean; read_up_to: string | number }>(
    `select ${runningMembershipSql("v")} as member, pm.last_read_message_id as read_up_to
       from messenger_thread_members m
       join messenger_thread_members pm on pm.thread_id = m.thread_id and pm.user_id = m.partner_id
       join users v on v.id = m.user_id
      where m.user_id = $1 and m.thread_id = $2`,
    [viewerId, threadId],
  );
  return row && row.member ? Number(row.read_up_to) : null;
}
