import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.js";
import { createLogger } from "../logger.js";
import { startServer } from "../server.js";
import { createTestClock } from "../test/test-clock.js";
import { assertClockAllowed, createFileClock, systemClock } from "./clock.js";

describe("the api clock", () => {
  it("a movable clock is refused in production; the system clock is allowed everywhere", () => {
    expect(() => assertClockAllowed(createTestClock(), "production")).toThrow(/Only the system clock/);
    expect(() => assertClockAllowed(systemClock, "production")).not.toThrow();
    expect(() => assertClockAllowed(createTestClock(), "test")).not.toThrow();
  });

  it("startServer refuses to start in production with a movable clock", async () => {
    const env = parseEnv({ PORT: "0", NODE_ENV: "production", LOG_LEVEL: "silent", OAUTH_CLIENT_SECRET: "x".repeat(40), CAPTCHA_HMAC_KEY: "y".repeat(40), PAYMENT_CALLBACK_HMAC_KEY: "z".repeat(40), PAYMENT_CIPHER_KEY: "w".repeat(40) });
    await expect(startServer({ database: {} as never, env, logger: createLogger("silent"), clock: createTestClock() })).rejects.toThrow(/Only the system clock/);
  });

  it("the test clock runs with real time, shifted", () => {
    const clock = createTestClock();
    const at = new Date("2030-01-01T00:00:00Z");
    clock.set(at);
    expect(Math.abs(clock.now().getTime() - at.getTime())).toBeLessThan(1000);
    clock.advance(60_000);
    expect(Math.abs(clock.now().getTime() - at.getTime() - 60_000)).toBeLessThan(1000);
  });

  it("the file clock follows the offset written in its file; no file or a bad one means no shift", () => {
    const file = join(mkdtempSync(join(tmpdir(), "samtrot-clock-")), "offset");
    const clock = createFileClock(file);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    writeFileSync(file, String(8 * 24 * 3600_000));
    expect(Math.abs(clock.now().getTime() - Date.now() - 8 * 24 * 3600_000)).toBeLessThan(1000);
    writeFileSync(file, "soon");
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    expect(assertClockAllowed.bind(null, clock, "production")).toThrow(/Only the system clock/);
  });

  it("TEST_CLOCK_FILE is refused in production", () => {
    const production = { PORT: "0", NODE_ENV: "production", OAUTH_CLIENT_SECRET: "x".repeat(40), CAPTCHA_HMAC_KEY: "y".repeat(40), PAYMENT_CALLBACK_HMAC_KEY: "z".repeat(40), PAYMENT_CIPHER_KEY: "w".repeat(40) };
    expect(() => parseEnv({ ...production, TEST_CLOCK_FILE: "/tmp/offset" })).toThrow(/TEST_CLOCK_FILE: a test hook/);
    expect(parseEnv({ PORT: "0", NODE_ENV: "test", TEST_CLOCK_FILE: "/tmp/offset" }).TEST_CLOCK_FILE).toBe("/tmp/offset");
  });
});
