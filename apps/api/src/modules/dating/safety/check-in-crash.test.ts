import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { migrate, openDatabase, type Database } from "@samtrot/db";
import { signUpBody } from "../../../test/accounts-helpers.js";
import { killApiProcesses, startApiProcess } from "../../../test/api-process.js";

// Crash test (issue 13 item 4): the real api process is killed with SIGKILL before her check-in time and started
// again after it. The alert is a durable job in the database: after the restart her emergency contact gets the e-mail
// exactly once; the check-in she confirmed before the kill sends nothing. Time here is the real system clock (the
// child is the production entry point, src/main.ts, whose clock cannot be moved), so the date is written into the
// database already under way and the check-in is set a few seconds ahead. Runs on the Postgres server
// (DATABASE_URL) and on embedded PGlite (a data directory; the test opens it only while no api process owns it).

const serverUrl = process.env.DATABASE_URL?.trim();
const dbName = `checkincrash_${randomBytes(5).toString("hex")}`;
const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : "";
const dataDir = serverUrl ? "" : mkdtempSync(join(tmpdir(), "samtrot-checkin-crash-"));

afterAll(async () => {
  killApiProcesses();
  if (serverUrl) {
    const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.close();
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function startApi() {
  return startApiProcess({
    NODE_ENV: "development",
    SEED_DEMO_DATA: "0",
    SIGNUP_LIMIT_PER_IP_HOUR: "100",
    JOB_POLL_MS: "200",
    DATABASE_URL: serverUrl ? dbUrl : undefined,
    DATA_DIR: serverUrl ? undefined : dataDir,
    SMTP_URL: undefined,
  });
}

async function call(url: string, method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(url + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** The database, opened by the test only while no api process owns it (PGlite has one owner; the server does not care). */
async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const db = serverUrl ? await openDatabase({ url: dbUrl, poolSize: 2 }) : await openDatabase({ dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`SIGKILL before her check-in time (${serverUrl ? "Postgres server" : "PGlite"})`, () => {
  it("after the restart her contact is e-mailed exactly once; the check-in she confirmed sends nothing", async () => {
    if (serverUrl) {
      const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
      await admin.query(`CREATE DATABASE "${dbName}"`);
      await admin.close();
      await withDatabase((db) => migrate(db));
    }

    // 1. an escort and a client sign up
    let api = startApi();
    let url = await api.listening;
    const signUp = async (userType: number) => {
      const signed = await call(url, "POST", "/api/v2/registration/user", signUpBody({ user_type: userType, gender: userType === 1 ? 1 : 2 }));
      expect(signed.status, JSON.stringify(signed.body)).toBe(201);
      return { id: signed.body.data.user.id as number, token: signed.body.data.access_token as string };
    };
    const escort = await signUp(2);
    const client = await signUp(1);
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);

    // 2. two accepted dates that are under way now (begun 30 minutes ago, 60 minutes long)
    const dateIds = await withDatabase(async (db) => {
      const ids: number[] = [];
      for (const place of ["Hotel Adlon, Zimmer 12", "Hotel Bristol, Zimmer 3"]) {
        const [row] = await db.query<{ id: string }>(
          `INSERT INTO dates (sender_id, receiver_id, start_at, duration_minutes, place_kind, place_note, status, created_at, updated_at)
           VALUES ($1, $2, now() - interval '30 minutes', 60, 'outcall', $3, 1, now() - interval '1 day', now() - interval '1 day') RETURNING id`,
          [client.id, escort.id, place],
        );
        ids.push(Number(row!.id));
      }
      return ids;
    });
    const [missed, confirmed] = dateIds as [number, number];

    // 3. she sets a check-in a few seconds ahead on both, confirms the second, and the api dies before the time
    api = startApi();
    url = await api.listening;
    const dueAt = new Date(Date.now() + 8_000);
    for (const [dateId, email] of [[missed, "missed@example.test"], [confirmed, "confirmed@example.test"]] as const) {
      const set = await call(url, "PUT", `/api/v2/dating/dates/${dateId}/check-in`, { due_at: dueAt.toISOString(), contact_name: "Lena", contact_email: email }, escort.token);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.data.check_in.state).toBe("scheduled");
    }
    expect((await call(url, "POST", `/api/v2/dating/dates/${confirmed}/check-in/confirm`, undefined, escort.token)).body.data.check_in.state).toBe("checked_in");
    expect(Date.now()).toBeLessThan(dueAt.getTime() - 1_000);
    api.child.kill("SIGKILL");
    await api.exited;

    // 4. her time passes while no api runs: nothing was sent before, nothing can be sent now
    await sleep(Math.max(0, dueAt.getTime() - Date.now()) + 1_500);
    await withDatabase(async (db) => {
      expect(await db.query(`SELECT id FROM mail_outbox WHERE kind = 'date_safety_alert'`)).toEqual([]);
      const [row] = await db.query<{ alerted_at: unknown }>(`SELECT alerted_at FROM date_safety_checkins WHERE date_id = $1`, [missed]);
      expect(row!.alerted_at).toBeNull();
    });

    // 5. restarted: the due alert goes out; she sees it on the date
    api = startApi();
    url = await api.listening;
    const until = Date.now() + 90_000;
    for (;;) {
      const view = await call(url, "GET", `/api/v2/dating/dates/${missed}/safety`, undefined, escort.token);
      if (view.body.data?.check_in?.state === "alerted") break;
      if (Date.now() > until) throw new Error(`no alert after the restart: ${JSON.stringify(view.body)}`);
      await sleep(250);
    }
    expect((await call(url, "GET", `/api/v2/dating/dates/${confirmed}/safety`, undefined, escort.token)).body.data.check_in.state).toBe("checked_in");
    // give the mail job and another sweep their turn, then stop the api cleanly
    await sleep(2_500);
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);

    // 6. exactly one e-mail, to the contact of the missed check-in, delivered (kept: no SMTP here); none for the other
    await withDatabase(async (db) => {
      const mails = await db.query<{ to_address: string; status: string; text_body: string }>(
        `SELECT to_address, status, text_body FROM mail_outbox WHERE kind = 'date_safety_alert' ORDER BY id`,
      );
      expect(mails.map((m) => [m.to_address, m.status])).toEqual([["missed@example.test", "kept"]]);
      expect(mails[0]!.text_body).toContain("Hotel Adlon, Zimmer 12");
      const alerts = await db.query<{ kind: string }>(`SELECT kind FROM notifications WHERE user_id = $1 AND kind = 'date_check_in_alerted'`, [escort.id]);
      expect(alerts).toHaveLength(1);
    });
  }, 300_000);
});
