import { createBrowserEnvironment, createTracker, decodeTrackingBody, type TTrackingRecord } from "@samtrot/tracking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiProxy } from "../api/create-api-proxy.server";
import { startHttpServer } from "../http-test-server";
import { brandTrackerOptions, createPageViewRecorder, isNewPageView, type TPageLocation } from "./page-view-recorder";

const at = (key: string, pathname: string, search = "", hash = ""): TPageLocation => ({ key, pathname, search, hash });

describe("isNewPageView", () => {
  it.each([
    ["the first location: a page view", null, at("a", "/"), true],
    ["another page: a page view", at("a", "/"), at("b", "/en/"), true],
    ["the same page with another query: a page view", at("a", "/"), at("b", "/", "?page=2"), true],
    ["the same URL navigated to again: a page view", at("a", "/"), at("b", "/"), true],
    ["the same history entry again (re-run effect): none", at("a", "/"), at("a", "/"), false],
    ["only the #hash moved: none", at("a", "/"), at("b", "/", "", "#main"), false],
  ])("%s", (_name, previous, next, expected) => {
    expect(isNewPageView(previous, next)).toBe(expected);
  });
});

describe("brandTrackerOptions", () => {
  it("reports as the brand, to the api's tracking endpoint on this origin", () => {
    expect(brandTrackerOptions("nachtfalter")).toEqual({
      community: "nachtfalter",
      endpoint: "/api/v2/tracking",
      generator: { type: "web", id: "nachtfalter" },
    });
  });
});

// The way a page view travels: tracker in the page → same-origin proxy of the web server → api. The
// "api" here decodes what arrives with the receiver's own decoder, as apps/api does.
const site = "http://127.0.0.1:3000";
let api: Awaited<ReturnType<typeof startHttpServer>>;
const received: { query: URLSearchParams; contentType: string | undefined; records: TTrackingRecord[] }[] = [];

beforeAll(async () => {
  api = await startHttpServer((request, response) => {
    const url = new URL(request.url, "http://api.test");
    const decoded = decodeTrackingBody(request.body, url.searchParams);
    response.setHeader("content-type", "application/json");
    if (!decoded.ok) {
      response.statusCode = 400;
      response.end(JSON.stringify({ errors: [{ code: 400, title: decoded.error, source: decoded.field ?? null }] }));
      return;
    }
    received.push({ query: url.searchParams, contentType: request.headers["content-type"], records: decoded.records });
    response.end(JSON.stringify({ data: { stored: decoded.records.length } }));
  });
});
afterAll(() => api.close());

/** A browser page: a window and a document that fire pagehide / visibilitychange. */
function fakePage(href: string) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { referrer: "", visibilityState: "visible" });
  return { scope: Object.assign(win, { location: { href }, document: doc, navigator: { userAgent: "Test/1.0" } }), win };
}

