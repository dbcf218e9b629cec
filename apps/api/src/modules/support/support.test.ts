import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_CODE_PATTERN, ZMyReferral, ZSupportRedirect } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { signSupportToken, verifySupportToken } from "./support-token.js";

const SECRET = "test-support-sso-secret-0123456789abcdef";
let api: TTestApi;
let anna: TPerson;
let ben: TPerson;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", SUPPORT_SSO_SECRET: SECRET, SUPPORT_SSO_TTL_SECONDS: "120" } });
  anna = await person(api, { user_type: 2, gender: 2 });
  ben = await person(api, { user_type: 1, gender: 1 });
}, 120_000);
afterAll(() => api?.close());

const helpdesk = () => `${api.url}/dev/helpdesk`;
const sso = (body: unknown, token: string | null = anna.token) => sendJson(api, "POST", "/api/v2/support/sso", body, token ?? undefined);
/** A request as the browser makes it on the help desk, without following redirects. */
const visit = (url: string, cookie?: string) => fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get("jwt")!;

describe("support/sso: the help-desk sign-in token", () => {
  it("is signed with the api's key, names the user and expires after the configured time", async () => {
    const returnTo = `${helpdesk()}?article=42`;
    const answer = await sso({ return_to: returnTo });
    expect(answer.status).toBe(200);
    const { redirect_url, expires_at } = ZSupportRedirect.parse(answer.body.data);
    const url = new URL(redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${helpdesk()}/access/jwt`);
    expect(url.searchParams.get("return_to")).toBe(returnTo);
    const verified = verifySupportToken(tokenOf(redirect_url), { secret: SECRET, now: api.clock.now() });
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(verified.claims).toMatchObject({ external_id: String(anna.id), name: anna.username, email: anna.email, user_type: 2, brand: "Samtrot" });
    expect(verified.claims.exp - verified.claims.iat).toBe(120);
    expect(new Date(expires_at!).getTime()).toBe(verified.claims.exp * 1000);
    // the key is the api's: another key, or a changed payload, does not verify
    expect(verifySupportToken(tokenOf(redirect_url), { secret: "another-secret-0123456789abcdef0123", now: api.clock.now() })).toEqual({ ok: false, reason: "signature" });
    const [head, , signature] = tokenOf(redirect_url).split(".");
    const forged = Buffer.from(JSON.stringify({ ...verified.claims, external_id: String(ben.id) })).toString("base64url");
    expect(verifySupportToken(`${head}.${forged}.${signature}`, { secret: SECRET, now: api.clock.now() })).toEqual({ ok: false, reason: "signature" });
    expect(verifySupportToken(tokenOf(redirect_url), { secret: SECRET, now: new Date(api.clock.now().getTime() + 120_000) })).toEqual({ ok: false, reason: "expired" });
  });

  it("needs a signed-in user", async () => {
    const answer = await sso({}, null);
    expect(answer.status).toBe(401);
  });

  it.each([
    ["another site", "https://evil.example/hc"],
    ["the help desk's host on another port", "http://127.0.0.1:1/dev/helpdesk"],
    ["a script link", "javascript:alert(1)"],
    ["a relative path", "/dev/helpdesk"],
    ["a data link", "data:text/html,hi"],
  ])("refuses a return target that is not on the help desk: %s", async (_, returnTo) => {
    const answer = await sso({ return_to: returnTo });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]).toMatchObject({ title: "validation.support.return_to_invalid", source: "return_to" });
  });
});

describe("the help-desk stand-in (development)", () => {
  it("signs the user in once per token, shows who is signed in, and signs out back to our web", async () => {
    const { redirect_url } = ZSupportRedirect.parse((await sso({ return_to: `${helpdesk()}?from=test` })).body.data);
    const signIn = await visit(redirect_url);
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get("location")).toBe(`${helpdesk()}?from=test`);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toMatch(/^helpdesk_session=/);
    const desk = await (await visit(helpdesk(), cookie)).text();
    expect(desk).toContain(`Signed in as <strong>${anna.username}</strong>`);

    const replay = await visit(redirect_url);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain("refused: used");

    const signout = await sendJson(api, "POST", "/api/v2/support/signout", { return_to: "http://127.0.0.1:3000/" });
    expect(signout.status).toBe(200);
    const out = await visit(ZSupportRedirect.parse(signout.body.data).redirect_url, cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("http://127.0.0.1:3000/");
    expect(await (await visit(helpdesk(), cookie)).text()).toContain("Not signed in.");
  });

  it("refuses an expired token, a changed one and one signed with another key", async () => {
    const { redirect_url } = ZSupportRedirect.parse((await sso({})).body.data);
    const token = tokenOf(redirect_url);
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const changed = await visit(`${helpdesk()}/access/jwt?jwt=${tampered}`);
    expect([changed.status, await changed.text()]).toEqual([401, expect.stringContaining("refused: signature")]);
    const foreign = signSupportToken({ external_id: "1", name: "x", email: "x@x.test", user_type: 1, brand: "Samtrot" }, { secret: "not-the-key-0123456789abcdef0123456", now: api.clock.now(), ttlSeconds: 60 });
    expect((await visit(`${helpdesk()}/access/jwt?jwt=${foreign.token}`)).status).toBe(401);
    api.clock.advance(121_000);
    const late = await visit(redirect_url);
    expect([late.status, await late.text()]).toEqual([401, expect.stringContaining("refused: expired")]);
  });

  it("signs out only back to one of our web origins", async () => {
    const answer = await sendJson(api, "POST", "/api/v2/support/signout", { return_to: "https://evil.example/" });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]).toMatchObject({ title: "validation.support.return_to_invalid", source: "return_to" });
  });
});

describe("referral codes (the share page)", () => {
  it("gives each user one stable code and the invitation path it opens", async () => {
    const first = ZMyReferral.parse((await getJson(api, "/api/v2/referral", anna.token)).body.data);
    const again = ZMyReferral.parse((await getJson(api, "/api/v2/referral", anna.token)).body.data);
    const other = ZMyReferral.parse((await getJson(api, "/api/v2/referral", ben.token)).body.data);
    expect(first.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(again).toEqual(first);
    expect(first.path).toBe(`/invitation-code/${first.code}`);
    expect(other.code).not.toBe(first.code);
    expect((await getJson(api, "/api/v2/referral")).status).toBe(401);
  });

  it("names the inviter of a code (case does not matter) and refuses malformed and unknown codes", async () => {
    const { code } = ZMyReferral.parse((await getJson(api, "/api/v2/referral", anna.token)).body.data);
    const found = await getJson(api, `/api/v2/referral/${code.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({ code, inviter: { username: anna.username } });
    const malformed = await getJson(api, "/api/v2/referral/ABC-1");
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0]).toMatchObject({ title: "validation.referral.code_invalid", source: "params.code" });
    const unknown = await getJson(api, `/api/v2/referral/${code === "ZZZZZZZZ" ? "YYYYYYYY" : "ZZZZZZZZ"}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toMatchObject({ title: "exception.referral.not_found" });
  });
});

describe("support error keys", () => {
  it.each(["de", "en", "es", "pl"])("have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`../../../../../locales/${lang}/common.json`, import.meta.url), "utf8"));
    for (const [area, key] of [["validation", "support.return_to_invalid"], ["validation", "referral.code_invalid"], ["exception", "support.not_configured"], ["exception", "referral.not_found"]] as const) {
      const [group, name] = key.split(".") as [string, string];
      expect(typeof common[area][group][name], `${area}.${key}`).toBe("string");
    }
  });
});
