import { ZStartLiveRoom, type TLiveRoom } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { z } from "zod";
import { AppError } from "../../http/errors.js";
import type { TLiveDeps } from "./live-runtime.js";
import { readRoom, roomView } from "./rooms.js";

export const NOT_A_PRODUCER_TYPE = "exception.live.producer_only";
export const ROOM_ALREADY_OPEN = "exception.live.room_already_open";

/**
 * An escort or a business opens a room (start_streaming): title, tags, display name, spoken language and the
 * audience filter. It is "waiting" until the browser's media reach the SFU (live.publish); one open room each.
 */
export async function startRoom(deps: TLiveDeps, userId: number, body: z.output<typeof ZStartLiveRoom>): Promise<TLiveRoom> {
  const [user] = await deps.database.query<{ user_type: string | number }>(`SELECT user_type FROM users WHERE id = $1 AND deleted_at IS NULL AND NOT is_banned`, [userId]);
  if (!user || ![USER_TYPE.escort, USER_TYPE.business].includes(Number(user.user_type) as 2 | 3)) throw new AppError(403, NOT_A_PRODUCER_TYPE);
  const tags = [...new Set(body.tags)];
  const [created] = await deps.database.query<{ id: string | number }>(
    `INSERT INTO live_rooms (producer_id, title, tags, display_name, spoken_language, audience_user_types, audience_genders, audience_age_bands, audience_members_only, audience_origins)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (producer_id) WHERE status <> 'ended' DO NOTHING
     RETURNING id`,
    [userId, body.title, tags, body.display_name, body.spoken_language, body.audience.user_types, body.audience.genders, body.audience.age_bands, body.audience.members_only, body.audience.origins],
  );
  if (!created) throw new AppError(409, ROOM_ALREADY_OPEN);
  return roomView(await readRoom(deps.database, Number(created.id)), "producer", deps.clock.now());
}
