import { solveChallenge } from "altcha-lib/v1";
import type { TTestApi } from "./start-test-api.js";
import { systemClock } from "../http/clock.js";

// Helpers shared by the accounts, registration and federated tests: real HTTP calls only.

export const CLIENT = { client_id: "samtrot-web", client_secret: "samtrot-web-dev-secret" } as const;

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** POST /oauth/v2/token, form encoded like the web server sends it. */
export function tokenRequest(api: TTestApi, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return api.fetchJson("/oauth/v2/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function signIn(api: TTestApi, username: string, password: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return tokenRequest(api, { grant_type: "password", ...CLIENT, username, password, ...extra }, headers);
}

export function postJson(api: TTestApi, path: string, body: unknown, headers: Record<string, string> = {}) {
  return api.fetchJson(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

let counter = 0;
/** A valid step-1 body; every call gets a fresh username and address. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36).slice(-5)}${counter}`;
  return {
    user_type: 2,
    gender: 2,
    username: `neu-${id}`,
    email: `neu-${id}@example.test`,
    password: "geheim-Passwort-1",
    birth_date: "04/15/1995",
    accept_terms: true,
    // both special-category consents (decision 045), so tests about other things can fill every profile field
    consents: ["sexuality", "services"],
    ...overrides,
  };
}

/** Registers a user through step 1; returns the answer's tokens and user. */
export async function signUp(api: TTestApi, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const answer = await postJson(api, "/api/v2/registration/user", body);
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { body, token: answer.body.data.access_token as string, refresh: answer.body.data.refresh_token as string, user: answer.body.data.user };
}

/** The newest mail to an address from the development mailbox (the runner is drained first). */
export async function newestMail(api: TTestApi, to: string) {
  await api.jobs?.drain();
  const { body } = await api.fetchJson(`/api/v2/dev/mailbox?to=${encodeURIComponent(to)}`);
  return body.data.items[0] as { kind: string; links: string[]; subject: string; text: string; status: string } | undefined;
}

export function tokenOfLink(link: string): string {
  return new URL(link).searchParams.get("token")!;
}

/** Solves a fresh captcha challenge of the api, as the ALTCHA widget would; returns the payload. */
export async function solveCaptcha(api: TTestApi): Promise<string> {
  const { body } = await api.fetchJson("/api/v2/captcha/challenge");
  const challenge = body.data;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(
    JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature }),
  ).toString("base64");
}

export async function countRows(api: TTestApi, table: string): Promise<number> {
  const [row] = await api.database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row!.n;
}

/**
 * Another api server over the same database with a different environment (limits, NODE_ENV …): much faster
 * than a fresh database. close() stops only this server.
 */
export async function startSiblingApi(api: TTestApi, env: Record<string, string>): Promise<TTestApi> {
  const { parseEnv } = await import("../env.js");
  const { startServer } = await import("../server.js");
  const { createLogger } = await import("../logger.js");
  const { closeRateLimitStores } = await import("../modules/accounts/rate-limiter.js");
  const merged = parseEnv({ PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "silent", MEDIA_DIR: api.env.MEDIA_DIR, ...env });
  // A production sibling runs on the system clock, as production must (startServer refuses a movable one there).
  const clock = merged.NODE_ENV === "production" ? systemClock : api.clock;
  const server = await startServer({ database: api.database, env: merged, logger: createLogger("silent"), clock });
  return {
    url: server.url,
    routes: server.routes,
    database: api.database,
    env: merged,
    jobs: api.jobs,
    clock: api.clock,
    async close() {
      await server.close();
      if (merged.REDIS_URL) await closeRateLimitStores();
    },
    async fetchJson(path, init) {
      const response = await fetch(server.url + path, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* non-JSON answers stay text */
      }
      return { status: response.status, body, headers: response.headers };
    },
  };
}

/** An image of random pixels (does not compress: the byte size is about width × height × 3). */
export async function noiseImage(width: number, height: number, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const { randomBytes } = await import("node:crypto");
  const raw = randomBytes(width * height * 3);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === "png" ? image.png({ compressionLevel: 0 }).toBuffer() : image.jpeg({ quality: 100 }).toBuffer();
}

/** Uploads a file the way the web does: upload token, then the api-client's chunked upload. */
export async function uploadImage(api: TTestApi, accessToken: string, data: Buffer, mimeType = "image/png") {
  const { createApiClient } = await import("@samtrot/api-client");
  const client = createApiClient({ apiBaseUrl: api.url, getCookie: (name) => (name === "tk" ? accessToken : undefined), retries: 0 });
  const grant = await postJson(api, "/api/v2/media/upload-token", { purpose: "avatar" }, bearer(accessToken));
  if (grant.status !== 200) throw new Error(`upload token: ${grant.status} ${JSON.stringify(grant.body)}`);
  const result = await client.upload<{ done: boolean; received_bytes: number; media: { id: number; url: string; width: number; mime_type: string } | null }>(
    grant.body.data.upload_path,
    new Blob([new Uint8Array(data)], { type: mimeType }),
    { token: grant.body.data.token, camelCase: false, mimeType },
  );
  return { result, token: grant.body.data.token as string };
}
