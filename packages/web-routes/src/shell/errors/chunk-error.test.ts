import { describe, expect, it } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  decideRenderErrorRecovery,
  isChunkLoadError,
} from "./chunk-error";

describe("isChunkLoadError", () => {
  it.each([
    ["Load failed"],
    ["Failed to fetch dynamically imported module: https://x.test/assets/home-abc.js"],
    ["error loading dynamically imported module: https://x.test/assets/home-abc.js"],
  ])("recognises %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it.each([[new Error("Cannot read properties of undefined")], [null], [undefined], [{ message: "Load failed" }], [42]])(
    "does not treat %s as a chunk failure",
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe("decideRenderErrorRecovery", () => {
  const chunk = new TypeError("Failed to fetch dynamically imported module: /assets/a.js");

  it("reloads after 100 ms on a chunk failure", () => {
    expect(decideRenderErrorRecovery({ error: chunk, now: 50_000, lastReloadAt: null })).toEqual({
      kind: "reload",
      delayMs: 100,
    });
  });

  it("shows the fallback for other render errors", () => {
    expect(decideRenderErrorRecovery({ error: new Error("boom"), now: 1, lastReloadAt: null })).toEqual({
      kind: "fallback",
    });
  });

  it("does not reload twice within the guard window", () => {
    const now = 100_000;
    expect(decideRenderErrorRecovery({ error: chunk, now, lastReloadAt: now - CHUNK_RELOAD_GUARD_MS + 1 })).toEqual({
      kind: "fallback",
    });
    expect(decideRenderErrorRecovery({ error: chunk, now, lastReloadAt: now - CHUNK_RELOAD_GUARD_MS })).toEqual({
      kind: "reload",
      delayMs: 100,
    });
  });
});
