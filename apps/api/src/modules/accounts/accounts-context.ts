import type { TAppDeps } from "../../http/types.js";
import { parseTrustedProxies } from "../../http/client-ip.js";
import { createGoogleSignIn, type TGoogleSignIn } from "../federated/google-sign-in.js";
import { createLimiter, type TLimiter } from "./rate-limiter.js";
import { createLoginLimits, type TLoginLimits } from "./login-limits.js";

/** What the accounts, registration and federated routes share in one api instance. */
export interface TAccountsContext {
  deps: TAppDeps;
  trustedProxies: ReadonlySet<string>;
  loginLimits: TLoginLimits;
  /** forgot-password requests per IP and hour */
  forgotPasswordLimit: TLimiter;
  /** verification mails per user and hour */
  resendEmailLimit: TLimiter;
  /** new accounts per IP and hour */
  signUpLimit: TLimiter;
  google: TGoogleSignIn | null;
}

export function createAccountsContext(deps: TAppDeps): TAccountsContext {
  const { env } = deps;
  const common = { redisUrl: env.REDIS_URL, prefix: env.RATE_LIMIT_PREFIX, durationSeconds: 60 * 60 };
  return {
    deps,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    loginLimits: createLoginLimits(env),
    forgotPasswordLimit: createLimiter({ ...common, name: "forgot-password", points: env.FORGOT_PASSWORD_LIMIT_PER_IP_HOUR }),
    resendEmailLimit: createLimiter({ ...common, name: "resend-email", points: env.RESEND_EMAIL_LIMIT_PER_USER_HOUR }),
    signUpLimit: createLimiter({ ...common, name: "sign-up", points: env.SIGNUP_LIMIT_PER_IP_HOUR }),
    google: createGoogleSignIn({ env, database: deps.database }),
  };
}
