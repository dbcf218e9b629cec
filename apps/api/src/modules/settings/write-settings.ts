import type { Database, DatabaseTx } from "@samtrot/db";
import {
  BUSINESS_FLOW_RULES,
  NAME_CHARACTERISTICS_MULTI_TRAITS,
  NAME_CHARACTERISTICS_SINGLE_TRAITS,
  SERVICE_TRAIT_FIELDS,
  SETTINGS_SECTION_SCHEMAS,
  type TSettingsSection,
} from "@samtrot/api-client/contracts";
import { AGE_CHECK_STATUS, TEXT_LIMITS, USER_TYPE, WEBSITE_STATUS, findBusinessType, type TSettingsKey } from "@samtrot/constants-catalogue";
import { richTextToPlain, sanitizeRichText } from "@samtrot/rich-text";
import type { z } from "zod";
import { AppError, type TErrorEntry } from "../../http/errors.js";
import { changeEmailInTx } from "../accounts/change-email.js";
import { hashPassword, verifyPassword } from "../accounts/password.js";
import { saveWatermarkSettings } from "../media-gallery/watermark-settings.js";
import { replacePrices, replaceTraits, replaceWorkingHours } from "../registration/profile-writes.js";
import { refreshSearchProfile } from "../search/refresh-search-profile.js";
import { recountProfileReviews } from "../dating/count-reviews.js";
import { applicableFields, fieldConfigErrors } from "./enforce-field-config.js";
import { readSettingsSection } from "./read-settings.js";
import { assertSectionVisible, loadSettingsUser, updateUserSettings, type TSettingsUser } from "./settings-user.js";
import { recordThreadStatusForPartners } from "../messenger/thread-status-events.js";
import { refuseBannedAdText } from "../trust/ad-text.js";
import { recordProfileUpdate } from "../newsfeed/record-profile-update.js";

type TUpdate<K extends TSettingsKey> = NonNullable<(typeof SETTINGS_SECTION_SCHEMAS)[K]["update"]> extends z.ZodTypeAny
  ? z.output<NonNullable<(typeof SETTINGS_SECTION_SCHEMAS)[K]["update"]>>
  : never;

/** What a writer may need beyond the database: the call's sign-in and where mail links point. */
export interface TSettingsCall {
  userId: number;
  tokenId: number;
  webBase: string;
}

const fail = (errors: TErrorEntry[]) => {
  if (errors.length) throw AppError.fromEntries(422, errors);
};

async function requirePassword(user: TSettingsUser, password: string | undefined, field: string): Promise<void> {
  if (!user.has_password) return;
  if (!password) throw new AppError(422, "validation.common.required", field);
  if (!(await verifyPassword(user.password_hash, password))) throw new AppError(422, "validation.settings.current_password_wrong", field);
}

/** Sets the columns of profiles given in `patch` (names from code). */
async function updateProfile(tx: DatabaseTx, userId: number, patch: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(patch).filter((column) => patch[column] !== undefined);
  if (columns.length === 0) return;
  await tx.query(
    `update profiles set ${columns.map((column, i) => `${column} = $${i + 2}`).join(", ")}, updated_at = now() where user_id = $1`,
    [userId, ...columns.map((column) => patch[column])],
  );
}

/**
 * The website address (decision 043): a new or changed one waits for the team's review (pending), so nothing
 * unreviewed is ever linked from a profile; removing it resets the review (default). The same address again keeps
 * its review as it is.
 */
async function saveWebsite(tx: DatabaseTx, userId: number, website: string | null): Promise<void> {
  const [current] = await tx.query<{ website: string | null }>(`select website from profiles where user_id = $1 for update`, [userId]);
  if ((current?.website ?? null) === website) return;
  await tx.query(
    `update profiles set website = $2, website_status = $3, website_submitted_at = $4, website_reviewed_at = null, website_reviewed_by = null,
            website_rejection_reason = null, updated_at = now() where user_id = $1`,
    [userId, website, website === null ? WEBSITE_STATUS.default : WEBSITE_STATUS.pending, website === null ? null : new Date()],
  );
}

/** Markup filtered by the allow-list; the stored text must still fit the spec's limit (spec 001 §5). */
function sanitized(value: string | null | undefined, max: number, field: string, errors: TErrorEntry[]): string | null | undefined {
  if (value === undefined || value === null) return value;
  const clean = sanitizeRichText(value);
  if (clean.length > max) errors.push({ code: 422, title: "validation.text.too_long", source: field });
  return clean === "" ? null : clean;
}

