import type { TMessengerSettings } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";

export async function messengerSettings(db: DatabaseTx, userId: number): Promise<TMessengerSettings> {
  const [row] = await db.query<{ minimum_tip: number | null }>(`select minimum_tip from messenger_user_state where user_id = $1`, [userId]);
  return { minimum_tip: row?.minimum_tip ?? null };
}

/** Only those who receive tips (escorts, businesses) may ask for one before a first contact (result 7). */
export async function updateMessengerSettings(db: DatabaseTx, userId: number, body: TMessengerSettings): Promise<TMessengerSettings> {
  const [user] = await db.query<{ user_type: number }>(`select user_type from users where id = $1`, [userId]);
  if (!user || ![2, 3].includes(Number(user.user_type))) throw new AppError(403, "exception.messenger.minimum_tip_not_allowed");
  await db.query(
    `insert into messenger_user_state (user_id, minimum_tip) values ($1, $2)
     on conflict (user_id) do update set minimum_tip = excluded.minimum_tip, updated_at = now()`,
    [userId, body.minimum_tip],
  );
  return messengerSettings(db, userId);
}
