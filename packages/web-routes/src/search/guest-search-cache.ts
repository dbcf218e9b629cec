/**
 * A short-lived cache of guest searches in the web server. Every guest opening the home asks the api the very
 * same search; answering repeats from here (and sharing one api call between identical searches that arrive
 * together) keeps the server-rendered home cheap. Results stay correct within seconds of a profile change, as
 * the api's own counts do (apps/api search README: totals and facets cached up to 5 s). Only guests: a signed-in
 * viewer's results depend on who they are (blocks, membership).
 */
export const GUEST_SEARCH_CACHE_MS = 5_000;
/** Enough for the home, its variants and the busiest index pages; the oldest entry goes first. */
export const GUEST_SEARCH_CACHE_ENTRIES = 500;

type TEntry<T> = { at: number; value: Promise<T> };

export type TGuestSearchCache<T> = {
  /** The cached answer of `key` when younger than the lifetime, else the answer of `run` (shared while it runs). */
  get(key: string, run: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
  readonly size: number;
};

export function createGuestSearchCache<T>(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): TGuestSearchCache<T> {
  const ttlMs = options.ttlMs ?? GUEST_SEARCH_CACHE_MS;
  const maxEntries = options.maxEntries ?? GUEST_SEARCH_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, TEntry<T>>();
  return {
    get(key, run, keep) {
      const found = entries.get(key);
      if (found && now() - found.at < ttlMs) return found.value;
      entries.delete(key);
      const value = run();
      entries.set(key, { at: now(), value });
      // A failed answer is not kept: the next visitor asks again.
      value.then(
        (result) => {
          if (!keep(result) && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
