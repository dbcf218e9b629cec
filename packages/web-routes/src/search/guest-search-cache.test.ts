import { describe, expect, it } from "vitest";
import { createGuestSearchCache } from "./guest-search-cache";

describe("createGuestSearchCache", () => {
  it("answers a repeated search from the cache within its lifetime, then asks again", async () => {
    let clock = 0;
    let calls = 0;
    const cache = createGuestSearchCache<string>({ ttlMs: 5_000, now: () => clock });
    const run = async () => `answer ${++calls}`;
    expect(await cache.get("home", run, () => true)).toBe("answer 1");
    clock = 4_999;
    expect(await cache.get("home", run, () => true)).toBe("answer 1");
    clock = 5_000;
    expect(await cache.get("home", run, () => true)).toBe("answer 2");
    expect(await cache.get("other", run, () => true)).toBe("answer 3");
  });

  it("shares one call between identical searches that arrive together", async () => {
    let calls = 0;
    let release!: () => void;
    const cache = createGuestSearchCache<number>();
    const run = () => new Promise<number>((resolve) => {
      calls += 1;
      release = () => resolve(calls);
    });
    const first = cache.get("home", run, () => true);
    const second = cache.get("home", run, () => true);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(calls).toBe(1);
  });

  it("keeps no failed answer and no rejected call", async () => {
    let calls = 0;
    const cache = createGuestSearchCache<{ ok: boolean }>();
    await cache.get("a", async () => ({ ok: (++calls, false) }), (value) => value.ok);
    await cache.get("a", async () => ({ ok: (++calls, true) }), (value) => value.ok);
    expect(calls).toBe(2);
    await expect(cache.get("b", () => Promise.reject(new Error("down")), () => true)).rejects.toThrow("down");
    expect(await cache.get("b", async () => ({ ok: true }), () => true)).toEqual({ ok: true });
  });

  it("holds at most its number of entries, dropping the oldest", async () => {
    const cache = createGuestSearchCache<number>({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => 1, () => true);
    expect(cache.size).toBe(2);
    let asked = false;
    await cache.get("a", async () => ((asked = true), 2), () => true);
    expect(asked).toBe(true);
  });
});
