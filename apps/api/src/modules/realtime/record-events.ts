import type { DatabaseTx } from "@samtrot/db";
import type { TRealtimeEventInput, TStoredRealtimeEvent } from "./types.js";

const TYPE = /^[a-z][a-z0-9_.]{0,63}$/;

/**
 * Stores events inside the caller's transaction, each with the next id of its user. The counter row of a user is
 * locked until the transaction ends, so the ids of one user commit in increasing order: a client that has seen id n
 * has seen (or will be sent, by the gap fill) every id below n.
 */
export async function recordEvents(tx: DatabaseTx, events: TRealtimeEventInput[]): Promise<TStoredRealtimeEvent[]> {
  if (events.length === 0) return [];
  for (const event of events) {
    if (!Number.isSafeInteger(event.userId) || event.userId <= 0) throw new Error(`recordEvents: bad userId ${event.userId}`);
    if (!TYPE.test(event.type)) throw new Error(`recordEvents: bad event type ${event.type}`);
  }
  // One statement for all users (a round trip matters: book() calls this inside every booking): the counters are
  // raised (users in id order, so two transactions lock them alike), each event numbered within its user in input
  // order, and the events inserted.
  const rows = await tx.query<{ ord: number; id: number; created_at: Date }>(
    `WITH input AS (
       SELECT x.ord, x.user_id, x.type, coalesce(x.payload, 'null'::jsonb) AS payload
         FROM jsonb_to_recordset($1::jsonb) AS x(ord int, user_id bigint, type text, payload jsonb)
     ),
     counts AS (SELECT user_id, count(*)::bigint AS n FROM input GROUP BY user_id),
     bumped AS (
       INSERT INTO realtime_event_counters AS c (user_id, last_id)
       SELECT user_id, n FROM counts ORDER BY user_id
       ON CONFLICT (user_id) DO UPDATE SET last_id = c.last_id + EXCLUDED.last_id
       RETURNING c.user_id, c.last_id
     ),
     numbered AS (
       SELECT i.ord, i.user_id, i.type, i.payload,
              b.last_id - k.n + row_number() OVER (PARTITION BY i.user_id ORDER BY i.ord) AS id
         FROM input i JOIN bumped b ON b.user_id = i.user_id JOIN counts k ON k.user_id = i.user_id
     ),
     inserted AS (
       INSERT INTO realtime_events (user_id, id, type, payload)
       SELECT user_id, id, type, payload FROM numbered
       RETURNING user_id, id, created_at
     )
     SELECT n.ord, n.id, i.created_at FROM numbered n JOIN inserted i ON i.user_id = n.user_id AND i.id = n.id`,
    [JSON.stringify(events.map((event, ord) => ({ ord, user_id: event.userId, type: event.type, payload: event.payload ?? null })))],
  );
  const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
  return events.map((event, ord) => {
    const row = byOrd.get(ord);
    if (!row) throw new Error("recordEvents: an event was not stored");
    return { id: Number(row.id), userId: event.userId, type: event.type, payload: event.payload ?? null, createdAt: new Date(row.created_at).toISOString() };
  });
}

/** The stored events of a user after `afterId` (catch-up and gap fill), oldest first. */
export async function eventsAfter(
  tx: DatabaseTx,
  options: { userId: number; afterId: number; upToId?: number; limit: number },
): Promise<TStoredRealtimeEvent[]> {
  const rows = await tx.query<{ id: number; type: string; payload: unknown; created_at: Date }>(
    `SELECT id, type, payload, created_at FROM realtime_events
     WHERE user_id = $1 AND id > $2 AND ($3::bigint IS NULL OR id <= $3)
     ORDER BY id LIMIT $4`,
    [options.userId, options.afterId, options.upToId ?? null, options.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: options.userId,
    type: row.type,
    payload: row.payload,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The newest event id of a user (0 when none). */
export async function lastEventId(tx: DatabaseTx, userId: number): Promise<number> {
  const [row] = await tx.query<{ last_id: number }>("SELECT last_id FROM realtime_event_counters WHERE user_id = $1", [userId]);
  return row ? Number(row.last_id) : 0;
}
