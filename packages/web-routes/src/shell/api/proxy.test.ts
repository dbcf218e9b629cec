import { describe, expect, it } from "vitest";
import {
  buildUpstreamHeaders,
  csrfRejectedBody,
  filterResponseHeaders,
  isSameOriginRequest,
  requestIdFrom,
  withClientCredentials,
} from "./proxy";

describe("isSameOriginRequest (CSRF)", () => {
  const host = "127.0.0.1:3000";

  it("lets safe methods through without proof", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      expect(isSameOriginRequest({ method, host, origin: "https://evil.test", referer: null })).toBe(true);
    }
  });

  it("accepts a mutation whose Origin is this host", () => {
    expect(isSameOriginRequest({ method: "POST", host, origin: "http://127.0.0.1:3000", referer: null })).toBe(true);
    // TLS in front: the browser says https, the server sees http on the same host.
    expect(isSameOriginRequest({ method: "PUT", host: "samtrot.test", origin: "https://samtrot.test", referer: null })).toBe(true);
  });

  it("rejects a mutation from another origin, port or a null origin", () => {
    expect(isSameOriginRequest({ method: "POST", host, origin: "https://evil.test", referer: null })).toBe(false);
    expect(isSameOriginRequest({ method: "POST", host, origin: "http://127.0.0.1:3001", referer: null })).toBe(false);
    expect(isSameOriginRequest({ method: "DELETE", host, origin: "null", referer: null })).toBe(false);
  });

  it("falls back to the Referer only when Origin is absent", () => {
    expect(isSameOriginRequest({ method: "POST", host, origin: null, referer: "http://127.0.0.1:3000/de/p/x" })).toBe(true);
    expect(isSameOriginRequest({ method: "POST", host, origin: null, referer: "http://evil.test/" })).toBe(false);
    expect(isSameOriginRequest({ method: "POST", host, origin: "https://evil.test", referer: "http://127.0.0.1:3000/" })).toBe(false);
  });

  it("rejects a mutation with neither header, or without a host", () => {
    expect(isSameOriginRequest({ method: "PATCH", host, origin: null, referer: null })).toBe(false);
    expect(isSameOriginRequest({ method: "POST", host: null, origin: "http://127.0.0.1:3000", referer: null })).toBe(false);
    expect(isSameOriginRequest({ method: "POST", host, origin: "not a url", referer: null })).toBe(false);
  });

  it("answers in the api's error shape", () => {
    expect(csrfRejectedBody()).toEqual({
      errors: [{ code: 403, title: "exception.common.csrf_rejected", source: null }],
    });
  });
});

describe("buildUpstreamHeaders", () => {
  it("forwards the allowed headers, adds the Bearer from tk and the request id", () => {
    const incoming = new Headers({
      accept: "application/json",
      "accept-language": "en",
      "content-type": "application/json",
      "x-visitor-id": "v-1",
      cookie: "lng=en; tk=secret-token; other=1",
      authorization: "Bearer forged",
      "x-forwarded-for": "10.0.0.1",
    });
    const headers = buildUpstreamHeaders(incoming, { requestId: "req-1" });
    expect(Object.fromEntries(headers)).toEqual({
      accept: "application/json",
      "accept-language": "en",
      "content-type": "application/json",
      "x-visitor-id": "v-1",
      "x-request-id": "req-1",
      authorization: "Bearer secret-token",
    });
  });

  it("sends no Authorization without a tk cookie, even if the browser sent one", () => {
    const headers = buildUpstreamHeaders(new Headers({ authorization: "Bearer forged" }), { requestId: "r" });
    expect(headers.has("authorization")).toBe(false);
    expect(headers.has("cookie")).toBe(false);
  });
});

describe("requestIdFrom", () => {
  it("keeps a sane incoming id and replaces a strange one", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "abc-123" }))).toBe("abc-123");
    expect(requestIdFrom(new Headers({ "x-request-id": "a b;c" }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(new Headers())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("filterResponseHeaders", () => {
  it("drops hop-by-hop, length, encoding and cookies and keeps the rest", () => {
    const upstream = new Headers({
      "content-type": "application/json",
      "cache-control": "no-store",
      connection: "keep-alive, x-hop",
      "keep-alive": "timeout=5",
      "x-hop": "1",
      "transfer-encoding": "chunked",
      "content-length": "12",
      "content-encoding": "gzip",
      "set-cookie": "a=1",
      etag: '"abc"',
    });
    expect(Object.fromEntries(filterResponseHeaders(upstream))).toEqual({
      "content-type": "application/json",
      "cache-control": "no-store",
      etag: '"abc"',
    });
  });
});

describe("withClientCredentials", () => {
  const credentials = { clientId: "samtrot-web", clientSecret: "s3cret" };

  it("appends the credentials to a form body and overrides browser values", () => {
    const result = withClientCredentials(
      "grant_type=password&username=lena&password=p%26w&client_id=evil",
      "application/x-www-form-urlencoded;charset=UTF-8",
      credentials,
    );
    const form = new URLSearchParams(result.body);
    expect(form.get("grant_type")).toBe("password");
    expect(form.get("password")).toBe("p&w");
    expect(form.getAll("client_id")).toEqual(["samtrot-web"]);
    expect(form.get("client_secret")).toBe("s3cret");
    expect(result.contentType).toBe("application/x-www-form-urlencoded");
  });

  it("adds them to a JSON body", () => {
    const result = withClientCredentials('{"grant_type":"password","username":"lena"}', "application/json", credentials);
    expect(JSON.parse(result.body)).toEqual({
      grant_type: "password",
      username: "lena",
      client_id: "samtrot-web",
      client_secret: "s3cret",
    });
  });
});
