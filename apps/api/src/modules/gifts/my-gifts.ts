import { GIFT_LIST_LIMIT, type TGiftCount, type TMyGifts, type TProfileGifts } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { GIFT_SELECT, toSentGift, type TGiftRow } from "./gift-rows.js";

async function receivedCounts(db: DatabaseTx, userId: number): Promise<TGiftCount[]> {
  const rows = await db.query<{ gift_key: string; name_de: string; name_en: string; count: number }>(
    `select g.gift_key, c.name_de, c.name_en, count(*)::int as count from gifts_sent g join gift_catalogue c on c.key = g.gift_key
      where g.recipient_id = $1 group by g.gift_key, c.name_de, c.name_en, c.sort_order order by c.sort_order`,
    [userId],
  );
  return rows.map((row) => ({ gift_key: row.gift_key, names: { de: row.name_de, en: row.name_en }, count: Number(row.count) }));
}

/** user/gifts: what she received (counts and the latest) and what the user sent. */
export async function loadMyGifts(db: DatabaseTx, userId: number): Promise<TMyGifts> {
  const received = await db.query<TGiftRow>(`${GIFT_SELECT} where g.recipient_id = $1 order by g.created_at desc, g.id desc limit $2`, [userId, GIFT_LIST_LIMIT]);
  const sent = await db.query<TGiftRow>(`${GIFT_SELECT} where g.sender_id = $1 order by g.created_at desc, g.id desc limit $2`, [userId, GIFT_LIST_LIMIT]);
  const [settings] = await db.query<{ show_gifts: boolean }>(`select show_gifts from user_settings where user_id = $1`, [userId]);
  return {
    received_counts: await receivedCounts(db, userId),
    received: received.map(toSentGift),
    sent: sent.map(toSentGift),
    show_gifts: settings?.show_gifts === true,
  };
}

/**
 * The gifts a profile shows: only an escort who chose to show them (user_settings.show_gifts), whose profile the
 * viewer may open (available, no block either way). Anything else answers an empty list, never an error: the
 * profile page itself says whether the profile exists.
 */
export async function loadProfileGifts(db: DatabaseTx, username: string, viewerId: number | null): Promise<TProfileGifts> {
  const [user] = await db.query<{ id: string | number }>(
    `select u.id from users u join user_settings s on s.user_id = u.id and s.show_gifts
      where lower(u.username) = lower($1) and u.user_type = $2 and ${profileAvailableSql("u")}
        ${viewerId === null ? "" : `and ${notBlockedEitherWaySql("$3", "u.id")}`}`,
    viewerId === null ? [username, USER_TYPE.escort] : [username, USER_TYPE.escort, viewerId],
  );
  return { gifts: user ? await receivedCounts(db, Number(user.id)) : [] };
}
