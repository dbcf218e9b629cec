import { createStore } from "jotai/vanilla";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "./create-api-client.js";
import { apiClientAtom, createRequestAtom } from "./react.js";
import type { TFailure } from "./result.js";
import { answerLater, sendJson, startTestServer, type TTestServer } from "./testing/http-test-server.js";

const TYPES = ["NOTIFICATIONS_REQUEST", "NOTIFICATIONS_SUCCESS", "NOTIFICATIONS_FAILURE"] as const;
let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.route("/api/v2/notification", (req, res) =>
    answerLater(res, Number(req.url.searchParams.get("delay") ?? 0), () =>
      sendJson(res, 200, { data: { unread_count: Number(req.url.searchParams.get("n") ?? 1), total: 3 } }),
    ),
  );
  server.route("/api/v2/fails", (req, res) => sendJson(res, 422, { errors: [{ code: 422, title: "validation.common.required", source: "ids" }] }));
});
afterAll(() => server.close());

function storeWithClient() {
  const store = createStore();
  store.set(apiClientAtom, createApiClient({ apiBaseUrl: server.url, getCookie: () => undefined, translate: (k) => `T(${k})` }));
  return store;
}

describe("createRequestAtom: input checks (spec 000 §8)", () => {
  it.each([
    ["an empty string", ""],
    ["a path without slash", "api/v2/x"],
    ["a number", 42],
    ["null", null],
    ["an empty batch", {}],
    ["a batch with a bad member", { a: "/api/v2/x", b: 7 }],
  ])("rejects %s as endpoint", (_label, endpoint) => {
    expect(() => createRequestAtom(endpoint as never, TYPES)).toThrow(/createRequestAtom: expected an endpoint string/);
  });

  it.each([
    ["two types", ["A", "B"]],
    ["four types", ["A", "B", "C", "D"]],
    ["duplicates", ["A", "A", "B"]],
    ["an empty type", ["A", "", "C"]],
    ["a non-string", ["A", "B", 3]],
    ["no array", "A,B,C"],
  ])("rejects %s as action types", (_label, types) => {
    expect(() => createRequestAtom("/api/v2/notification", types as never)).toThrow(/exactly three distinct, non-empty action types/);
  });

  it("accepts an endpoint string, an endpoint object and a batch", () => {
    expect(createRequestAtom("GET /api/v2/notification", TYPES).actionTypes).toEqual(TYPES);
    expect(() => createRequestAtom({ method: "PUT", path: "/api/v2/notification" }, TYPES)).not.toThrow();
    expect(() => createRequestAtom({ a: "/api/v2/notification", b: { endpoint: "/api/v2/fails" } }, TYPES)).not.toThrow();
  });
});

describe("createRequestAtom: lifecycle", () => {
  it("goes idle → loading → success with the request and success types", async () => {
    const store = storeWithClient();
    const request = createRequestAtom<{ unreadCount: number; total: number }>("/api/v2/notification", TYPES);
    expect(store.get(request.stateAtom)).toMatchObject({ phase: "idle", type: null });
    const seenData: unknown[] = [];
    const pending = store.set(request.runAtom, { params: { n: 4, delay: 30 }, onSuccess: (data) => seenData.push(data) });
    expect(store.get(request.stateAtom)).toMatchObject({ phase: "loading", type: "NOTIFICATIONS_REQUEST" });
    await pending;
    expect(store.get(request.stateAtom)).toEqual({
      phase: "success",
      type: "NOTIFICATIONS_SUCCESS",
      data: { unreadCount: 4, total: 3 },
      status: 200,
      errors: [],
      message: null,
    });
    expect(seenData).toEqual([{ unreadCount: 4, total: 3 }]);
  });

  it("fails with the translated message and runs the fail callback after 500 ms", async () => {
    const store = storeWithClient();
    const request = createRequestAtom("DELETE /api/v2/fails", TYPES);
    const failures: { failure: TFailure; at: number }[] = [];
    const started = Date.now();
    await store.set(request.runAtom, { params: { ids: [] }, onFailure: (failure) => failures.push({ failure, at: Date.now() }) });
    expect(store.get(request.stateAtom)).toMatchObject({
      phase: "failure",
      type: "NOTIFICATIONS_FAILURE",
      status: 422,
      errors: [{ code: 422, title: "validation.common.required", source: "ids" }],
      message: "T(validation.common.required)",
    });
    expect(failures).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 560));
    expect(failures).toHaveLength(1);
    expect(failures[0]!.at - started).toBeGreaterThanOrEqual(495);
  });

  it("keeps only the latest run's outcome", async () => {
    const store = storeWithClient();
    const request = createRequestAtom("/api/v2/notification", TYPES);
    const slow = store.set(request.runAtom, { params: { n: 1, delay: 150 } });
    const fast = store.set(request.runAtom, { params: { n: 2, delay: 10 } });
    await Promise.all([slow, fast]);
    expect(store.get(request.stateAtom)).toMatchObject({ phase: "success", data: { unreadCount: 2 } });
  });

  it("keeps state per store and resets to idle", async () => {
    const one = storeWithClient();
    const two = storeWithClient();
    const request = createRequestAtom("/api/v2/notification", TYPES);
    await one.set(request.runAtom);
    expect(one.get(request.stateAtom).phase).toBe("success");
    expect(two.get(request.stateAtom).phase).toBe("idle");
    one.set(request.resetAtom);
    expect(one.get(request.stateAtom)).toMatchObject({ phase: "idle", type: null, data: undefined });
  });

  it("runs a batch: per-key results, failure when any key failed", async () => {
    const store = storeWithClient();
    const request = createRequestAtom({ counts: "/api/v2/notification", broken: "DELETE /api/v2/fails" }, TYPES);
    await store.set(request.runAtom, { params: { counts: { n: 9 } } });
    const state = store.get(request.stateAtom);
    expect(state).toMatchObject({ phase: "failure", type: "NOTIFICATIONS_FAILURE", status: 422, message: "T(validation.common.required)" });
    expect(state.data?.counts).toEqual({ ok: true, status: 200, data: { unreadCount: 9, total: 3 } });
    expect(state.data?.broken.ok).toBe(false);

    const good = createRequestAtom({ counts: "/api/v2/notification" }, TYPES);
    await store.set(good.runAtom);
    expect(store.get(good.stateAtom)).toMatchObject({ phase: "success", type: "NOTIFICATIONS_SUCCESS" });
  });

  it("demands an api client", async () => {
    const request = createRequestAtom("/api/v2/notification", TYPES);
    await expect(createStore().set(request.runAtom)).rejects.toThrow(/no api client/);
  });
});
