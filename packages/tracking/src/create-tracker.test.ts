import { TRACKING } from "@samtrot/constants-catalogue";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTracker, type TTracker, type TTrackerOptions } from "./create-tracker.js";
import { decodeTrackingBody } from "./decode-tracking-body.js";
import { createManualClock, type TManualClock } from "./test-support/manual-clock.js";
import { startRecordingServer, type TRecordedRequest, type TRecordingServer } from "./test-support/recording-server.js";
import { createTestEnvironment, type TTestEnvironment } from "./test-support/test-environment.js";
import type { TrackingError } from "./tracking-error.js";
import type { TTrackingRecord } from "./tracking-record.js";

interface THarness {
  server: TRecordingServer;
  clock: TManualClock;
  env: TTestEnvironment;
  errors: TrackingError[];
  tracker: TTracker;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(overrides: Partial<TTrackerOptions> = {}): Promise<THarness> {
  const server = await startRecordingServer();
  cleanups.push(() => server.close());
  const clock = createManualClock();
  const env = createTestEnvironment();
  const errors: TrackingError[] = [];
  const tracker = createTracker({
    community: "samtrot",
    endpoint: server.endpoint,
    getSessionId: () => "session-0123456789",
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    environment: env,
    onError: (error) => errors.push(error),
    ...overrides,
  });
  cleanups.push(() => tracker.destroy());
  return { server, clock, env, errors, tracker };
}

function recordsOf(request: TRecordedRequest): TTrackingRecord[] {
  const decoded = decodeTrackingBody(request.body, request.url.searchParams);
  if (!decoded.ok) throw new Error(`body refused: ${decoded.error} line ${decoded.line} ${decoded.field}`);
  return decoded.records;
}

async function settled(tracker: TTracker) {
  await vi.waitFor(() => expect(tracker.stats().pending).toBe(0), { timeout: 3000, interval: 5 });
}

describe("createTracker options", () => {
  const base = { community: "samtrot", endpoint: "/api/v2/tracking", getSessionId: () => "session-0123456789" };

  it("throws 'Missing option: community' without a community", () => {
    expect(() => createTracker({ ...base, community: "" })).toThrow(new Error("Missing option: community"));
    expect(() => createTracker({ ...base, community: undefined as unknown as string })).toThrow(
      "Missing option: community",
    );
  });

  it("throws 'Missing option: endpoint' without an endpoint", () => {
    expect(() => createTracker({ ...base, endpoint: "  " })).toThrow(new Error("Missing option: endpoint"));
    expect(() => createTracker({ ...base, endpoint: undefined as unknown as string })).toThrow(
      "Missing option: endpoint",
    );
  });

  it("uses the spec's constants by default", () => {
    // The defaults come from the catalogue; these are the spec's numbers (spec 000 §9).
    expect(TRACKING).toMatchObject({
      flushMs: 4000,
      maxSize: 100_000,
      compressAbove: 1000,
      maxPending: 3,
      maxErrors: 3,
      heartbeatMs: 5000,
    });
  });
});

describe("records", () => {
  it("fills id, provider, published and the page context", async () => {
    const h = await setup({ generator: { type: "web", id: "main-brand" } });
    h.tracker.track({ title: "signup_click", object: { type: "button", id: "join" }, context: { plan: "plus" } });
    h.tracker.flush();
    const [request] = await h.server.waitForRequests(1);
    const [record] = recordsOf(request!);
    expect(record).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      title: "signup_click",
      object: { type: "button", id: "join" },
      provider: "samtrot",
      generator: { type: "web", id: "main-brand" },
      published: new Date(h.clock.now()).toISOString(),
      context: {
        plan: "plus",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Test/1.0",
        location: "https://samtrot.test/",
        referrer: "https://search.test/?q=samtrot",
        sessionId: "session-0123456789",
      },
    });
    expect(request!.method).toBe("POST");
    expect(request!.headers["content-type"]).toBe("text/plain;charset=UTF-8");
  });

  it("gives every record its own id", async () => {
    const h = await setup();
    for (let i = 0; i < 5; i++) h.tracker.track({ title: "click" });
    h.tracker.flush();
    const [request] = await h.server.waitForRequests(1);
    const ids = recordsOf(request!).map((r) => r.id);
    expect(new Set(ids).size).toBe(5);
  });

