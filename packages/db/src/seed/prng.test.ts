import { describe, expect, it } from "vitest";
import { CITIES } from "@samtrot/constants-catalogue";
import { createRng, cumulativeOf, mixSeed, pickWeighted } from "./prng.js";
import { generateAccount } from "./generate-account.js";
import { UsernameRegistry } from "./usernames.js";
import { DEMO_EPOCH } from "./seed-demo-data.js";

describe("createRng", () => {
  it("repeats its sequence for a seed and differs for another", () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it("draws integers in range, and samples without repeats", () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) seen.add(rng.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
  });

  it("mixes seeds so neighbouring indexes give unrelated streams", () => {
    expect(mixSeed(1, 1)).not.toBe(mixSeed(1, 2));
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(createRng(mixSeed(9, 0)).next()).not.toBeCloseTo(createRng(mixSeed(9, 1)).next(), 3);
  });

  it("picks by weight", () => {
    const rng = createRng(5);
    const cumulative = cumulativeOf([1, 0, 9]);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 10_000; i++) counts[pickWeighted(["a", "b", "c"] as const, cumulative, rng.next())]++;
    expect(counts.b).toBe(0);
    expect(counts.c / counts.a).toBeGreaterThan(7);
    expect(counts.c / counts.a).toBeLessThan(11);
  });
});

describe("generateAccount", () => {
  it("gives the same account for the same seed and index, whatever came before", () => {
    const ctx = () => ({ seed: 11, epochMs: DEMO_EPOCH.getTime(), usernames: new UsernameRegistry() });
    const first = generateAccount(ctx(), 500, 1);
    const second = generateAccount(ctx(), 500, 1);
    expect(second).toEqual(first);
    expect(generateAccount({ ...ctx(), seed: 12 }, 500, 1)).not.toEqual(first);
  });

  it("covers one city per index first, then draws by population", () => {
    const ctx = { seed: 3, epochMs: DEMO_EPOCH.getTime(), usernames: new UsernameRegistry() };
    expect(generateAccount(ctx, 0, 1).profile.citySlug).toBe(CITIES[0]!.slug);
    expect(generateAccount(ctx, CITIES.length - 1, 2).profile.citySlug).toBe(CITIES.at(-1)!.slug);
  });
});
