/**
 * A small seeded PRNG (mulberry32) with the helpers the generator needs. Each profile gets its own
 * stream derived from (seed, index), so profile n is the same whatever the total count and chunking.
 */
export type TRng = {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items (k capped at items.length), in the order drawn */
  sample<T>(items: readonly T[], k: number): T[];
  /** standard normal (Box–Muller) */
  gaussian(): number;
};

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two integers into a well-spread 32-bit seed (a murmur3-style finaliser). */
export function mixSeed(a: number, b: number): number {
  let h = (Math.imul(a >>> 0, 0x9e3779b1) ^ (b >>> 0)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRng(seed: number): TRng {
  const next = mulberry32(seed);
  const rng: TRng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    sample: (items, k) => {
      const pool = [...items];
      const out: (typeof pool)[number][] = [];
      for (let i = 0; i < Math.min(k, pool.length); i++) {
        const j = i + Math.floor(next() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
        out.push(pool[i] as (typeof pool)[number]);
      }
      return out;
    },
    gaussian: () => {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
  return rng;
}

/** Picks by weight from cumulative weights (ascending, last = total) with a binary search. */
export function pickWeighted<T>(items: readonly T[], cumulative: readonly number[], r: number): T {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const target = r * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return items[lo] as T;
}

export function cumulativeOf(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
}
