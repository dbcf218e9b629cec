import type { Database } from "@samtrot/db";
import type { Logger } from "../../logger.js";
import { jobSignals } from "./enqueue-job.js";

export interface TJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface TJobHandler {
  /** Does the work; a throw schedules a retry (or gives up after maxAttempts). */
  run(job: TJob): Promise<void>;
  /** Called once when the job has failed for the last time. */
  giveUp?(job: TJob, error: Error): Promise<void>;
}

export interface TJobRunner {
  /** Runs every due job now, one after another; resolves when none is due (for tests and tools). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** How long a claimed job stays locked; a runner that dies mid-job frees it after this. */
const LOCK_SECONDS = 120;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * Polls the jobs table (ARCHITECTURE.md: durable jobs in Postgres). A due job is claimed with
 * `FOR UPDATE SKIP LOCKED`, so several runners (api instances) never take the same job; it is marked done,
 * or rescheduled with a doubling delay, or given up after max_attempts.
 */
export function startJobRunner(options: {
  database: Database;
  logger: Logger;
  handlers: Record<string, TJobHandler>;
  pollMs: number;
  retryBaseMs: number;
  /** false: no polling loop, only drain() (tests that want full control) */
  poll?: boolean;
}): TJobRunner {
  const { database, logger, handlers } = options;
  const kinds = Object.keys(handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;

  async function claim(): Promise<TJob | null> {
    const [row] = await database.query<{ id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
      `update jobs set locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
        where id = (
          select id from jobs
           where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
             and kind = any($1::text[])
           order by run_at, id
           limit 1
           for update skip locked)
        returning id, kind, payload, attempts, max_attempts`,
      [kinds, LOCK_SECONDS],
    );
    return row ? { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts } : null;
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers[job.kind]!;
    try {
      await handler.run(job);
      await database.query(`update jobs set done_at = now(), locked_until = null, last_error = null where id = $1`, [job.id]);
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (job.attempts >= job.maxAttempts) {
        logger.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: error.message }, "job failed for good");
        await database.query(`update jobs set done_at = now(), locked_until = null, last_error = $2 where id = $1`, [job.id, error.message]);
        await handler.giveUp?.(job, error);
      } else {
        const delay = Math.min(options.retryBaseMs * 2 ** (job.attempts - 1), MAX_RETRY_DELAY_MS);
        logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delay, err: error.message }, "job failed; retrying");
        await database.query(
          `update jobs set locked_until = null, last_error = $2, run_at = now() + make_interval(secs => $3) where id = $1`,
          [job.id, error.message, delay / 1000],
        );
      }
    }
    return true;
  }

  async function drain(): Promise<number> {
    let count = 0;
    while (!stopped && (await runOne())) count += 1;
    return count;
  }

  function schedule(ms: number) {
    if (stopped || options.poll === false) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
  }

  function tick() {
    if (stopped || busy) return;
    busy = true;
    running = drain()
      .catch((error) => logger.error({ err: error }, "job runner poll failed"))
      .finally(() => {
        busy = false;
        schedule(options.pollMs);
      });
  }

  const onEnqueued = (kind: string) => {
    if (kinds.includes(kind) && !busy) schedule(0);
  };
  jobSignals.on("enqueued", onEnqueued);
  schedule(0);

  return {
    drain: () => (busy ? running.then(() => drain()) : drain()),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      jobSignals.off("enqueued", onEnqueued);
      await running;
    },
  };
}
