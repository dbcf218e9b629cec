import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * The help-desk sign-in token (decision 036): a JSON Web Token signed with HS256 (HMAC-SHA256, RFC 7519/7518), the
 * format help desks such as Zendesk take for single sign-on. Made and checked here with node:crypto; the key never
 * leaves the api and the help desk.
 */
export type TSupportClaims = {
  /** issued at, expires at: seconds since the epoch */
  iat: number;
  exp: number;
  /** unique per token: the help desk accepts each one once */
  jti: string;
  /** our user id */
  external_id: string;
  name: string;
  email: string;
  user_type: number;
  /** the brand the user came from (the help desk can show the brand's face) */
  brand: string;
};

const base64url = (input: Buffer | string) => Buffer.from(input).toString("base64url");
const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

function signature(signingInput: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(signingInput).digest();
}

export function signSupportToken(input: Omit<TSupportClaims, "iat" | "exp" | "jti">, options: { secret: string; now: Date; ttlSeconds: number }): { token: string; claims: TSupportClaims } {
  const iat = Math.floor(options.now.getTime() / 1000);
  const claims: TSupportClaims = { ...input, iat, exp: iat + options.ttlSeconds, jti: randomUUID() };
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return { token: `${signingInput}.${signature(signingInput, options.secret).toString("base64url")}`, claims };
}

export type TVerifyResult = { ok: true; claims: TSupportClaims } | { ok: false; reason: "malformed" | "signature" | "expired" };

/** What a help desk does with the token: the signature first (constant time), then the header and the expiry. */
export function verifySupportToken(token: string, options: { secret: string; now: Date }): TVerifyResult {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return { ok: false, reason: "malformed" };
  const [header, payload, sent] = parts as [string, string, string];
  const expected = signature(`${header}.${payload}`, options.secret);
  const given = Buffer.from(sent, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  let claims: TSupportClaims;
  try {
    const head = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: unknown };
    if (head.alg !== "HS256") return { ok: false, reason: "malformed" };
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as TSupportClaims;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof claims.exp !== "number" || typeof claims.jti !== "string") return { ok: false, reason: "malformed" };
  if (Math.floor(options.now.getTime() / 1000) >= claims.exp) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
