import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "./create-api-client.js";
import type { TApiClientOptions } from "./send-request.js";
import type { TFailure } from "./result.js";
import { healthContract, searchUsersContract, avatarContract } from "./contracts/index.js";
import { answerLater, closedPortUrl, sendJson, sendText, startTestServer, type TTestServer } from "./testing/http-test-server.js";

let api: TTestServer;
let web: TTestServer;

beforeAll(async () => {
  [api, web] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([api.close(), web.close()]);
});
beforeEach(() => {
  api.seen.length = 0;
  web.seen.length = 0;
});

function clientWith(cookies: Record<string, string>, extra: Partial<TApiClientOptions> = {}) {
  return createApiClient({
    apiBaseUrl: api.url,
    nodeBaseUrl: web.url,
    getCookie: (name) => cookies[name],
    retryDelayMs: 10,
    noInternetRetryDelayMs: 30,
    ...extra,
  });
}

describe("defaults", () => {
  it("uses the spec's timeout, retries and delays", () => {
    const client = createApiClient({ apiBaseUrl: "http://127.0.0.1:1", getCookie: () => undefined });
    expect(client.settings).toMatchObject({ timeoutMs: 25_000, retries: 2, retryDelayMs: 100, noInternetRetryDelayMs: 2_000 });
  });
});

