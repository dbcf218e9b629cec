import type { TConversation, TMessengerTarget, TThreadList } from "@samtrot/api-client/contracts";
import { MESSENGER_PAGE_SIZE } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import type { TFirstContactRules } from "@samtrot/messenger";
import { AppError, notFound } from "../../http/errors.js";
import { balancesOf } from "../ledger/book.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";
import { checkContact, decisionView, loadContactUser, threadIdBetween } from "./contact-check.js";
import { blocksBetween, refusingStatus } from "./send-message.js";
import {
  MESSAGE_COLUMNS,
  listThreadRows,
  loadThread,
  loadThreadWith,
  messageFromRow,
  readReceiptPosition,
  unreadTotals,
  type TMessageRow,
  type TThreadListFilter,
} from "./thread-view.js";

export const THREAD_NOT_FOUND = "exception.messenger.thread_not_found";

/** The caller's threads, 20 a page (spec 001 §9), newest activity first. */
export async function listThreads(db: DatabaseTx, input: { userId: number; pageNo: number; filter: TThreadListFilter }): Promise<TThreadList> {
  const pageSize = MESSENGER_PAGE_SIZE.threads;
  const { items, total } = await listThreadRows(db, input.userId, input.filter, pageSize, (input.pageNo - 1) * pageSize);
  const { unread_total } = await unreadTotals(db, input.userId);
  return { items, total, unread_total, page_no: input.pageNo, page_size: pageSize };
}

/** Messages of one thread, 30 a page (spec 001 §9), oldest first; before_id pages back. */
export async function listConversation(db: DatabaseTx, input: { userId: number; threadId: number; beforeId?: number }): Promise<TConversation> {
  const thread = await loadThread(db, input.userId, input.threadId);
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  const pageSize = MESSENGER_PAGE_SIZE.conversation;
  const rows = await db.query<TMessageRow>(
    `select ${MESSAGE_COLUMNS}
       from messenger_messages mm
       join messenger_thread_members m on m.thread_id = mm.thread_id and m.user_id = $1
      where mm.thread_id = $2 and mm.id > m.deleted_up_to and ($3::bigint is null or mm.id < $3::bigint)
        and not exists (select 1 from messenger_hidden_messages h where h.user_id = $1 and h.message_id = mm.id)
      order by mm.id desc
      limit $4`,
    [input.userId, input.threadId, input.beforeId ?? null, pageSize + 1],
  );
  const readUpTo = await readReceiptPosition(db, input.userId, input.threadId);
  const page = rows.slice(0, pageSize).reverse();
  return { thread, items: page.map((row) => messageFromRow(row, input.userId, readUpTo)), has_more: rows.length > pageSize, page_size: pageSize };
}

/** messenger/{targetUsername}: the partner, the thread if any, and what writing now would give. */
export async function messengerTarget(db: DatabaseTx, input: { userId: number; username: string; rules: Partial<TFirstContactRules> }): Promise<TMessengerTarget> {
  const [me, partner] = await Promise.all([loadContactUser(db, { id: input.userId }), loadContactUser(db, { username: input.username })]);
  if (!me) throw new AppError(401, "exception.common.unauthorized");
  if (!partner || partner.isDeleted) throw notFound("exception.profile.not_found");
  if (partner.id === me.id) throw new AppError(422, "validation.messenger.self", "username");
  const thread = await loadThreadWith(db, me.id, partner.id);
  const isFirstContact = (await threadIdBetween(db, me.id, partner.id)) === null;
  const [partnerNoThanks] = thread
    ? await db.query<{ at: Date | null }>(`select no_thanks_at as at from messenger_thread_members where thread_id = $1 and user_id = $2`, [thread.id, partner.id])
    : [];
  const refusal = refusingStatus(me, partner, await blocksBetween(db, me.id, partner.id), Boolean(partnerNoThanks?.at));
  const decision = await checkContact(db, { sender: me, receiver: partner, isFirstContact, boosted: false, rules: input.rules });
  const contact = refusal
    ? { ...decisionView(decision, isFirstContact), result: 0 as const, allowed: false, limiter: false, error: "exception.messenger.thread_unavailable", way_through: { plus: false, unlock: false, boost: false, tip: null, verify: false } }
    : decisionView(decision, isFirstContact);
  const balances = await balancesOf(db, me.id);
  return {
    partner: {
      id: partner.id,
      username: partner.username,
      display_name: partner.displayName,
      avatar_url: avatarUrlOf(partner.id),
      user_type: partner.userType,
      gender: partner.genders.length === 1 ? partner.genders[0]! : null,
      is_member: partner.isPlus,
      is_verified: partner.isVerified,
    },
    thread,
    contact,
    dollar_balance: balances.dollar,
  };
}
