import type { DatabaseTx } from "@samtrot/db";
import {
  ageOn,
  nextBusinessRegistrationStep,
  nextUserRegistrationStep,
  type TSignedInUser,
} from "@samtrot/api-client/contracts";
import { REGISTRATION_STEP, USER_TYPE } from "@samtrot/constants-catalogue";
import { entitlementsFor, isMembershipRunning } from "@samtrot/payments";

export interface TUserRow {
  id: number;
  username: string;
  email: string;
  user_type: number;
  gender: number | null;
  couple_type: number | null;
  business_type: string | null;
  birth_date: string | null;
  is_member: boolean;
  member_until: Date | null;
  email_verified_at: Date | null;
  email_was_verified: boolean;
  is_bounced_email: boolean;
  forced_fake_check: boolean;
  register_completed_step: number;
  registration_completed_at: Date | null;
  is_invisible: boolean;
  age_check_status: number;
  business_signup_step: string | null;
  signup_details_missing: boolean;
  locale: string;
}

export const USER_COLUMNS = `id, username, email, user_type, gender, couple_type, business_type, birth_date, is_member, member_until,
  email_verified_at, email_was_verified, is_bounced_email, forced_fake_check, register_completed_step,
  registration_completed_at, is_invisible, age_check_status, business_signup_step, signup_details_missing, locale`;

export async function findUserRow(tx: DatabaseTx, userId: number, forUpdate = false): Promise<TUserRow | null> {
  const [row] = await tx.query<TUserRow>(
    `select ${USER_COLUMNS} from users where id = $1 and deleted_at is null${forUpdate ? " for update" : ""}`,
    [userId],
  );
  return row ?? null;
}

/** Where the registration continues (see ZSignedInUser.next_registration_step). */
export function nextRegistrationStepOf(user: TUserRow): string | null {
  if (user.register_completed_step >= REGISTRATION_STEP.completed) return null;
  if (user.signup_details_missing) return "signUp";
  if (user.user_type === USER_TYPE.business) return nextBusinessRegistrationStep(user.business_type ?? "", user.business_signup_step);
  return nextUserRegistrationStep(user.user_type, user.register_completed_step);
}

/** The signed-in user info of spec 000 §3. */
export function toSignedInUser(user: TUserRow, now: Date = new Date()): TSignedInUser {
  const running = isMembershipRunning({ isMember: user.is_member, memberUntil: user.member_until }, now);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    profile: {
      user_type: user.user_type as TSignedInUser["profile"]["user_type"],
      gender: user.gender as TSignedInUser["profile"]["gender"],
      couple_type: user.couple_type as TSignedInUser["profile"]["couple_type"],
      business_type: user.business_type as TSignedInUser["profile"]["business_type"],
    },
    age: user.birth_date ? ageOn(user.birth_date, now) : null,
    registration_completed_at: user.registration_completed_at ? user.registration_completed_at.toISOString() : null,
    // A membership that ran out counts as none, even before the expiry job flips the flag.
    is_member: running,
    entitlements: [...entitlementsFor(user.user_type, running)],
    is_email_verified: user.email_verified_at !== null,
    email_was_verified: user.email_was_verified,
    is_bounced_email: user.is_bounced_email,
    forced_fake_check: user.forced_fake_check,
    register_completed_step: user.register_completed_step as TSignedInUser["register_completed_step"],
    is_invisible: user.is_invisible,
    age_check_status: user.age_check_status,
    next_registration_step: nextRegistrationStepOf(user),
    business_signup_step: user.business_signup_step,
  };
}

export async function loadSignedInUser(tx: DatabaseTx, userId: number): Promise<TSignedInUser | null> {
  const row = await findUserRow(tx, userId);
  return row ? toSignedInUser(row) : null;
}