describe("routing and headers (spec 000 §7)", () => {
  beforeAll(() => {
    api.route("/api/v2/echo", (req, res) => sendJson(res, 200, { data: { ok: true } }));
    api.route("/oauth/v2/token", (req, res) => sendJson(res, 200, { access_token: "abc", token_type: "bearer" }));
    web.route("/node/search/search-init", (req, res) => sendJson(res, 200, { data: { from: "node" } }));
    web.route("/public/locales/de/common.json", (req, res) => sendJson(res, 200, { hello: "Hallo" }));
  });

  it("sends /api/v2 to the api with Bearer, language, visitor id and JSON content type", async () => {
    const client = clientWith({ tk: "token-1", lng: "en", vid: "visitor-9" });
    const result = await client.request("/api/v2/echo");
    expect(result).toEqual({ ok: true, status: 200, data: { ok: true } });
    const [seen] = api.seenAt("/api/v2/echo");
    expect(seen?.method).toBe("GET");
    expect(seen?.headers.authorization).toBe("Bearer token-1");
    expect(seen?.headers["accept-language"]).toBe("en");
    expect(seen?.headers["x-visitor-id"]).toBe("visitor-9");
    expect(seen?.headers["content-type"]).toBe("application/json");
    expect(web.seen).toHaveLength(0);
  });

  it("sends /node/ calls to the web server's own origin without Bearer", async () => {
    const client = clientWith({ tk: "token-1", vid: "visitor-9" });
    const result = await client.request("POST /node/search/search-init", { lang: "de" });
    expect(result).toEqual({ ok: true, status: 200, data: { from: "node" } });
    const [seen] = web.seenAt("/node/search/search-init");
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers["x-visitor-id"]).toBe("visitor-9");
    expect(api.seen).toHaveLength(0);
  });

  it("sends other paths (translations) to the web server too, whole body as data", async () => {
    const client = clientWith({ tk: "token-1" });
    const result = await client.request("/public/locales/de/common.json");
    expect(result).toEqual({ ok: true, status: 200, data: { hello: "Hallo" } });
    expect(web.seenAt("/public/locales/de/common.json")[0]?.headers.authorization).toBeUndefined();
  });

  it("defaults Accept-Language to de when the cookie is missing or unknown", async () => {
    await clientWith({}).request("/api/v2/echo");
    await clientWith({ lng: "xx" }).request("/api/v2/echo");
    expect(api.seenAt("/api/v2/echo").map((seen) => seen.headers["accept-language"])).toEqual(["de", "de"]);
  });

  it("sends no Bearer and no visitor header when the cookies are absent", async () => {
    await clientWith({}).request("/api/v2/echo");
    const [seen] = api.seenAt("/api/v2/echo");
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers["x-visitor-id"]).toBeUndefined();
  });

  it("prefers getVisitorId over the cookie", async () => {
    await clientWith({ vid: "from-cookie" }, { getVisitorId: () => "from-option" }).request("/api/v2/echo");
    expect(api.seenAt("/api/v2/echo")[0]?.headers["x-visitor-id"]).toBe("from-option");
  });

  it("form-encodes sign-in (POST /oauth/v2/token)", async () => {
    const client = clientWith({});
    const params = { grant_type: "password", username: "lena", password: "pw ü&=", invisible_login: 0, remember: 1 };
    const result = await client.request("POST /oauth/v2/token", params);
    expect(result).toEqual({ ok: true, status: 200, data: { accessToken: "abc", tokenType: "bearer" } });
    const [seen] = api.seenAt("/oauth/v2/token");
    expect(seen?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(seen!.body.toString()))).toEqual({
      grant_type: "password",
      username: "lena",
      password: "pw ü&=",
      invisible_login: "0",
      remember: "1",
    });
  });

  it("form-encodes any call when asked to", async () => {
    await clientWith({}).request("POST /api/v2/echo", { a: "1", b: [2, 3] }, { form: true });
    const [seen] = api.seenAt("/api/v2/echo");
    expect(seen?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(seen?.body.toString()).toBe("a=1&b=2&b=3");
  });

  it("puts GET params in the query string", async () => {
    await clientWith({}).request("GET /api/v2/echo", { ipi: 1, code: "SUMMER 24", ids: [3, 4] });
    const [seen] = api.seenAt("/api/v2/echo");
    expect(seen?.url.searchParams.get("ipi")).toBe("1");
    expect(seen?.url.searchParams.get("code")).toBe("SUMMER 24");
    expect(seen?.url.searchParams.getAll("ids")).toEqual(["3", "4"]);
    expect(seen?.body.length).toBe(0);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("puts %s params in the JSON body", async (method) => {
    await clientWith({}).request(`${method} /api/v2/echo`, { ids: [1, 2], status: true });
    const [seen] = api.seenAt("/api/v2/echo");
    expect(seen?.method).toBe(method);
    expect(seen?.url.search).toBe("");
    expect(JSON.parse(seen!.body.toString())).toEqual({ ids: [1, 2], status: true });
  });

  it("fills and encodes :path parameters", async () => {
    api.route("/api/v2/p/Lena%C3%9F", (req, res) => sendJson(res, 200, { data: "found" }));
    const result = await clientWith({}).request("/api/v2/p/:username", undefined, { pathParams: { username: "Lenaß" } });
    expect(result).toEqual({ ok: true, status: 200, data: "found" });
    expect(() => clientWith({}).request("/api/v2/p/:username")).toThrow(/path parameter "username" missing/);
  });

  it("throws on a malformed endpoint (a programming error)", () => {
    expect(() => clientWith({}).request("FETCH /api/v2/echo")).toThrow(/invalid endpoint/);
    expect(() => clientWith({}).request("api/v2/echo")).toThrow(/invalid endpoint/);
  });
});

describe("camelCase (spec 000 §7)", () => {
  const body = { data: { user_type: 2, price_15_mins: 50, city: { country_code: "DE" }, prices: [{ price_value: 1 }] } };
  beforeAll(() => api.route("/api/v2/snake", (req, res) => sendJson(res, 200, body)));

  it("converts response keys at every depth by default", async () => {
    const result = await clientWith({}).request("/api/v2/snake");
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { userType: 2, price15Mins: 50, city: { countryCode: "DE" }, prices: [{ priceValue: 1 }] },
    });
  });

  it("keeps the keys when disabled for the call", async () => {
    const result = await clientWith({}).request("/api/v2/snake", undefined, { camelCase: false });
    expect(result).toEqual({ ok: true, status: 200, data: body.data });
  });
});

