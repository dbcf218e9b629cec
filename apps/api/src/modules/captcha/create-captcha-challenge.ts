import { createChallenge } from "altcha-lib/v1";
import type { TCaptchaChallenge } from "@samtrot/api-client/contracts";

/** A captcha challenge is valid for 10 minutes (our decision). */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

/**
 * ALTCHA proof of work: the browser searches the number whose SHA-256 with the salt matches the challenge;
 * the HMAC signature lets the api check a solution without storing the challenge.
 */
export async function createCaptchaChallenge(options: { hmacKey: string; maxNumber: number; now?: number }): Promise<TCaptchaChallenge> {
  const challenge = await createChallenge({
    hmacKey: options.hmacKey,
    maxNumber: options.maxNumber,
    expires: new Date((options.now ?? Date.now()) + CAPTCHA_TTL_MS),
  });
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}
