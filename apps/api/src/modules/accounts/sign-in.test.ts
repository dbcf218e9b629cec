import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@samtrot/db";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { CLIENT, bearer, postJson, signIn, tokenRequest } from "../../test/accounts-helpers.js";
import { hashToken } from "./opaque-token.js";

let api: TTestApi;
beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 1 });
}, 60_000);
afterAll(() => api?.close());

const escort = DEMO_ACCOUNTS.find((a) => a.username === "demo-escort")!;

describe("password grant", () => {
  it("signs every seeded demo account in with the README password, by username and by e-mail", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { status, body, headers } = await signIn(api, account.username, DEMO_PASSWORD);
      expect(status, account.username).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(body.token_type).toBe("bearer");
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user.username).toBe(account.username);
      expect(body.data).toBeUndefined(); // OAuth answers are bare
    }
    const byEmail = await signIn(api, escort.email.toUpperCase(), DEMO_PASSWORD);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.username).toBe("demo-escort");
  });

  it("gives a 24-hour token, or 15 days with remember=1, and stores only hashes", async () => {
    const session = await signIn(api, "demo-client", DEMO_PASSWORD);
    expect(session.body.expires_in).toBe(86_400);
    const kept = await signIn(api, "demo-client", DEMO_PASSWORD, { remember: "1" });
    expect(kept.body.expires_in).toBe(15 * 86_400);
    const rows = await api.database.query<{ access_hash: string; refresh_hash: string; seconds: number; remember: boolean }>(
      `select access_hash, refresh_hash, remember, extract(epoch from access_expires_at - created_at)::int as seconds
         from oauth_tokens where access_hash = any($1::text[]) order by seconds`,
      [[hashToken(session.body.access_token), hashToken(kept.body.access_token)]],
    );
    expect(rows.map((r) => [r.seconds, r.remember])).toEqual([
      [86_400, false],
      [1_296_000, true],
    ]);
    const raw = await api.database.query(`select 1 from oauth_tokens where access_hash = $1 or refresh_hash = $2`, [session.body.access_token, session.body.refresh_token]);
    expect(raw).toHaveLength(0);
  });

  it("refuses a wrong password and an unknown user alike with invalid_grant", async () => {
    const wrong = await signIn(api, "demo-client", "not-the-password");
    const unknown = await signIn(api, "nobody-here", "not-the-password");
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: "invalid_grant", error_description: "exception.login.invalid_credentials" });
    }
  });

  it("refuses a wrong client with 401 invalid_client, also over HTTP Basic", async () => {
    const answer = await tokenRequest(api, { grant_type: "password", client_id: CLIENT.client_id, client_secret: "wrong", username: "demo-client", password: DEMO_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe("invalid_client");
    const basic = Buffer.from(`${CLIENT.client_id}:${CLIENT.client_secret}`).toString("base64");
    const ok = await tokenRequest(api, { grant_type: "password", username: "demo-client", password: DEMO_PASSWORD }, { authorization: `Basic ${basic}` });
    expect(ok.status).toBe(200);
  });

  it("answers missing fields and unknown grants the OAuth way", async () => {
    expect((await tokenRequest(api, { ...CLIENT, username: "x", password: "y" })).body.error).toBe("invalid_request");
    expect((await tokenRequest(api, { grant_type: "password", ...CLIENT, username: "demo-client" })).body.error).toBe("invalid_request");
    const unknown = await tokenRequest(api, { grant_type: "client_credentials", ...CLIENT });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("unsupported_grant_type");
    // Google sign-in is not configured in this api
    expect((await tokenRequest(api, { grant_type: "urn:samtrot:federated:google", ...CLIENT })).body.error).toBe("unsupported_grant_type");
  });

  it("sets invisible mode for the session with invisible_login=1 and clears it with 0", async () => {
    const invisible = await signIn(api, "demo-escort-plus", DEMO_PASSWORD, { invisible_login: "1" });
    expect(invisible.body.user.is_invisible).toBe(true);
    const visible = await signIn(api, "demo-escort-plus", DEMO_PASSWORD, { invisible_login: "0" });
    expect(visible.body.user.is_invisible).toBe(false);
  });
});

