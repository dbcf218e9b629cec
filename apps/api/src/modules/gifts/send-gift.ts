import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { TSendGiftBody, TSendGiftResult } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { book } from "../ledger/book.js";
import { verifySecurityPin } from "../ledger/security-pin.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { refuseBannedAdText } from "../trust/ad-text.js";
import { commentText } from "../blogs/blog-comments.js";
import { GIFT_SELECT, toSentGift, type TGiftRow } from "./gift-rows.js";

export const GIFT_NOT_ALLOWED = "exception.gift.not_allowed";
export const GIFT_SELF = "validation.gift.self";
export const GIFT_UNKNOWN = "validation.gift.unknown";
export const GIFT_RECIPIENT_UNAVAILABLE = "exception.gift.recipient_unavailable";
export const GIFT_NOT_ACCEPTED = "exception.gift.not_accepted";

/**
 * A client sends an escort a gift (decision 040). Order: who may send to whom, the gift, the message (allow-list to
 * plain text, then the ad-text rules), the PIN (its own transaction, so wrong tries count although the gift is
 * refused), then ONE transaction: a replay of the request_key answers the first gift; else the ledger books `gift`
 * of the price from the sender to her (all of it, like a tip), the gifts_sent row and her notification commit
 * together. Insufficient balance refuses the whole transaction (nothing written).
 */
export async function sendGift(database: Database, senderId: number, input: Omit<TSendGiftBody, "message"> & { message?: string | undefined }): Promise<TSendGiftResult> {
  const [sender] = await database.query<{ user_type: number; username: string }>("select user_type, username from users where id = $1 and deleted_at is null and not is_banned", [senderId]);
  if (!sender || Number(sender.user_type) !== USER_TYPE.client) throw new AppError(403, GIFT_NOT_ALLOWED);
  if (input.recipient_id === senderId) throw new AppError(422, GIFT_SELF, "recipient_id");
  const [gift] = await database.query<{ key: string; price: number }>("select key, price from gift_catalogue where key = $1 and active", [input.gift_key]);
  if (!gift) throw new AppError(422, GIFT_UNKNOWN, "gift_key");
  const [recipient] = await database.query<{ id: string | number; accept_gifts: boolean | null }>(
    `select u.id, s.accept_gifts from users u left join user_settings s on s.user_id = u.id
      where u.id = $1 and u.user_type = $2 and ${profileAvailableSql("u")}`,
    [input.recipient_id, USER_TYPE.escort],
  );
  if (!recipient || (await isBlockedEither(database, senderId, input.recipient_id))) throw new AppError(404, GIFT_RECIPIENT_UNAVAILABLE, "recipient_id");
  if (recipient.accept_gifts === false) throw new AppError(422, GIFT_NOT_ACCEPTED, "recipient_id");
  const message = input.message === undefined ? "" : commentText(input.message);
  refuseBannedAdText(senderId, "message", { message });

  await verifySecurityPin(database, senderId, input.pin);

  const price = Number(gift.price);
  return database.transaction(async (tx) => {
    const booked = await book(tx, {
      idempotencyKey: `gift:${senderId}:${input.request_key}`,
      type: "gift",
      currency: "dollar",
      amount: price,
      from: { userId: senderId },
      to: { userId: input.recipient_id },
      reference: { kind: "gift", id: gift.key },
    });
    if (!booked.replayed) {
      await tx.query(
        `insert into gifts_sent (gift_key, sender_id, recipient_id, price, message, request_key, ledger_entry_id) values ($1, $2, $3, $4, $5, $6, $7)`,
        [gift.key, senderId, input.recipient_id, price, message || null, input.request_key, booked.entryId],
      );
    }
    const [row] = await tx.query<TGiftRow>(`${GIFT_SELECT} where g.sender_id = $1 and g.request_key = $2`, [senderId, input.request_key]);
    if (!row) throw new Error(`gifts: booked ${booked.entryId} without its gifts_sent row`);
    if (!booked.replayed) {
      await createNotifications(tx, [
        {
          userId: input.recipient_id,
          kind: "gift_received",
          actorId: senderId,
          params: { username: sender.username, gift: gift.key, price },
          link: "/user/gifts",
          dedupeKey: `gift:${row.id}`,
        },
      ]);
    }
    return { gift: toSentGift(row), replayed: booked.replayed, balance: booked.from! };
  });
}
