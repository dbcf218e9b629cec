import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Database } from "@samtrot/db";
import { createLogger } from "../../logger.js";
import { DATA_EXPORT_JOB } from "../privacy/data-export.js";
import { RECORDING_PROCESS_JOB } from "../live/recordings.js";
import { enqueueJob } from "./enqueue-job.js";
import { combineJobRunners, startJobRunner, type TJobRunner } from "./job-runner.js";
import { SLOW_JOB_KINDS } from "./start-api-jobs.js";

// Job lanes: a runner works its jobs one after another, so a conversion that runs for minutes held up the payment
// confirmations behind it (the full browser run of 2026-11-28). Slow kinds have a lane of their own.

let database: Database;
let runner: TJobRunner | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await database?.close();
});

describe("job lanes", () => {
  it("the recording conversion and the data export run in the slow lane", () => {
    expect(SLOW_JOB_KINDS).toEqual(expect.arrayContaining([RECORDING_PROCESS_JOB, DATA_EXPORT_JOB]));
  });

  it("a quick job runs while a slow one is still running; drain() of the combined runners waits for both", async () => {
    let releaseSlow!: () => void;
    const slowRelease = new Promise<void>((resolve) => (releaseSlow = resolve));
    const done: string[] = [];
    const lane = (kind: string, run: () => Promise<void>) =>
      startJobRunner({ database, logger: createLogger("silent"), handlers: { [kind]: { run } }, pollMs: 50, retryBaseMs: 1 });
    runner = combineJobRunners([
      lane("test.quick", async () => void done.push("quick")),
      lane("test.slow", async () => {
        await slowRelease;
        done.push("slow");
      }),
    ]);
    await database.transaction(async (tx) => {
      await enqueueJob(tx, { kind: "test.slow", payload: {} });
      await enqueueJob(tx, { kind: "test.quick", payload: {} });
    });
    await expect.poll(() => done, { timeout: 10_000 }).toEqual(["quick"]);
    releaseSlow();
    await runner.drain();
    expect(done).toEqual(["quick", "slow"]);
    const [open] = await database.query<{ n: number }>(`select count(*)::int as n from jobs where done_at is null`);
    expect(open!.n).toBe(0);
  });
});
