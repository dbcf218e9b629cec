import type { DatabaseTx } from "../database.js";
import type { TGeneratedAccount } from "./generate-account.js";

type Column<Row> = { name: string; type: string; value: (row: Row) => unknown; cast?: string };

/**
 * INSERT … SELECT FROM unnest($1::type[], $2::type[], …): one parameter per column whatever the
 * number of rows, so a chunk of thousands of rows is one statement on PGlite and on the server
 * (no parameter limit, one parse). A column with `cast` arrives as text and is cast per row
 * (used for text[] cells, which a 2-D array cannot carry when lengths differ).
 */
async function insertRows<Row>(tx: DatabaseTx, table: string, columns: Column<Row>[], rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => c.name);
  const sql =
    `INSERT INTO ${table} (${names.join(", ")}) ` +
    `SELECT ${columns.map((c) => (c.cast ? `${c.name}::${c.cast}` : c.name)).join(", ")} ` +
    `FROM unnest(${columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ")}) AS t(${names.join(", ")})`;
  await tx.query(sql, columns.map((c) => rows.map(c.value)));
}

type Account = TGeneratedAccount;

const USER_COLUMNS: Column<Account>[] = [
  { name: "id", type: "int8", value: (a) => a.user.id },
  { name: "username", type: "text", value: (a) => a.user.username },
  { name: "email", type: "text", value: (a) => a.user.email },
  { name: "password_hash", type: "text", value: (a) => a.user.passwordHash },
  { name: "user_type", type: "int2", value: (a) => a.user.userType },
  { name: "gender", type: "int2", value: (a) => a.user.gender },
  { name: "couple_type", type: "int2", value: (a) => a.user.coupleType },
  { name: "business_type", type: "text", value: (a) => a.user.businessType },
  { name: "birth_date", type: "date", value: (a) => a.user.birthDate },
  { name: "is_member", type: "bool", value: (a) => a.user.isMember },
  { name: "member_until", type: "timestamptz", value: (a) => a.user.memberUntil },
  { name: "email_verified_at", type: "timestamptz", value: (a) => a.user.emailVerifiedAt },
  { name: "email_was_verified", type: "bool", value: (a) => a.user.emailWasVerified },
  { name: "is_bounced_email", type: "bool", value: (a) => a.user.isBouncedEmail },
  { name: "forced_fake_check", type: "bool", value: (a) => a.user.forcedFakeCheck },
  { name: "register_completed_step", type: "int2", value: (a) => a.user.registerCompletedStep },
  { name: "registration_completed_at", type: "timestamptz", value: (a) => a.user.registrationCompletedAt },
  { name: "is_invisible", type: "bool", value: (a) => a.user.isInvisible },
  { name: "is_paused", type: "bool", value: (a) => a.user.isPaused },
  { name: "is_banned", type: "bool", value: (a) => a.user.isBanned },
  { name: "deleted_at", type: "timestamptz", value: (a) => a.user.deletedAt },
  { name: "search_visible", type: "bool", value: (a) => a.user.searchVisible },
  { name: "is_verified", type: "bool", value: (a) => a.user.isVerified },
  { name: "age_check_status", type: "int2", value: (a) => a.user.ageCheckStatus },
  { name: "last_login_at", type: "timestamptz", value: (a) => a.user.lastLoginAt },
  { name: "locale", type: "text", value: (a) => a.user.locale },
  { name: "is_demo", type: "bool", value: () => true },
  { name: "created_at", type: "timestamptz", value: (a) => a.user.createdAt },
  { name: "updated_at", type: "timestamptz", value: (a) => a.user.lastLoginAt },
];

