import { z } from "zod";

/** Environment of a brand web server, parsed once at start; a bad value stops it with a clear message. */
export const ZWebEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The api the loaders and the same-origin proxy talk to. */
  API_URL: z.string().url().default("http://127.0.0.1:4000"),
  /** Where the browser's websocket (/ws) is passed on to; default API_URL (another api instance behind the same Redis works too). */
  REALTIME_API_URL: z.string().url().optional(),
  OAUTH_CLIENT_ID: z.string().min(1).default("samtrot-web"),
  /** Development default only; production deployments set their own. */
  OAUTH_CLIENT_SECRET: z.string().min(1).default("samtrot-web-dev-secret"),
  /**
   * "1" when a proxy in front of this server writes x-forwarded-for: the client address then reaches the
   * api's sign-in limits. Off by default, so a browser cannot choose its own rate-limit key.
   */
  TRUST_FORWARDED_FOR: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  /**
   * Origins a checkout page may post its card form to (the card provider's hosted page, issue 11), comma-separated.
   * Unset: the origin of API_URL, where the sandbox provider serves its card page. Only the checkout pages get them
   * in their CSP form-action; every other page keeps forms to its own origin.
   */
  PAYMENT_FORM_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const origins: string[] = [];
      for (const part of value.split(",").map((item) => item.trim()).filter(Boolean)) {
        const origin = originOf(part);
        if (!origin) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: `not an http(s) origin: ${part}` });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
});
export type TWebEnv = z.infer<typeof ZWebEnv>;

/** "https://pay.example:8443/x" → "https://pay.example:8443"; null for anything but an http(s) address. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Where checkout pages may post the card form (CSP form-action of those pages; the card redirect checks it too). */
export function paymentFormOrigins(env: Pick<TWebEnv, "API_URL" | "PAYMENT_FORM_ORIGINS">): string[] {
  return env.PAYMENT_FORM_ORIGINS ?? [originOf(env.API_URL)!];
}

export function parseWebEnv(source: Record<string, string | undefined>): TWebEnv {
  const parsed = ZWebEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment for the web server:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const webEnv: TWebEnv = parseWebEnv(process.env);
