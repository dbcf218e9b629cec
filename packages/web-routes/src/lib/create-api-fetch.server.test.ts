import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiFetch } from "./create-api-fetch.server";
import { startHttpServer, unusedPort } from "./http-test-server";

let api: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  api = await startHttpServer(async (request, response) => {
    const path = request.url.split("?")[0];
    response.setHeader("content-type", "application/json");
    if (path === "/api/v2/search/users") {
      response.end(
        JSON.stringify({
          data: {
            items: [{ id: 12, username: "Lena.Berlin", avatar_url: "/a.svg", city: { name: "Berlin" }, prices: [{ name: 60, price: 150 }] }],
            total: 1,
            page_no: 1,
          },
        }),
      );
    } else if (path === "/api/v2/invalid") {
      response.statusCode = 422;
      response.end(JSON.stringify({ errors: [{ code: 422, title: "validation.common.required", source: "page_no" }] }));
    } else if (path === "/api/v2/oauth-like") {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: "invalid_grant", error_description: "exception.login.wrong_credentials" }));
    } else if (path === "/api/v2/broken") {
      response.statusCode = 500;
      response.end("<html>oops</html>");
    } else if (path === "/api/v2/slow") {
      await new Promise((resolve) => setTimeout(resolve, 500));
      response.end("{}");
    } else {
      response.end(JSON.stringify({ data: { echo: request.url } }));
    }
  });
});
afterAll(() => api.close());

const visitor = (headers: Record<string, string> = {}, url = "http://127.0.0.1:3000/en/") => new Request(url, { headers });

describe("apiFetch", () => {
  it("posts JSON, sends Bearer, Accept-Language and visitor id, and camelCases the data", async () => {
    const apiFetch = createApiFetch({ apiUrl: api.url });
    const result = await apiFetch(visitor({ cookie: "tk=tok-1; vid=v-9" }), "/api/v2/search/users", {
      method: "POST",
      body: { page_no: 1, page_size: 24 },
    });
    expect(result).toEqual({
      status: 200,
      data: {
        items: [{ id: 12, username: "Lena.Berlin", avatarUrl: "/a.svg", city: { name: "Berlin" }, prices: [{ name: 60, price: 150 }] }],
        total: 1,
        pageNo: 1,
      },
    });
    const seen = api.seen.at(-1)!;
    expect(seen.method).toBe("POST");
    expect(JSON.parse(seen.body)).toEqual({ page_no: 1, page_size: 24 });
    expect(seen.headers.authorization).toBe("Bearer tok-1");
    expect(seen.headers["accept-language"]).toBe("en");
    expect(seen.headers["x-visitor-id"]).toBe("v-9");
    expect(seen.headers["content-type"]).toBe("application/json");
    expect(seen.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the query on GET and sends no Authorization without tk", async () => {
    const apiFetch = createApiFetch({ apiUrl: `${api.url}/` });
    const result = await apiFetch(visitor({}, "http://127.0.0.1:3000/"), "/api/v2/echo", { query: { lang: "de", page: 2 } });
    expect(result.data).toEqual({ echo: "/api/v2/echo?lang=de&page=2" });
    const seen = api.seen.at(-1)!;
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers["accept-language"]).toBe("de");
  });

  it("returns the api's errors list", async () => {
    const result = await createApiFetch({ apiUrl: api.url })(visitor(), "/api/v2/invalid");
    expect(result).toEqual({
      status: 422,
      data: null,
      errors: [{ code: 422, title: "validation.common.required", source: "page_no" }],
    });
  });

  it("normalises OAuth errors to 401 with the description as title", async () => {
    const result = await createApiFetch({ apiUrl: api.url })(visitor(), "/api/v2/oauth-like");
    expect(result.errors).toEqual([{ code: 401, title: "exception.login.wrong_credentials", source: null }]);
  });

  it("gives a non-JSON failure the generic key", async () => {
    const result = await createApiFetch({ apiUrl: api.url })(visitor(), "/api/v2/broken");
    expect(result).toEqual({
      status: 500,
      data: null,
      errors: [{ code: 500, title: "exception.common.something_wrong_happened", source: null }],
    });
  });

  it("reports a timeout as ETIMEDOUT", async () => {
    const result = await createApiFetch({ apiUrl: api.url, timeoutMs: 100 })(visitor(), "/api/v2/slow");
    expect(result).toEqual({
      status: 0,
      data: null,
      errors: [{ code: "ETIMEDOUT", title: "exception.common.request_timeout_and_try_again", source: null }],
    });
  });

  it("reports an unreachable api as E_NO_INTERNET with the service-unavailable text", async () => {
    const result = await createApiFetch({ apiUrl: `http://127.0.0.1:${await unusedPort()}` })(visitor(), "/api/v2/health");
    expect(result.status).toBe(0);
    expect(result.errors?.[0]).toEqual({
      code: "E_NO_INTERNET",
      title: "exception.common.service_unavailable",
      source: null,
    });
  });
});
