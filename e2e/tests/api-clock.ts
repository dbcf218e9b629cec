import { writeFileSync } from "node:fs";

// The api of the browser tests runs with TEST_CLOCK_FILE (playwright.config.ts): its clock is real time shifted by the
// milliseconds in that file, read at every use. Only *.timed.spec.ts files move it: they run after all other specs,
// one at a time, and put the clock back when they end.

function clockFile(): string {
  const file = process.env.E2E_CLOCK_FILE;
  if (!file) throw new Error("E2E_CLOCK_FILE is not set: run the timed specs through playwright.config.ts");
  return file;
}

let offsetMs = 0;

/** Shifts the api's clock to `ms` after real time (0: real time). */
export function setApiClockOffset(ms: number): void {
  offsetMs = ms;
  writeFileSync(clockFile(), String(ms));
}

/** Moves the api's clock `ms` further on. */
export function advanceApiClock(ms: number): void {
  setApiClockOffset(offsetMs + ms);
}

/** The api's time now (real time plus the offset this process set). */
export function apiNow(): Date {
  return new Date(Date.now() + offsetMs);
}
