import type { TLiveMessage } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import { messagePlainText } from "../messenger/message-text.js";
import { refuseBannedAdText } from "../trust/ad-text.js";
import type { LiveRuntime, TLiveDeps } from "./live-runtime.js";
import { MESSAGE_SELECT, messageView, requireParticipant, type TMessageRow } from "./rooms.js";

/** Chat lines per user and room in CHAT_WINDOW_S (the room's slow mode is ours; decision 034). */
const CHAT_PER_WINDOW = 5;
const CHAT_WINDOW_S = 5;
export const CHAT_TOO_FAST = "exception.live.chat_too_fast";

/** A chat line from the producer or an admitted viewer (plain text through the allow-list sanitiser); pushed to the room. */
export async function sendChat(deps: TLiveDeps, runtime: LiveRuntime, userId: number, roomId: number, text: string): Promise<TLiveMessage> {
  await requireParticipant(deps.database, roomId, userId, deps.clock.now());
  const body = messagePlainText(text);
  if (!body) throw new AppError(422, "validation.live.message_empty", "text");
  refuseBannedAdText(userId, "live_chat", { text: body });
  const [recent] = await deps.database.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM live_messages WHERE room_id = $1 AND user_id = $2 AND kind = 'chat' AND created_at > now() - make_interval(secs => $3)`,
    [roomId, userId, CHAT_WINDOW_S],
  );
  if (Number(recent?.n ?? 0) >= CHAT_PER_WINDOW) throw new AppError(429, CHAT_TOO_FAST);
  const [inserted] = await deps.database.query<{ id: string | number }>(`INSERT INTO live_messages (room_id, user_id, kind, body) VALUES ($1, $2, 'chat', $3) RETURNING id`, [roomId, userId, body]);
  const [row] = await deps.database.query<TMessageRow>(`${MESSAGE_SELECT} WHERE m.id = $1`, [inserted!.id]);
  const message = messageView(row!);
  await runtime.broadcast(roomId, "live.message", { room_id: roomId, message });
  return message;
}
