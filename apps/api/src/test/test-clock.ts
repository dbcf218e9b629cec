import type { TClock } from "../http/clock.js";

/** A clock a test moves: it runs with real time, shifted by an offset the test sets (set, advance). */
export interface TTestClock extends TClock {
  set(at: Date): void;
  advance(ms: number): void;
}

export function createTestClock(): TTestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(at) {
      offset = at.getTime() - Date.now();
    },
    advance(ms) {
      offset += ms;
    },
  };
}
