import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, migrate, type Database } from "@samtrot/db";
import { createLogger } from "../../logger.js";
import { startJobRunner, type TJobRunner } from "./job-runner.js";

// Recurring schedules of the job runner (decision 012): one run per interval across runners, kept over restarts.

let database: Database;
const runs: string[] = [];
const runners: TJobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database);
}, 120_000);
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await database?.close();
});

function runner(name: string): TJobRunner {
  const started = startJobRunner({
    database,
    logger: createLogger("silent"),
    handlers: { "test.tick": { run: async () => void runs.push(name) } },
    schedules: [{ name: "test.hourly", kind: "test.tick", intervalSeconds: 3600 }],
    pollMs: 1000,
    retryBaseMs: 1,
    poll: false,
  });
  runners.push(started);
  return started;
}

describe("job schedules", () => {
  it("two runners (api instances) run a due schedule once; a restarted runner waits for the next interval", async () => {
    const a = runner("a");
    const b = runner("b");
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(runs).toHaveLength(1);
    const [schedule] = await database.query<{ next_run_at: Date; last_run_at: Date }>(`select next_run_at, last_run_at from job_schedules where name = 'test.hourly'`);
    const gap = new Date(schedule!.next_run_at).getTime() - new Date(schedule!.last_run_at).getTime();
    expect(gap).toBe(3600 * 1000);
    await a.stop();
    const restarted = runner("c");
    await restarted.drain();
    expect(runs).toHaveLength(1);
    // an hour later (next_run_at reached) exactly one more run
    await database.query(`update job_schedules set next_run_at = now() - interval '1 second' where name = 'test.hourly'`);
    await Promise.all([restarted.drain(), b.drain()]);
    expect(runs).toHaveLength(2);
  });

  it("does not enqueue a run while the previous one of the schedule is still open", async () => {
    await database.query(`insert into jobs (kind, payload, run_at) values ('test.tick', '{"schedule":"test.hourly"}', now() + interval '1 hour')`);
    await database.query(`update job_schedules set next_run_at = now() - interval '1 second' where name = 'test.hourly'`);
    const r = runner("d");
    await r.drain();
    const [open] = await database.query<{ n: number }>(`select count(*)::int as n from jobs where kind = 'test.tick' and done_at is null`);
    expect(open!.n).toBe(1);
  });
});
