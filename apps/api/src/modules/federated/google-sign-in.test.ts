import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { CLIENT, bearer, postJson, startSiblingApi, tokenRequest } from "../../test/accounts-helpers.js";

// A real OpenID provider (oidc-provider) on 127.0.0.1 stands in for Google; its development login form signs
// in whatever account id is typed, and `accounts` decides that account's claims.

const CALLBACK = "http://127.0.0.1:3000/federated/google/callback";
const accounts = new Map<string, { email: string; email_verified: boolean }>();

async function startProvider(): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "google-test-client",
        client_secret: "google-test-secret",
        redirect_uris: [CALLBACK],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    cookies: { keys: ["oidc-test-cookie-key"] },
    pkce: { required: () => true },
    // Like Google: the scope's claims (email, email_verified) are in the ID token itself.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
  });
  server.on("request", provider.callback());
  return { issuer, server };
}

/** The browser's part: follows the provider's redirects and fills its login and consent forms. */
async function authorizeAs(authorizationUrl: string, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  let url = authorizationUrl;
  let method = "GET";
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, {
      method,
      redirect: "manual",
      headers: { cookie: cookieHeader(), ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(CALLBACK)) return next;
      url = next.href;
      method = "GET";
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`provider page without form (${response.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, "&"), url).href;
    method = "POST";
    body = html.includes('name="login"') ? new URLSearchParams({ prompt: "login", login: accountId, password: "x" }).toString() : new URLSearchParams({ prompt: "consent" }).toString();
  }
  throw new Error("too many hops");
}

let base: TTestApi;
let api: TTestApi;
let provider: { issuer: string; server: Server };
beforeAll(async () => {
  provider = await startProvider();
  base = await startTestApi({ seedProfiles: 1 });
  api = await startSiblingApi(base, { GOOGLE_ISSUER: provider.issuer, GOOGLE_CLIENT_ID: "google-test-client", GOOGLE_CLIENT_SECRET: "google-test-secret" });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await base?.close();
  await new Promise((resolve) => provider?.server.close(resolve));
});

async function start(redirectUri = CALLBACK) {
  return postJson(api, "/api/v2/federated/google/authorize", { redirect_uri: redirectUri });
}
function googleGrant(callback: URL, extra: Record<string, string> = {}) {
  return tokenRequest(api, {
    grant_type: "urn:samtrot:federated:google",
    ...CLIENT,
    code: callback.searchParams.get("code") ?? "",
    state: callback.searchParams.get("state") ?? "",
    redirect_uri: CALLBACK,
    ...(callback.searchParams.get("iss") ? { iss: callback.searchParams.get("iss")! } : {}),
    ...extra,
  });
}

describe("Google sign-in", () => {
  it("is a 404 when not configured", async () => {
    const answer = await postJson(base, "/api/v2/federated/google/authorize", { redirect_uri: CALLBACK });
    expect(answer.status).toBe(404);
  });

  it("builds an authorization URL with PKCE S256, state and nonce, for allowed callbacks only", async () => {
    const answer = await start();
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.authorization_url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    for (const bad of ["https://evil.example/federated/google/callback", "http://127.0.0.1:3000/somewhere-else", "not a url"]) {
      const refused = await start(bad);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].source).toBe("redirect_uri");
    }
  });

  it("creates a client account at step 1 for a new verified address, then finds it again", async () => {
    accounts.set("g-anna", { email: "anna.google@example.test", email_verified: true });
    const first = await googleGrant(await authorizeAs((await start()).body.data.authorization_url, "g-anna"), { remember: "1" });
    expect(first.status).toBe(200);
    expect(first.body.expires_in).toBe(15 * 86_400);
    expect(first.body.user).toMatchObject({
      email: "anna.google@example.test",
      profile: { user_type: 1, gender: null },
      register_completed_step: 1,
      next_registration_step: "signUp",
      is_email_verified: true,
      age: null,
    });
    expect(first.body.user.username).toBe("anna.google");

    // the missing sign-up details: then the normal steps follow
    const token = first.body.access_token;
    expect((await postJson(api, "/api/v2/registration/user/photo", { media_id: null }, bearer(token))).status).toBe(409);
    const details = await postJson(api, "/api/v2/registration/user/sign-up", { user_type: 2, gender: 2, username: "anna-g", birth_date: "01/31/1990", accept_terms: true }, bearer(token));
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ user_type: 2, next_step: "photo" });

    const second = await googleGrant(await authorizeAs((await start()).body.data.authorization_url, "g-anna"));
    expect(second.body.user).toMatchObject({ id: first.body.user.id, username: "anna-g", next_registration_step: "photo" });
    expect(second.body.expires_in).toBe(86_400);
  });

  it("signs into the existing account with the same address", async () => {
    accounts.set("g-demo", { email: "DEMO-CLIENT@demo.samtrot.test", email_verified: true });
    const answer = await googleGrant(await authorizeAs((await start()).body.data.authorization_url, "g-demo"));
    expect(answer.status).toBe(200);
    expect(answer.body.user.username).toBe("demo-client");
  });

  it("checks the issuer the provider names in the callback", async () => {
    accounts.set("g-iss", { email: "iss.google@example.test", email_verified: true });
    const callback = await authorizeAs((await start()).body.data.authorization_url, "g-iss");
    expect(callback.searchParams.get("iss")).toBe(provider.issuer);
    const forged = await googleGrant(callback, { iss: "http://127.0.0.1:1" });
    expect(forged.body).toEqual({ error: "invalid_grant", error_description: "exception.federated.code_invalid" });
  });

  it("refuses an unverified address, a used state, a foreign redirect_uri and a made-up code", async () => {
    accounts.set("g-unverified", { email: "unverified@example.test", email_verified: false });
    const unverified = await googleGrant(await authorizeAs((await start()).body.data.authorization_url, "g-unverified"));
    expect(unverified.status).toBe(400);
    expect(unverified.body).toEqual({ error: "invalid_grant", error_description: "exception.federated.email_not_verified" });
    const users = await base.database.query(`select 1 from users where email = 'unverified@example.test'`);
    expect(users).toHaveLength(0);

    accounts.set("g-bert", { email: "bert.google@example.test", email_verified: true });
    const callback = await authorizeAs((await start()).body.data.authorization_url, "g-bert");
    const wrongRedirect = await googleGrant(callback, { redirect_uri: "http://127.0.0.1:3001/federated/google/callback" });
    expect(wrongRedirect.body.error_description).toBe("exception.federated.state_invalid");
    // the state was used up by that attempt
    expect((await googleGrant(callback)).body.error_description).toBe("exception.federated.state_invalid");

    const fresh = new URL((await start()).body.data.authorization_url);
    const madeUp = new URL(CALLBACK);
    madeUp.searchParams.set("code", "made-up-code");
    madeUp.searchParams.set("state", fresh.searchParams.get("state")!);
    expect((await googleGrant(madeUp)).body.error_description).toBe("exception.federated.code_invalid");
  });
});
