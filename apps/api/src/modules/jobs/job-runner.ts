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

/**
 * A recurring job (decision 012): every `intervalSeconds` one job of `kind` is enqueued — by exactly one runner
 * among all api instances, and not while the previous one of the same schedule is still open. The rhythm is
 * kept in the job_schedules table, so a restart neither loses nor repeats a run.
 */
export interface TJobSchedule {
  name: string;
  kind: string;
  intervalSeconds: number;
  payload?: Record<string, unknown>;
}

export interface TJobRunner {
  /** Runs every due job now, one after another; resolves when none is due (for tests and tools). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** Several runners (lanes) as one: drain runs each until none has a due job; stop stops all. */
export function combineJobRunners(runners: TJobRunner[]): TJobRunner {
  return {
    async drain() {
      let total = 0;
      for (;;) {
        const counts = await Promise.all(runners.map((runner) => runner.drain()));
        const round = counts.reduce((sum, count) => sum + count, 0);
        total += round;
        if (round === 0) return total;
      }
    },
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}

/** How long a claimed job stays locked by default; a runner that dies mid-job frees it after this. */
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
  /** recurring jobs; their kinds must have handlers */
  schedules?: TJobSchedule[];
  /** how long a claimed job stays locked (longer than its slowest run, so no other runner takes it meanwhile) */
  lockSeconds?: number;
}): TJobRunner {
  const { database, logger, handlers } = options;
  const kinds = Object.keys(handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const schedules = (options.schedules ?? []).filter((schedule) => kinds.includes(schedule.kind));
  const scheduleNames = schedules.map((schedule) => schedule.name);

  // The schedules are written (or their interval updated) once; an earlier next_run_at is kept, so a restart keeps the rhythm.
  // clock_timestamp(), not now(): a runner starting while another runs the schedule waits for that row's lock, and the
  // time its statement began (now()) would pull the just-written next run a moment earlier (seen on Postgres).
  const schedulesReady: Promise<void> = (async () => {
    for (const schedule of schedules) {
      await database.query(
        `insert into job_schedules (name, kind, interval_seconds, payload) values ($1, $2, $3, $4::jsonb)
         on conflict (name) do update set kind = excluded.kind, interval_seconds = excluded.interval_seconds, payload = excluded.payload,
           next_run_at = least(job_schedules.next_run_at, clock_timestamp() + make_interval(secs => excluded.interval_seconds))`,
        [schedule.name, schedule.kind, schedule.intervalSeconds, JSON.stringify(schedule.payload ?? {})],
      );
    }
  })();
  schedulesReady.catch((error) => logger.error({ err: error }, "job schedules could not be written"));

  /**
   * Enqueues the due schedules in one statement: the rows are claimed with SKIP LOCKED and moved on by their
   * interval, and a job is added only when the schedule's previous job is done, so concurrent runners enqueue
   * each run once.
   */
  async function enqueueDueSchedules(): Promise<number> {
    if (scheduleNames.length === 0) return 0;
    await schedulesReady;
    const rows = await database.query<{ id: number }>(
      `with due as (
         select name from job_schedules where name = any($1::text[]) and next_run_at <= now() for update skip locked
       ), moved as (
         update job_schedules s set last_run_at = now(), next_run_at = now() + make_interval(secs => s.interval_seconds)
           from due where s.name = due.name
         returning s.name, s.kind, s.payload
       )
       insert into jobs (kind, payload, max_attempts)
       select m.kind, m.payload || jsonb_build_object('schedule', m.name), 3 from moved m
        where not exists (select 1 from jobs j where j.kind = m.kind and j.done_at is null and j.payload->>'schedule' = m.name)
       returning id`,
      [scheduleNames],
    );
    return rows.length;
  }

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
      [kinds, options.lockSeconds ?? LOCK_SECONDS],
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
    await enqueueDueSchedules();
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
