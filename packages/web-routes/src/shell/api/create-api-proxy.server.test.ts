import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiProxy } from "./create-api-proxy.server";
import { startHttpServer, unusedPort } from "../http-test-server";

let upstream: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  upstream = await startHttpServer(async (request, response) => {
    if (request.url.startsWith("/api/v2/slow")) {
      // Far beyond the 504 test's own 200 ms timeout, however loaded the machine is.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    if (request.url.startsWith("/api/v2/gzip")) {
      response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      response.end(gzipSync(JSON.stringify({ data: { zipped: true } })));
      return;
    }
    response.writeHead(request.url.startsWith("/api/v2/missing") ? 404 : 200, {
      "content-type": "application/json",
      "x-api": "yes",
      "set-cookie": "api=1",
      connection: "close",
    });
    response.end(JSON.stringify({ data: { method: request.method, url: request.url, body: request.body } }));
  });
});
afterAll(() => upstream.close());

const site = "http://127.0.0.1:3000";
// A generous timeout for the tests that expect an answer (a loaded CI machine once took longer than 200 ms).
const proxy = (timeoutMs = 10_000) =>
  createApiProxy({ apiUrl: upstream.url, clientId: "samtrot-web", clientSecret: "dev-secret", timeoutMs });

describe("createApiProxy.forward", () => {
  it("forwards a GET with query, allowed headers, Bearer and request id", async () => {
    const response = await proxy().forward(
      new Request(`${site}/api/v2/health?x=1&y=2`, {
        headers: {
          host: "127.0.0.1:3000",
          accept: "application/json",
          "accept-language": "en",
          "x-visitor-id": "visitor-7",
          "x-request-id": "req-42",
          cookie: "tk=the-token; lng=en",
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { method: "GET", url: "/api/v2/health?x=1&y=2", body: "" } });
    expect(response.headers.get("x-api")).toBe("yes");
    expect(response.headers.has("set-cookie")).toBe(false);
    expect(response.headers.has("connection")).toBe(false);

    const seen = upstream.seen.at(-1)!;
    expect(seen.headers.authorization).toBe("Bearer the-token");
    expect(seen.headers["accept-language"]).toBe("en");
    expect(seen.headers["x-visitor-id"]).toBe("visitor-7");
    expect(seen.headers["x-request-id"]).toBe("req-42");
    expect(seen.headers.cookie).toBeUndefined();
  });

  it("streams a same-origin POST body through and returns the api's status", async () => {
    const body = JSON.stringify({ page_no: 1, page_size: 24 });
    const response = await proxy().forward(
      new Request(`${site}/api/v2/missing`, {
        method: "POST",
        headers: { host: "127.0.0.1:3000", origin: site, "content-type": "application/json" },
        body,
      }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ data: { method: "POST", url: "/api/v2/missing", body } });
    expect(upstream.seen.at(-1)!.headers["content-type"]).toBe("application/json");
  });

  it("passes a tracking post (text/plain body, t and g query) through unchanged", async () => {
    const body = "H4sIAAAAAAAAA6tWKkktLlGyUlAqS8wpTVWqBQBKWwpIEgAAAA==";
    const response = await proxy().forward(
      new Request(`${site}/api/v2/tracking?t=1738324800000&g=1`, {
        method: "POST",
        headers: { host: "127.0.0.1:3000", origin: site, "content-type": "text/plain;charset=UTF-8" },
        body,
      }),
    );
    expect(response.status).toBe(200);
    const seen = upstream.seen.at(-1)!;
    expect(seen.url).toBe("/api/v2/tracking?t=1738324800000&g=1");
    expect(seen.body).toBe(body);
    expect(seen.headers["content-type"]).toBe("text/plain;charset=UTF-8");
  });

  it("refuses a cross-site mutation with 403 before calling the api", async () => {
    const before = upstream.seen.length;
    const response = await proxy().forward(
      new Request(`${site}/api/v2/user/logout`, {
        method: "POST",
        headers: { host: "127.0.0.1:3000", origin: "https://evil.test" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [{ code: 403, title: "exception.common.csrf_rejected", source: null }],
    });
    expect(upstream.seen.length).toBe(before);
  });

  it("passes a decoded body without a stale content-encoding", async () => {
    const response = await proxy().forward(new Request(`${site}/api/v2/gzip`, { headers: { host: "127.0.0.1:3000" } }));
    expect(response.headers.has("content-encoding")).toBe(false);
    expect(await response.json()).toEqual({ data: { zipped: true } });
  });

  it("answers 504 with the timeout key when the api is too slow", async () => {
    const response = await proxy(200).forward(new Request(`${site}/api/v2/slow`, { headers: { host: "127.0.0.1:3000" } }));
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      errors: [{ code: "ETIMEDOUT", title: "exception.common.request_timeout_and_try_again", source: null }],
    });
  });

  it("answers 502 when the api is unreachable", async () => {
    const down = createApiProxy({ apiUrl: `http://127.0.0.1:${await unusedPort()}`, clientId: "a", clientSecret: "b" });
    const response = await down.forward(new Request(`${site}/api/v2/health`, { headers: { host: "127.0.0.1:3000" } }));
    expect(response.status).toBe(502);
    expect((await response.json()).errors[0].title).toBe("exception.common.something_wrong_happened");
  });
});

describe("createApiProxy.token", () => {
  it("adds the client credentials to the form body server-side", async () => {
    const response = await proxy().token(
      new Request(`${site}/oauth/v2/token`, {
        method: "POST",
        headers: {
          host: "127.0.0.1:3000",
          origin: site,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=password&username=lena&password=pw&invisible_login=0&remember=1",
      }),
    );
    expect(response.status).toBe(200);
    const seen = upstream.seen.at(-1)!;
    expect(seen.url).toBe("/oauth/v2/token");
    const form = new URLSearchParams(seen.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: "password",
      username: "lena",
      password: "pw",
      invisible_login: "0",
      remember: "1",
      client_id: "samtrot-web",
      client_secret: "dev-secret",
    });
  });

  it("refuses a token request from another site", async () => {
    const response = await proxy().token(
      new Request(`${site}/oauth/v2/token`, {
        method: "POST",
        headers: { host: "127.0.0.1:3000", referer: "https://evil.test/login" },
        body: "grant_type=password",
      }),
    );
    expect(response.status).toBe(403);
  });

  it("accepts only POST", async () => {
    const response = await proxy().token(new Request(`${site}/oauth/v2/token`, { headers: { host: "127.0.0.1:3000" } }));
    expect(response.status).toBe(405);
  });
});
