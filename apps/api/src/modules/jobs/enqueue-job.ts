import type { DatabaseTx } from "@samtrot/db";
import { EventEmitter } from "node:events";

/** In-process nudge: a runner in this process picks a new job up at once instead of at its next poll. */
export const jobSignals = new EventEmitter();
jobSignals.setMaxListeners(50);

/**
 * Adds a durable job in the caller's transaction, so the job exists exactly when what caused it was
 * committed. Other api instances find it by polling.
 */
export async function enqueueJob(
  tx: DatabaseTx,
  job: { kind: string; payload: Record<string, unknown>; runAt?: Date; maxAttempts?: number },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into jobs (kind, payload, run_at, max_attempts) values ($1, $2::jsonb, coalesce($3, now()), $4) returning id`,
    [job.kind, JSON.stringify(job.payload), job.runAt ?? null, job.maxAttempts ?? 5],
  );
  // After commit would be exact; a too-early nudge only makes the runner look once more.
  setImmediate(() => jobSignals.emit("enqueued", job.kind));
  return row!.id;
}
