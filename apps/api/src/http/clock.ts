import { readFileSync } from "node:fs";

/**
 * The api's time for product rules (dates: 45 minutes ahead, deadlines, stages, the review window). Given to the
 * api once at start: main.ts passes the system clock, or — outside production, when TEST_CLOCK_FILE is set (the
 * browser tests) — a clock shifted by the offset written in that file; the api tests make a clock they move in
 * process (src/test/test-clock.ts). startServer refuses any clock but the system's in production, and no endpoint
 * moves time.
 */
export interface TClock {
  now(): Date;
  /** true for the system clock only */
  readonly isSystem?: boolean;
}

export const systemClock: TClock = { now: () => new Date(), isSystem: true };

/** Refuses a movable clock in production (a mistake in wiring, never a request's doing). */
export function assertClockAllowed(clock: TClock, nodeEnv: string): void {
  if (nodeEnv === "production" && !clock.isSystem) throw new Error("Only the system clock may run in production.");
}

/**
 * A clock running with real time shifted by the milliseconds written in `path` (a number; a missing, empty or
 * unreadable file means no shift). The browser tests write the file to let a date pass; it is read at every call, so
 * the next request sees the new time (a few small reads per request, and only in test runs).
 */
export function createFileClock(path: string): TClock {
  const offsetMs = (): number => {
    let text: string;
    try {
      text = readFileSync(path, "utf8").trim();
    } catch {
      return 0;
    }
    const value = Number(text);
    return Number.isFinite(value) ? value : 0;
  };
  return { now: () => new Date(Date.now() + offsetMs()) };
}
