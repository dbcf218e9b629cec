import type { TSentGift } from "@samtrot/api-client/contracts";

/** One gifts_sent row with both parties' usernames (null once an account is deleted). */
export const GIFT_SELECT = `select g.id, g.gift_key, c.name_de, c.name_en, g.price, g.message, g.created_at, g.sender_id, s.username as sender_username,
         g.recipient_id, r.username as recipient_username
    from gifts_sent g
    join gift_catalogue c on c.key = g.gift_key
    left join users s on s.id = g.sender_id and s.deleted_at is null
    left join users r on r.id = g.recipient_id and r.deleted_at is null`;

export type TGiftRow = {
  id: string | number;
  gift_key: string;
  name_de: string;
  name_en: string;
  price: number;
  message: string | null;
  created_at: Date | string;
  sender_id: string | number;
  sender_username: string | null;
  recipient_id: string | number;
  recipient_username: string | null;
};

export function toSentGift(row: TGiftRow): TSentGift {
  return {
    id: Number(row.id),
    gift_key: row.gift_key,
    names: { de: row.name_de, en: row.name_en },
    price: Number(row.price),
    message: row.message,
    created_at: new Date(row.created_at).toISOString(),
    sender: { id: Number(row.sender_id), username: row.sender_username },
    recipient: { id: Number(row.recipient_id), username: row.recipient_username },
  };
}
