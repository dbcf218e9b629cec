import type { Database } from "@samtrot/db";
import { DATING_TIMELINE_TYPE, isExpired, type TBackendDateStatus } from "@samtrot/dating";
import type { TClock } from "../../http/clock.js";
import type { TJobHandler, TJobSchedule } from "../jobs/job-runner.js";
import { announceDateChange, appendTimelineEvent } from "./date-changes.js";

export const DATING_EXPIRE_JOB = "dating.expire";

/**
 * Every minute one runner (of all api instances) looks for open proposals past their deadline. A date is expired
 * from its deadline on whether or not the job has run (its stage is EXPIRED and no action is allowed); the job
 * records it: the SYSTEM_CANCEL timeline event, both sides notified (date_expired) and sent date.changed.
 */
export const datingExpirySchedule: TJobSchedule = { name: "dating.expire", kind: DATING_EXPIRE_JOB, intervalSeconds: 60 };

const BATCH = 100;

/** Records every proposal expired at the clock's now, each in its own transaction holding the date's lock; answers how many. */
export async function expireDates(deps: { database: Database; clock: TClock }): Promise<number> {
  let count = 0;
  for (;;) {
    const due = await deps.database.query<{ id: string | number }>(
      `SELECT id FROM dates WHERE status IN (0, -1, -5) AND expired_at IS NULL AND expires_at <= $1 ORDER BY expires_at, id LIMIT $2`,
      [deps.clock.now().toISOString(), BATCH],
    );
    for (const { id } of due) if (await expireOne(deps, Number(id))) count += 1;
    if (due.length < BATCH) return count;
  }
}

async function expireOne(deps: { database: Database; clock: TClock }, dateId: number): Promise<boolean> {
  return deps.database.transaction(async (tx) => {
    // SKIP LOCKED: a date someone is changing right now is looked at again on the next run
    const [row] = await tx.query<{ status: number; expires_at: string | Date | null; start_at: string | Date; expired_at: unknown }>(
      `SELECT status, expires_at, start_at, expired_at FROM dates WHERE id = $1 FOR UPDATE SKIP LOCKED`,
      [dateId],
    );
    const now = deps.clock.now();
    if (!row || row.expired_at !== null) return false;
    const facts = { status: row.status as TBackendDateStatus, startAt: new Date(row.start_at), expiresAt: row.expires_at ? new Date(row.expires_at) : null };
    if (!isExpired(facts, now)) return false;
    await tx.query(`UPDATE dates SET expired_at = $2, version = version + 1, updated_at = $2 WHERE id = $1`, [dateId, now.toISOString()]);
    await appendTimelineEvent(tx, { dateId, type: DATING_TIMELINE_TYPE.SYSTEM_CANCEL, actorId: null, status: row.status, at: now });
    await announceDateChange(tx, { dateId, type: DATING_TIMELINE_TYPE.SYSTEM_CANCEL, actor: null, now });
    return true;
  });
}

export function createDatingExpiryHandler(deps: { database: Database; clock: TClock }): TJobHandler {
  return {
    async run() {
      await expireDates(deps);
    },
  };
}
