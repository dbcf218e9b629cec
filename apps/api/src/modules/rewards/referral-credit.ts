import { createHmac } from "node:crypto";
import { REFERRAL_CODE_PATTERN, REFERRAL_REWARD_TOKENS } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { book } from "../ledger/book.js";

export { REFERRAL_REWARD_TOKENS };

/** The sign-up address, kept only as a keyed hash (enough to tell "the same address again"). */
export const signUpAddressHash = (key: string, address: string) => createHmac("sha256", key).update(`referral-ip:${address}`).digest("base64url");

/**
 * A sign-up through a referral link (the share page's code, decision 036), inside the sign-up's transaction: the new
 * account is recorded as invited by the code's owner, and the owner earns REFERRAL_REWARD_TOKENS tokens (ledger type
 * reward from the platform, like the other token rewards: decision 013) — once per new account (the referrals row's
 * key and the booking key `referral:{newUserId}`), and not again for a further sign-up from an address she already
 * earned one for (several accounts of one person). A code that is malformed, unknown or whose owner is gone is
 * ignored: a stale link never stops a sign-up.
 */
export async function creditReferral(tx: DatabaseTx, input: { referredId: number; code: string | null | undefined; addressHash: string | null }): Promise<{ referrerId: number; rewarded: boolean } | null> {
  const code = input.code?.trim().toUpperCase() ?? "";
  if (!REFERRAL_CODE_PATTERN.test(code)) return null;
  // The inviter's row lock: two sign-ups through her link at once are decided one after the other.
  const [referrer] = await tx.query<{ user_id: string | number }>(
    `select r.user_id from referral_codes r join users u on u.id = r.user_id
      where r.code = $1 and u.deleted_at is null and not u.is_banned for update of u`,
    [code],
  );
  const referrerId = referrer ? Number(referrer.user_id) : null;
  if (referrerId === null || referrerId === input.referredId) return null;
  const [earlier] = input.addressHash
    ? await tx.query(`select 1 from referrals where referrer_id = $1 and signup_address_hash = $2 and rewarded limit 1`, [referrerId, input.addressHash])
    : [];
  const rewarded = !earlier;
  const [row] = await tx.query(
    `insert into referrals (referred_id, referrer_id, signup_address_hash, rewarded) values ($1, $2, $3, $4) on conflict do nothing returning 1`,
    [input.referredId, referrerId, input.addressHash, rewarded],
  );
  if (!row) return null;
  if (rewarded) {
    await book(tx, {
      idempotencyKey: `referral:${input.referredId}`,
      type: "reward",
      currency: "token",
      amount: REFERRAL_REWARD_TOKENS,
      from: { system: "revenue" },
      to: { userId: referrerId },
      reference: { kind: "referral", id: input.referredId },
    });
  }
  return { referrerId, rewarded };
}
