import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allContracts } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "./test/start-test-api.js";

let api: TTestApi;
beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 300 });
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const search = (body: unknown) =>
  api.fetchJson("/api/v2/search/users", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const baseSearch = { page_no: 1, page_size: 24, query: "", filterquery: { user_type: [2] }, facets: { terms: [], ranges: [] }, sort: "default" };

describe("health", () => {
  it("reports the database in use", async () => {
    const { status, body } = await api.fetchJson("/api/v2/health");
    expect(status).toBe(200);
    expect(body.data.status).toBe("ok");
    expect(body.data.database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(typeof body.data.database.latencyMs).toBe("number");
  });

  it("echoes a well-formed request id and makes one up otherwise", async () => {
    const own = await fetch(api.url + "/api/v2/health", { headers: { "x-request-id": "test-request-0001" } });
    expect(own.headers.get("x-request-id")).toBe("test-request-0001");
    const bad = await fetch(api.url + "/api/v2/health", { headers: { "x-request-id": "<script>" } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("error shape", () => {
  it("answers unknown paths with the one error shape", async () => {
    const { status, body } = await api.fetchJson("/api/v2/does-not-exist");
    expect(status).toBe(404);
    expect(body).toEqual({ errors: [{ code: 404, title: "exception.common.not_found", source: null }] });
  });

  it("refuses malformed JSON with 400 and a validation key", async () => {
    const { status, body } = await api.fetchJson("/api/v2/search/users", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(status).toBe(400);
    expect(body.errors[0].title).toBe("validation.common.malformed_json");
  });

  it("refuses an invalid search with 422 naming each field", async () => {
    const { status, body } = await search({ ...baseSearch, page_no: 0, page_size: 1000, filterquery: { user_type: [9] } });
    expect(status).toBe(422);
    const sources = body.errors.map((e: { source: string }) => e.source).sort();
    expect(sources).toEqual(["filterquery.user_type.0", "page_no", "page_size"]);
    expect(body.errors.every((e: { code: number; title: string }) => e.code === 422 && e.title.startsWith("validation."))).toBe(true);
  });

  it("refuses unknown filter fields instead of ignoring them", async () => {
    const { status, body } = await search({ ...baseSearch, filterquery: { user_type: [2], user_typ: [2] } });
    expect(status).toBe(422);
    expect(body.errors.map((e: { title: string }) => e.title)).toContain("validation.common.unknown_field");
  });

  it("refuses a missing required key of the search call (spec 000 §5)", async () => {
    const { facets: _facets, ...withoutFacets } = baseSearch;
    const { status, body } = await search(withoutFacets);
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ title: "validation.common.required", source: "facets" });
  });
});

describe("profile listing", () => {
  it("lists visible escorts by rank with tiles in the contract's shape", async () => {
    const { status, body } = await search(baseSearch);
    expect(status).toBe(200);
    expect(body.data.items.length).toBe(24);
    expect(body.data.total).toBeGreaterThan(24);
    for (const tile of body.data.items) {
      expect(tile.user_type).toBe(2);
      expect(tile.avatar_url).toBe(`/api/v2/media/avatar/${tile.id}.svg`);
      expect(tile.age).toBeGreaterThanOrEqual(18);
    }
  });

  it("pages without overlap", async () => {
    const one = await search(baseSearch);
    const two = await search({ ...baseSearch, page_no: 2 });
    const ids = new Set(one.body.data.items.map((t: { id: number }) => t.id));
    expect(two.body.data.items.some((t: { id: number }) => ids.has(t.id))).toBe(false);
  });

  it("hides paused, banned, deleted and search-hidden users (invisible ones stay listed: search.test.ts)", async () => {
    const first = (await search(baseSearch)).body.data.items.slice(0, 4).map((t: { id: number }) => t.id);
    const columns = ["is_paused = true", "is_banned = true", "deleted_at = now()", "search_visible = false"];
    for (const [i, set] of columns.entries()) await api.database.query(`update users set ${set} where id = $1`, [first[i]]);
    // The search table follows profile changes within seconds (cached totals); the listing itself at once.
    const after: number[] = [];
    for (let page = 1; page <= 5; page++) after.push(...(await search({ ...baseSearch, page_no: page })).body.data.items.map((t: { id: number }) => t.id));
    for (const id of first) expect(after).not.toContain(id);
    const avatar = await fetch(`${api.url}/api/v2/media/avatar/${first[0]}.svg`);
    expect(avatar.status).toBe(404);
  });
});

describe("avatars", () => {
  it("serves a generated SVG with initials and a strict content policy", async () => {
    const { body } = await search(baseSearch);
    const tile = body.data.items[0];
    const response = await fetch(api.url + tile.avatar_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<script|<image|href=/i);
  });

  it("refuses a malformed avatar name with 422", async () => {
    const { status } = await api.fetchJson("/api/v2/media/avatar/..%2Fetc.svg");
    expect(status).toBe(422);
  });
});

describe("openapi", () => {
  it("documents every contract", async () => {
    const { status, body } = await api.fetchJson("/api/v2/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.0.3");
    for (const contract of allContracts) {
      const path = contract.path.replace(/:([A-Za-z_]\w*)/g, "{$1}");
      expect(body.paths[path]?.[contract.method.toLowerCase()]?.operationId).toBe(contract.id);
    }
    expect(body.paths["/api/v2/search/users"].post.requestBody.content["application/json"].schema.required).toContain("filterquery");
  });
});
