import type { Hono } from "hono";
import { validateIbanContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { createLimiter } from "../accounts/rate-limiter.js";
import { checkIban } from "./validate-iban.js";

export const VALIDATE_IBAN_LIMIT_KEY = "exception.payment.validate_iban_exceeded_limit";

export function registerPaymentRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { env } = deps;
  const ibanLimit = createLimiter({
    redisUrl: env.REDIS_URL,
    prefix: env.RATE_LIMIT_PREFIX,
    name: "validate-iban",
    points: env.VALIDATE_IBAN_LIMIT_PER_USER_HOUR,
    durationSeconds: 60 * 60,
  });
  route(app, validateIbanContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    if (!(await ibanLimit.hit(`user:${userId}`))) throw new AppError(429, VALIDATE_IBAN_LIMIT_KEY);
    return checkIban(body);
  });
}
