import { PRICE_DURATIONS, type TFlagFilter, type TPriceDuration } from "@samtrot/constants-catalogue";
import {
  CODE_FILTER_KEYS,
  TRAIT_FILTER_KEYS,
  parseRequestRange,
  type TCodeFilter,
  type TSearchRequest,
  type TTraitFilter,
} from "@samtrot/search-query-builder";
import { FLAG_BITS, NEW_PROFILE_DAYS, cupGroupIndex, genderBit, isStoredFlag, priceColumn } from "./search-columns.js";
import type { TSearchClock } from "./search-clock.js";
import { yearsBefore } from "./search-clock.js";
import { SqlParams, int, intArray } from "./sql-params.js";

/**
 * Which part of the request a clause comes from. Facets are counted with their own filter left out
 * (a term facet shows what choosing another value would give), so every clause is named.
 */
export type TClauseKey =
  | "gender"
  | "age"
  | "price"
  | "price_custom"
  | "weight"
  | "height"
  | "is_smoker"
  | "business_type"
  | TTraitFilter
  | TCodeFilter
  | `flag:${TFlagFilter}`
  | "query"
  | "blocked";

export type TClause = { key: TClauseKey; sql: string };

export type TFilterContext = {
  clock: TSearchClock;
  /** users the viewer must not see (both directions of a block; issue 6) */
  blockedUserIds: readonly number[];
};

type TFilterQuery = TSearchRequest["filterquery"];
type TRangeColumn = { column: string; kind: "number" } | { column: "birth_date"; kind: "age" };

/**
 * The WHERE clauses of a search over `search_profiles s`, one per request field, except the user types
 * and the place (the plan decides how those are searched). Every value is a parameter or a checked
 * whole number.
 */
export function buildFilterClauses(
  request: TSearchRequest,
  context: TFilterContext,
  params: SqlParams,
  omit: ReadonlySet<TClauseKey> = new Set(),
): TClause[] {
  const filter = request.filterquery;
  const clauses: TClause[] = [];
  // Built only when kept: a left-out clause must not leave unused parameters behind.
  const push = (key: TClauseKey, sql: () => string | null) => {
    if (omit.has(key)) return;
    const text = sql();
    if (text !== null) clauses.push({ key, sql: text });
  };

  if (filter.gender) {
    // A couple matches when either partner's gender is chosen (gender_bits holds both).
    const mask = filter.gender.reduce((bits, gender) => bits | genderBit(gender), 0);
    push("gender", () => `(s.gender_bits & ${int(mask)}) <> 0`);
  }
  const { age, price, weight, height } = filter;
  if (age) push("age", () => rangesSql(age, { column: "birth_date", kind: "age" }, context, params));
  // The price bands filter the hourly price; a customised price replaces them (spec 000 §4).
  if (price && filter.customized !== 1) {
    push("price", () => rangesSql(price, { column: priceColumn(60), kind: "number" }, context, params));
  }
  push("price_custom", () => customPriceSql(filter));
  if (weight) push("weight", () => rangesSql(weight, { column: "weight", kind: "number" }, context, params));
  if (height) push("height", () => rangesSql(height, { column: "height", kind: "number" }, context, params));
  if (filter.is_smoker !== undefined) push("is_smoker", () => `s.is_smoker = ${filter.is_smoker === 1 ? "true" : "false"}`);
  const businessTypes = filter.business_type;
  // The business search's {activeCategory}: the schema allows it only on business searches.
  if (businessTypes?.length) push("business_type", () => `s.business_type = ANY(${params.add([...businessTypes], "text[]")})`);

  for (const key of TRAIT_FILTER_KEYS) {
    const ids = filter[key];
    // Any of the chosen values (trait value ids are unique across categories).
    if (ids?.length) push(key, () => `s.traits && ${intArray(ids, "smallint")}`);
  }
  for (const key of CODE_FILTER_KEYS) {
    const codes = filter[key];
    if (codes?.length) push(key, () => codeSql(key, codes, params));
  }
  for (const flag of new Set(filter.only_show_type ?? [])) push(`flag:${flag}`, () => flagSql(flag, context, params));

  push("query", () => nameQuerySql(request.query, params));
  if (context.blockedUserIds.length > 0) push("blocked", () => `s.user_id <> ALL(${params.add(context.blockedUserIds, "bigint[]")})`);
  return clauses;
}

/** AND of the clauses (true when there are none). */
export function whereOf(clauses: readonly TClause[]): string {
  return clauses.length === 0 ? "true" : clauses.map((c) => `(${c.sql})`).join(" AND ");
}

