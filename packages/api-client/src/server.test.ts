import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApiClient } from "./server.js";
import { answerLater, sendJson, startTestServer, type TTestServer } from "./testing/http-test-server.js";

let api: TTestServer;
let web: TTestServer;

beforeAll(async () => {
  [api, web] = await Promise.all([startTestServer(), startTestServer()]);
  api.route("/api/v2/me", (req, res) => sendJson(res, 200, { data: { user_id: 5 } }));
  api.route("/api/v2/slow", (req, res) => answerLater(res, 300, () => sendJson(res, 200, { data: 1 })));
  web.route("/node/search/search-init", (req, res) => sendJson(res, 200, { data: { first_screen: true } }));
});
afterAll(() => Promise.all([api.close(), web.close()]));

function incoming(cookie: string | null): Request {
  const headers = new Headers();
  if (cookie !== null) headers.set("cookie", cookie);
  return new Request(`${web.url}/de/p/lena?x=1`, { headers });
}

describe("createServerApiClient", () => {
  it("takes Bearer, language and visitor id from the incoming request's cookies", async () => {
    const client = createServerApiClient(incoming("tk=secret-token; lng=en; vid=visitor-3"), { apiUrl: api.url });
    expect(await client.request("/api/v2/me")).toEqual({ ok: true, status: 200, data: { userId: 5 } });
    const seen = api.seenAt("/api/v2/me").at(-1)!;
    expect(seen.headers.authorization).toBe("Bearer secret-token");
    expect(seen.headers["accept-language"]).toBe("en");
    expect(seen.headers["x-visitor-id"]).toBe("visitor-3");
  });

  it("calls /node/ on the incoming request's own origin, without Bearer", async () => {
    const client = createServerApiClient(incoming("tk=secret-token"), { apiUrl: api.url });
    expect(await client.request("POST /node/search/search-init", { lang: "de" })).toEqual({ ok: true, status: 200, data: { firstScreen: true } });
    const seen = web.seenAt("/node/search/search-init").at(-1)!;
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers["accept-language"]).toBe("de");
  });

  it("works for a guest without cookies", async () => {
    const client = createServerApiClient(incoming(null), { apiUrl: `${api.url}/` });
    expect(await client.request("/api/v2/me")).toMatchObject({ ok: true });
    expect(api.seenAt("/api/v2/me").at(-1)!.headers.authorization).toBeUndefined();
  });

  it("sets the server-render timeout flag", async () => {
    const client = createServerApiClient(incoming(null), { apiUrl: api.url, timeoutMs: 50 });
    expect(await client.request("/api/v2/slow")).toMatchObject({ ok: false, status: "ETIMEDOUT" });
    expect(client.didTimeOut()).toBe(true);
  });
});
