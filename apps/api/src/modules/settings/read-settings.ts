import type { DatabaseTx } from "@samtrot/db";
import {
  DEFAULT_FIRST_CONTACT_FILTER,
  DEFAULT_FORUM_NOTIFICATION_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  NAME_CHARACTERISTICS_MULTI_TRAITS,
  NAME_CHARACTERISTICS_SINGLE_TRAITS,
  SERVICE_TRAIT_FIELDS,
  isReadOnlySetting,
  plusBenefitsFor,
  settingsAreaOf,
  settingsFieldConfig,
  settingsSectionsFor,
  type TFirstContactFilter,
  type TSettingsOverview,
  type TSettingsSection,
  type TSettingsValues,
  WEBSITE_STATUS_NAMES,
} from "@samtrot/api-client/contracts";
import { AGE_CHECK_STATUS, SETTINGS_AREAS, WEBSITE_STATUS, TRAIT_CATEGORY, type TSettingsKey, type TTraitCategoryName } from "@samtrot/constants-catalogue";
import { countBlocks } from "../blocks/list-blocks.js";
import { checksLeft, loadWatermarkSettings } from "../media-gallery/watermark-settings.js";
import { dataExportStatus } from "../privacy/data-export.js";
import { loadSettingsUser, type TSettingsUser } from "./settings-user.js";

type TSettingsRow = {
  phone: string | null;
  show_phone: boolean;
  breast_type: string | null;
  gender_identity: string | null;
  escort_gender_preference: number[];
  preferred_age_min: number | null;
  preferred_age_max: number | null;
  meeting_radius: number | null;
  travel_within_country: boolean;
  taboos: string | null;
  first_contact: TFirstContactFilter | null;
  notifications: Record<string, boolean> | null;
  forum_notifications: Record<string, unknown> | null;
  accept_gifts: boolean;
  show_gifts: boolean;
  show_date_reviews: boolean;
  allow_tracking: boolean;
  paused_at: Date | null;
  age_check_submitted_at: Date | null;
};

const DEFAULT_SETTINGS_ROW: TSettingsRow = {
  phone: null,
  show_phone: false,
  breast_type: null,
  gender_identity: null,
  escort_gender_preference: [],
  preferred_age_min: null,
  preferred_age_max: null,
  meeting_radius: null,
  travel_within_country: false,
  taboos: null,
  first_contact: null,
  notifications: null,
  forum_notifications: null,
  accept_gifts: true,
  show_gifts: false,
  show_date_reviews: true,
  allow_tracking: true,
  paused_at: null,
  age_check_submitted_at: null,
};

async function settingsRow(db: DatabaseTx, userId: number): Promise<TSettingsRow> {
  const [row] = await db.query<TSettingsRow>(`select * from user_settings where user_id = $1`, [userId]);
  return row ?? DEFAULT_SETTINGS_ROW;
}

