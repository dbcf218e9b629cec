import type { TSendMessageBody, TSendMessageResult } from "@samtrot/api-client/contracts";
import { CONTACT_LIMIT_RESULT } from "@samtrot/constants-catalogue";
import type { Database, DatabaseTx } from "@samtrot/db";
import { CONTACT_LIMIT_ERROR_KEY, FIRST_CONTACT_RULES, type TFirstContactRules } from "@samtrot/messenger";
import { AppError, notFound } from "../../http/errors.js";
import { chargeFirstContact } from "../ledger/first-contact.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { checkContact, decisionView, loadContactPair, type TContactUser } from "./contact-check.js";
import { recordEvents, type TStoredRealtimeEvent } from "../realtime/index.js";
import type { TMessengerEvent } from "./events.js";
import { messagePlainText } from "./message-text.js";
import { refuseBannedAdText } from "../trust/ad-text.js";
import { MESSAGE_COLUMNS, loadThread, loadThreadViews, messageFromRow, readReceiptPosition, type TMessageRow } from "./thread-view.js";

export const THREAD_UNAVAILABLE = "exception.messenger.thread_unavailable";

/** A refused first contact: 403 with the check result and the way through (spec 001 §4). */
export class ContactRefusedError extends AppError {
  constructor(view: ReturnType<typeof decisionView>) {
    super(403, view.error ?? CONTACT_LIMIT_ERROR_KEY[CONTACT_LIMIT_RESULT.FAILED]);
    (this.entries[0] as { meta?: unknown }).meta = { result: view.result, limiter: view.limiter, way_through: view.way_through, price: view.price };
  }
}

function threadUnavailable(status: string): AppError {
  const error = new AppError(403, THREAD_UNAVAILABLE);
  (error.entries[0] as { meta?: unknown }).meta = { status, result: CONTACT_LIMIT_RESULT.FAILED };
  return error;
}

/**
 * Locks the messenger state rows of both users, in id order (two users writing to each other at once never
 * deadlock): one user's sends are decided one after another, so no two sends can both pass a counter.
 */
export async function lockPair(tx: DatabaseTx, a: number, b: number): Promise<void> {
  // One statement: creates missing rows and locks both (ON CONFLICT DO UPDATE locks the existing row), in id order.
  await tx.query(
    `insert into messenger_user_state (user_id) select id from users where id = any($1::bigint[]) order by id
     on conflict (user_id) do update set updated_at = messenger_user_state.updated_at`,
    [[a, b]],
  );
}

/**
 * The pair's thread (if any), whether the partner said no thanks in it, the blocks both ways and, with a
 * client_key, the sender's message already stored under it (a retry): one query.
 */
export async function pairFacts(db: DatabaseTx, me: number, them: number, clientKey: string | null = null) {
  const [row] = await db.query<{ thread_id: string | number | null; partner_no_thanks: boolean; by_me: boolean; by_them: boolean; stored: TMessageRow | string | null }>(
    `select t.id as thread_id,
            case when $3::text is null then null else (select row_to_json(s) from (select ${MESSAGE_COLUMNS} from messenger_messages mm where mm.sender_id = $1 and mm.client_key = $3) s) end as stored,
            coalesce(pm.no_thanks_at is not null, false) as partner_no_thanks,
            exists (select 1 from blocks where blocker_id = $1 and blocked_id = $2) as by_me,
            exists (select 1 from blocks where blocker_id = $2 and blocked_id = $1) as by_them
       from (select 1) one
       left join messenger_threads t on t.user_low = least($1::bigint, $2::bigint) and t.user_high = greatest($1::bigint, $2::bigint)
       left join messenger_thread_members pm on pm.thread_id = t.id and pm.user_id = $2`,
    [me, them, clientKey],
  );
  const stored = typeof row?.stored === "string" ? (JSON.parse(row.stored) as TMessageRow) : (row?.stored ?? null);
  return {
    stored,
    threadId: row?.thread_id === null || row?.thread_id === undefined ? null : Number(row.thread_id),
    partnerSaidNoThanks: Boolean(row?.partner_no_thanks),
    blocked: { byMe: Boolean(row?.by_me), byThem: Boolean(row?.by_them) },
  };
}

