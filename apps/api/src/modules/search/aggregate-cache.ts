/**
 * Totals and facet counts must touch every match (≈ 70 ms and more in dense Berlin, STACK-NOTES), so
 * they are cached per filter combination: an answer younger than `freshMs` is used as it is; one up to
 * `maxAgeMs` old is used while a background pass replaces it; anything older is computed before
 * answering. So a count is never more than `maxAgeMs` behind a profile change, and popular searches
 * never wait for one. Per process (several api instances each keep their own).
 */
export class AggregateCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly options: { freshMs: number; maxAgeMs: number; maxEntries: number; now?: () => number; onError?: (error: unknown) => void } = {
      freshMs: 3_000,
      maxAgeMs: 10_000,
      maxEntries: 2_000,
    },
  ) {}

  async get(key: string, compute: () => Promise<T>): Promise<{ value: T; cached: boolean }> {
    const now = (this.options.now ?? Date.now)();
    const entry = this.entries.get(key);
    if (entry) {
      const age = now - entry.at;
      if (age <= this.options.maxAgeMs) {
        // Most recently used last: the first entries are the ones to drop.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (age > this.options.freshMs) void this.run(key, compute).catch((error) => this.options.onError?.(error));
        return { value: entry.value, cached: true };
      }
    }
    return { value: await this.run(key, compute), cached: false };
  }

  /** Drops every entry (tests; a bulk change). */
  clear(): void {
    this.entries.clear();
  }

  private run(key: string, compute: () => Promise<T>): Promise<T> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      const startedAt = (this.options.now ?? Date.now)();
      pending = compute()
        .then((value) => {
          this.entries.delete(key);
          // Stamped with the start: rows committed during the computation may be missing from it.
          this.entries.set(key, { value, at: startedAt });
          while (this.entries.size > this.options.maxEntries) {
            const oldest = this.entries.keys().next().value as string;
            this.entries.delete(oldest);
          }
          return value;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}
