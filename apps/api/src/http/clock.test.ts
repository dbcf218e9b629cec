import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.js";
import { createLogger } from "../logger.js";
import { startServer } from "../server.js";
import { createTestClock } from "../test/test-clock.js";
import { assertClockAllowed, systemClock } from "./clock.js";

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
});