/** Why this sender may not write to this receiver at all (a thread status), else null. */
export function refusingStatus(sender: TContactUser, receiver: TContactUser, blocked: { byMe: boolean; byThem: boolean }, partnerSaidNoThanks: boolean): string | null {
  if (receiver.isDeleted) return "deleted";
  if (receiver.userType === 9 || receiver.userType === 10) return "cannot_message_support_staff";
  if (receiver.isBanned) return "banned";
  if (receiver.isPaused) return "paused";
  if (receiver.isDeactivated) return "deactivated";
  if (blocked.byMe) return "blocked_by_you";
  if (blocked.byThem) return "blocked_by_them";
  if (partnerSaidNoThanks) return "no_thanks";
  if (sender.isDeleted || sender.isBanned) return "banned";
  return null;
}

export async function blocksBetween(db: DatabaseTx, me: number, them: number): Promise<{ byMe: boolean; byThem: boolean }> {
  const rows = await db.query<{ blocker_id: string | number }>(
    `select blocker_id from blocks where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)`,
    [me, them],
  );
  return { byMe: rows.some((r) => Number(r.blocker_id) === me), byThem: rows.some((r) => Number(r.blocker_id) === them) };
}

/**
 * Sends one message. In one transaction: the pair's state rows are locked, a retried client_key answers the
 * stored message, the thread status and (for a first message) the first-contact limits are decided from the
 * counters in Postgres, a boost is booked through the ledger, and the thread, message, images, counters and
 * unread count are written. A refusal writes nothing.
 */