type TWriter<K extends TSettingsKey> = (tx: DatabaseTx, user: TSettingsUser, body: TUpdate<K>, call: TSettingsCall) => Promise<void>;

const WRITERS: { [K in TSettingsKey]?: TWriter<K> } = {
  async name_characteristics(tx, user, sent) {
    fail(fieldConfigErrors("name_characteristics", user, sent));
    const body = applicableFields("name_characteristics", user, sent);
    refuseBannedAdText(user.id, "profile", { display_name: body.display_name });
    await updateProfile(tx, user.id, {
      display_name: body.display_name,
      height: body.height,
      weight: body.weight,
      cup_size: body.cup_size,
      penis_length: body.penis_length,
      penis_diameter: body.penis_diameter,
      nationality: body.nationality,
      languages: body.languages,
      // null = not stated; the search row follows (profiles triggers, and the refresh in writeSettings)
      is_smoker: body.is_smoker,
    });
    await updateUserSettings(tx, user.id, { breast_type: body.breast_type, gender_identity: body.gender_identity });
    for (const trait of NAME_CHARACTERISTICS_SINGLE_TRAITS) {
      const value = body[trait];
      if (value !== undefined) await replaceTraits(tx, user.id, [trait], value === null ? [] : [value]);
    }
    for (const trait of NAME_CHARACTERISTICS_MULTI_TRAITS) {
      const values = body[trait];
      if (values !== undefined) await replaceTraits(tx, user.id, [trait], values);
    }
  },

  async service_prices(tx, user, sent) {
    const errors = fieldConfigErrors("service_prices", user, sent);
    const body = applicableFields("service_prices", user, sent);
    if (user.user_type === USER_TYPE.business) {
      const type = findBusinessType(user.business_type ?? "");
      if (type && BUSINESS_FLOW_RULES[type.flow].pricesRequired && body.prices?.length === 0) errors.push({ code: 422, title: "validation.prices.required", source: "prices" });
    }
    fail(errors);
    refuseBannedAdText(user.id, "profile", { taboos: typeof body.taboos === "string" ? body.taboos : undefined });
    if (body.prices !== undefined) await replacePrices(tx, user.id, body.prices);
    if (body.working_hours !== undefined) await replaceWorkingHours(tx, user.id, body.working_hours);
    for (const trait of SERVICE_TRAIT_FIELDS) {
      const values = body[trait];
      if (values !== undefined) await replaceTraits(tx, user.id, [trait], values);
    }
    await updateUserSettings(tx, user.id, {
      escort_gender_preference: body.escort_gender_preference,
      preferred_age_min: body.preferred_age_range === undefined ? undefined : (body.preferred_age_range?.min ?? null),
      preferred_age_max: body.preferred_age_range === undefined ? undefined : (body.preferred_age_range?.max ?? null),
      meeting_radius: body.meeting_radius,
      travel_within_country: body.travel_within_country,
      taboos: body.taboos,
    });
  },

  async contact(tx, user, sent) {
    fail(fieldConfigErrors("contact", user, sent));
    const body = applicableFields("contact", user, sent);
    await updateUserSettings(tx, user.id, { phone: body.phone, show_phone: body.show_phone });
    if (body.city === null) {
      await updateProfile(tx, user.id, { city_id: null });
    } else if (body.city !== undefined) {
      const [city] = await tx.query<{ id: number; lat: number; lon: number; country: string }>(`select id, lat, lon, country from cities where slug = $1`, [body.city]);
      if (!city) throw new AppError(422, "validation.settings.city_unknown", "city");
      await updateProfile(tx, user.id, { city_id: city.id, lat: city.lat, lon: city.lon, country: city.country });
    }
    if (body.website !== undefined) await saveWebsite(tx, user.id, body.website);
  },

  async status_description(tx, user, sent) {
    const errors = fieldConfigErrors("status_description", user, sent);
    const body = applicableFields("status_description", user, sent);
    const status = sanitized(body.status, TEXT_LIMITS.status.max, "status", errors);
    const description = sanitized(body.description, TEXT_LIMITS.description.max, "description", errors);
    const profession = sanitized(body.profession, TEXT_LIMITS.profession.max, "profession", errors);
    if (user.user_type === USER_TYPE.business && typeof body.description === "string" && body.description.length < TEXT_LIMITS.businessDescription.min) {
      // A business description needs 140 to 2,500 characters (spec 001 §5).
      errors.push({ code: 422, title: "validation.text.too_short", source: "description" });
    }
    fail(errors);
    const plain = (html: string | null | undefined) => (html ? richTextToPlain(html) : html);
    refuseBannedAdText(user.id, "profile", { status: plain(status), description: plain(description), profession: plain(profession) });
    const [before] = await tx.query<{ status: string | null; description: string | null }>(`select status, description from profiles where user_id = $1`, [user.id]);
    await updateProfile(tx, user.id, { status, description, profession });
    if (before) await recordProfileUpdate(tx, user.id, before, { status, description });
  },

  async media_gallery(tx, user, body) {
    await saveWatermarkSettings(tx, user.id, { watermark: body.watermark, defaultVisibility: body.default_visibility });
  },

  async linked_profiles(tx, user, sent) {
    fail(fieldConfigErrors("linked_profiles", user, sent));
    const body = applicableFields("linked_profiles", user, sent);
    if (body.escorts !== undefined) {
      const errors: TErrorEntry[] = [];
      const ids = new Set<number>();
      for (const [index, entry] of body.escorts.entries()) {
        const [row] = await tx.query<{ id: number }>(
          typeof entry === "number"
            ? `select id from users where id = $1 and user_type = 2 and deleted_at is null`
            : `select id from users where lower(username) = lower($1) and user_type = 2 and deleted_at is null`,
          [entry],
        );
        if (!row) errors.push({ code: 422, title: "validation.settings.escort_unknown", source: `escorts.${index}` });
        else ids.add(Number(row.id));
      }
      fail(errors);
      await tx.query(`delete from business_escorts where business_id = $1 and not (escort_id = any($2::bigint[]))`, [user.id, [...ids]]);
      await tx.query(
        `insert into business_escorts (business_id, escort_id) select $1, unnest($2::bigint[]) on conflict do nothing`,
        [user.id, [...ids]],
      );
    }
    if (body.businesses !== undefined) {
      const current = new Set(
        (await tx.query<{ id: number }>(`select business_id as id from business_escorts where escort_id = $1`, [user.id])).map((row) => Number(row.id)),
      );
      fail(
        body.businesses.flatMap((id, index) =>
          current.has(id) ? [] : [{ code: 422, title: "validation.settings.business_not_linked", source: `businesses.${index}` }],
        ),
      );
      await tx.query(`delete from business_escorts where escort_id = $1 and not (business_id = any($2::bigint[]))`, [user.id, body.businesses]);
    }
  },

  async first_contact_filter_and_blocklist(tx, user, body) {
    await updateUserSettings(tx, user.id, { first_contact: body.first_contact });
  },

  async gifts(tx, user, sent) {
    fail(fieldConfigErrors("gifts", user, sent));
    const body = applicableFields("gifts", user, sent);
    await updateUserSettings(tx, user.id, { accept_gifts: body.accept_gifts, show_gifts: body.show_gifts });
  },

  async email_password(tx, user, body, call) {
    await requirePassword(user, body.current_password, "current_password");
    if (body.new_password !== undefined) {
      await tx.query(`update users set password_hash = $2, updated_at = now() where id = $1`, [user.id, await hashPassword(body.new_password)]);
      // A new password ends every other sign-in; this one stays.
      await tx.query(`update oauth_tokens set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null`, [user.id, call.tokenId]);
    }
    if (body.email !== undefined) await changeEmailInTx(tx, { userId: user.id, email: body.email, webBase: call.webBase });
  },

  async age_check_verification(tx, user, body) {
    if (user.age_check_status !== AGE_CHECK_STATUS.not_uploaded && user.age_check_status !== AGE_CHECK_STATUS.rejected) {
      throw new AppError(409, "exception.age_check.already_submitted");
    }
    const [media] = await tx.query(`select 1 from media_files where id = $1 and user_id = $2 and purpose = 'age_check'`, [body.media_id, user.id]);
    if (!media) throw new AppError(422, "validation.settings.age_check_media_invalid", "media_id");
    await tx.query(`update users set age_check_status = $2, updated_at = now() where id = $1`, [user.id, AGE_CHECK_STATUS.pending]);
    await updateUserSettings(tx, user.id, { age_check_media_id: body.media_id, age_check_submitted_at: new Date() });
  },

  async date_review_display(tx, user, body) {
    await updateUserSettings(tx, user.id, { show_date_reviews: body.show_date_reviews });
  },

  async search_visibility(tx, user, body) {
    // A moderation demotion keeps the profile out of listings until it is lifted (decision 043).
    if (body.search_visible) {
      const [demoted] = await tx.query(`select 1 from users where id = $1 and demoted_at is not null`, [user.id]);
      if (demoted) throw new AppError(403, "exception.moderation.demoted", "search_visible");
    }
    await tx.query(`update users set search_visible = $2, updated_at = now() where id = $1`, [user.id, body.search_visible]);
  },

  async notifications(tx, user, body) {
    const [row] = await tx.query<{ notifications: Record<string, boolean> | null }>(`select notifications from user_settings where user_id = $1`, [user.id]);
    await updateUserSettings(tx, user.id, { notifications: { ...(row?.notifications ?? {}), ...body } });
  },

  async forum_notifications(tx, user, body) {
    const [row] = await tx.query<{ forum_notifications: Record<string, unknown> | null }>(`select forum_notifications from user_settings where user_id = $1`, [user.id]);
    await updateUserSettings(tx, user.id, { forum_notifications: { ...(row?.forum_notifications ?? {}), ...body } });
  },

  async data_privacy(tx, user, body) {
    await updateUserSettings(tx, user.id, { allow_tracking: body.allow_tracking });
    // Tracking off: the browsers seen so far are no longer linked to the account.
    if (!body.allow_tracking) await tx.query(`delete from user_visitor_ids where user_id = $1`, [user.id]);
  },

  async pause_delete(tx, user, body) {
    switch (body.action) {
      case "pause":
        await tx.query(`update users set is_paused = true, updated_at = now() where id = $1`, [user.id]);
        await updateUserSettings(tx, user.id, { paused_at: new Date() });
        break;
      case "resume":
        await tx.query(`update users set is_paused = false, updated_at = now() where id = $1`, [user.id]);
        await updateUserSettings(tx, user.id, { paused_at: null });
        break;
      case "delete":
        await requirePassword(user, body.password, "password");
        // Gone at once: from search (the search row is refreshed below, in this transaction), from profiles
        // (deleted_at), and every session ends.
        await tx.query(`update users set deleted_at = now(), updated_at = now() where id = $1`, [user.id]);
        await tx.query(`update oauth_tokens set revoked_at = now() where user_id = $1 and revoked_at is null`, [user.id]);
        break;
    }
    // Messenger partners see the thread as paused / normal / deleted at once.
    await recordThreadStatusForPartners(tx, user.id);
  },
};