function setup() {
  const proxy = createApiProxy({ apiUrl: api.url, clientId: "samtrot-web", clientSecret: "dev-secret" });
  const timers: { ms: number; run: () => void }[] = [];
  const sends: { url: string; keepalive: boolean; status: number }[] = [];
  const page = fakePage(`${site}/`);
  // The browser's fetch of the page: same origin, so it carries the site's Origin to the proxy.
  const pageFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await proxy.forward(
      new Request(new URL(String(input), site), {
        method: init?.method,
        body: init?.body,
        headers: { ...(init?.headers as Record<string, string>), host: "127.0.0.1:3000", origin: site },
      }),
    );
    sends.push({ url: String(input), keepalive: init?.keepalive === true, status: response.status });
    return response;
  };
  const recorder = createPageViewRecorder({
    brandId: "samtrot",
    makeTracker: () =>
      createTracker({
        ...brandTrackerOptions("samtrot"),
        getSessionId: () => "visitor-0001",
        environment: createBrowserEnvironment(page.scope),
        fetch: pageFetch as typeof fetch,
        // Time stands still here; the timers run by hand (the network runs on real time).
        now: () => Date.UTC(2025, 0, 31, 12, 0, 0),
        setTimeout: (run, ms) => timers.push({ ms, run }),
        clearTimeout: () => undefined,
        heartbeatMs: 0,
      }),
  });
  return { recorder, timers, sends, page };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe("createPageViewRecorder → tracker → proxy → api", () => {
  it("posts a page view within the flush time of 4000 ms, and the api can decode it", async () => {
    const { recorder, timers, sends } = setup();
    const before = received.length;
    recorder.record(at("k1", "/", ""), "Samtrot – Escorts");
    expect(recorder.tracker()?.stats().buffered).toBe(1);
    expect(timers.map((timer) => timer.ms)).toEqual([4000]); // spec 000 §9

    timers.shift()!.run();
    await until(() => received.length === before + 1 && sends.length === 1);
    expect(sends[0]).toMatchObject({ keepalive: false, status: 200 });
    const { query, contentType, records } = received.at(-1)!;
    expect(query.get("t")).toMatch(/^\d+$/);
    expect(query.get("g")).toBeNull();
    expect(contentType).toBe("text/plain;charset=UTF-8");
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      title: "page_view",
      provider: "samtrot",
      generator: { type: "web", id: "samtrot" },
      object: { type: "page", id: "/", name: "Samtrot – Escorts" },
      context: { location: `${site}/`, sessionId: "visitor-0001", userAgent: "Test/1.0" },
    });
  });

  it("tracks a history entry once, and flushes with keepalive when the page is hidden", async () => {
    const { recorder, sends, page } = setup();
    const before = received.length;
    recorder.record(at("k1", "/en/", "?x=1"), "Home");
    recorder.record(at("k1", "/en/", "?x=1"), "Home");
    recorder.record(at("k2", "/en/", "?x=1", "#main"), "Home");
    expect(recorder.tracker()?.stats().buffered).toBe(1);

    page.win.dispatchEvent(new Event("pagehide"));
    await until(() => received.length === before + 1 && sends.length === 1);
    expect(sends[0]).toMatchObject({ keepalive: true, status: 200 });
    expect(received.at(-1)!.records.map((record) => record.object?.id)).toEqual(["/en/?x=1"]);
  });

  it("sends a long buffer compressed (g=1) and the proxy passes body and query through unchanged", async () => {
    const { recorder, timers } = setup();
    const before = received.length;
    for (let i = 0; i < 8; i++) recorder.record(at(`k${i}`, `/p/user-${i}`), `Profile ${i} `.padEnd(180, "·"));
    timers.shift()!.run();
    await until(() => received.length === before + 1);
    expect(received.at(-1)!.query.get("g")).toBe("1");
    expect(received.at(-1)!.records.map((record) => record.object?.id)).toEqual(Array.from({ length: 8 }, (_, i) => `/p/user-${i}`));
  });
});

describe("tracking never breaks the page", () => {
  it("logs a tracker that cannot be made and keeps going", () => {
    const logged: string[] = [];
    const recorder = createPageViewRecorder({
      brandId: "samtrot",
      makeTracker: () => {
        throw new Error("Missing option: endpoint");
      },
      log: (message) => logged.push(message),
    });
    expect(() => recorder.record(at("a", "/"), "Home")).not.toThrow();
    expect(() => recorder.record(at("b", "/x"), "X")).not.toThrow();
    expect(recorder.tracker()).toBeNull();
    expect(logged).toEqual(["tracker could not be created"]);
  });

  it("logs a failing tracker instead of throwing", () => {
    const logged: string[] = [];
    const broken = {
      track() {
        throw new Error("boom");
      },
      environment: createBrowserEnvironment({}),
    } as unknown as ReturnType<typeof createTracker>;
    const recorder = createPageViewRecorder({ brandId: "samtrot", makeTracker: () => broken, log: (message) => logged.push(message) });
    expect(() => recorder.record(at("a", "/"), "Home")).not.toThrow();
    expect(logged).toEqual(["page view not tracked"]);
  });
});
