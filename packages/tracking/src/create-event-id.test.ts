import { afterEach, describe, expect, it, vi } from "vitest";
import { createEventId } from "./create-event-id.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("createEventId", () => {
  it("gives random uuid v4 values", () => {
    const ids = Array.from({ length: 100 }, createEventId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(100);
  });

  it("builds a uuid v4 from getRandomValues where randomUUID is missing (plain-http pages)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) });
    const ids = Array.from({ length: 100 }, createEventId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(100);
  });
});
