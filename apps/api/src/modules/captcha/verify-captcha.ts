import type { DatabaseTx } from "@samtrot/db";
import { extractParams, verifySolution } from "altcha-lib/v1";
import { CAPTCHA_TTL_MS } from "./create-captcha-challenge.js";

/**
 * Checks an ALTCHA payload (base64 JSON): signed by us, not expired, solved, and not used before. A
 * solution is remembered until its challenge expires, so one solved captcha opens one attempt only.
 */
export async function verifyCaptcha(tx: DatabaseTx, options: { hmacKey: string; payload: string | undefined }): Promise<boolean> {
  const payload = options.payload?.trim();
  if (!payload || payload.length > 4000) return false;
  let ok = false;
  try {
    ok = await verifySolution(payload, options.hmacKey, true);
  } catch {
    return false;
  }
  if (!ok) return false;
  let signature: string;
  let expiresAt: Date;
  try {
    const decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { signature?: unknown };
    if (typeof decoded.signature !== "string") return false;
    signature = decoded.signature;
    const expires = Number(extractParams(payload).expires);
    expiresAt = Number.isFinite(expires) && expires > 0 ? new Date(expires * 1000) : new Date(Date.now() + CAPTCHA_TTL_MS);
  } catch {
    return false;
  }
  await tx.query(`delete from captcha_solutions where expires_at < now()`);
  const inserted = await tx.query(
    `insert into captcha_solutions (signature, expires_at) values ($1, $2) on conflict (signature) do nothing returning signature`,
    [signature, expiresAt],
  );
  return inserted.length === 1;
}