export async function sendMessage(
  database: Database,
  input: { senderId: number; body: Required<Pick<TSendMessageBody, "recipient_id" | "client_key">> & { text: string; media_ids: number[]; boost: boolean }; rules: Partial<TFirstContactRules> },
): Promise<{ result: TSendMessageResult; events: TStoredRealtimeEvent[] }> {
  const { senderId, body } = input;
  if (body.recipient_id === senderId) throw new AppError(422, "validation.messenger.self", "recipient_id");
  const text = messagePlainText(body.text);
  const mediaIds = [...new Set(body.media_ids)];
  if (text === "" && mediaIds.length === 0) throw new AppError(422, "validation.messenger.empty_message", "text");
  refuseBannedAdText(senderId, "message", { text });

  return database.transaction(async (tx) => {
    await lockPair(tx, senderId, body.recipient_id);

    // One round trip: a retried client_key's stored message, the pair's thread, no thanks and blocks.
    const pair = await pairFacts(tx, senderId, body.recipient_id, body.client_key);
    if (pair.stored) return { result: await replayed(tx, senderId, pair.stored), events: [] };

    const [sender, receiver] = await loadContactPair(tx, senderId, body.recipient_id);
    if (!sender) throw new AppError(401, "exception.common.unauthorized");
    if (!receiver) throw notFound("exception.profile.not_found");

    let threadId = pair.threadId;
    const refusal = refusingStatus(sender, receiver, pair.blocked, pair.partnerSaidNoThanks);
    if (refusal) throw threadUnavailable(refusal);

    const isFirstContact = threadId === null;
    let decision = await checkContact(tx, { sender, receiver, isFirstContact, boosted: false, rules: input.rules });
    let boosted = false;
    if (!decision.allowed && body.boost && decision.wayThrough.boost) {
      decision = await checkContact(tx, { sender, receiver, isFirstContact, boosted: true, rules: input.rules });
      boosted = decision.allowed;
    }
    if (!decision.allowed) throw new ContactRefusedError(decisionView(decision, isFirstContact));

    await checkImages(tx, senderId, mediaIds);

    let charge: TSendMessageResult["charge"] = null;
    let boostEntryId: number | null = null;
    if (boosted) {
      const booking = await chargeFirstContact(tx, { userId: senderId, targetUserId: receiver.id, kind: "boost", requestKey: body.client_key });
      boostEntryId = booking.entryId;
      charge = { kind: "boost", amount: decision.price, balance: booking.from ?? { before: 0, after: 0 } };
    }

    if (threadId === null) threadId = await openThread(tx, senderId, receiver.id);
    // One statement: the message (its row, for the answer and the events), the thread's last message, and both
    // sides: back in the list; the receiver gets one more unread; the sender's writing takes back an earlier
    // "no thanks". Answers the receiver's read position (the notification's burst key).
    const [inserted] = await tx.query<Omit<TMessageRow, "images"> & { sides: { user_id: string | number; last_read_message_id: string | number }[] | string }>(
      `with inserted as (
         insert into messenger_messages (thread_id, sender_id, client_key, body, image_count, boost_entry_id)
         values ($1, $2, $3, $4, $5, $6) returning id, thread_id, sender_id, client_key, body, boost_entry_id, created_at, deleted_at
       ), thread as (
         update messenger_threads t set last_message_id = inserted.id, last_message_at = now() from inserted where t.id = inserted.thread_id
       ), sides as (
         update messenger_thread_members
            set last_activity_at = now(), hidden_at = null,
                no_thanks_at = case when user_id = $2 then null else no_thanks_at end,
                unread_count = unread_count + case when user_id = $7 then 1 else 0 end
          where thread_id = $1
          returning user_id, last_read_message_id
       )
       select inserted.*, (select coalesce(json_agg(sides), '[]'::json) from sides) as sides from inserted`,
      [threadId, senderId, body.client_key, text, mediaIds.length, boostEntryId, receiver.id],
    );
    const { sides: sidesJson, ...insertedRow } = inserted!;
    const sides = typeof sidesJson === "string" ? (JSON.parse(sidesJson) as Exclude<typeof sidesJson, string>) : sidesJson;
    const messageId = Number(insertedRow.id);
    // the images in the order given (position = index), as MESSAGE_COLUMNS would read them back
    const row: TMessageRow = { ...insertedRow, images: mediaIds.length > 0 ? mediaIds.map((media_id, position) => ({ media_id, position })) : null };
    if (mediaIds.length > 0) {
      await tx.query(
        `insert into messenger_message_images (message_id, media_id, position) select $1, m, (o - 1)::smallint from unnest($2::bigint[]) with ordinality as t(m, o)`,
        [messageId, mediaIds],
      );
    }
    const receiverRead = sides.find((side) => Number(side.user_id) === receiver.id);
    if (isFirstContact) {
      const via = sender.isPlus ? "plus" : boosted ? "boost" : (await hasPaidUnlock(tx, senderId, receiver.id)) ? "unlock" : "free";
      await tx.query(
        `insert into messenger_first_contacts (sender_id, receiver_id, sender_is_plus, via) values ($1, $2, $3, $4) on conflict do nothing`,
        [senderId, receiver.id, sender.isPlus, via],
      );
      // "Hot" lasts at least 4 hours from the moment the escort became hot (spec: issue 12 part 2).
      if (await becameHot(tx, receiver, input.rules)) {
        await tx.query(
          `update messenger_user_state set hot_until = greatest(coalesce(hot_until, now()), now() + make_interval(hours => $2::int)), updated_at = now() where user_id = $1`,
          [receiver.id, input.rules.hotHours ?? FIRST_CONTACT_RULES.hotHours],
        );
      }
    }

    // A notification per unread burst: the receiver hears of the first message since last reading this thread.
    await createNotifications(tx, [
      {
        userId: receiver.id,
        kind: "message_new",
        actorId: senderId,
        params: { username: sender.username, thread_id: threadId },
        link: `/messenger/${encodeURIComponent(sender.username)}`,
        dedupeKey: `message:${threadId}:${Number(receiverRead?.last_read_message_id ?? 0)}`,
      },
    ]);

    const views = await loadThreadViews(tx, threadId);
    const senderThread = views.get(senderId)!;
    const receiverThread = views.get(receiver.id)!;
    const result: TSendMessageResult = {
      // just sent: not read yet (a Plus sender sees is_read false, others null)
      message: messageFromRow(row, senderId, sender.isPlus ? 0 : null),
      thread: senderThread,
      contact: decisionView(decision, isFirstContact),
      charge,
      replayed: false,
    };
    const events: TMessengerEvent[] = [
      { userId: receiver.id, type: "message.new", payload: { thread: receiverThread, message: messageFromRow(row, receiver.id, null) } },
      { userId: senderId, type: "message.new", payload: { thread: senderThread, message: result.message } },
    ];
    return { result, events: await recordEvents(tx, events) };
  });
}

