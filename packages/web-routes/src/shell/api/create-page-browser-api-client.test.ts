import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageBrowserApiClient } from "./create-page-browser-api-client";
import { startHttpServer } from "../http-test-server";

let server: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  server = await startHttpServer((request, response) => {
    response.setHeader("content-type", "application/json");
    if (request.url.startsWith("/api/v2/user/me")) {
      response.statusCode = 401;
      response.end(JSON.stringify({ error: "access_denied" }));
      return;
    }
    response.end(JSON.stringify({ data: { ok_value: 1 } }));
  });
});
afterAll(() => server.close());

/** The page the client runs in: its cookies and its location (assign records where a 401 sends it). */
function page(pathname: string, search = "") {
  const assigned: string[] = [];
  return {
    document: { cookie: "vid=visitor-0001; lng=en; tsid=visitor-0001" },
    location: { pathname, search, assign: (url: string) => assigned.push(url) },
    assigned,
  };
}

describe("createPageBrowserApiClient", () => {
  it("calls with the page's cookies: visitor id and language; keys camelCased; no Bearer from the page", async () => {
    const { document, location } = page("/");
    const client = createPageBrowserApiClient({ linkPrefix: "", translate: (key) => key, baseUrl: server.url, document, location });
    const result = await client.request("/api/v2/health");
    expect(result).toEqual({ ok: true, status: 200, data: { okValue: 1 } });
    const seen = server.seen.at(-1)!;
    expect(seen.headers["x-visitor-id"]).toBe("visitor-0001");
    expect(seen.headers["accept-language"]).toBe("en");
    expect(seen.headers.authorization).toBeUndefined();
  });

  it.each([
    ["Nachtfalter (prefix /de)", "/de", "/de/", "?x=1", "/de/login?r=%2Fde%2F%3Fx%3D1"],
    ["Samtrot on an /en/ page", "/en", "/en/", "", "/en/login?r=%2Fen%2F"],
    ["Samtrot without a prefix", "", "/", "", "/login?r=%2F"],
  ])("sends a 401 to the login page in the page's language: %s", async (_name, linkPrefix, pathname, search, target) => {
    const { document, location, assigned } = page(pathname, search);
    const client = createPageBrowserApiClient({ linkPrefix, translate: (key) => key, baseUrl: server.url, document, location });
    const result = await client.request("/api/v2/user/me");
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(assigned).toEqual([target]);
  });
});