describe("success statuses (spec 000 §7)", () => {
  beforeAll(() => {
    api.route("/api/v2/created", (req, res) => sendJson(res, 201, { data: { id: 7 } }));
    api.route("/api/v2/accepted", (req, res) => sendJson(res, 202, { data: { queued: true } }));
    api.route("/api/v2/no-content", (req, res) => {
      res.writeHead(204);
      res.end();
    });
  });

  it("accepts 200 and 201", async () => {
    expect(await clientWith({}).request("POST /api/v2/created", {})).toEqual({ ok: true, status: 201, data: { id: 7 } });
  });

  it("treats 202 and 204 as failures by default", async () => {
    const accepted = await clientWith({}).request("/api/v2/accepted");
    const empty = await clientWith({}).request("DELETE /api/v2/no-content");
    expect(accepted).toMatchObject({ ok: false, status: 202 });
    expect(empty).toMatchObject({ ok: false, status: 204, message: "exception.common.something_wrong_happened" });
  });

  it("accepts 200–399 when the call asks for that range", async () => {
    const accepted = await clientWith({}).request("/api/v2/accepted", undefined, { successRange: "200-399" });
    const empty = await clientWith({}).request("DELETE /api/v2/no-content", undefined, { successRange: "200-399" });
    expect(accepted).toEqual({ ok: true, status: 202, data: { queued: true } });
    expect(empty).toMatchObject({ ok: true, status: 204 });
  });

  it("fails on 404 and 500 even with a data body, in either range", async () => {
    api.route("/api/v2/nf", (req, res) => sendJson(res, 404, { data: { looks: "fine" } }));
    api.route("/api/v2/boom", (req, res) => sendJson(res, 500, { data: { looks: "fine" } }));
    const notFound = await clientWith({}).request("/api/v2/nf", undefined, { successRange: "200-399" });
    const boom = await clientWith({}).request("/api/v2/boom", undefined, { successRange: "200-399", retries: 0 });
    expect(notFound).toMatchObject({ ok: false, status: 404, errors: [{ code: 404, title: "exception.common.something_wrong_happened" }] });
    expect(boom).toMatchObject({ ok: false, status: 500, body: { data: { looks: "fine" } } });
  });
});

describe("retries (spec 000 §7)", () => {
  function flaky(failures: number, status = 503) {
    let calls = 0;
    return (req: unknown, res: Parameters<Parameters<TTestServer["route"]>[1]>[1]) => {
      calls += 1;
      if (calls <= failures) sendJson(res, status, { errors: [{ code: status, title: "exception.common.busy" }] });
      else sendJson(res, 200, { data: { calls } });
    };
  }

  it("retries a failed answer up to 2 times and then succeeds", async () => {
    api.route("/api/v2/flaky", flaky(2));
    const result = await clientWith({}).request("/api/v2/flaky");
    expect(result).toEqual({ ok: true, status: 200, data: { calls: 3 } });
    expect(api.seenAt("/api/v2/flaky")).toHaveLength(3);
  });

  it("gives up after 2 retries with the last failure", async () => {
    api.route("/api/v2/flaky", flaky(5, 500));
    const result = await clientWith({}).request("/api/v2/flaky");
    expect(result).toMatchObject({ ok: false, status: 500, message: "exception.common.busy" });
    expect(api.seenAt("/api/v2/flaky")).toHaveLength(3);
  });

  it("waits 100 ms between attempts by default", async () => {
    api.route("/api/v2/flaky", flaky(1));
    const client = createApiClient({ apiBaseUrl: api.url, getCookie: () => undefined });
    expect(await client.request("/api/v2/flaky")).toMatchObject({ ok: true });
    const [first, second] = api.seenAt("/api/v2/flaky");
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(95);
  });

  it("honours retries: 0", async () => {
    api.route("/api/v2/flaky", flaky(1));
    expect(await clientWith({}).request("/api/v2/flaky", undefined, { retries: 0 })).toMatchObject({ ok: false, status: 503 });
    expect(api.seenAt("/api/v2/flaky")).toHaveLength(1);
  });

  it("does not retry a refusal of the request itself (4xx)", async () => {
    api.route("/api/v2/invalid", (req, res) =>
      sendJson(res, 422, { errors: [{ code: 422, title: "validation.common.required", source: "iban" }] }),
    );
    const result = await clientWith({}).request("POST /api/v2/invalid", {});
    expect(result).toMatchObject({ ok: false, status: 422, errors: [{ code: 422, title: "validation.common.required", source: "iban" }] });
    expect(api.seenAt("/api/v2/invalid")).toHaveLength(1);
  });
});

