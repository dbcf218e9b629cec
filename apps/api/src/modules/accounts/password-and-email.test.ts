import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@samtrot/db";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer, newestMail, postJson, signIn, signUp, startSiblingApi, tokenOfLink } from "../../test/accounts-helpers.js";

let api: TTestApi;
beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 1, jobs: "manual" });
}, 180_000);
afterAll(() => api?.close());

const mailCount = async () => Number((await api.database.query<{ n: number }>(`select count(*)::int as n from mail_outbox`))[0]!.n);

describe("forgot and reset password", () => {
  it("answers 200 for known and unknown addresses alike; only a known one gets a mail", async () => {
    const before = await mailCount();
    const unknown = await postJson(api, "/api/v2/user/password/forgot", { email: "nobody@example.test" });
    expect(unknown).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect(await mailCount()).toBe(before);
    const known = await postJson(api, "/api/v2/user/password/forgot", { email: "DEMO-CLIENT@demo.samtrot.test" });
    expect(known).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect(await mailCount()).toBe(before + 1);
    const bad = await postJson(api, "/api/v2/user/password/forgot", { email: "not-an-address" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ title: "validation.email.invalid", source: "email" });
  });

  it("resets once with the mailed token, signs out every session, and the new password works", async () => {
    const session = await signIn(api, "demo-escort", DEMO_PASSWORD);
    await postJson(api, "/api/v2/user/password/forgot", { email: "demo-escort@demo.samtrot.test" });
    const mail = await newestMail(api, "demo-escort@demo.samtrot.test");
    expect(mail).toMatchObject({ kind: "reset_password", status: "kept" });
    expect(mail!.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/forgot_password\?token=/);
    const token = tokenOfLink(mail!.links[0]!);

    const short = await postJson(api, "/api/v2/user/password/reset", { token, password: "kurz" });
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({ title: "validation.password.too_short", source: "password" });

    const reset = await postJson(api, "/api/v2/user/password/reset", { token, password: "ganz-neues-Passwort" });
    expect(reset).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect((await api.fetchJson("/api/v2/user/info", { headers: bearer(session.body.access_token) })).status).toBe(401);
    expect((await signIn(api, "demo-escort", DEMO_PASSWORD)).status).toBe(400);
    expect((await signIn(api, "demo-escort", "ganz-neues-Passwort")).status).toBe(200);

    const again = await postJson(api, "/api/v2/user/password/reset", { token, password: "noch-ein-Passwort" });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toEqual({ code: 422, title: "validation.password_reset.token_invalid", source: "token" });
  });

  it("refuses an expired token and makes older tokens worthless when a new one is asked for", async () => {
    await postJson(api, "/api/v2/user/password/forgot", { email: "demo-club@demo.samtrot.test" });
    const first = tokenOfLink((await newestMail(api, "demo-club@demo.samtrot.test"))!.links[0]!);
    await postJson(api, "/api/v2/user/password/forgot", { email: "demo-club@demo.samtrot.test" });
    const second = tokenOfLink((await newestMail(api, "demo-club@demo.samtrot.test"))!.links[0]!);
    expect(second).not.toBe(first);
    expect((await postJson(api, "/api/v2/user/password/reset", { token: first, password: "anderes-Passwort" })).status).toBe(422);
    await api.database.query(`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password' and used_at is null`);
    expect((await postJson(api, "/api/v2/user/password/reset", { token: second, password: "anderes-Passwort" })).status).toBe(422);
    expect((await signIn(api, "demo-club", DEMO_PASSWORD)).status).toBe(200);
  });
});

