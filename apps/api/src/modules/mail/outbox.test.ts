import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { postJson, signUpBody, startSiblingApi } from "../../test/accounts-helpers.js";
import { createLogger } from "../../logger.js";
import { startApiJobs } from "../jobs/start-api-jobs.js";
import type { TJobRunner } from "../jobs/job-runner.js";

// One database for the file; the SMTP cases run their own api server and job runner over it.
let base: TTestApi;
beforeAll(async () => {
  base = await startTestApi({ jobs: "manual" });
}, 60_000);
afterAll(() => base?.close());

/** A real SMTP server on 127.0.0.1 that refuses the first `failFirst` messages (a flaky relay). */
async function startSmtp(failFirst: number) {
  const received: { to: string[]; raw: string }[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        attempts += 1;
        if (attempts <= failFirst) return callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, attempts: () => attempts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("mail outbox over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let api: TTestApi;
  let runner: TJobRunner;
  beforeAll(async () => {
    smtp = await startSmtp(2);
    // The runner polls like in main.ts; retries start after 50 ms and double.
    api = await startSiblingApi(base, { SMTP_URL: smtp.url, JOB_POLL_MS: "50", JOB_RETRY_BASE_MS: "50" });
    runner = startApiJobs({ database: api.database, env: api.env, logger: createLogger("silent") });
  });
  afterAll(async () => {
    await runner?.stop();
    await api?.close();
    await smtp?.close();
  });

  it("retries a refused send and delivers it; the job and the mail record the outcome", async () => {
    const body = signUpBody();
    expect((await postJson(api, "/api/v2/registration/user", body)).status).toBe(201);
    const mail = await waitFor(async () => {
      const [row] = await api.database.query<{ status: string; attempts: number; sent_at: Date | null; last_error: string | null }>(
        `select status, attempts, sent_at, last_error from mail_outbox where to_address = $1`,
        [body.email],
      );
      return row?.status === "sent" ? row : undefined;
    });
    expect(mail.attempts).toBe(3);
    expect(mail.sent_at).toBeInstanceOf(Date);
    expect(mail.last_error).toBeNull();
    expect(smtp.attempts()).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([body.email]);
    expect(smtp.received[0]!.raw).toContain("/join/user/email?token=");
    // The handler commits the mail's status; the runner marks the job done right after, in its own statement.
    const job = await waitFor(async () => {
      const [row] = await api.database.query<{ attempts: number; done_at: Date | null }>(
        `select attempts, done_at from jobs where kind = 'mail.deliver' order by id desc limit 1`,
      );
      return row?.done_at ? row : undefined;
    });
    expect(job).toMatchObject({ attempts: 3, done_at: expect.any(Date) });
  });
});

describe("mail outbox without SMTP", () => {

  it("keeps mails for the development mailbox, durable until a runner picks them up", async () => {
    const body = signUpBody();
    await postJson(base, "/api/v2/registration/user", body);
    const pending = await base.fetchJson(`/api/v2/dev/mailbox?to=${encodeURIComponent(body.email)}`);
    expect(pending.body.data.items[0]).toMatchObject({ status: "pending", kind: "verify_email", to: body.email });
    expect(await base.jobs!.drain()).toBe(1);
    const kept = await base.fetchJson(`/api/v2/dev/mailbox?to=${encodeURIComponent(body.email.toUpperCase())}`);
    expect(kept.body.data.items).toHaveLength(1);
    expect(kept.body.data.items[0]).toMatchObject({ status: "kept", sent_at: null });
    expect(kept.body.data.items[0].html).toContain("<a href=");
    expect(await base.jobs!.drain()).toBe(0);
  });

  it("gives up after the last attempt and marks the mail failed", async () => {
    const failing = await startSiblingApi(base, { SMTP_URL: "smtp://127.0.0.1:1", JOB_RETRY_BASE_MS: "1" });
    const runner = startApiJobs({ database: failing.database, env: failing.env, logger: createLogger("silent"), poll: false });
    try {
      const body = signUpBody();
      await postJson(failing, "/api/v2/registration/user", body);
      await failing.database.query(`update jobs set max_attempts = 2 where done_at is null`);
      // attempt 1 fails and is rescheduled 1 ms later; the drain takes the due retry too, which is the last
      let runs = 0;
      for (let i = 0; i < 5 && runs < 2; i += 1) {
        runs += await runner.drain();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(runs).toBe(2);
      const [mail] = await failing.database.query<{ status: string; attempts: number; last_error: string }>(
        `select status, attempts, last_error from mail_outbox where to_address = $1`,
        [body.email],
      );
      expect(mail).toMatchObject({ status: "failed", attempts: 2 });
      expect(mail!.last_error).toMatch(/ECONNREFUSED|connect/i);
      const [job] = await failing.database.query<{ done_at: Date | null; last_error: string }>(`select done_at, last_error from jobs order by id desc limit 1`);
      expect(job!.done_at).toBeInstanceOf(Date);
    } finally {
      await runner.stop();
      await failing.close();
    }
  });
});