  it("drops an event that makes no valid record, reporting it, and never throws", async () => {
    const h = await setup();
    expect(() => h.tracker.track({ title: "" })).not.toThrow();
    expect(() => h.tracker.track({ title: "x", object: { type: "page", nested: {} as unknown as string } })).not.toThrow();
    expect(h.errors.map((e) => e.code)).toEqual(["invalid_event", "invalid_event"]);
    expect(h.tracker.stats().buffered).toBe(0);
  });

  it("reports a session id reader that throws instead of throwing", async () => {
    const h = await setup({
      getSessionId: () => {
        throw new Error("cookies blocked");
      },
    });
    expect(() => h.tracker.track({ title: "click" })).not.toThrow();
    expect(h.errors[0]?.code).toBe("invalid_event");
  });

  it("clips an over-long title to 200 characters instead of losing the event", async () => {
    const h = await setup();
    h.tracker.track({ title: "t".repeat(250) });
    h.tracker.flush();
    const [request] = await h.server.waitForRequests(1);
    expect(recordsOf(request!)[0]!.title).toBe("t".repeat(200));
  });
});

describe("flushing", () => {
  it("sends when the oldest event is 4000 ms old, not before", async () => {
    const h = await setup();
    h.tracker.track({ title: "first" });
    h.clock.advance(2000);
    h.tracker.track({ title: "second" });
    h.clock.advance(1999);
    expect(h.tracker.stats()).toMatchObject({ buffered: 2, pending: 0 });
    expect(h.server.requests).toHaveLength(0);

    h.clock.advance(1);
    expect(h.tracker.stats()).toMatchObject({ buffered: 0, pending: 1 });
    const [request] = await h.server.waitForRequests(1);
    expect(recordsOf(request!).map((r) => r.title)).toEqual(["first", "second"]);
  });

  it("adds t=<timestamp ms> to every post", async () => {
    const h = await setup();
    h.tracker.track({ title: "click" });
    h.clock.advance(4000);
    const [request] = await h.server.waitForRequests(1);
    expect(request!.url.pathname).toBe("/api/v2/tracking");
    expect(request!.url.searchParams.get("t")).toBe(String(h.clock.now()));
    expect(request!.url.searchParams.has("g")).toBe(false);
  });

  it("sends as soon as the serialized buffer reaches 100000 characters", async () => {
    const h = await setup();
    const pad = "p".repeat(2000);
    let tracked = 0;
    // Bounded, so a broken size rule fails the test instead of hanging it (~42 events expected).
    while (h.tracker.stats().pending === 0 && tracked < 100) {
      const before = h.tracker.stats().size;
      expect(before).toBeLessThan(100_000);
      h.tracker.track({ title: "big", context: { pad } });
      tracked++;
    }
    expect(h.tracker.stats().pending).toBe(1);
    // The last event pushed the size from below the limit to at or above it.
    const [request] = await h.server.waitForRequests(1);
    const records = recordsOf(request!);
    expect(records).toHaveLength(tracked);
    const rawSize = records.map((r) => JSON.stringify(r).length).reduce((a, b) => a + b, 0) + records.length - 1;
    expect(rawSize).toBeGreaterThanOrEqual(100_000);
    expect(rawSize - JSON.stringify(records.at(-1)).length - 1).toBeLessThan(100_000);
    expect(h.server.requests).toHaveLength(1);
  });

  it("drops an event larger than maxSize on its own", async () => {
    const h = await setup({ maxSize: 1500 });
    h.tracker.track({ title: "huge", context: { pad: "p".repeat(2000) } });
    expect(h.errors.map((e) => e.code)).toEqual(["event_too_large"]);
    expect(h.tracker.stats().buffered).toBe(0);
  });

  it("sends nothing for an empty buffer", async () => {
    const h = await setup();
    h.tracker.flush();
    h.clock.advance(10_000);
    expect(h.tracker.stats().pending).toBe(0);
    expect(h.server.requests).toHaveLength(0);
  });
});

