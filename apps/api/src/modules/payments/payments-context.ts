import type { Database } from "@samtrot/db";
import type { TEnv } from "../../env.js";
import { paymentSecretsOf, type TPaymentSecrets } from "./payment-secrets.js";
import type { TCheckoutDeps } from "./place-order.js";
import type { TPaymentProvider } from "./provider.js";
import { createSandboxProvider } from "./sandbox/sandbox-provider.js";

export type TPaymentsContext = { secrets: TPaymentSecrets; provider: TPaymentProvider };

/** The configured provider (PAYMENT_PROVIDER; only the sandbox yet) with its secrets. */
export function createPaymentsContext(env: TEnv): TPaymentsContext {
  const secrets = paymentSecretsOf(env);
  return { secrets, provider: createSandboxProvider({ env, secrets }) };
}

/** Checkout dependencies for work without a request (jobs): the default web address and brand. */
export function backgroundCheckoutDeps(database: Database, env: TEnv, context: TPaymentsContext, apiUrl: () => string | null): TCheckoutDeps {
  return {
    database,
    env,
    provider: context.provider,
    publicUrl: env.PAYMENT_PUBLIC_URL ?? apiUrl() ?? `http://${env.HOST}:${env.PORT}`,
    webBase: `${env.WEB_BASE_URL.replace(/\/$/, "")}/de`,
    brand: "Samtrot",
  };
}
