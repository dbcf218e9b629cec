import type { TMessage, TThread } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { AppError, notFound } from "../../http/errors.js";
import { runningMembershipSql } from "../membership/running-membership.js";
import { recordEvents, type TStoredRealtimeEvent } from "../realtime/index.js";
import type { TMessengerEvent } from "./events.js";
import { THREAD_NOT_FOUND } from "./read-threads.js";
import { MESSAGE_COLUMNS, loadThread, messageFromRow, readReceiptPosition, type TMessageRow } from "./thread-view.js";

export type TThreadAction = "read" | "unread" | "hide" | "unhide" | "no_thanks";

type TMember = { partner_id: string | number; initiator_id: string | number; last_message_id: string | number | null; partner_member: boolean };

/**
 * read: unread 0, read position at the newest message (the partner's read receipts: an event only to a Plus
 * partner, spec 001 §6 "see who read messages"); unread: marked unread; hide / unhide: out of / back into the
 * list (a new message brings it back too); no_thanks: the caller declines a first contact the partner made.
 */
export async function threadAction(database: Database, input: { userId: number; threadId: number; action: TThreadAction }): Promise<{ thread: TThread; events: TStoredRealtimeEvent[] }> {
  return database.transaction(async (tx) => {
    const [member] = await tx.query<TMember>(
      `select m.partner_id, t.initiator_id, t.last_message_id, ${runningMembershipSql("p")} as partner_member
         from messenger_thread_members m
         join messenger_threads t on t.id = m.thread_id
         join users p on p.id = m.partner_id
        where m.thread_id = $1 and m.user_id = $2
        for update of m`,
      [input.threadId, input.userId],
    );
    if (!member) throw notFound(THREAD_NOT_FOUND);
    const partnerId = Number(member.partner_id);
    const events: TMessengerEvent[] = [];
    switch (input.action) {
      case "read": {
        const [read] = await tx.query<{ up_to: string | number | null }>(
          `select max(id) as up_to from messenger_messages where thread_id = $1 and sender_id = $2`,
          [input.threadId, partnerId],
        );
        const upTo = Number(read?.up_to ?? 0);
        const [before] = await tx.query<{ last_read_message_id: string | number }>(
          `select last_read_message_id from messenger_thread_members where thread_id = $1 and user_id = $2`,
          [input.threadId, input.userId],
        );
        await tx.query(
          `update messenger_thread_members set unread_count = 0, marked_unread = false, last_read_message_id = greatest(last_read_message_id, $3)
            where thread_id = $1 and user_id = $2`,
          [input.threadId, input.userId, upTo],
        );
        if (member.partner_member && upTo > Number(before?.last_read_message_id ?? 0)) {
          events.push({ userId: partnerId, type: "message.read", payload: { thread_id: input.threadId, reader_id: input.userId, last_read_message_id: upTo } });
        }
        break;
      }
      case "unread":
        await tx.query(`update messenger_thread_members set marked_unread = true where thread_id = $1 and user_id = $2`, [input.threadId, input.userId]);
        break;
      case "hide":
        await tx.query(`update messenger_thread_members set hidden_at = now() where thread_id = $1 and user_id = $2`, [input.threadId, input.userId]);
        break;
      case "unhide":
        await tx.query(`update messenger_thread_members set hidden_at = null where thread_id = $1 and user_id = $2`, [input.threadId, input.userId]);
        break;
      case "no_thanks": {
        // Only an answer to a first contact the partner made, before the caller wrote anything.
        const [mine] = await tx.query(`select 1 from messenger_messages where thread_id = $1 and sender_id = $2 limit 1`, [input.threadId, input.userId]);
        if (Number(member.initiator_id) !== partnerId || mine) throw new AppError(422, "exception.messenger.no_thanks_not_possible");
        await tx.query(
          `update messenger_thread_members set no_thanks_at = now(), unread_count = 0, marked_unread = false where thread_id = $1 and user_id = $2`,
          [input.threadId, input.userId],
        );
        const partnerView = await loadThread(tx, partnerId, input.threadId);
        if (partnerView) events.push({ userId: partnerId, type: "thread.status", payload: { thread: partnerView } });
        break;
      }
    }
    const thread = (await loadThread(tx, input.userId, input.threadId))!;
    events.push({ userId: input.userId, type: "thread.status", payload: { thread } });
    return { thread, events: await recordEvents(tx, events) };
  });
}