describe("e-mail verification", () => {
  it("sends a verification mail at sign-up; its token verifies once", async () => {
    const { body, token } = await signUp(api);
    const mail = await newestMail(api, body.email);
    expect(mail).toMatchObject({ kind: "verify_email", status: "kept" });
    expect(mail!.subject).toContain("Samtrot");
    expect(mail!.links[0]).toMatch(/\/join\/user\/email\?token=/);
    const info = await api.fetchJson("/api/v2/user/info", { headers: bearer(token) });
    expect(info.body.data).toMatchObject({ is_email_verified: false, email_was_verified: false });

    const verified = await postJson(api, "/api/v2/user/email/verify", { token: tokenOfLink(mail!.links[0]!) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.is_email_verified).toBe(true);
    const after = await api.fetchJson("/api/v2/user/info", { headers: bearer(token) });
    expect(after.body.data).toMatchObject({ is_email_verified: true, email_was_verified: true });
    const again = await postJson(api, "/api/v2/user/email/verify", { token: tokenOfLink(mail!.links[0]!) });
    expect(again.body.errors[0]).toEqual({ code: 422, title: "validation.email_verification.token_invalid", source: "token" });
    const resend = await postJson(api, "/api/v2/user/email/resend", {}, bearer(token));
    expect(resend.status).toBe(409);
    expect(resend.body.errors[0].title).toBe("exception.email.already_verified");
  });

  it("resend replaces the link; a changed address needs its own verification", async () => {
    const { body, token } = await signUp(api, {}, );
    const first = (await newestMail(api, body.email))!.links[0]!;
    expect((await postJson(api, "/api/v2/user/email/resend", {}, bearer(token))).status).toBe(200);
    const second = (await newestMail(api, body.email))!.links[0]!;
    expect(second).not.toBe(first);
    expect((await postJson(api, "/api/v2/user/email/verify", { token: tokenOfLink(first) })).status).toBe(422);

    const taken = await postJson(api, "/api/v2/user/email/change", { email: "Demo-Client@demo.samtrot.test" }, bearer(token));
    expect(taken.body.errors[0]).toEqual({ code: 422, title: "validation.email.taken", source: "email" });
    const newAddress = `anders-${Date.now()}@example.test`;
    const changed = await postJson(api, "/api/v2/user/email/change", { email: newAddress }, bearer(token));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ email: newAddress, is_email_verified: false });
    // the link to the old address is worthless now
    expect((await postJson(api, "/api/v2/user/email/verify", { token: tokenOfLink(second) })).status).toBe(422);
    const link = (await newestMail(api, newAddress))!.links[0]!;
    expect((await postJson(api, "/api/v2/user/email/verify", { token: tokenOfLink(link) })).status).toBe(200);
  });

  it("limits resends to 5 an hour", async () => {
    const { token } = await signUp(api);
    for (let i = 0; i < 5; i += 1) expect((await postJson(api, "/api/v2/user/email/resend", {}, bearer(token))).status).toBe(200);
    const sixth = await postJson(api, "/api/v2/user/email/resend", {}, bearer(token));
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors[0].title).toBe("exception.email.resend_limit");
  });

  it("links to the web that asked, when it is an allowed origin (x-web-base)", async () => {
    const body = { email: "demo-agentur@demo.samtrot.test" };
    await postJson(api, "/api/v2/user/password/forgot", body, { "x-web-base": "http://127.0.0.1:3001/de" });
    const mail = await newestMail(api, body.email);
    expect(mail!.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3001\/de\/forgot_password\?token=/);
    expect(mail!.subject).toContain("Nachtfalter");
    await postJson(api, "/api/v2/user/password/forgot", body, { "x-web-base": "https://evil.example/de" });
    expect((await newestMail(api, body.email))!.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/forgot_password/);
  });
});

describe("development mailbox", () => {
  it("lists kept mails newest first, filtered by address", async () => {
    const { body } = await api.fetchJson("/api/v2/dev/mailbox?limit=3");
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.items.length).toBeLessThanOrEqual(3);
    const ids = body.data.items.map((item: { id: number }) => item.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it("does not exist in production", async () => {
    const production = await startSiblingApi(api, { NODE_ENV: "production", OAUTH_CLIENT_SECRET: "prod-secret-value", CAPTCHA_HMAC_KEY: "prod-captcha-key-0123456789", PAYMENT_CALLBACK_HMAC_KEY: "prod-callback-hmac-key-0123456789abcdef", PAYMENT_CIPHER_KEY: "prod-card-cipher-key-0123456789abcdefgh" });
    try {
      const answer = await production.fetchJson("/api/v2/dev/mailbox");
      expect(answer.status).toBe(404);
      // and the development client secret is not accepted there
      const dev = await production.fetchJson("/oauth/v2/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=password&client_id=samtrot-web&client_secret=samtrot-web-dev-secret&username=a&password=b",
      });
      expect(dev.body.error).toBe("invalid_client");
    } finally {
      await production.close();
    }
  });
});
