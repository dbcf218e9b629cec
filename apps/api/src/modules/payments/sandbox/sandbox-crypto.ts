import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the header a provider callback carries. */
export function signCallback(key: string, rawBody: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(key, `${t}.${rawBody}`)}`;
}

export function hmacHex(key: string, text: string): string {
  return createHmac("sha256", key).update(text).digest("hex");
}

/** Parses and checks a signature header; the signed time, or null when it does not match. Constant-time compare. */
export function checkCallbackSignature(key: string, rawBody: string, header: string | undefined): Date | null {
  if (!header) return null;
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const t = parts.t;
  const v1 = parts.v1;
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null;
  const expected = Buffer.from(hmacHex(key, `${t}.${rawBody}`), "hex");
  const given = Buffer.from(v1, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return new Date(Number(t) * 1000);
}

function aesKey(secret: string): Buffer {
  return createHash("sha256").update(`samtrot-card-cipher:${secret}`).digest();
}

/** AES-256-GCM: base64url(iv | tag | ciphertext). Authenticated, so a changed cipher does not decode. */
export function sealOrder(secret: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", aesKey(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function openOrder<T>(secret: string, sealed: string): T | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", aesKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function randomId(bytes = 18): string {
  return randomBytes(bytes).toString("base64url");
}

/** A 6-digit one-time code (3-D Secure challenge) and its hash. */
export function oneTimeCode(): string {
  return String(randomBytes(4).readUInt32BE(0) % 1_000_000).padStart(6, "0");
}
export function codeHash(sessionId: string, code: string): string {
  return createHash("sha256").update(`${sessionId}:${code}`).digest("hex");
}

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