describe("timeout (spec 000 §8, §9)", () => {
  beforeAll(() => api.route("/api/v2/slow", (req, res) => answerLater(res, 400, () => sendJson(res, 200, { data: "late" }))));

  it("fails with ETIMEDOUT and the timeout key, sets the timeout flag, and does not retry", async () => {
    const client = clientWith({}, { timeoutMs: 80, translate: (key) => `T(${key})` });
    expect(client.didTimeOut()).toBe(false);
    const started = Date.now();
    const result = await client.request("/api/v2/slow");
    expect(result).toEqual({
      ok: false,
      status: "ETIMEDOUT",
      errors: [{ code: "ETIMEDOUT", title: "exception.common.request_timeout_and_try_again", source: null }],
      message: "T(exception.common.request_timeout_and_try_again)",
    });
    expect(Date.now() - started).toBeLessThan(350);
    expect(client.didTimeOut()).toBe(true);
    expect(api.seenAt("/api/v2/slow")).toHaveLength(1);
  });

  it("does not time out an answer within the limit", async () => {
    const client = clientWith({}, { timeoutMs: 2_000 });
    expect(await client.request("/api/v2/slow")).toEqual({ ok: true, status: 200, data: "late" });
    expect(client.didTimeOut()).toBe(false);
  });
});

