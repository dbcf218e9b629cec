import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiProxy } from "./create-api-proxy.server";
import { startHttpServer } from "../http-test-server";

// A real upstream that answers like the api's token-carrying endpoints.
let upstream: Awaited<ReturnType<typeof startHttpServer>>;
const user = { id: 9, username: "lena" };

beforeAll(async () => {
  upstream = await startHttpServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.url === "/oauth/v2/token") {
      const form = new URLSearchParams(request.body);
      if (form.get("password") !== "right") return json(400, { error: "invalid_grant", error_description: "exception.login.invalid_credentials" });
      return json(200, { access_token: "ACCESS", refresh_token: "REFRESH", expires_in: form.get("remember") === "1" ? 1_296_000 : 86_400, refresh_expires_in: 1, token_type: "bearer", user });
    }
    if (request.url === "/api/v2/registration/user") return json(201, { data: { access_token: "NEW", refresh_token: "NEWR", expires_in: 86_400, user } });
    if (request.url === "/api/v2/registration/business") return json(422, { errors: [{ code: 422, title: "validation.username.taken", source: "username" }] });
    if (request.url === "/api/v2/user/logout") return json(200, { data: { ok: true } });
    if (request.url === "/api/v2/user/invisible") return json(200, { data: { is_invisible: JSON.parse(request.body).status === 1 } });
    return json(404, { errors: [{ code: 404, title: "exception.common.not_found" }] });
  });
});
afterAll(() => upstream.close());

const site = "http://127.0.0.1:3001";
const proxy = (forwardClientAddress = false) =>
  createApiProxy({ apiUrl: upstream.url, clientId: "samtrot-web", clientSecret: "dev-secret", webBase: () => `${site}/de`, forwardClientAddress });
const post = (path: string, body: string, contentType = "application/json", extra: Record<string, string> = {}) =>
  new Request(`${site}${path}`, { method: "POST", headers: { host: "127.0.0.1:3001", origin: site, "content-type": contentType, ...extra }, body });
const cookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")));

describe("the proxy keeps tokens away from the browser", () => {
  it("token endpoint: sets the sign-in cookies itself and strips both tokens from the JSON", async () => {
    const response = await proxy().token(post("/oauth/v2/token", "grant_type=password&username=lena&password=right&remember=1&invisible_login=1", "application/x-www-form-urlencoded"));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("ACCESS");
    expect(text).not.toContain("REFRESH");
    expect(JSON.parse(text)).toEqual({ expires_in: 1_296_000, refresh_expires_in: 1, token_type: "bearer", user });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("tk="))).toBe("tk=ACCESS; Max-Age=1296000; Path=/; SameSite=Lax; HttpOnly");
    expect(cookies.find((c) => c.startsWith("keep_logged_in="))).toMatch(/^keep_logged_in=1; Max-Age=1296000/);
    expect(cookies.find((c) => c.startsWith("invisible_login="))).toMatch(/^invisible_login=1;/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("token endpoint: a refusal passes through without cookies", async () => {
    const response = await proxy().token(post("/oauth/v2/token", "grant_type=password&username=lena&password=wrong", "application/x-www-form-urlencoded"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_grant", error_description: "exception.login.invalid_credentials" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("registration answer: tokens out of the data envelope, session cookies set (not kept, visible)", async () => {
    const response = await proxy().forward(post("/api/v2/registration/user", JSON.stringify({ username: "lena" })));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: { expires_in: 86_400, user } });
    expect(cookieNames(response).sort()).toEqual(["invisible_login", "keep_logged_in", "login_time", "session_expiry", "tk"]);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("tk="))).toContain("tk=NEW;");
    expect(upstream.seen.at(-1)!.headers["x-web-base"]).toBe(`${site}/de`);
  });

  it("registration refusal passes through untouched", async () => {
    const response = await proxy().forward(post("/api/v2/registration/business", "{}"));
    expect(response.status).toBe(422);
    expect((await response.json()).errors[0].source).toBe("username");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("sign-out through the proxy deletes the session cookies", async () => {
    const response = await proxy().forward(post("/api/v2/user/logout", "", "application/json", { cookie: "tk=ACCESS" }));
    expect(response.status).toBe(200);
    expect(upstream.seen.at(-1)!.headers.authorization).toBe("Bearer ACCESS");
    expect(cookieNames(response).sort()).toEqual(["invisible_login", "keep_logged_in", "login_time", "session_expiry", "tk"]);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toContain("Max-Age=0");
  });

  it("invisible mode through the proxy keeps the invisible-login cookie in step", async () => {
    const on = await proxy().forward(post("/api/v2/user/invisible", JSON.stringify({ status: 1 })));
    expect(await on.json()).toEqual({ data: { is_invisible: true } });
    expect(on.headers.getSetCookie()).toEqual(["invisible_login=1; Max-Age=1296000; Path=/; SameSite=Lax"]);
    const off = await proxy().forward(post("/api/v2/user/invisible", JSON.stringify({ status: 0 })));
    expect(off.headers.getSetCookie()[0]).toMatch(/^invisible_login=; Max-Age=0;/);
  });

  it("passes the client address on for the sign-in limits only when told to trust it", async () => {
    const form = () => post("/oauth/v2/token", "grant_type=password&password=wrong", "application/x-www-form-urlencoded", { "x-forwarded-for": "198.51.100.7, 10.0.0.1" });
    await proxy(true).token(form());
    expect(upstream.seen.at(-1)!.headers["x-forwarded-for"]).toBe("198.51.100.7, 10.0.0.1");
    await proxy(false).token(form());
    expect(upstream.seen.at(-1)!.headers["x-forwarded-for"]).toBeUndefined();
    await proxy(true).token(post("/oauth/v2/token", "grant_type=password", "application/x-www-form-urlencoded", { "x-forwarded-for": "<script>" }));
    expect(upstream.seen.at(-1)!.headers["x-forwarded-for"]).toBeUndefined();
  });
});