/** Sections whose values feed the search row (search_refresh reads users, profiles, traits, prices, hours). */
const SEARCH_RELEVANT: readonly TSettingsKey[] = ["name_characteristics", "service_prices", "contact", "status_description", "search_visibility", "pause_delete"];

/**
 * PUT /api/v2/settings/{key}: checks and writes in ONE transaction (a refusal stores nothing), refreshes the
 * search row in the same transaction, and answers the section as it now is.
 */
export async function writeSettings<K extends TSettingsKey>(database: Database, key: K, body: TUpdate<K>, call: TSettingsCall): Promise<TSettingsSection<K>> {
  const writer = WRITERS[key] as TWriter<K> | undefined;
  if (!writer) throw new AppError(405, "exception.settings.read_only");
  return database.transaction(async (tx) => {
    const user = await loadSettingsUser(tx, call.userId, true);
    assertSectionVisible(user, key);
    await writer(tx, user, body, call);
    if (SEARCH_RELEVANT.includes(key)) await refreshSearchProfile(tx, user.id);
    // the public rating and reviews_count are those of the reviews the profile shows
    if (key === "date_review_display") await recountProfileReviews(tx, [user.id]);
    const after = key === "pause_delete" && (body as { action?: string }).action === "delete" ? { ...user, deleted: true } : await loadSettingsUser(tx, user.id);
    return readSettingsSection(tx, after, key);
  });
}
