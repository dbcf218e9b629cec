import { searchUsersContract } from "@samtrot/api-client/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageApiClient } from "./create-page-api-client.server";
import { homeSearchRequest } from "../../search/home-search";
import { startHttpServer, unusedPort } from "../http-test-server";
import { resolveVisitor } from "../session/resolve-visitor";

const TILE = {
  id: 12,
  username: "Lena.Berlin",
  user_type: 2,
  gender: 2,
  couple_type: null,
  age: 27,
  city: { slug: "berlin", name: "Berlin", country: "DE" },
  distance_km: null,
  avatar_url: "/api/v2/media/avatar/12.svg",
  is_member: false,
  is_verified: true,
  is_new: false,
  on_tour: false,
  rating: null,
  reviews_count: 3,
  prices: [{ name: 60, price: 150 }],
  languages: ["de"],
  last_login_at: null,
  reply_time_seconds: 7200,
};

let api: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  api = await startHttpServer((request, response) => {
    response.setHeader("content-type", "application/json");
    if (request.url === "/api/v2/search/users") {
      const body = JSON.parse(request.body) as { page_size: number };
      response.end(JSON.stringify({ data: { items: [TILE], total: 1, page_no: 1, page_size: body.page_size } }));
    } else if (request.url === "/api/v2/wrong-shape") {
      response.end(JSON.stringify({ data: { items: "nope" } }));
    } else {
      response.statusCode = 422;
      response.end(JSON.stringify({ errors: [{ code: 422, title: "validation.common.required", source: "page_no" }] }));
    }
  });
});
afterAll(() => api.close());

const page = (headers: Record<string, string> = {}, url = "http://127.0.0.1:3000/en/") => new Request(url, { headers });
const texts: Record<string, string> = { "validation.common.required": "This field is required." };
const translate = (key: string) => texts[key] ?? key;

describe("createPageApiClient (the api-client for a page request)", () => {
  it("calls the search contract as the visitor: Bearer, page language, visitor id, request id; data camelCased", async () => {
    const client = createPageApiClient(
      { request: page({ cookie: "tk=tok-1; vid=visitor-0009; lng=de; cookie_consent=all", "x-request-id": "req-42" }) },
      { lang: "en" },
      { apiUrl: api.url, translate },
    );
    const result = await client.call(searchUsersContract, { body: homeSearchRequest() });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.total).toBe(1);
    expect(result.data.items[0]).toMatchObject({ username: "Lena.Berlin", avatarUrl: "/api/v2/media/avatar/12.svg", reviewsCount: 3, replyTimeSeconds: 7200 });

    const seen = api.seen.at(-1)!;
    expect(seen.method).toBe("POST");
    expect(JSON.parse(seen.body)).toEqual(homeSearchRequest());
    expect(seen.headers.authorization).toBe("Bearer tok-1");
    // The page is /en/: its language counts, not the stale lng cookie.
    expect(seen.headers["accept-language"]).toBe("en");
    expect(seen.headers["x-visitor-id"]).toBe("visitor-0009");
    expect(seen.headers["x-request-id"]).toBe("req-42");
    expect(seen.headers["content-type"]).toBe("application/json");
  });

  it("without consent to the tracking cookies the api hears of no visitor id", async () => {
    for (const cookie of ["tk=tok-1; vid=visitor-0009", "tk=tok-1; vid=visitor-0009; cookie_consent=essential"]) {
      const client = createPageApiClient({ request: page({ cookie }) }, { lang: "en" }, { apiUrl: api.url, translate });
      await client.call(searchUsersContract, { body: homeSearchRequest() });
      const seen = api.seen.at(-1)!;
      expect(seen.headers["x-visitor-id"]).toBeUndefined();
      expect(seen.headers.cookie ?? "").not.toContain("visitor-0009");
    }
  });

  it("sends a first-time visitor's new id: the one the root loader hands out with the same response", async () => {
    const context = {};
    const request = page({ cookie: "cookie_consent=all" }, "http://127.0.0.1:3000/");
    const fromRoot = resolveVisitor({ cookieHeader: "cookie_consent=all", secure: false, context });
    expect(fromRoot.visitorId).not.toBeNull();
    const client = createPageApiClient({ request, context }, { lang: "de" }, { apiUrl: api.url });
    await client.call(searchUsersContract, { body: homeSearchRequest() });

    const seen = api.seen.at(-1)!;
    expect(seen.headers["x-visitor-id"]).toBe(fromRoot.visitorId);
    expect(seen.headers["accept-language"]).toBe("de");
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers["x-request-id"]).toMatch(/^[\w.:-]{1,128}$/);
  });

  it("returns the api's errors with the message translated into the page language", async () => {
    const client = createPageApiClient({ request: page() }, { lang: "en" }, { apiUrl: api.url, translate });
    const result = await client.request("POST /api/v2/refuse", { page_no: 0 });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      errors: [{ code: 422, title: "validation.common.required", source: "page_no" }],
      message: "This field is required.",
    });
  });

  it("refuses an answer that does not match the contract", async () => {
    const client = createPageApiClient({ request: page() }, { lang: "de" }, { apiUrl: api.url });
    const result = await client.call({ ...searchUsersContract, path: "/api/v2/wrong-shape" }, { body: homeSearchRequest() });
    expect(result).toMatchObject({ ok: false, status: 200, errors: [{ code: "E_INVALID_RESPONSE" }] });
  });

  it("reports an unreachable api as a failure, never as a thrown error", async () => {
    const port = await unusedPort();
    const client = createPageApiClient({ request: page() }, { lang: "de" }, { apiUrl: `http://127.0.0.1:${port}` });
    const result = await client.call(searchUsersContract, { body: homeSearchRequest() }, { retries: 0 });
    expect(result).toMatchObject({ ok: false, status: "E_NO_INTERNET" });
  });

  it("cancels the call when the visitor leaves (the request's signal)", async () => {
    const client = createPageApiClient({ request: page() }, { lang: "de" }, { apiUrl: api.url });
    const result = await client.call(searchUsersContract, { body: homeSearchRequest() }, { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ ok: false, status: "E_CANCEL_REQUEST" });
  });
});