describe("compression", () => {
  /** Tracks one event padded so that its serialized line has exactly `length` characters. */
  async function postOfLength(length: number) {
    const h = await setup();
    h.tracker.track({ title: "probe", context: { pad: "" } });
    h.tracker.flush();
    const [probe] = await h.server.waitForRequests(1);
    const padLength = length - probe!.body.length;
    h.tracker.track({ title: "probe", context: { pad: "x".repeat(padLength) } });
    h.tracker.flush();
    const [, request] = await h.server.waitForRequests(2);
    return request!;
  }

  it("sends a 999-character body as it is", async () => {
    const request = await postOfLength(999);
    expect(request.url.searchParams.has("g")).toBe(false);
    expect(request.body).toHaveLength(999);
    expect(JSON.stringify(recordsOf(request)[0])).toBe(request.body);
  });

  it("sends a 1000-character body as it is (only longer ones are compressed)", async () => {
    const request = await postOfLength(1000);
    expect(request.url.searchParams.has("g")).toBe(false);
    expect(request.body).toHaveLength(1000);
  });

  it("compresses a 1001-character body, base64-encodes it, adds g=1, and it decodes back", async () => {
    const request = await postOfLength(1001);
    expect(request.url.searchParams.get("g")).toBe("1");
    expect(request.url.searchParams.get("t")).toMatch(/^\d+$/);
    expect(request.body).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const [record] = recordsOf(request);
    expect(JSON.stringify(record)).toHaveLength(1001);
    expect(record!.title).toBe("probe");
  });
});

