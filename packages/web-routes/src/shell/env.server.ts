import { z } from "zod";

/** Environment of a brand web server, parsed once at start; a bad value stops it with a clear message. */
export const ZWebEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The api the loaders and the same-origin proxy talk to. */
  API_URL: z.string().url().default("http://127.0.0.1:4000"),
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
});
export type TWebEnv = z.infer<typeof ZWebEnv>;

export function parseWebEnv(source: Record<string, string | undefined>): TWebEnv {
  const parsed = ZWebEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment for the web server:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const webEnv: TWebEnv = parseWebEnv(process.env);
