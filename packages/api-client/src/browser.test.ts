import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserApiClient } from "./browser.js";
import { sendJson, startTestServer, type TTestServer } from "./testing/http-test-server.js";

let origin: TTestServer;

beforeAll(async () => {
  origin = await startTestServer();
  origin.route("/api/v2/me", (req, res) => sendJson(res, 401, { errors: [{ code: 401, title: "exception.auth.token_expired" }] }));
  origin.route("/api/v2/announcements", (req, res) => sendJson(res, 200, { data: [] }));
});
afterAll(() => origin.close());

/** The page the client runs in: its readable cookies and its location. */
function page(pathname: string, search: string, cookie: string) {
  const assigned: string[] = [];
  return {
    assigned,
    document: { cookie },
    location: { pathname, search, assign: (url: string) => void assigned.push(url) },
  };
}

describe("createBrowserApiClient", () => {
  it("calls the same origin (the proxy) with the page's language and visitor cookies", async () => {
    const p = page("/", "", "lng=en; vid=v-1");
    const client = createBrowserApiClient({ baseUrl: origin.url, document: p.document, location: p.location });
    expect(await client.request("/api/v2/announcements", { lang: "en" })).toEqual({ ok: true, status: 200, data: [] });
    const seen = origin.seenAt("/api/v2/announcements").at(-1)!;
    expect(seen.headers["accept-language"]).toBe("en");
    expect(seen.headers["x-visitor-id"]).toBe("v-1");
    expect(seen.headers.authorization).toBeUndefined(); // tk is HttpOnly: the proxy adds the Bearer
  });

  it("reads the language cookie on every call", async () => {
    const p = page("/", "", "lng=en");
    const client = createBrowserApiClient({ baseUrl: origin.url, document: p.document, location: p.location });
    await client.request("/api/v2/announcements");
    p.document.cookie = "lng=pl";
    await client.request("/api/v2/announcements");
    expect(origin.seenAt("/api/v2/announcements").slice(-2).map((seen) => seen.headers["accept-language"])).toEqual(["en", "pl"]);
  });

  it("sends a 401 to /login?r={path and query}", async () => {
    const p = page("/messenger/lena", "?t=2", "");
    const client = createBrowserApiClient({ baseUrl: origin.url, document: p.document, location: p.location });
    expect(await client.request("/api/v2/me")).toMatchObject({ ok: false, status: 401 });
    expect(p.assigned).toEqual(["/login?r=%2Fmessenger%2Flena%3Ft%3D2"]);
  });

  it("stays put on the login page, and honours a locale-prefixed login path", async () => {
    const onLogin = page("/login", "?r=%2Fx", "");
    await createBrowserApiClient({ baseUrl: origin.url, document: onLogin.document, location: onLogin.location }).request("/api/v2/me");
    expect(onLogin.assigned).toEqual([]);

    const prefixed = page("/en/favorite", "", "");
    await createBrowserApiClient({ baseUrl: origin.url, document: prefixed.document, location: prefixed.location, loginPath: "/en/login" }).request("/api/v2/me");
    expect(prefixed.assigned).toEqual(["/en/login?r=%2Fen%2Ffavorite"]);
  });
});
