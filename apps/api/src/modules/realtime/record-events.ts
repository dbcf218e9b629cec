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
  const perUser = new Map<number, TRealtimeEventInput[]>();
  for (const event of events) {
    if (!Number.isSafeInteger(event.userId) || event.userId <= 0) throw new Error(`recordEvents: bad userId ${event.userId}`);
    if (!TYPE.test(event.type)) throw new Error(`recordEvents: bad event type ${event.type}`);
    const list = perUser.get(event.userId) ?? [];
    list.push(event);
    perUser.set(event.userId, list);
  }
  const stored = new Map<TRealtimeEventInput, TStoredRealtimeEvent>();
  // Users in a fixed order: two transactions that both write for users 1 and 2 lock the counters alike (no deadlock).
  for (const userId of [...perUser.keys()].sort((a, b) => a - b)) {
    const list = perUser.get(userId)!;
    const [counter] = await tx.query<{ last_id: number }>(
      `INSERT INTO realtime_event_counters (user_id, last_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_id = realtime_event_counters.last_id + EXCLUDED.last_id
       RETURNING last_id`,
      [userId, list.length],
    );
    const first = Number(counter!.last_id) - list.length + 1;
    const rows = await tx.query<{ id: number; created_at: Date }>(
      `INSERT INTO realtime_events (user_id, id, type, payload)
       SELECT $1, $2::bigint + (ordinality - 1), t.type, t.payload
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(item, ordinality),
            LATERAL (SELECT e.item->>'type' AS type, e.item->'payload' AS payload) t
       RETURNING id, created_at`,
      [userId, first, JSON.stringify(list.map((e) => ({ type: e.type, payload: e.payload ?? null })))],
    );
    const createdAt = new Map(rows.map((row) => [Number(row.id), row.created_at]));
    list.forEach((event, index) => {
      const id = first + index;
      stored.set(event, {
        id,
        userId,
        type: event.type,
        payload: event.payload ?? null,
        createdAt: new Date(createdAt.get(id) ?? Date.now()).toISOString(),
      });
    });
  }
  return events.map((event) => stored.get(event)!);
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