async function traitsOf(db: DatabaseTx, userId: number): Promise<Map<TTraitCategoryName, number[]>> {
  const rows = await db.query<{ category_id: number; value_id: number }>(`select category_id, value_id from profile_traits where user_id = $1 order by value_id`, [userId]);
  const names = Object.fromEntries(Object.entries(TRAIT_CATEGORY).map(([name, id]) => [id, name])) as Record<number, TTraitCategoryName>;
  const map = new Map<TTraitCategoryName, number[]>();
  for (const row of rows) {
    const name = names[Number(row.category_id)];
    if (name) map.set(name, [...(map.get(name) ?? []), Number(row.value_id)]);
  }
  return map;
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const AGE_CHECK_NAMES = Object.fromEntries(Object.entries(AGE_CHECK_STATUS).map(([name, code]) => [code, name])) as Record<number, TSettingsValues<"age_check_verification">["status_name"]>;

/** The current values of one section. */
export async function readSettingsValues<K extends TSettingsKey>(db: DatabaseTx, user: TSettingsUser, key: K): Promise<TSettingsValues<K>> {
  const values = await readValues(db, user, key);
  return values as TSettingsValues<K>;
}

async function readValues(db: DatabaseTx, user: TSettingsUser, key: TSettingsKey): Promise<unknown> {
  const id = user.id;
  switch (key) {
    case "name_characteristics": {
      const [profile] = await db.query<Record<string, unknown>>(
        `select display_name, height, weight, cup_size, penis_length, penis_diameter, nationality, languages, is_smoker from profiles where user_id = $1`,
        [id],
      );
      const settings = await settingsRow(db, id);
      const traits = await traitsOf(db, id);
      const single = Object.fromEntries(NAME_CHARACTERISTICS_SINGLE_TRAITS.map((name) => [name, traits.get(name)?.[0] ?? null]));
      const multi = Object.fromEntries(NAME_CHARACTERISTICS_MULTI_TRAITS.map((name) => [name, traits.get(name) ?? []]));
      return {
        display_name: String(profile?.display_name ?? user.username),
        height: (profile?.height as number | null) ?? null,
        weight: (profile?.weight as number | null) ?? null,
        cup_size: (profile?.cup_size as string | null) ?? null,
        breast_type: settings.breast_type,
        penis_length: (profile?.penis_length as number | null) ?? null,
        penis_diameter: (profile?.penis_diameter as number | null) ?? null,
        gender_identity: settings.gender_identity,
        nationality: (profile?.nationality as string | null) ?? null,
        languages: (profile?.languages as string[] | null) ?? [],
        is_smoker: (profile?.is_smoker as boolean | null) ?? null,
        ...single,
        ...multi,
      };
    }
    case "service_prices": {
      const prices = await db.query<{ duration_minutes: number; price: number }>(`select duration_minutes, price from profile_prices where user_id = $1 order by 1`, [id]);
      const hours = await db.query<{ day: number; time_from: string; time_to: string; is_over_day: boolean }>(
        `select day, time_from::text, time_to::text, is_over_day from working_hours where user_id = $1 order by day, time_from`,
        [id],
      );
      const traits = await traitsOf(db, id);
      const settings = await settingsRow(db, id);
      return {
        prices: prices.map((p) => ({ name: Number(p.duration_minutes), price: Number(p.price) })),
        working_hours: hours.map((h) => ({ day: Number(h.day), time_from: h.time_from.slice(0, 5), time_to: h.time_to.slice(0, 5), is_over_day: h.is_over_day })),
        ...Object.fromEntries(SERVICE_TRAIT_FIELDS.map((name) => [name, traits.get(name) ?? []])),
        escort_gender_preference: (settings.escort_gender_preference ?? []).map(Number),
        preferred_age_range:
          settings.preferred_age_min !== null && settings.preferred_age_max !== null ? { min: Number(settings.preferred_age_min), max: Number(settings.preferred_age_max) } : null,
        meeting_radius: settings.meeting_radius === null ? null : Number(settings.meeting_radius),
        travel_within_country: settings.travel_within_country,
        taboos: settings.taboos,
      };
    }
    case "contact": {
      const settings = await settingsRow(db, id);
      const [city] = await db.query<{ slug: string; name: string; country: string }>(
        `select c.slug, c.name, c.country from profiles p join cities c on c.id = p.city_id where p.user_id = $1`,
        [id],
      );
      const [site] = await db.query<{ website: string | null; website_status: number; website_rejection_reason: string | null }>(
        `select website, website_status, website_rejection_reason from profiles where user_id = $1`,
        [id],
      );
      return {
        phone: settings.phone,
        show_phone: settings.show_phone,
        city: city ?? null,
        website: site?.website ?? null,
        website_status: WEBSITE_STATUS_NAMES[Number(site?.website_status ?? 0)] ?? "default",
        website_rejection_reason: Number(site?.website_status) === WEBSITE_STATUS.rejected ? (site?.website_rejection_reason ?? null) : null,
      };
    }
    case "status_description": {
      const [row] = await db.query<{ status: string | null; description: string | null; profession: string | null }>(
        `select status, description, profession from profiles where user_id = $1`,
        [id],
      );
      return { status: row?.status ?? null, description: row?.description ?? null, profession: row?.profession ?? null };
    }
    case "media_gallery": {
      const stored = await loadWatermarkSettings(db, id);
      return {
        watermark: { enabled: stored.enabled, colour: stored.colour, position: stored.position, opacity: stored.opacity },
        default_visibility: stored.defaultVisibility,
        watermark_checks_left: checksLeft(stored),
      };
    }
    case "linked_profiles": {
      const escorts = await db.query<{ id: number; username: string }>(
        `select u.id, u.username from business_escorts b join users u on u.id = b.escort_id where b.business_id = $1 and u.deleted_at is null order by u.username`,
        [id],
      );
      const businesses = await db.query<{ id: number; username: string }>(
        `select u.id, u.username from business_escorts b join users u on u.id = b.business_id where b.escort_id = $1 and u.deleted_at is null order by u.username`,
        [id],
      );
      const toLinked = (row: { id: number; username: string }) => ({ id: Number(row.id), username: row.username });
      return { escorts: escorts.map(toLinked), businesses: businesses.map(toLinked) };
    }
    case "first_contact_filter_and_blocklist": {
      const settings = await settingsRow(db, id);
      return { first_contact: settings.first_contact ?? DEFAULT_FIRST_CONTACT_FILTER, blocked_count: await countBlocks(db, id) };
    }
    case "gifts": {
      const row = await settingsRow(db, id);
      return { accept_gifts: row.accept_gifts, show_gifts: row.show_gifts };
    }
    case "membership":
      return { is_member: user.is_member, member_until: iso(user.member_until), benefits: [...plusBenefitsFor(user.user_type)] };
    case "email_password":
      return { email: user.email, is_email_verified: user.email_verified, has_password: user.has_password };
    case "age_check_verification": {
      const settings = await settingsRow(db, id);
      const status = user.age_check_status;
      return {
        status,
        status_name: AGE_CHECK_NAMES[status] ?? "not_uploaded",
        submitted_at: iso(settings.age_check_submitted_at),
        can_upload: status === AGE_CHECK_STATUS.not_uploaded || status === AGE_CHECK_STATUS.rejected,
      };
    }
    case "date_review_display":
      return { show_date_reviews: (await settingsRow(db, id)).show_date_reviews };
    case "search_visibility":
      return { search_visible: user.search_visible };
    case "billing_invoices": {
      // the list itself: GET /api/v2/invoices (modules/invoices)
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from invoices where user_id = $1`, [id]);
      return { total: Number(count?.total ?? 0) };
    }
    case "notifications":
      return { ...DEFAULT_NOTIFICATION_SETTINGS, ...((await settingsRow(db, id)).notifications ?? {}) };
    case "forum_notifications":
      return { ...DEFAULT_FORUM_NOTIFICATION_SETTINGS, ...((await settingsRow(db, id)).forum_notifications ?? {}) };
    case "data_privacy":
      return { allow_tracking: (await settingsRow(db, id)).allow_tracking, export: await dataExportStatus(db, id) };
    case "pause_delete":
      return { is_paused: user.is_paused, paused_at: iso((await settingsRow(db, id)).paused_at), deleted: user.deleted };
  }
}

/** One section with its values, field config and read-only flag. */
export async function readSettingsSection<K extends TSettingsKey>(db: DatabaseTx, user: TSettingsUser, key: K): Promise<TSettingsSection<K>> {
  return {
    key,
    area: settingsAreaOf(key),
    read_only: isReadOnlySetting(key),
    fields: settingsFieldConfig(key, user),
    values: await readSettingsValues(db, user, key),
  };
}

/** GET /api/v2/settings: every section the user may see, grouped into the two areas (spec 001 §2). */
export async function readSettingsOverview(db: DatabaseTx, userId: number): Promise<TSettingsOverview> {
  const user = await loadSettingsUser(db, userId);
  const visible = settingsSectionsFor(user);
  const sections: Record<string, unknown> = {};
  for (const key of visible) sections[key] = await readSettingsSection(db, user, key);
  return {
    areas: (Object.keys(SETTINGS_AREAS) as (keyof typeof SETTINGS_AREAS)[]).map((area) => ({
      area,
      keys: (SETTINGS_AREAS[area] as readonly TSettingsKey[]).filter((key) => visible.includes(key)),
    })),
    sections: sections as TSettingsOverview["sections"],
  };
}