function profileColumns(cityIds: ReadonlyMap<string, number>): Column<Account>[] {
  return [
    { name: "user_id", type: "int8", value: (a) => a.user.id },
    { name: "display_name", type: "text", value: (a) => a.profile.displayName },
    { name: "status", type: "text", value: (a) => a.profile.status },
    { name: "description", type: "text", value: (a) => a.profile.description },
    { name: "profession", type: "text", value: (a) => a.profile.profession },
    { name: "city_id", type: "int4", value: (a) => cityIds.get(a.profile.citySlug) ?? null },
    { name: "lat", type: "float8", value: (a) => a.profile.lat },
    { name: "lon", type: "float8", value: (a) => a.profile.lon },
    { name: "country", type: "text", value: (a) => a.profile.country },
    { name: "height", type: "int2", value: (a) => a.profile.height },
    { name: "weight", type: "int2", value: (a) => a.profile.weight },
    { name: "cup_size", type: "text", value: (a) => a.profile.cupSize },
    { name: "penis_length", type: "int2", value: (a) => a.profile.penisLength },
    { name: "penis_diameter", type: "int2", value: (a) => a.profile.penisDiameter },
    { name: "nationality", type: "text", value: (a) => a.profile.nationality },
    // Language codes are two capital letters: the array literal needs no quoting.
    { name: "languages", type: "text", cast: "text[]", value: (a) => `{${a.profile.languages.join(",")}}` },
    { name: "reply_time_seconds", type: "int4", value: (a) => a.profile.replyTimeSeconds },
    { name: "rating", type: "float4", value: (a) => a.profile.rating },
    { name: "reviews_count", type: "int4", value: (a) => a.profile.reviewsCount },
    { name: "rank_score", type: "int4", value: (a) => a.profile.rankScore },
    { name: "is_hot", type: "bool", value: (a) => a.profile.isHot },
    { name: "on_tour", type: "bool", value: (a) => a.profile.onTour },
    { name: "has_fsk18_photos", type: "bool", value: (a) => a.profile.hasFsk18Photos },
    { name: "avatar_seed", type: "int4", value: (a) => a.profile.avatarSeed },
    { name: "is_smoker", type: "bool", value: (a) => a.profile.isSmoker },
    { name: "updated_at", type: "timestamptz", value: (a) => a.user.lastLoginAt },
  ];
}

type Trait = { userId: number; categoryId: number; valueId: number };
type Price = { userId: number; duration: number; price: number };
type Slot = { userId: number; day: number; from: string; to: string; overDay: boolean };

const TRAIT_COLUMNS: Column<Trait>[] = [
  { name: "user_id", type: "int8", value: (t) => t.userId },
  { name: "category_id", type: "int2", value: (t) => t.categoryId },
  { name: "value_id", type: "int2", value: (t) => t.valueId },
];
const PRICE_COLUMNS: Column<Price>[] = [
  { name: "user_id", type: "int8", value: (p) => p.userId },
  { name: "duration_minutes", type: "int2", value: (p) => p.duration },
  { name: "price", type: "int4", value: (p) => p.price },
];
const SLOT_COLUMNS: Column<Slot>[] = [
  { name: "user_id", type: "int8", value: (s) => s.userId },
  { name: "day", type: "int2", value: (s) => s.day },
  { name: "time_from", type: "time", value: (s) => s.from },
  { name: "time_to", type: "time", value: (s) => s.to },
  { name: "is_over_day", type: "bool", value: (s) => s.overDay },
];

/** Writes generated accounts with all their rows; returns how many rows were written in total. */
export async function insertAccounts(
  tx: DatabaseTx,
  accounts: Account[],
  cityIds: ReadonlyMap<string, number>,
): Promise<number> {
  const traits: Trait[] = [];
  const prices: Price[] = [];
  const slots: Slot[] = [];
  for (const a of accounts) {
    const userId = a.user.id;
    for (const [categoryId, valueId] of a.traits) traits.push({ userId, categoryId, valueId });
    for (const [duration, price] of a.prices) prices.push({ userId, duration, price });
    for (const h of a.hours) slots.push({ userId, day: h.day, from: h.from, to: h.to, overDay: h.overDay });
  }
  await insertRows(tx, "users", USER_COLUMNS, accounts);
  await insertRows(tx, "profiles", profileColumns(cityIds), accounts);
  await insertRows(tx, "profile_traits", TRAIT_COLUMNS, traits);
  await insertRows(tx, "profile_prices", PRICE_COLUMNS, prices);
  await insertRows(tx, "working_hours", SLOT_COLUMNS, slots);
  return accounts.length * 2 + traits.length + prices.length + slots.length;
}