describe("network errors (spec 000 §8)", () => {
  it("fails with E_NO_INTERNET and its key when nothing listens", async () => {
    const client = createApiClient({ apiBaseUrl: await closedPortUrl(), getCookie: () => undefined, translate: (k) => `T(${k})` });
    const result = await client.request("/api/v2/anything", undefined, { retries: 0 });
    expect(result).toEqual({
      ok: false,
      status: "E_NO_INTERNET",
      errors: [{ code: "E_NO_INTERNET", title: "exception.common.no_internet_connection_and_please_check_your_internet", source: null }],
      message: "T(exception.common.no_internet_connection_and_please_check_your_internet)",
    });
  });

  it("retries after the no-internet delay, once per requested retry", async () => {
    const client = createApiClient({ apiBaseUrl: await closedPortUrl(), getCookie: () => undefined, noInternetRetryDelayMs: 120 });
    const started = Date.now();
    const result = await client.request("/api/v2/anything", undefined, { retries: 2 });
    expect(result).toMatchObject({ ok: false, status: "E_NO_INTERNET" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(235);
  });

  it("waits 2 s by default before retrying, and the retry reaches a server that came back", async () => {
    const url = await closedPortUrl();
    const client = createApiClient({ apiBaseUrl: url, getCookie: () => undefined });
    const started = Date.now();
    const pending = client.request("/api/v2/back", undefined, { retries: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const revived = await startTestServer(Number(new URL(url).port));
    revived.route("/api/v2/back", (req, res) => sendJson(res, 200, { data: "back" }));
    try {
      const result = await pending;
      const elapsed = Date.now() - started;
      expect(result).toEqual({ ok: true, status: 200, data: "back" });
      expect(revived.seenAt("/api/v2/back")).toHaveLength(1);
      expect(elapsed).toBeGreaterThanOrEqual(1_990);
      expect(elapsed).toBeLessThan(3_500);
    } finally {
      await revived.close();
    }
  });
});

describe("cancellation (spec 000 §4, §8)", () => {
  beforeAll(() => api.route("/api/v2/slow-search", (req, res) => answerLater(res, 250, () => sendJson(res, 200, { data: req.url.search }))));

  it("returns E_CANCEL_REQUEST when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = clientWith({}).request("/api/v2/slow-search", undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 40);
    expect(await pending).toMatchObject({ ok: false, status: "E_CANCEL_REQUEST", errors: [{ code: "E_CANCEL_REQUEST" }] });
  });

  it("sends nothing when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await clientWith({}).request("/api/v2/slow-search", undefined, { signal: controller.signal });
    expect(result).toMatchObject({ ok: false, status: "E_CANCEL_REQUEST" });
    expect(api.seenAt("/api/v2/slow-search")).toHaveLength(0);
  });

  it("cancels during the wait before a retry", async () => {
    api.route("/api/v2/down", (req, res) => sendJson(res, 503, {}));
    const client = clientWith({}, { retryDelayMs: 500 });
    const controller = new AbortController();
    const pending = client.request("/api/v2/down", undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(await pending).toMatchObject({ ok: false, status: "E_CANCEL_REQUEST" });
    expect(api.seenAt("/api/v2/down")).toHaveLength(1);
  });

  it("auto-cancel: a newer call of the same kind cancels the earlier pending one", async () => {
    const client = clientWith({});
    const first = client.request("/api/v2/slow-search", { q: "first" }, { autoCancelKey: "search" });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = client.request("/api/v2/slow-search", { q: "second" }, { autoCancelKey: "search" });
    const other = client.request("/api/v2/slow-search", { q: "other" }, { autoCancelKey: "announcements" });
    expect(await first).toMatchObject({ ok: false, status: "E_CANCEL_REQUEST" });
    expect(await second).toEqual({ ok: true, status: 200, data: "?q=second" });
    expect(await other).toEqual({ ok: true, status: 200, data: "?q=other" });
  });
});

describe("error normalisation (spec 000 §8)", () => {
  const translate = (key: string) => `T(${key})`;

  it("turns invalid_grant with error_description into a 401 titled by the description", async () => {
    api.route("/oauth/v2/token", (req, res) => sendJson(res, 400, { error: "invalid_grant", error_description: "Invalid user credentials" }));
    const unauthorized: TFailure[] = [];
    const client = clientWith({}, { translate, onUnauthorized: (failure) => unauthorized.push(failure) });
    const result = await client.request("POST /oauth/v2/token", { username: "a", password: "b" });
    expect(result).toEqual({
      ok: false,
      status: 401,
      errors: [{ code: 401, title: "Invalid user credentials", source: null }],
      message: "Invalid user credentials",
      body: { error: "invalid_grant", errorDescription: "Invalid user credentials" },
    });
    expect(unauthorized).toHaveLength(1);
    expect(api.seenAt("/oauth/v2/token")).toHaveLength(1);
  });

  it("treats access_denied in an errors list as 401, wrapped as a single error", async () => {
    api.route("/api/v2/guarded", (req, res) =>
      sendJson(res, 403, { errors: [{ code: 403, title: "exception.other" }, { code: 403, title: "access_denied" }] }),
    );
    const result = await clientWith({}, { translate }).request("/api/v2/guarded");
    expect(result).toMatchObject({ ok: false, status: 401, errors: [{ code: 401, title: "access_denied", source: null }], message: "access_denied" });
  });

  it("keeps a 401 answer's first title and calls onUnauthorized once", async () => {
    api.route("/api/v2/me", (req, res) => sendJson(res, 401, { errors: [{ code: 401, title: "exception.auth.token_expired", source: null }] }));
    const calls: TFailure[] = [];
    const result = await clientWith({ tk: "old" }, { translate, onUnauthorized: (failure) => calls.push(failure) }).request("/api/v2/me");
    expect(result).toMatchObject({ ok: false, status: 401, errors: [{ code: 401, title: "exception.auth.token_expired" }] });
    expect(result.ok ? "" : result.message).toBe("T(exception.auth.token_expired)");
    expect(calls).toHaveLength(1);
  });

  it("gives a bare 401 a single unauthorized error", async () => {
    api.route("/api/v2/bare401", (req, res) => {
      res.writeHead(401);
      res.end();
    });
    const result = await clientWith({}).request("/api/v2/bare401");
    expect(result).toMatchObject({ ok: false, status: 401, errors: [{ code: 401, title: "exception.common.unauthorized" }] });
  });

  it("keeps the codes of an errors list and shows the first title, translated", async () => {
    api.route("/api/v2/iban", (req, res) =>
      sendJson(res, 422, {
        errors: [
          { code: 422, title: "validation.payment.iban_invalid", source: "iban" },
          { code: "E_BIC", title: "validation.payment.bic_unknown", source: "bic" },
        ],
        bic: "COBADEFFXXX",
      }),
    );
    const result = await clientWith({}, { translate }).request("POST /api/v2/iban", { iban: "DE00" });
    expect(result).toEqual({
      ok: false,
      status: 422,
      errors: [
        { code: 422, title: "validation.payment.iban_invalid", source: "iban" },
        { code: "E_BIC", title: "validation.payment.bic_unknown", source: "bic" },
      ],
      message: "T(validation.payment.iban_invalid)",
      body: {
        errors: [
          { code: 422, title: "validation.payment.iban_invalid", source: "iban" },
          { code: "E_BIC", title: "validation.payment.bic_unknown", source: "bic" },
        ],
        bic: "COBADEFFXXX",
      },
    });
  });

  it("shows a plain (non-key) title untranslated", async () => {
    api.route("/api/v2/plain", (req, res) => sendJson(res, 400, { errors: [{ code: 400, title: "Width 167px is below 200px" }] }));
    const result = await clientWith({}, { translate }).request("/api/v2/plain");
    expect(result).toMatchObject({ ok: false, status: 400, message: "Width 167px is below 200px" });
  });

  it("falls back to something_wrong_happened for a body without errors (HTML 500)", async () => {
    api.route("/api/v2/html", (req, res) => sendText(res, 500, "<h1>Internal Server Error</h1>"));
    const result = await clientWith({}, { translate }).request("/api/v2/html", undefined, { retries: 0 });
    expect(result).toEqual({
      ok: false,
      status: 500,
      errors: [{ code: 500, title: "exception.common.something_wrong_happened", source: null }],
      message: "T(exception.common.something_wrong_happened)",
      body: "<h1>Internal Server Error</h1>",
    });
  });
});

describe("batch (spec 000 §7)", () => {
  beforeAll(() => {
    api.route("/api/v2/running-country", (req, res) => sendJson(res, 200, { data: { DE: { name: "Deutschland", phone_code: 49 } } }));
    api.route("/api/v2/phone-countries", (req, res) => sendJson(res, 200, { data: { DE: 49, AT: "+43", CH: { phone_code: 41 } } }));
    api.route("/api/v2/register-configs", (req, res) =>
      sendJson(res, 200, { data: [{ name: "relationship_status", value: "required" }, { name: "profession", value: "optional" }, { name: "tattoo", value: false }] }),
    );
    api.route("/api/v2/announcements", (req, res) => sendJson(res, 200, { data: { items: [{ announcement_id: 1 }], lang: req.url.searchParams.get("lang") } }));
    api.route("/api/v2/broken", (req, res) => sendJson(res, 404, { errors: [{ code: 404, title: "exception.common.not_found" }] }));
  });

  it("runs every key with its own success or failure and reshapes the special keys", async () => {
    const client = clientWith({});
    const results = await client.batch({
      runningCountry: "/api/v2/running-country",
      phoneCountriesList: "/api/v2/phone-countries",
      registerConfigs: { endpoint: "/api/v2/register-configs" },
      visibleConfigs: { endpoint: "/api/v2/register-configs", options: { camelCase: false } },
      announcements: { endpoint: "GET /api/v2/announcements", params: { lang: "en" } },
      broken: "/api/v2/broken",
    });
    expect(results.runningCountry).toEqual({ ok: true, status: 200, data: { code: "DE", name: "Deutschland", phoneCode: 49 } });
    expect(results.phoneCountriesList).toEqual({
      ok: true,
      status: 200,
      data: [
        { code: "DE", phoneCode: "49" },
        { code: "AT", phoneCode: "43" },
        { code: "CH", phoneCode: "41" },
      ],
    });
    const visibility = { relationship_status: "required", profession: "optional", tattoo: "false" };
    expect(results.registerConfigs).toEqual({ ok: true, status: 200, data: visibility });
    expect(results.visibleConfigs).toEqual({ ok: true, status: 200, data: visibility });
    expect(results.announcements).toEqual({ ok: true, status: 200, data: { items: [{ announcementId: 1 }], lang: "en" } });
    expect(results.broken).toMatchObject({ ok: false, status: 404, message: "exception.common.not_found" });
  });

  it("reports a 401 once for the whole batch", async () => {
    api.route("/api/v2/me", (req, res) => sendJson(res, 401, { errors: [{ code: 401, title: "exception.auth.token_expired" }] }));
    const calls: TFailure[] = [];
    const client = clientWith({}, { onUnauthorized: (failure) => calls.push(failure) });
    const results = await client.batch({ a: "/api/v2/me", b: "/api/v2/me", c: "/api/v2/announcements" });
    expect(results.a.ok || results.b.ok).toBe(false);
    expect(results.c.ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("rejects an empty or malformed batch", async () => {
    const client = clientWith({});
    await expect(client.batch({})).rejects.toThrow(/non-empty object/);
    await expect(client.batch({ a: "nope" })).rejects.toThrow(/non-empty object/);
  });
});

describe("contract calls", () => {
  const health = { status: "ok", version: "1.0.0", uptimeSeconds: 3, database: { kind: "pglite", location: "./.data", latencyMs: 1 } };

  it("checks the answer against the contract and returns its data", async () => {
    api.route("/api/v2/health", (req, res) => sendJson(res, 200, { data: health }));
    const result = await clientWith({}).call(healthContract);
    expect(result).toEqual({ ok: true, status: 200, data: health });
    if (result.ok) expect(result.data.database.kind).toBe("pglite");
  });

  it("fails an answer that breaks the contract", async () => {
    api.route("/api/v2/health", (req, res) => sendJson(res, 200, { data: { ...health, status: "degraded" } }));
    const result = await clientWith({}).call(healthContract);
    expect(result).toMatchObject({ ok: false, status: 200, errors: [{ code: "E_INVALID_RESPONSE", source: "status" }] });
  });

  it("refuses invalid input with 422 entries before sending anything", async () => {
    const result = await clientWith({}).call(searchUsersContract, {
      body: { page_no: 0, page_size: 24, query: "", filterquery: { user_type: [2] }, facets: { terms: [], ranges: [] } },
    });
    expect(result).toMatchObject({ ok: false, status: 422, errors: [{ code: 422, title: "validation.common.too_small", source: "page_no" }] });
    expect(api.seenAt("/api/v2/search/users")).toHaveLength(0);
  });

  it("sends the parsed body (defaults applied) and camelCases the answer", async () => {
    api.route("/api/v2/search/users", (req, res) => sendJson(res, 200, { data: { items: [], total: 0, page_no: 1, page_size: 24 } }));
    const result = await clientWith({}).call(searchUsersContract, {
      body: { page_no: 1, page_size: 24, query: "", filterquery: { user_type: [2] }, facets: { terms: [], ranges: [] } },
    });
    expect(result).toEqual({ ok: true, status: 200, data: { items: [], total: 0, pageNo: 1, pageSize: 24 } });
    const [seen] = api.seenAt("/api/v2/search/users");
    expect(JSON.parse(seen!.body.toString())).toMatchObject({ sort: "top_ranking", filterquery: { user_type: [2] } });
  });

  it("fills path parameters after checking them", async () => {
    api.route("/api/v2/media/avatar/12.svg", (req, res) => sendText(res, 200, "<svg/>", "image/svg+xml"));
    const bad = await clientWith({}).call(avatarContract, { params: { file: "../etc" } });
    expect(bad).toMatchObject({ ok: false, status: 422, errors: [{ title: "validation.media.avatar_file_invalid", source: "params.file" }] });
    const good = await clientWith({}).call(avatarContract, { params: { file: "12.svg" } });
    expect(good.ok).toBe(true);
    expect(api.seenAt("/api/v2/media/avatar/12.svg")).toHaveLength(1);
  });
});
