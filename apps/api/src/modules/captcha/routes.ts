import type { Hono } from "hono";
import { captchaChallengeContract } from "@samtrot/api-client/contracts";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { createCaptchaChallenge } from "./create-captcha-challenge.js";

export function registerCaptchaRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  route(app, captchaChallengeContract, async ({ c }) => {
    c.header("cache-control", "no-store");
    return createCaptchaChallenge({ hmacKey: deps.env.CAPTCHA_HMAC_KEY, maxNumber: deps.env.CAPTCHA_MAX_NUMBER });
  });
}
