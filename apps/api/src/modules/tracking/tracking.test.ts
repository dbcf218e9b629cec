import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTrackingUrl, createTracker, encodeTrackingBody } from "@samtrot/tracking";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";

let api: TTestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const count = async () => Number((await api.database.query<{ n: string }>("select count(*) as n from tracking_events"))[0]!.n);

async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("condition not met in time");
}

describe("tracking receiver", () => {
  it("stores what the real tracker sends, plain and compressed", async () => {
    const tracker = createTracker({
      community: "samtrot",
      endpoint: `${api.url}/api/v2/tracking`,
      getSessionId: () => "session-test-1",
      heartbeatMs: 0,
      fetch: (input, init) => fetch(input, { ...init, mode: undefined }),
    });
    tracker.track({ title: "page_view", object: { type: "page", id: "/" } });
    tracker.flush();
    await waitFor(async () => (await count()) === 1);

    // Enough records to cross the 1,000-character compression threshold (spec 000 §9).
    for (let i = 0; i < 12; i++) tracker.track({ title: "page_view", object: { type: "page", id: `/p/user-${i}` } });
    tracker.flush();
    await waitFor(async () => (await count()) === 13);
    tracker.destroy();

    const [row] = await api.database.query<{ provider: string; visitor_id: string; context: { sessionId: string } }>(
      "select provider, visitor_id, context from tracking_events order by received_at limit 1",
    );
    expect(row).toMatchObject({ provider: "samtrot", visitor_id: "session-test-1" });
    expect(row!.context.sessionId).toBe("session-test-1");
  });

  it("stores a resent record once", async () => {
    const before = await count();
    const record = { id: "resent-0001", title: "page_view", provider: "samtrot", published: new Date().toISOString(), context: { userAgent: "t", location: "http://x/", referrer: "", sessionId: "s" } };
    // Compress even this short body, to cover the g=1 path on the receiver.
    const { body, compressed } = encodeTrackingBody(JSON.stringify(record), 10);
    expect(compressed).toBe(true);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(buildTrackingUrl(`${api.url}/api/v2/tracking`, Date.now(), compressed), { method: "POST", body });
      expect(response.status).toBe(200);
    }
    expect(await count()).toBe(before + 1);
  });

  it.each([
    ["garbage", "not json at all"],
    ["an invalid record", JSON.stringify({ id: "x", title: 5 })],
    ["a valid and an invalid record", [JSON.stringify({ id: "ok-1", title: "page_view", provider: "samtrot", published: new Date().toISOString(), context: { userAgent: "t", location: "http://x/", referrer: "", sessionId: "s" } }), "{}"].join("\n")],
    ["an empty body", ""],
  ])("refuses %s with 400 and stores nothing", async (_name, body) => {
    const before = await count();
    const response = await fetch(`${api.url}/api/v2/tracking?t=${Date.now()}`, { method: "POST", body });
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.errors[0].title).toMatch(/^validation\.tracking\./);
    expect(await count()).toBe(before);
  });

  it("refuses a compressed flag on a body that is not compressed", async () => {
    const response = await fetch(`${api.url}/api/v2/tracking?t=1&g=1`, { method: "POST", body: "aGVsbG8=" });
    expect(response.status).toBe(400);
  });

  it("requires the timestamp parameter", async () => {
    const response = await fetch(`${api.url}/api/v2/tracking`, { method: "POST", body: "x" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors[0].source).toBe("query.t");
  });
});
