import { AppError } from "../../http/errors.js";
import type { LiveRuntime, TLiveDeps } from "./live-runtime.js";
import { requireProducer, ROOM_ENDED } from "./rooms.js";

/**
 * The producer kicks a viewer out of this broadcast (spec 001 §3 the kicked-out state): the kick is stored first,
 * so the viewer's next live.watch, join, chat or tip is refused; then the media connection closes and the viewer
 * gets live.kicked.
 */
export async function kickViewer(deps: TLiveDeps, runtime: LiveRuntime, producerId: number, roomId: number, userId: number): Promise<{ kicked: boolean }> {
  const row = await requireProducer(deps.database, roomId, producerId);
  if (row.status === "ended") throw new AppError(409, ROOM_ENDED);
  if (userId === producerId) throw new AppError(422, "validation.live.kick_self", "user_id");
  const [user] = await deps.database.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
  if (!user) throw new AppError(404, "exception.live.viewer_not_found", "user_id");
  await deps.database.query(`INSERT INTO live_kicks (room_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [roomId, userId]);
  await runtime.kick(roomId, userId);
  return { kicked: true };
}
