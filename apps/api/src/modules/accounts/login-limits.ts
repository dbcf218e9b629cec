import type { TEnv } from "../../env.js";
import { createLimiter, type TLimiter } from "./rate-limiter.js";

/** The keys of spec 000 §8, in the order they are checked. */
export const LOGIN_LIMIT_KEYS = {
  ip: "exception.ip_login.exceeded_limit",
  ipDay: "exception.one_ip_daily_login.exceeded_limit",
  global: "exception.login_global.exceeded_limit",
} as const;
export type TLoginLimitKey = (typeof LOGIN_LIMIT_KEYS)[keyof typeof LOGIN_LIMIT_KEYS];

export interface TLoginLimits {
  /**
   * Counts one sign-in attempt from `ip` against the three limits; returns the first limit it went past
   * (then a captcha is required), or null.
   */
  count(ip: string): Promise<TLoginLimitKey | null>;
  /** A successful sign-in takes its attempt back: only failures add up. */
  forgive(ip: string): Promise<void>;
}

const GLOBAL_KEY = "all";

export function createLoginLimits(env: TEnv): TLoginLimits {
  const common = { redisUrl: env.REDIS_URL, prefix: env.RATE_LIMIT_PREFIX };
  const limits: [TLimiter, TLoginLimitKey, (ip: string) => string][] = [
    [createLimiter({ ...common, name: "login-ip", points: env.LOGIN_LIMIT_PER_IP, durationSeconds: env.LOGIN_LIMIT_PER_IP_WINDOW_SECONDS }), LOGIN_LIMIT_KEYS.ip, (ip) => ip],
    [createLimiter({ ...common, name: "login-ip-day", points: env.LOGIN_LIMIT_PER_IP_DAY, durationSeconds: 24 * 60 * 60 }), LOGIN_LIMIT_KEYS.ipDay, (ip) => ip],
    [createLimiter({ ...common, name: "login-global", points: env.LOGIN_LIMIT_GLOBAL, durationSeconds: env.LOGIN_LIMIT_GLOBAL_WINDOW_SECONDS }), LOGIN_LIMIT_KEYS.global, () => GLOBAL_KEY],
  ];
  return {
    async count(ip) {
      // Every counter is advanced (an attempt counts everywhere), the first one past its limit is named.
      const results = await Promise.all(limits.map(([limiter, , keyOf]) => limiter.hit(keyOf(ip))));
      const index = results.indexOf(false);
      return index < 0 ? null : limits[index]![1];
    },
    async forgive(ip) {
      await Promise.all(limits.map(([limiter, , keyOf]) => limiter.giveBack(keyOf(ip))));
    },
  };
}