function rangesSql(ranges: readonly string[], target: TRangeColumn, context: TFilterContext, params: SqlParams): string {
  const alternatives = ranges.map((text) => {
    const range = parseRequestRange(text);
    // The schema has checked the notation; an unreadable range matches nothing rather than everything.
    if (!range) return "false";
    const parts: string[] = [];
    if (target.kind === "age") {
      // age ≥ min  ⇔  born on or before today − min years; age ≤ max  ⇔  born after today − (max + 1) years
      if (range.min !== null && range.min > 0) parts.push(`s.birth_date <= ${params.add(yearsBefore(context.clock.today, range.min), "date")}`);
      if (range.max !== null) parts.push(`s.birth_date > ${params.add(yearsBefore(context.clock.today, range.max + 1), "date")}`);
      if (parts.length === 0) parts.push("s.birth_date IS NOT NULL");
    } else {
      if (range.min !== null && range.min > 0) parts.push(`s.${target.column} >= ${int(range.min)}`);
      if (range.max !== null) parts.push(`s.${target.column} <= ${int(range.max)}`);
      if (parts.length === 0) parts.push(`s.${target.column} IS NOT NULL`);
    }
    return parts.join(" AND ");
  });
  return alternatives.map((sql) => `(${sql})`).join(" OR ");
}

/**
 * The customised price (price_<n>_mins with prices_durations): a profile matches when any chosen
 * duration's price lies in its range. A duration listed without a range asks for a price of that duration.
 */
function customPriceSql(filter: TFilterQuery): string | null {
  const durations = new Set<TPriceDuration>(filter.prices_durations ?? []);
  for (const duration of PRICE_DURATIONS) if (filter[`price_${duration}_mins`] !== undefined) durations.add(duration);
  if (durations.size === 0) return null;
  const alternatives = [...durations].sort((a, b) => a - b).map((duration) => {
    const column = `s.${priceColumn(duration)}`;
    const text = filter[`price_${duration}_mins`];
    const range = text === undefined ? { min: null, max: null } : parseRequestRange(text);
    if (!range) return "false";
    const parts = [`${column} IS NOT NULL`];
    if (range.min !== null && range.min > 0) parts.push(`${column} >= ${int(range.min)}`);
    if (range.max !== null) parts.push(`${column} <= ${int(range.max)}`);
    return `(${parts.join(" AND ")})`;
  });
  return alternatives.join(" OR ");
}

function codeSql(key: TCodeFilter, codes: readonly string[], params: SqlParams): string {
  switch (key) {
    case "cup_size":
      return `s.cup_group = ANY(${intArray(codes.map((code) => cupGroupIndex(code as Parameters<typeof cupGroupIndex>[0])), "smallint")})`;
    case "languages":
      return `s.languages && ${params.add([...codes], "text[]")}`;
    case "breast_type":
    case "gender_identity":
    case "nationality":
      return `s.${key} = ANY(${params.add([...codes], "text[]")})`;
  }
}

function flagSql(flag: TFlagFilter, context: TFilterContext, params: SqlParams): string {
  if (isStoredFlag(flag)) return `(s.flags & ${int(FLAG_BITS[flag])}) <> 0`;
  switch (flag) {
    case "is_new":
      return `s.registered_at > ${params.add(new Date(context.clock.now.getTime() - NEW_PROFILE_DAYS * 86_400_000).toISOString(), "timestamptz")}`;
    case "is_available_now":
      return `s.availability @> ${params.add(context.clock.minuteOfWeek, "integer")}`;
    case "is_visible":
      // Online status shown: not browsing invisibly (README "Invisible users").
      return "EXISTS (SELECT 1 FROM search_activity a WHERE a.user_id = s.user_id AND a.online_visible)";
    default:
      throw new Error(`flag without a search clause: ${flag}`);
  }
}

/** Lower case as the database stores names (lower() + the German capitals lower() may leave). */
export function normalizeName(text: string): string {
  return text.trim().toLowerCase();
}

/** Words of a name search: runs of letters or digits, as the name_prefixes column splits them. */
export function nameWords(text: string): string[] {
  return (normalizeName(text).match(/[a-zäöüß]+|[0-9]+/g) ?? []).map((word) => word.slice(0, 20));
}

/**
 * The name search: the username starts with the query, or every word of the query begins a word of
 * the username or display name ("lena" finds "Lena_Sunshine" and "sweet.lena"; "lena sun" too).
 */
function nameQuerySql(query: string, params: SqlParams): string | null {
  const whole = normalizeName(query);
  if (whole === "") return null;
  const likePrefix = `${whole.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byUsername = `s.username_lower LIKE ${params.add(likePrefix, "text")}`;
  const words = nameWords(query).filter((word) => word.length >= 2);
  if (words.length === 0) return byUsername;
  return `${byUsername} OR s.name_prefixes @> ${params.add(words, "text[]")}`;
}
