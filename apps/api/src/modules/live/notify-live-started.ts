import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { Database } from "@samtrot/db";
import { createNotifications } from "../notifications/create-notifications.js";
import { admitsViewer } from "./audience-filter.js";
import { ageOf, audienceOf, readRoom } from "./rooms.js";

/**
 * A room went live: whoever favourited the producer hears of it ("live_started", a link to the room), when they may
 * watch it (not banned or deleted, no block either way, inside the room's audience filter) and have not turned it off
 * in their notification settings (`live_favorites`, on by default). Once per room (the dedupe key). Answers how many
 * were told.
 */
export async function notifyLiveStarted(database: Database, roomId: number, now: Date): Promise<number> {
  return database.transaction(async (tx) => {
    const room = await readRoom(tx, roomId);
    if (room.status !== "live") return 0;
    const producerId = Number(room.producer_id);
    const fans = await tx.query<{ id: string | number; user_type: string | number; gender: string | number | null; birth_date: string | Date | null; is_member: boolean; country: string | null }>(
      `SELECT u.id, u.user_type, u.gender, u.birth_date, u.is_member, p.country
         FROM favorites f
         JOIN users u ON u.id = f.user_id
         LEFT JOIN profiles p ON p.user_id = u.id
         LEFT JOIN user_settings s ON s.user_id = u.id
        WHERE f.target_id = $1 AND u.deleted_at IS NULL AND NOT u.is_banned
          AND coalesce((s.notifications ->> 'live_favorites')::boolean, true)
          AND NOT EXISTS (SELECT 1 FROM blocks k WHERE (k.blocker_id = u.id AND k.blocked_id = $1) OR (k.blocker_id = $1 AND k.blocked_id = u.id))`,
      [producerId],
    );
    const audience = audienceOf(room);
    const admitted = fans.filter(
      (fan) =>
        Number(fan.user_type) === USER_TYPE.team ||
        admitsViewer(audience, {
          userType: Number(fan.user_type),
          gender: fan.gender === null ? null : Number(fan.gender),
          age: ageOf(fan.birth_date, now),
          isMember: fan.is_member,
          country: fan.country?.trim() ?? null,
        }),
    );
    return createNotifications(
      tx,
      admitted.map((fan) => ({
        userId: Number(fan.id),
        kind: "live_started" as const,
        actorId: producerId,
        params: { username: room.username, title: room.title },
        link: `/streaming_live/${roomId}`,
        dedupeKey: `live_started:${roomId}`,
      })),
    );
  });
}
