import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { CLOSED_USER_GROUP } from "@samtrot/constants-catalogue";
import type { TProviderResult } from "@samtrot/api-client/contracts";
import type { TEnv } from "../../env.js";
import { AppError } from "../../http/errors.js";

/**
 * The port of an age-verification provider (decision 044). The shape fits the KJM-rated providers (a redirect to the
 * provider, which checks the person — ID document with liveness, eID, bank — and sends the browser back with a
 * signed result): start an attempt under our reference, send the browser to the provider, check the result it
 * brings back. Only the answer "adult or not" comes back; no document data is stored here.
 */
export interface TAgeVerificationProvider {
  /** stored with each attempt */
  readonly name: string;
  /** where the browser goes to verify; the provider returns it to `callbackUrl` with the signed result */
  startUrl(input: { ref: string; callbackUrl: string }): string;
  /** checks a result's signature and age; never trusts a field before the signature holds */
  verifyResult(result: TProviderResult, now: Date): { ok: true; ref: string; adult: boolean } | { ok: false; reason: "forged" | "expired" };
}

/** Path of the sandbox provider on the api (sandbox-provider-page.ts); never in production. */
export const SANDBOX_PROVIDER_PATH = "/dev/age-verification";

// Outside production without AGE_VERIFICATION_SECRET: a key made once per process (results live 10 minutes, so a
// restart costs at most one more attempt); never a key a deployment could end up using.
const processSecret = `dev-age-verification-${randomUUID()}-${randomUUID()}`;

export function providerSecret(env: TEnv): string {
  return env.AGE_VERIFICATION_SECRET ?? processSecret;
}

/** The text a result's signature covers: reference, outcome and signing time, in that order. */
export function signedText(result: Pick<TProviderResult, "ref" | "outcome" | "issued_at">): string {
  return `${result.ref}.${result.outcome}.${result.issued_at}`;
}

export function signResult(secret: string, result: Pick<TProviderResult, "ref" | "outcome" | "issued_at">): string {
  return createHmac("sha256", secret).update(signedText(result)).digest("hex");
}

/** A provider signing its results with HMAC-SHA256 over ref.outcome.issued_at (seconds), valid 10 minutes. */
export function hmacProvider(options: { name: string; baseUrl: string; secret: string }): TAgeVerificationProvider {
  return {
    name: options.name,
    startUrl({ ref, callbackUrl }) {
      const url = new URL(options.baseUrl);
      url.searchParams.set("ref", ref);
      url.searchParams.set("callback", callbackUrl);
      return url.toString();
    },
    verifyResult(result, now) {
      const expected = Buffer.from(signResult(options.secret, result), "hex");
      const given = Buffer.from(result.signature, "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
      const ageSeconds = now.getTime() / 1000 - result.issued_at;
      // A little slack for clocks running ahead of ours.
      if (ageSeconds > CLOSED_USER_GROUP.providerResultMinutes * 60 || ageSeconds < -60) return { ok: false, reason: "expired" };
      return { ok: true, ref: result.ref, adult: result.outcome === "adult" };
    },
  };
}

/**
 * The provider this api uses: the configured one, or outside production the sandbox on the api's own origin. In
 * production without both settings there is none: 404 exception.identity.provider_missing.
 */
export function providerOf(c: Context, env: TEnv): TAgeVerificationProvider {
  if (env.AGE_VERIFICATION_URL && env.AGE_VERIFICATION_SECRET) {
    return hmacProvider({ name: new URL(env.AGE_VERIFICATION_URL).host, baseUrl: env.AGE_VERIFICATION_URL, secret: env.AGE_VERIFICATION_SECRET });
  }
  if (env.NODE_ENV === "production") throw new AppError(404, "exception.identity.provider_missing");
  return hmacProvider({ name: "sandbox", baseUrl: `${new URL(c.req.url).origin}${SANDBOX_PROVIDER_PATH}`, secret: providerSecret(env) });
}
