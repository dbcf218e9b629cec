import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@samtrot/db";
import { randomBytes } from "node:crypto";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { signIn, solveCaptcha, startSiblingApi } from "../../test/accounts-helpers.js";

// Small limits through the environment: 2 failed attempts per IP per 1-second window, 4 per IP per day.
const LIMITS = {
  LOGIN_LIMIT_PER_IP: "2",
  LOGIN_LIMIT_PER_IP_DAY: "4",
  LOGIN_LIMIT_GLOBAL: "1000",
  // Long enough that a busy machine still fits a test's attempts into one window.
  LOGIN_LIMIT_PER_IP_WINDOW_SECONDS: "4",
  CAPTCHA_MAX_NUMBER: "2000",
};

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
const from = (ip: string) => ({ "x-forwarded-for": ip });
const wrong = (api: TTestApi, ip: string, extra: Record<string, string> = {}) => signIn(api, "demo-client", "wrong-password", extra, from(ip));

// One database for the file; each suite runs its own api server (own limits) over it.
let base: TTestApi;
beforeAll(async () => {
  base = await startTestApi({ seedProfiles: 1 });
}, 180_000);
afterAll(() => base?.close());

function limitSuite(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let api: TTestApi;
    beforeAll(async () => {
      api = await startSiblingApi(base, { ...LIMITS, ...env() });
    }, 180_000);
    afterAll(() => api?.close());

    it("counts failures per IP, then names the limit (429) until a solved captcha comes along", async () => {
      const ip = nextIp();
      expect((await wrong(api, ip)).status).toBe(400);
      expect((await wrong(api, ip)).status).toBe(400);
      const limited = await wrong(api, ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ errors: [{ code: 429, title: "exception.ip_login.exceeded_limit", source: null }] });
      // even the right password needs the captcha now
      expect((await signIn(api, "demo-client", DEMO_PASSWORD, {}, from(ip))).status).toBe(429);
      // another address is not affected
      expect((await signIn(api, "demo-client", DEMO_PASSWORD, {}, from(nextIp()))).status).toBe(200);

      for (const captcha of ["", "bm90IGEgcGF5bG9hZA=="]) {
        const refused = await signIn(api, "demo-client", DEMO_PASSWORD, { captcha }, from(ip));
        expect(refused.status).toBe(422);
        expect(refused.body.errors[0]).toEqual({ code: 422, title: "exception.login.captcha_not_verified", source: "captcha" });
      }
      const solved = await solveCaptcha(api);
      const passed = await signIn(api, "demo-client", DEMO_PASSWORD, { captcha: solved }, from(ip));
      expect(passed.status).toBe(200);
      // one solution opens one attempt
      const replay = await signIn(api, "demo-client", DEMO_PASSWORD, { captcha: solved }, from(ip));
      expect(replay.status).toBe(422);
      // a solved captcha does not make a wrong password right
      expect((await wrong(api, ip, { captcha: await solveCaptcha(api) })).body.error).toBe("invalid_grant");
    });

    it("the per-IP window ends; the daily limit per IP stays", async () => {
      const ip = nextIp();
      for (let i = 0; i < 2; i += 1) expect((await wrong(api, ip)).status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 4100));
      for (let i = 0; i < 2; i += 1) expect((await wrong(api, ip)).status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 4100));
      const daily = await wrong(api, ip);
      expect(daily.status).toBe(429);
      expect(daily.body.errors[0].title).toBe("exception.one_ip_daily_login.exceeded_limit");
    });
  });
}

limitSuite("sign-in limits in memory", () => ({}));
limitSuite("sign-in limits in Redis", () => ({ REDIS_URL: "redis://127.0.0.1:6379", RATE_LIMIT_PREFIX: `test-${randomBytes(6).toString("hex")}` }));

describe("global sign-in limit", () => {
  let api: TTestApi;
  beforeAll(async () => {
    api = await startSiblingApi(base, { ...LIMITS, LOGIN_LIMIT_PER_IP: "100", LOGIN_LIMIT_PER_IP_DAY: "100", LOGIN_LIMIT_GLOBAL: "3" });
  }, 180_000);
  afterAll(() => api?.close());

  it("successful sign-ins do not count; past the global limit every address needs a captcha", async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn(api, "demo-escort", DEMO_PASSWORD, {}, from(nextIp()))).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await wrong(api, nextIp())).status).toBe(400);
    const fourth = await wrong(api, nextIp());
    expect(fourth.status).toBe(429);
    expect(fourth.body.errors[0].title).toBe("exception.login_global.exceeded_limit");
    const fresh = await signIn(api, "demo-escort", DEMO_PASSWORD, {}, from(nextIp()));
    expect(fresh.body.errors[0].title).toBe("exception.login_global.exceeded_limit");
    const withCaptcha = await signIn(api, "demo-escort", DEMO_PASSWORD, { captcha: await solveCaptcha(api) }, from(nextIp()));
    expect(withCaptcha.status).toBe(200);
  });

  it("is signed, expires, and is never cached", async () => {
    const { status, body, headers } = await api.fetchJson("/api/v2/captcha/challenge");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.data).toMatchObject({ algorithm: "SHA-256", maxnumber: 2000 });
    expect(body.data.salt).toMatch(/expires=\d+/);
    expect(body.data.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("client address", () => {
  let api: TTestApi;
  beforeAll(async () => {
    // The peer (127.0.0.1) is not a trusted proxy here: x-forwarded-for must be ignored.
    api = await startSiblingApi(base, { ...LIMITS, TRUSTED_PROXIES: "10.9.9.9" });
  }, 180_000);
  afterAll(() => api?.close());

  it("believes x-forwarded-for only from a trusted proxy", async () => {
    expect((await wrong(api, nextIp())).status).toBe(400);
    expect((await wrong(api, nextIp())).status).toBe(400);
    const third = await wrong(api, nextIp());
    expect(third.status).toBe(429);
    expect(third.body.errors[0].title).toBe("exception.ip_login.exceeded_limit");
  });
});