async function hasPaidUnlock(tx: DatabaseTx, userId: number, targetId: number): Promise<boolean> {
  return (await tx.query(`select 1 from messenger_unlocks where user_id = $1 and target_id = $2`, [userId, targetId])).length > 0;
}

/** After this first contact: whether the escort now has more first contacts than average (and the minimum). */
async function becameHot(tx: DatabaseTx, receiver: TContactUser, rules: Partial<TFirstContactRules>): Promise<boolean> {
  if (receiver.userType !== 2 || receiver.isPlus) return false;
  const minimum = rules.hotMinimumFirstContacts ?? FIRST_CONTACT_RULES.hotMinimumFirstContacts;
  // The average over all escorts (a scan of the day's first contacts) only once she has the minimum.
  const [row] = await tx.query<{ got: number; average: number | null }>(
    `with got as (select count(*)::int as n from messenger_first_contacts where receiver_id = $1 and created_at > now() - interval '24 hours')
     select (select n from got) as got,
            case when (select n from got) >= $2 then (select coalesce(avg(n), 0)::float8 from (
               select count(*) as n from messenger_first_contacts fc join users e on e.id = fc.receiver_id
                where fc.created_at > now() - interval '24 hours' and e.user_type = 2 group by fc.receiver_id) per_escort) end as average`,
    [receiver.id, minimum],
  );
  return Boolean(row && row.average !== null && row.got >= minimum && row.got > Number(row.average));
}

async function openThread(tx: DatabaseTx, senderId: number, receiverId: number): Promise<number> {
  const [thread] = await tx.query<{ id: string | number }>(
    `insert into messenger_threads (user_low, user_high, initiator_id) values (least($1::bigint, $2::bigint), greatest($1::bigint, $2::bigint), $1)
     returning id`,
    [senderId, receiverId],
  );
  const threadId = Number(thread!.id);
  await tx.query(
    `insert into messenger_thread_members (thread_id, user_id, partner_id) values ($1, $2, $3), ($1, $3, $2)`,
    [threadId, senderId, receiverId],
  );
  return threadId;
}

/** Images of a message: uploaded by the sender with the messenger upload token and not used in another message. */
async function checkImages(tx: DatabaseTx, senderId: number, mediaIds: number[]): Promise<void> {
  if (mediaIds.length === 0) return;
  const rows = await tx.query<{ id: string | number }>(
    `select f.id from media_files f
      where f.id = any($1::bigint[]) and f.user_id = $2 and f.purpose = 'messenger'
        and not exists (select 1 from messenger_message_images i where i.media_id = f.id)`,
    [mediaIds, senderId],
  );
  if (rows.length !== mediaIds.length) throw new AppError(422, "validation.messenger.image_unavailable", "media_ids");
}

async function replayed(tx: DatabaseTx, senderId: number, row: TMessageRow): Promise<TSendMessageResult> {
  const threadId = Number(row.thread_id);
  const thread = (await loadThread(tx, senderId, threadId))!;
  return {
    message: messageFromRow(row, senderId, await readReceiptPosition(tx, senderId, threadId)),
    thread,
    contact: { result: CONTACT_LIMIT_RESULT.SUCCESS, allowed: true, limiter: false, way_through: { plus: false, unlock: false, boost: false, tip: null, verify: false }, price: FIRST_CONTACT_RULES.unlockPrice, error: null, is_first_contact: false },
    charge: null,
    replayed: true,
  };
}
