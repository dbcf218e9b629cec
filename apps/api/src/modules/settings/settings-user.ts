import type { DatabaseTx } from "@samtrot/db";
import { settingsSectionsFor, type TSettingsSubject } from "@samtrot/api-client/contracts";
import type { TConsentPurpose, TSettingsKey } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import { grantedPurposes } from "../privacy/consents.js";

/** The account a settings call works on. */
export interface TSettingsUser extends TSettingsSubject {
  id: number;
  username: string;
  email: string;
  user_type: number;
  /** a single gender or, for couples, the couple type (what the field rules take) */
  gender: number | null;
  business_type: string | null;
  has_password: boolean;
  password_hash: string | null;
  email_verified: boolean;
  is_member: boolean;
  member_until: Date | null;
  age_check_status: number;
  search_visible: boolean;
  is_paused: boolean;
  deleted: boolean;
  /** the special-category consents given (decision 045); the field rules hide and refuse the rest */
  consents: TConsentPurpose[];
}

/** Loads (and with forUpdate locks) the account; 401 when it is gone. */
export async function loadSettingsUser(db: DatabaseTx, userId: number, forUpdate = false): Promise<TSettingsUser> {
  const [row] = await db.query<Omit<TSettingsUser, "gender" | "has_password" | "email_verified" | "consents"> & { gender: number | null; couple_type: number | null; email_verified_at: Date | null }>(
    `select id, username, email, user_type, gender, couple_type, business_type, password_hash, email_verified_at,
            is_member and (member_until is null or member_until > now()) as is_member, member_until, age_check_status,
            search_visible, is_paused, deleted_at is not null as deleted
       from users where id = $1${forUpdate ? " for update" : ""}`,
    [userId],
  );
  if (!row || row.deleted) throw new AppError(401, "exception.common.unauthorized");
  return {
    ...row,
    id: Number(row.id),
    user_type: Number(row.user_type),
    gender: row.gender ?? row.couple_type,
    age_check_status: Number(row.age_check_status),
    has_password: row.password_hash !== null,
    email_verified: row.email_verified_at !== null,
    consents: await grantedPurposes(db, userId),
  };
}

/** 403 exception.settings.section_hidden for a section this user does not get (settingsSectionsFor). */
export function assertSectionVisible(user: TSettingsUser, key: TSettingsKey): void {
  if (!settingsSectionsFor(user).includes(key)) throw new AppError(403, "exception.settings.section_hidden");
}

/**
 * Writes columns of user_settings (one row per user, created on first write). Column names come from code,
 * never from input.
 */
export async function updateUserSettings(tx: DatabaseTx, userId: number, patch: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(patch).filter((column) => patch[column] !== undefined);
  if (columns.length === 0) return;
  for (const column of columns) if (!/^[a-z_]+$/.test(column)) throw new Error(`bad column ${column}`);
  const values = columns.map((column) => {
    const value = patch[column];
    return value !== null && typeof value === "object" && !Array.isArray(value) ? JSON.stringify(value) : value;
  });
  await tx.query(
    `insert into user_settings (user_id, ${columns.join(", ")}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(", ")})
     on conflict (user_id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(", ")}, updated_at = now()`,
    [userId, ...values],
  );
}