describe("bearer tokens", () => {
  it("serves the signed-in user info (spec 000 §3)", async () => {
    const { body } = await signIn(api, "demo-client-plus", DEMO_PASSWORD);
    const info = await api.fetchJson("/api/v2/user/info", { headers: bearer(body.access_token) });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      username: "demo-client-plus",
      email: "demo-client-plus@demo.samtrot.test",
      profile: { user_type: 1, gender: 1, couple_type: null, business_type: null },
      is_member: true,
      is_email_verified: true,
      email_was_verified: true,
      is_bounced_email: false,
      forced_fake_check: false,
      register_completed_step: 10,
      next_registration_step: null,
      age_check_status: expect.any(Number),
      is_invisible: false,
    });
    expect(info.body.data.age).toBeGreaterThanOrEqual(18);
    expect(typeof info.body.data.registration_completed_at).toBe("string");
  });

  it("answers 401 without a token, with a malformed or unknown one", async () => {
    for (const headers of [{}, { authorization: "Bearer short" }, bearer("A".repeat(43)), { authorization: `Basic ${"A".repeat(43)}` }]) {
      const answer = await api.fetchJson("/api/v2/user/info", { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ errors: [{ code: 401, title: "exception.common.unauthorized", source: null }] });
      expect(answer.headers.get("www-authenticate")).toContain("Bearer");
    }
  });

  it("refuses an expired access token", async () => {
    const { body } = await signIn(api, "demo-club", DEMO_PASSWORD);
    await api.database.query(`update oauth_tokens set access_expires_at = now() - interval '1 second' where access_hash = $1`, [hashToken(body.access_token)]);
    expect((await api.fetchJson("/api/v2/user/info", { headers: bearer(body.access_token) })).status).toBe(401);
  });

  it("logout revokes the token; other sessions stay open", async () => {
    const first = await signIn(api, "demo-agentur", DEMO_PASSWORD);
    const second = await signIn(api, "demo-agentur", DEMO_PASSWORD);
    const out = await postJson(api, "/api/v2/user/logout", {}, bearer(first.body.access_token));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { ok: true } });
    expect((await api.fetchJson("/api/v2/user/info", { headers: bearer(first.body.access_token) })).status).toBe(401);
    expect((await postJson(api, "/api/v2/user/logout", {}, bearer(first.body.access_token))).status).toBe(401);
    // its refresh token is revoked with it
    expect((await tokenRequest(api, { grant_type: "refresh_token", ...CLIENT, refresh_token: first.body.refresh_token })).body.error).toBe("invalid_grant");
    expect((await api.fetchJson("/api/v2/user/info", { headers: bearer(second.body.access_token) })).status).toBe(200);
  });

  it("refresh rotates both tokens, keeps the remember choice, and works once", async () => {
    const { body } = await signIn(api, "demo-agentur-plus", DEMO_PASSWORD, { remember: "1" });
    const refreshed = await tokenRequest(api, { grant_type: "refresh_token", ...CLIENT, refresh_token: body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expires_in).toBe(15 * 86_400);
    expect(refreshed.body.access_token).not.toBe(body.access_token);
    expect((await api.fetchJson("/api/v2/user/info", { headers: bearer(refreshed.body.access_token) })).status).toBe(200);
    expect((await api.fetchJson("/api/v2/user/info", { headers: bearer(body.access_token) })).status).toBe(401);
    const again = await tokenRequest(api, { grant_type: "refresh_token", ...CLIENT, refresh_token: body.refresh_token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: "invalid_grant", error_description: "exception.login.refresh_token_invalid" });
  });

  it("switches invisible mode for a Plus member and refuses a free user (spec 001 §6)", async () => {
    const free = await signIn(api, "demo-escort", DEMO_PASSWORD, { invisible_login: "1" });
    expect(free.body.user.is_invisible).toBe(false);
    const refused = await postJson(api, "/api/v2/user/invisible", { status: 1 }, bearer(free.body.access_token));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ title: "exception.membership.plus_required", source: "status" });
    const { body } = await signIn(api, "demo-escort-plus", DEMO_PASSWORD);
    const on = await postJson(api, "/api/v2/user/invisible", { status: 1 }, bearer(body.access_token));
    expect(on.body).toEqual({ data: { is_invisible: true } });
    const info = await api.fetchJson("/api/v2/user/info", { headers: bearer(body.access_token) });
    expect(info.body.data.is_invisible).toBe(true);
    const off = await postJson(api, "/api/v2/user/invisible", { status: 0 }, bearer(body.access_token));
    expect(off.body.data.is_invisible).toBe(false);
    const bad = await postJson(api, "/api/v2/user/invisible", { status: 2 }, bearer(body.access_token));
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source).toBe("status");
    expect((await postJson(api, "/api/v2/user/invisible", { status: 1 })).status).toBe(401);
  });
});
