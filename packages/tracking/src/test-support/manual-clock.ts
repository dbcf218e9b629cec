/**
 * A clock the tracker can be given instead of Date.now/setTimeout, so tests move time by hand while
 * the network (node:http, fetch) keeps running on real time. Patching the globals would also freeze
 * the timers inside Node's fetch.
 */
export interface TManualClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Moves time forward, running due timers in order (timers they set run too, if due). */
  advance(ms: number): void;
  pendingTimers(): number;
}

export function createManualClock(start = Date.UTC(2025, 0, 31, 12, 0, 0)): TManualClock {
  let time = start;
  let sequence = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => time,
    setTimeout(callback, ms) {
      const id = ++sequence;
      timers.set(id, { at: time + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const target = time + ms;
      for (;;) {
        let nextId: number | undefined;
        let next: { at: number; callback: () => void } | undefined;
        for (const [id, timer] of timers) {
          if (timer.at <= target && (!next || timer.at < next.at)) {
            nextId = id;
            next = timer;
          }
        }
        if (nextId === undefined || !next) break;
        timers.delete(nextId);
        time = next.at;
        next.callback();
      }
      time = target;
    },
    pendingTimers: () => timers.size,
  };
}
