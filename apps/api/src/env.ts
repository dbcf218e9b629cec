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
