import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new opaque secret: 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored instead of a token: its SHA-256, hex. A leaked table does not open sessions. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Constant-time comparison of two secrets (compares their SHA-256 so lengths never leak). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());
}
