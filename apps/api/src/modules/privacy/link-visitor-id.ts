import type { DatabaseTx } from "@samtrot/db";

/** The tracking visitor id the api-client sends (tsid or similar); anything else is ignored. */
const VISITOR_ID = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * Links the browser's visitor id (x-visitor-id, the tracking `vid`) to the signed-in user, unless the user
 * turned tracking off in data_privacy. The export then includes that visitor's tracking events.
 */
export async function linkVisitorId(db: DatabaseTx, userId: number, visitorId: string | undefined): Promise<void> {
  if (!visitorId || !VISITOR_ID.test(visitorId)) return;
  await db.query(
    `insert into user_visitor_ids (user_id, visitor_id)
     select $1, $2 where coalesce((select allow_tracking from user_settings where user_id = $1), true)
     on conflict (user_id, visitor_id) do update set last_seen_at = now()`,
    [userId, visitorId],
  );
}
