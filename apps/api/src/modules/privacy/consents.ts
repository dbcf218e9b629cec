import type { Database, DatabaseTx } from "@samtrot/db";
import type { TConsent, TConsentList } from "@samtrot/api-client/contracts";
import {
  CONSENT_FIELDS,
  CONSENT_PURPOSES,
  CONSENT_TEXT_VERSION,
  CONSENT_USER_TYPES,
  TRAIT_CATEGORY,
  consentPurposeOf,
  type TConsentPurpose,
} from "@samtrot/constants-catalogue";
import { AppError, type TErrorEntry } from "../../http/errors.js";
import { refreshSearchProfile } from "../search/refresh-search-profile.js";

// Explicit consents to special-category data (GDPR Art. 7, 9; decision 045). Every grant and withdrawal is a new
// row; the newest row of a purpose is the answer. Without consent the data of a purpose is neither stored nor shown:
// writes are refused, and withdrawing erases what was stored.

type TConsentSource = "registration" | "settings";

type TNewestRow = { purpose: TConsentPurpose; granted: boolean; text_version: string; recorded_at: Date | string };

async function newestRows(db: Pick<DatabaseTx, "query">, userId: number): Promise<Map<TConsentPurpose, TNewestRow>> {
  const rows = await db.query<TNewestRow>(
    `select distinct on (purpose) purpose, granted, text_version, recorded_at
       from user_consents where user_id = $1 order by purpose, recorded_at desc, id desc`,
    [userId],
  );
  return new Map(rows.map((row) => [row.purpose, row]));
}

/** The purposes a user consents to now. */
export async function grantedPurposes(db: Pick<DatabaseTx, "query">, userId: number): Promise<TConsentPurpose[]> {
  const newest = await newestRows(db, userId);
  return CONSENT_PURPOSES.filter((purpose) => newest.get(purpose)?.granted === true);
}

/** Records answers (with the current text versions) in the caller's transaction. */
export async function recordConsents(tx: DatabaseTx, userId: number, answers: readonly { purpose: TConsentPurpose; granted: boolean }[], source: TConsentSource): Promise<void> {
  if (answers.length === 0) return;
  await tx.query(
    `insert into user_consents (user_id, purpose, granted, text_version, source)
     select $1, p, g, v, $5 from unnest($2::text[], $3::boolean[], $4::text[]) as t(p, g, v)`,
    [userId, answers.map((a) => a.purpose), answers.map((a) => a.granted), answers.map((a) => CONSENT_TEXT_VERSION[a.purpose]), source],
  );
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * 422 validation.privacy.consent_required for every field of `values` that holds special-category data the user has
 * not consented to (empty values pass: clearing needs no consent). Only people are asked (CONSENT_USER_TYPES).
 */
export function consentErrors(user: { user_type: number }, granted: readonly TConsentPurpose[], values: Record<string, unknown>): TErrorEntry[] {
  if (!CONSENT_USER_TYPES.includes(user.user_type)) return [];
  const errors: TErrorEntry[] = [];
  for (const [field, value] of Object.entries(values)) {
    const purpose = consentPurposeOf(field);
    if (purpose !== null && !granted.includes(purpose) && !isEmpty(value)) errors.push({ code: 422, title: "validation.privacy.consent_required", source: field });
  }
  return errors;
}

/** Erases the data a purpose covers (traits and settings fields); the search row follows in the same transaction. */
export async function eraseConsentData(tx: DatabaseTx, userId: number, purpose: TConsentPurpose): Promise<void> {
  const fields = CONSENT_FIELDS[purpose];
  await tx.query(`delete from profile_traits where user_id = $1 and category_id = any($2::smallint[])`, [userId, fields.traits.map((name) => TRAIT_CATEGORY[name])]);
  // Column names come from the catalogue, never from input.
  const sets = fields.settings.map((column) => `${column} = null`).join(", ");
  await tx.query(`update user_settings set ${sets} where user_id = $1`, [userId]);
  await refreshSearchProfile(tx, userId);
}

async function personOf(db: Pick<DatabaseTx, "query">, userId: number): Promise<{ user_type: number }> {
  const [user] = await db.query<{ user_type: number }>(`select user_type from users where id = $1 and deleted_at is null`, [userId]);
  if (!user) throw new AppError(401, "exception.common.unauthorized");
  return { user_type: Number(user.user_type) };
}

function toConsent(purpose: TConsentPurpose, row: TNewestRow | undefined): TConsent {
  return {
    purpose,
    granted: row?.granted ?? false,
    text_version: row?.text_version ?? CONSENT_TEXT_VERSION[purpose],
    recorded_at: row ? new Date(row.recorded_at).toISOString() : null,
  };
}

/** GET /api/v2/privacy/consents */
export async function listConsents(database: Database, userId: number): Promise<TConsentList> {
  const user = await personOf(database, userId);
  const newest = await newestRows(database, userId);
  return { items: CONSENT_PURPOSES.map((purpose) => toConsent(purpose, newest.get(purpose))), applies: CONSENT_USER_TYPES.includes(user.user_type) };
}

/**
 * PUT /api/v2/privacy/consents/{purpose}: records the answer (a repeated answer records nothing new). Withdrawing
 * erases the data the purpose covers at once, in the same transaction (decision 045: erase, not hide).
 */
export async function updateConsent(database: Database, input: { userId: number; purpose: TConsentPurpose; granted: boolean }): Promise<TConsent> {
  return database.transaction(async (tx) => {
    const [locked] = await tx.query<{ user_type: number }>(`select user_type from users where id = $1 and deleted_at is null for update`, [input.userId]);
    if (!locked) throw new AppError(401, "exception.common.unauthorized");
    if (!CONSENT_USER_TYPES.includes(Number(locked.user_type))) throw new AppError(403, "exception.privacy.consent_not_applicable");
    const before = (await newestRows(tx, input.userId)).get(input.purpose);
    if ((before?.granted ?? false) !== input.granted || before === undefined) {
      await recordConsents(tx, input.userId, [{ purpose: input.purpose, granted: input.granted }], "settings");
    }
    if (!input.granted) await eraseConsentData(tx, input.userId, input.purpose);
    return toConsent(input.purpose, (await newestRows(tx, input.userId)).get(input.purpose));
  });
}

/**
 * The sign-up's answers (decision 045): each purpose recorded as granted or declined, so the record shows the user was
 * asked. Only people are asked; a business records nothing.
 */
export async function recordSignUpConsents(tx: DatabaseTx, userId: number, userType: number, consents: readonly TConsentPurpose[]): Promise<void> {
  if (!CONSENT_USER_TYPES.includes(userType)) return;
  await recordConsents(tx, userId, CONSENT_PURPOSES.map((purpose) => ({ purpose, granted: consents.includes(purpose) })), "registration");
}
