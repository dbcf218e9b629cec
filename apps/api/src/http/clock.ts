/**
 * The api's time for product rules (dates: 45 minutes ahead, deadlines, stages, the review window). Given to the
 * api once at start: main.ts always passes the system clock; only the test support makes a clock a test can move
 * (src/test/test-clock.ts), and startServer refuses any other clock in production. No endpoint moves time.
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
