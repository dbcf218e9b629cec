import { z } from "zod";

const ZBool = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

/** The api's environment, parsed once at start; a bad value stops the process with a clear message. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** A Postgres server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seed demo data into an empty database at start. */
  SEED_DEMO_DATA: ZBool.default("1"),
  SEED_PROFILES: z.coerce.number().int().min(0).max(1_000_000).default(3000),

  // Accounts (issue 4). Secrets have development defaults only outside production (checked below).
  /** The one OAuth client: the web server, which adds these to /oauth/v2/token calls. */
  OAUTH_CLIENT_ID: z.string().min(1).default("samtrot-web"),
  OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  /** HMAC key of the ALTCHA captcha challenges. */
  CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** Captcha work: the solver tries up to this many numbers (ALTCHA maxnumber; half on average). */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /** Peers whose x-forwarded-for is believed (the web servers' proxy), comma separated. */
  TRUSTED_PROXIES: z.string().default("127.0.0.1,::1,::ffff:127.0.0.1"),
  /** Sign-in abuse limits: failed attempts per IP per window, per IP per day, and for everyone per window. */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_PER_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_LIMIT_PER_IP_DAY: z.coerce.number().int().min(1).default(50),
  LOGIN_LIMIT_GLOBAL: z.coerce.number().int().min(1).default(2000),
  LOGIN_LIMIT_GLOBAL_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** New accounts per IP per hour, forgot-password mails per IP per hour, verification mails per user per hour. */
  SIGNUP_LIMIT_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  FORGOT_PASSWORD_LIMIT_PER_IP_HOUR: z.coerce.number().int().min(1).default(10),
  RESEND_EMAIL_LIMIT_PER_USER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Reports (DSA notices) one reporter may send in 24 hours: per account, and per address for guests (ours). */
  REPORT_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** IBAN checks (validate-iban) per user per hour: enough for typing corrections, not for probing account numbers. */
  VALIDATE_IBAN_LIMIT_PER_USER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Messenger first-contact rules (issue 12); unset = the defaults of @samtrot/messenger FIRST_CONTACT_RULES. */
  MESSENGER_FREE_DAILY_FIRST_CONTACTS: z.coerce.number().int().min(0).optional(),
  MESSENGER_RECEIVER_DAILY_OVERFLOW: z.coerce.number().int().min(0).optional(),
  MESSENGER_HOT_MINIMUM_FIRST_CONTACTS: z.coerce.number().int().min(0).optional(),
  MESSENGER_OVERALL_DAILY_MESSAGES_FREE: z.coerce.number().int().min(0).optional(),
  MESSENGER_OVERALL_DAILY_MESSAGES_PLUS: z.coerce.number().int().min(0).optional(),
  /** Domains whose links are clickable in messages, comma separated (spec 000 §5); unset = the brands' domains. */
  MESSENGER_LINK_WHITELIST: z.string().optional(),
  /** Prefix of the rate-limit keys (several deployments on one Redis; tests). */
  RATE_LIMIT_PREFIX: z.string().min(1).default("samtrot"),
  /** Mail over SMTP when set (smtp://user:pass@host:port); otherwise mails are kept for the dev mailbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Samtrot <no-reply@samtrot.test>"),
  /** Where links in e-mails point, and the origins allowed as redirect targets (comma separated). */
  WEB_BASE_URL: z.string().url().default("http://127.0.0.1:3000"),
  WEB_ORIGINS: z.string().default("http://127.0.0.1:3000,http://127.0.0.1:3001,http://localhost:3000,http://localhost:3001"),
  /** Background jobs: poll interval and the first retry delay (doubling per attempt). */
  JOB_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  // Payments (issue 11). The sandbox provider is the only one yet; real providers plug in behind the same port.
  PAYMENT_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  /**
   * HMAC-SHA256 key of provider callbacks and AES-256-GCM key of the card-page cipher. Required in production;
   * elsewhere made once per data directory (<DATA_DIR>.payment-secrets.json) or per process in tests.
   */
  PAYMENT_CALLBACK_HMAC_KEY: z.string().min(32).optional(),
  PAYMENT_CIPHER_KEY: z.string().min(32).optional(),
  /** A callback whose signed timestamp is older (or further ahead) than this is refused. */
  PAYMENT_CALLBACK_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Where the sandbox provider delivers its callbacks (default: this api's own address). */
  PAYMENT_CALLBACK_URL: z.string().url().optional(),
  /** Where browsers reach the sandbox's hosted pages (default: the origin the encryption call came in on). */
  PAYMENT_PUBLIC_URL: z.string().url().optional(),
  /** Sandbox bank: a direct debit is collected (settled) this long after it was placed; a return follows this long after. */
  PAYMENT_SANDBOX_SETTLE_MS: z.coerce.number().int().min(0).default(5000),
  PAYMENT_SANDBOX_RETURN_MS: z.coerce.number().int().min(0).default(10_000),
  /** Open orders fail after this: card and cashtocode (minutes), invoice (days). */
  PAYMENT_CARD_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(60),
  PAYMENT_TRANSFER_TIMEOUT_DAYS: z.coerce.number().int().min(1).default(14),
  /** Every this many seconds the recurring payment work runs (rebills, pre-notifications, timeouts, auto recharge). */
  PAYMENT_SCHEDULE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Promotion-code checks per user and hour. */
  PROMOTION_CHECK_LIMIT_PER_USER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Test hook of the crash test: pause this long inside a callback's transaction after booking (refused in production). */
  PAYMENT_CALLBACK_PAUSE_MS: z.coerce.number().int().min(0).default(0),
  /** How long after a payout request the (sandbox) bank transfer is sent; 0 = at once (tests). */
  PAYOUT_TRANSFER_DELAY_SECONDS: z.coerce.number().int().min(0).default(60),
  /** POST /api/v2/dev/money-setup for the browser tests; refused in production whatever this says. */
  DEV_MONEY_SETUP: ZBool.optional(),
  /**
   * Browser tests only: the api's clock is shifted by the milliseconds written in this file (src/http/clock.ts,
   * createFileClock), so a date can pass. Refused in production.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  /**
   * Live video (issue 15, decision 034): the host addresses the SFU offers as ICE candidates, comma separated
   * (the public address in production; loopback on one machine), and the UDP port range a firewall opens.
   */
  LIVE_ICE_HOSTS: z.string().default("127.0.0.1"),
  LIVE_UDP_PORTS: z
    .string()
    .regex(/^\d{4,5}-\d{4,5}$/, "min-max, e.g. 40000-40999")
    .optional(),
  /** This process's name in the live room router (default: host name and pid). */
  LIVE_NODE_ID: z.string().min(1).optional(),
  /** Uploaded files; default <repo>/.data/media. */
  MEDIA_DIR: z.string().optional(),
  /**
   * New gallery media are accepted without waiting for the review queue (issue 6). Default: on outside
   * production (development, demo, tests), off in production.
   */
  MEDIA_AUTO_ACCEPT: ZBool.optional(),
  /**
   * The seller on invoices per brand (§14 UStG: name, address, VAT id), JSON over the demo defaults of
   * modules/invoices/sellers.ts, e.g. {"name":"…","street":"…","postcode":"…","city":"…","country":"DE","vatId":"DE…"}.
   */
  INVOICE_SELLER_SAMTROT: z.string().optional(),
  /** The white-label (Nachtfalter) web's origins: its mails and orders carry that brand (invoices by its company). */
  NACHTFALTER_WEB_ORIGINS: z.string().default("http://127.0.0.1:3001,http://localhost:3001"),
  INVOICE_SELLER_NACHTFALTER: z.string().optional(),
  /**
   * Help-desk single sign-on (issue 17; decision 036): the HMAC-SHA256 key of the sign-in tokens, shared with the help
   * desk and never sent to a browser, and the help desk's base URL (it takes tokens at <base>/access/jwt and ends
   * sessions at <base>/signout). Outside production both default to the api's own stand-in (<api origin>/dev/helpdesk);
   * in production the sign-on answers 404 until both are set.
   */
  SUPPORT_SSO_SECRET: z.string().min(32).optional(),
  HELPDESK_URL: z.string().url().optional(),
  /** How long a sign-in token is accepted: long enough for one redirect, short enough that a leaked link is useless. */
  SUPPORT_SSO_TTL_SECONDS: z.coerce.number().int().min(10).max(600).default(120),
  /**
   * The age-verification provider of the fsk18 identity (issue 16; decision 044): its start address (the browser is
   * sent to <url>?ref=…&callback=…) and the HMAC-SHA256 key its signed results are checked with. Outside production
   * both default to the api's sandbox provider (<api origin>/dev/age-verification); in production fsk18 identity
   * answers 404 until both are set.
   */
  AGE_VERIFICATION_URL: z.string().url().optional(),
  AGE_VERIFICATION_SECRET: z.string().min(32).optional(),
  /** Google sign-in; disabled (404) unless client id and secret are set. */
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
}).transform((env, ctx) => {
  const production = env.NODE_ENV === "production";
  if (production && !env.OAUTH_CLIENT_SECRET) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["OAUTH_CLIENT_SECRET"], message: "required in production" });
  if (production && !env.PAYMENT_CALLBACK_HMAC_KEY) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["PAYMENT_CALLBACK_HMAC_KEY"], message: "required in production" });
  if (production && !env.PAYMENT_CIPHER_KEY) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["PAYMENT_CIPHER_KEY"], message: "required in production" });
  if (production && env.PAYMENT_CALLBACK_PAUSE_MS > 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["PAYMENT_CALLBACK_PAUSE_MS"], message: "a test hook: not in production" });
  if (production && env.TEST_CLOCK_FILE) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["TEST_CLOCK_FILE"], message: "a test hook: not in production" });
  if (production && !env.CAPTCHA_HMAC_KEY) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["CAPTCHA_HMAC_KEY"], message: "required in production" });
  return {
    ...env,
    // Development defaults: the web sends exactly this secret outside production.
    OAUTH_CLIENT_SECRET: env.OAUTH_CLIENT_SECRET ?? "samtrot-web-dev-secret",
    CAPTCHA_HMAC_KEY: env.CAPTCHA_HMAC_KEY ?? "samtrot-dev-captcha-hmac-key",
    MEDIA_AUTO_ACCEPT: env.MEDIA_AUTO_ACCEPT ?? !production,
  };
});
export type TEnv = z.infer<typeof ZEnv>;

export function parseEnv(source: Record<string, string | undefined> = process.env): TEnv {
  // An empty variable means "not set" (shells and tools often export VAR= to clear one).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment for the api:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
