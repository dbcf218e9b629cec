import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { defaultDataDir } from "@samtrot/db";
import type { TEnv } from "../../env.js";

export interface TPaymentSecrets {
  /** HMAC-SHA256 key the provider signs callbacks with */
  callbackHmacKey: string;
  /** AES-256-GCM key of the card-page cipher (sha256 of it is the AES key) */
  cipherKey: string;
}

const cache = new Map<string, TPaymentSecrets>();

/**
 * The payment secrets: from the environment (required in production, env.ts), otherwise made once per data
 * directory and kept beside it (`<data dir>.payment-secrets.json`, mode 600) so a restart keeps them, or per
 * process in tests. They never leave the api: the browser gets only ciphertext.
 */
export function paymentSecretsOf(env: TEnv): TPaymentSecrets {
  const key = `${env.PAYMENT_CALLBACK_HMAC_KEY ?? ""}|${env.PAYMENT_CIPHER_KEY ?? ""}|${env.NODE_ENV}|${env.DATA_DIR ?? ""}|${env.DATABASE_URL ?? ""}`;
  const known = cache.get(key);
  if (known) return known;
  let generated: TPaymentSecrets | null = null;
  if (!env.PAYMENT_CALLBACK_HMAC_KEY || !env.PAYMENT_CIPHER_KEY) {
    generated = env.NODE_ENV === "test" ? freshSecrets() : secretsFile(resolve(env.DATA_DIR ?? defaultDataDir()) + ".payment-secrets.json");
  }
  const secrets = {
    callbackHmacKey: env.PAYMENT_CALLBACK_HMAC_KEY ?? generated!.callbackHmacKey,
    cipherKey: env.PAYMENT_CIPHER_KEY ?? generated!.cipherKey,
  };
  cache.set(key, secrets);
  return secrets;
}

function freshSecrets(): TPaymentSecrets {
  return { callbackHmacKey: randomBytes(32).toString("base64url"), cipherKey: randomBytes(32).toString("base64url") };
}

function secretsFile(path: string): TPaymentSecrets {
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, "utf8")) as Partial<TPaymentSecrets>;
    if (typeof stored.callbackHmacKey === "string" && typeof stored.cipherKey === "string") return stored as TPaymentSecrets;
  }
  const secrets = freshSecrets();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