describe("pending sends", () => {
  it("holds the buffer while 3 sends are pending and sends it when one settles", async () => {
    const h = await setup();
    h.server.hold();
    for (let i = 1; i <= 3; i++) {
      h.tracker.track({ title: `batch-${i}` });
      h.tracker.flush();
    }
    await h.server.waitForRequests(3);
    expect(h.tracker.stats().pending).toBe(3);

    h.tracker.track({ title: "batch-4" });
    h.clock.advance(4000); // due, but blocked
    h.tracker.flush(); // blocked too
    expect(h.tracker.stats()).toMatchObject({ pending: 3, buffered: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.server.requests).toHaveLength(3);

    h.server.release();
    const requests = await h.server.waitForRequests(4);
    expect(recordsOf(requests[3]!).map((r) => r.title)).toEqual(["batch-4"]);
    await settled(h.tracker);
    expect(h.errors).toEqual([]);
  });

  it("drops the oldest events past maxSize while blocked, keeping the newest", async () => {
    const h = await setup({ maxSize: 3000, maxPending: 1 });
    h.server.hold();
    h.tracker.track({ title: "sent" });
    h.tracker.flush();
    await h.server.waitForRequests(1);

    const pad = "p".repeat(600);
    for (let i = 1; i <= 8; i++) h.tracker.track({ title: `e${i}`, context: { pad } });
    expect(h.tracker.stats().size).toBeLessThanOrEqual(3000);
    expect(h.errors.some((e) => e.code === "buffer_overflow")).toBe(true);
    const kept = h.tracker.stats().buffered;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(8);

    h.clock.advance(4000); // due while blocked: goes out when the pending send settles
    h.server.release();
    const [, request] = await h.server.waitForRequests(2);
    const titles = recordsOf(request!).map((r) => r.title);
    expect(titles).toEqual(Array.from({ length: kept }, (_, i) => `e${8 - kept + i + 1}`));
  });
});

describe("failures", () => {
  it("stops sending after 3 answers of 500 and drops later events", async () => {
    const h = await setup();
    h.server.setStatus(500);
    for (let i = 1; i <= 3; i++) {
      h.tracker.track({ title: `try-${i}` });
      h.tracker.flush();
      await h.server.waitForRequests(i);
      await settled(h.tracker);
    }
    expect(h.tracker.stats().errors).toBe(3);
    expect(h.errors.map((e) => e.code)).toEqual(["http_status", "http_status", "http_status", "disabled"]);

    h.tracker.track({ title: "after" });
    h.tracker.flush();
    h.clock.advance(10_000);
    expect(h.tracker.stats()).toMatchObject({ buffered: 0, pending: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.server.requests).toHaveLength(3);
  });

  it("counts a closed port as a failure, only reporting it", async () => {
    const closed = await startRecordingServer();
    const endpoint = closed.endpoint;
    await closed.close();
    const h = await setup({ endpoint, maxErrors: 2 });
    for (let i = 0; i < 2; i++) {
      h.tracker.track({ title: "lost" });
      expect(() => h.tracker.flush()).not.toThrow();
      await settled(h.tracker);
    }
    expect(h.errors.map((e) => e.code)).toEqual(["send_failed", "send_failed", "disabled"]);
    expect((h.errors[0]!.cause as Error).message).toBe("fetch failed");
  });

  it("resets the error count after a successful send", async () => {
    const h = await setup();
    h.server.setStatus(500);
    for (let i = 1; i <= 2; i++) {
      h.tracker.track({ title: "fail" });
      h.tracker.flush();
      await settled(h.tracker);
    }
    expect(h.tracker.stats().errors).toBe(2);
    h.server.setStatus(204);
    h.tracker.track({ title: "ok" });
    h.tracker.flush();
    await settled(h.tracker);
    expect(h.tracker.stats().errors).toBe(0);
  });

  it("reports a fetch that throws synchronously", async () => {
    const h = await setup({
      fetch: () => {
        throw new TypeError("blocked by an extension");
      },
    });
    h.tracker.track({ title: "click" });
    expect(() => h.tracker.flush()).not.toThrow();
    await settled(h.tracker);
    expect(h.errors.map((e) => e.code)).toEqual(["send_failed"]);
  });
});

describe("heartbeat", () => {
  it("tracks a heartbeat for the current page every 5000 ms while visible", async () => {
    const h = await setup();
    h.clock.advance(5000);
    expect(h.tracker.stats().buffered).toBe(0); // nothing tracked yet: no heartbeat

    h.tracker.track({ title: "page_view", actor: { type: "user", id: "7" }, object: { type: "page", id: "/escorts" } });
    h.clock.advance(4000); // page view sent by age
    h.clock.advance(1000); // heartbeat at 10000 ms
    expect(h.tracker.stats().buffered).toBe(1);
    h.clock.advance(4000);
    const [, request] = await h.server.waitForRequests(2);
    expect(recordsOf(request!)).toMatchObject([
      { title: "heartbeat", actor: { type: "user", id: "7" }, object: { type: "page", id: "/escorts" } },
    ]);
  });

  it("sends no heartbeat while the page is hidden", async () => {
    const h = await setup();
    h.tracker.track({ title: "page_view", object: { type: "page", id: "/" } });
    h.env.visible = false;
    h.clock.advance(4000);
    h.clock.advance(20_000);
    await h.server.waitForRequests(1);
    expect(h.tracker.stats().buffered).toBe(0);
    expect(h.server.requests).toHaveLength(1);
    h.env.visible = true;
    h.clock.advance(1000); // next heartbeat tick at 25000 ms
    expect(h.tracker.stats().buffered).toBe(1);
  });

  it("can be switched off with heartbeatMs 0", async () => {
    const h = await setup({ heartbeatMs: 0 });
    h.tracker.track({ title: "page_view", object: { type: "page", id: "/" } });
    h.clock.advance(4000);
    expect(h.clock.pendingTimers()).toBe(0);
  });
});

describe("page lifecycle", () => {
  it("flushes at once, with keepalive, when the page is hidden", async () => {
    const inits: RequestInit[] = [];
    const h = await setup({
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    h.tracker.track({ title: "leaving" });
    h.env.hide();
    const [request] = await h.server.waitForRequests(1);
    expect(recordsOf(request!)[0]!.title).toBe("leaving");
    expect(inits[0]).toMatchObject({ method: "POST", mode: "no-cors", keepalive: true });
  });

  it("stops its timers and listeners on destroy", async () => {
    const h = await setup();
    h.tracker.track({ title: "page_view", object: { type: "page", id: "/" } });
    expect(h.clock.pendingTimers()).toBe(2); // flush timer and heartbeat
    h.tracker.destroy();
    expect(h.clock.pendingTimers()).toBe(0);
    h.env.hide();
    h.tracker.track({ title: "ignored" });
    expect(h.tracker.stats().pending).toBe(0);
    expect(h.server.requests).toHaveLength(0);
  });
});
