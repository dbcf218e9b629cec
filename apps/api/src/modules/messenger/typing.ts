import { ZTypingClientMessage } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { onClientMessage, publishEphemeral } from "../realtime/index.js";

/**
 * Typing indicator: a connected client sends `{ type: "typing", payload: { thread_id, is_typing } }`; the partner
 * of that thread gets `typing` `{ thread_id, user_id, is_typing }` if connected now (not stored). Nothing is sent
 * for a thread the user is not in, or when a block stands between the two.
 */
export function registerTypingHandler(database: Database): void {
  onClientMessage("typing", async (userId, payload) => {
    const parsed = ZTypingClientMessage.safeParse(payload);
    if (!parsed.success) return;
    const [row] = await database.query<{ partner_id: string | number }>(
      `select m.partner_id from messenger_thread_members m
        where m.thread_id = $1 and m.user_id = $2
          and not exists (select 1 from blocks b where (b.blocker_id = m.user_id and b.blocked_id = m.partner_id) or (b.blocker_id = m.partner_id and b.blocked_id = m.user_id))`,
      [parsed.data.thread_id, userId],
    );
    if (!row) return;
    publishEphemeral({ userId: Number(row.partner_id), type: "typing", payload: { thread_id: parsed.data.thread_id, user_id: userId, is_typing: parsed.data.is_typing } });
  });
}
