import { randomInt } from "node:crypto";
import type { Database } from "@samtrot/db";
import type { TMyReferral, TReferralLookup } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";

// Crockford base32 without I, L, O, U (REFERRAL_CODE_PATTERN): 32^8 ≈ 10^12 codes, so a guess almost never hits.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The page a share link opens: the invitation-code search of spec 000 §2 (guest), which names the inviter. */
export const referralPath = (code: string) => `/invitation-code/${code}`;

function newCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/**
 * The caller's referral code: made on first use and then the same for good (one row per user in referral_codes,
 * migration 0036). Two first calls at once both end with the one stored code (insert … on conflict do nothing);
 * a collision with another user's code draws again.
 */
export async function myReferral(database: Database, userId: number): Promise<TMyReferral> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [kept] = await database.query<{ code: string }>(`select code from referral_codes where user_id = $1`, [userId]);
    if (kept) return { code: kept.code, path: referralPath(kept.code) };
    const [made] = await database.query<{ code: string }>(
      `insert into referral_codes (user_id, code) values ($1, $2) on conflict do nothing returning code`,
      [userId, newCode()],
    );
    if (made) return { code: made.code, path: referralPath(made.code) };
  }
  throw new AppError(500, "exception.common.something_wrong_happened");
}

/** Whose code it is (an account that is deleted or banned no longer invites anyone). */
export async function lookUpReferral(database: Database, code: string): Promise<TReferralLookup> {
  const [row] = await database.query<{ username: string }>(
    `select u.username from referral_codes r join users u on u.id = r.user_id where r.code = $1 and u.deleted_at is null and not u.is_banned`,
    [code],
  );
  if (!row) throw new AppError(404, "exception.referral.not_found");
  return { code, inviter: { username: row.username } };
}
