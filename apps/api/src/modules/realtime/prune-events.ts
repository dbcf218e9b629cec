import type { Database } from "@samtrot/db";
import type { TJobHandler, TJobSchedule } from "../jobs/job-runner.js";

export const REALTIME_PRUNE_JOB = "realtime.prune";

/**
 * Stored events are for catching up after a reconnect; after this many days nobody asks for them (a page loaded
 * anew starts from the newest id). The per-user counters stay, so ids never repeat.
 */
export const REALTIME_EVENT_RETENTION_DAYS = 7;
/** Rows per statement, so one run never holds long locks. */
const BATCH = 10_000;

export const realtimePruneSchedule: TJobSchedule = { name: "realtime.prune", kind: REALTIME_PRUNE_JOB, intervalSeconds: 3600 };

/** Deletes events older than the retention and expired tickets; answers how many. */
export async function pruneRealtime(database: Database, retentionDays = REALTIME_EVENT_RETENTION_DAYS): Promise<{ events: number; tickets: number }> {
  let events = 0;
  for (;;) {
    const rows = await database.query(
      `DELETE FROM realtime_events WHERE (user_id, id) IN (
         SELECT user_id, id FROM realtime_events WHERE created_at < now() - make_interval(days => $1) LIMIT $2
       ) RETURNING 1`,
      [retentionDays, BATCH],
    );
    events += rows.length;
    if (rows.length < BATCH) break;
  }
  const tickets = (await database.query("DELETE FROM realtime_tickets WHERE expires_at < now() RETURNING 1")).length;
  return { events, tickets };
}

export function createRealtimePruneHandler(options: { database: Database }): TJobHandler {
  return {
    async run() {
      await pruneRealtime(options.database);
    },
  };
}