/** The conversation disappears for the caller (messages so far); a newer message brings the thread back. */
export async function deleteThread(database: Database, input: { userId: number; threadId: number }): Promise<{ id: number; deleted: true }> {
  const rows = await database.query(
    `update messenger_thread_members m set deleted_up_to = coalesce(t.last_message_id, 0), unread_count = 0, marked_unread = false, hidden_at = null
       from messenger_threads t
      where t.id = m.thread_id and m.thread_id = $1 and m.user_id = $2
      returning m.thread_id`,
    [input.threadId, input.userId],
  );
  if (rows.length === 0) throw notFound(THREAD_NOT_FOUND);
  return { id: input.threadId, deleted: true };
}

/** The sender deletes an own message for both sides (text and images gone). */
export async function deleteMessage(database: Database, input: { userId: number; messageId: number }): Promise<{ message: TMessage; events: TStoredRealtimeEvent[] }> {
  return database.transaction(async (tx) => {
    const [row] = await tx.query<{ sender_id: string | number; thread_id: string | number; partner_id: string | number; deleted_at: Date | null; unread: boolean }>(
      `select mm.sender_id, mm.thread_id, pm.user_id as partner_id, mm.deleted_at, mm.id > pm.last_read_message_id as unread
         from messenger_messages mm
         join messenger_thread_members pm on pm.thread_id = mm.thread_id and pm.user_id <> mm.sender_id
        where mm.id = $1 and (mm.sender_id = $2 or pm.user_id = $2)
        for update of mm`,
      [input.messageId, input.userId],
    );
    if (!row) throw notFound("exception.messenger.message_not_found");
    if (Number(row.sender_id) !== input.userId) throw new AppError(403, "exception.messenger.not_your_message");
    const threadId = Number(row.thread_id);
    const partnerId = Number(row.partner_id);
    if (row.deleted_at === null) {
      await tx.query(`update messenger_messages set deleted_at = now(), body = '', image_count = 0 where id = $1`, [input.messageId]);
      await tx.query(`delete from messenger_message_images where message_id = $1`, [input.messageId]);
      // An unread message that disappears no longer counts as unread for the partner.
      if (row.unread) {
        await tx.query(`update messenger_thread_members set unread_count = greatest(unread_count - 1, 0) where thread_id = $1 and user_id = $2`, [threadId, partnerId]);
      }
    }
    const [fresh] = await tx.query<TMessageRow>(`select ${MESSAGE_COLUMNS} from messenger_messages mm where mm.id = $1`, [input.messageId]);
    const message = messageFromRow(fresh!, input.userId, await readReceiptPosition(tx, input.userId, threadId));
    const payload = { thread_id: threadId, message_id: input.messageId };
    const events: TMessengerEvent[] =
      row.deleted_at === null ? [{ userId: partnerId, type: "message.deleted", payload }, { userId: input.userId, type: "message.deleted", payload }] : [];
    return { message, events: await recordEvents(tx, events) };
  });
}

/** Hides one message for the caller only. */
export async function hideMessage(database: Database, input: { userId: number; messageId: number }): Promise<{ id: number; hidden: true }> {
  const rows = await database.query(
    `insert into messenger_hidden_messages (user_id, message_id)
     select $2, mm.id from messenger_messages mm join messenger_thread_members m on m.thread_id = mm.thread_id and m.user_id = $2 where mm.id = $1
     on conflict do nothing returning message_id`,
    [input.messageId, input.userId],
  );
  if (rows.length === 0) {
    const [exists] = await database.query(
      `select 1 from messenger_hidden_messages where user_id = $2 and message_id = $1`,
      [input.messageId, input.userId],
    );
    if (!exists) throw notFound("exception.messenger.message_not_found");
  }
  return { id: input.messageId, hidden: true };
}
