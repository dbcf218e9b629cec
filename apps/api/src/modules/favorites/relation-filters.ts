import type { TFavoriteVisitorQuery } from "@samtrot/api-client/contracts";
import { AGE_BANDS, TRAIT_VALUES, type TGender, type TOnlyShowOption } from "@samtrot/constants-catalogue";
import { FLAG_BITS, NEW_PROFILE_DAYS, genderBit } from "../search/search-columns.js";
import { yearsBefore, type TSearchClock } from "../search/search-clock.js";
import { SqlParams, int, intArray } from "../search/sql-params.js";

const traitId = (category: keyof typeof TRAIT_VALUES, key: string): number => {
  const value = (TRAIT_VALUES[category] as readonly { id: number; key: string }[]).find((v) => v.key === key);
  if (!value) throw new Error(`trait ${category}.${key} missing from the catalogue`);
  return value.id;
};
/**
 * "Safe sex" (onlyShow, spec 001 §3) has no field of its own; our decision: the profile offers intercourse with
 * condom and does not offer oral without condom.
 */
export const SAFE_SEX_TRAITS = {
  required: traitId("service_soft", "intercourse_with_condom"),
  excluded: traitId("service_hard", "oral_without_condom"),
} as const;

/**
 * The onlyShow options over search_profiles (alias s). "online" is our decision: not browsing invisibly and
 * signed in right now (an unexpired, unrevoked session). Several options must all hold.
 */
function onlyShowSql(option: TOnlyShowOption, clock: TSearchClock, params: SqlParams): string {
  const flag = (bit: number) => `(s.flags & ${int(bit)}) <> 0`;
  switch (option) {
    case "online":
      return `(exists (select 1 from search_activity a where a.user_id = s.user_id and a.online_visible)
               and exists (select 1 from oauth_tokens t where t.user_id = s.user_id and t.revoked_at is null and t.access_expires_at > now()))`;
    case "new":
      return `s.registered_at > ${params.add(new Date(clock.now.getTime() - NEW_PROFILE_DAYS * 86_400_000).toISOString(), "timestamptz")}`;
    case "verified":
      return flag(FLAG_BITS.is_verified);
    case "has_avatar":
      return flag(FLAG_BITS.has_avatar);
    case "on_tour":
      return flag(FLAG_BITS.on_tour);
    case "has_review":
      return flag(FLAG_BITS.has_review);
    case "hot":
      return flag(FLAG_BITS.is_hot);
    case "plus_member":
      return flag(FLAG_BITS.is_member);
    case "safe_sex":
      return `(${int(SAFE_SEX_TRAITS.required)} = any(s.traits) and not ${int(SAFE_SEX_TRAITS.excluded)} = any(s.traits))`;
  }
}

/** The favourite and visitor filters (spec 001 §3) as SQL conditions over search_profiles s. */
export function relationFilterSql(query: TFavoriteVisitorQuery, clock: TSearchClock, params: SqlParams): string[] {
  const where: string[] = [];
  for (const option of query.onlyShow ?? []) where.push(onlyShowSql(option, clock, params));
  if (query.gender?.length) {
    // A couple matches when either partner's gender does (DECISIONS.md "Search").
    const mask = query.gender.reduce((bits, gender) => bits | genderBit(gender as TGender), 0);
    where.push(`(s.gender_bits & ${int(mask)}) <> 0`);
  }
  if (query.userType?.length) where.push(`s.user_type = any(${intArray(query.userType, "smallint")})`);
  if (query.age?.length) {
    const bands = AGE_BANDS.filter((band) => query.age!.includes(band.key)).map((band) => {
      // age >= min  <=>  born on or before today - min years; age < max  <=>  born after today - max years
      const parts = [`s.birth_date <= ${params.add(yearsBefore(clock.today, band.min), "date")}`];
      if (band.maxExclusive !== null) parts.push(`s.birth_date > ${params.add(yearsBefore(clock.today, band.maxExclusive), "date")}`);
      return `(${parts.join(" and ")})`;
    });
    where.push(`(${bands.join(" or ")})`);
  }
  if (query.raceType?.length) where.push(`s.traits && ${intArray(query.raceType, "smallint")}`);
  if (query.meetingOption?.length) where.push(`s.traits && ${intArray(query.meetingOption, "smallint")}`);
  if (query.city) where.push(`s.city_id = (select id from cities where slug = ${params.add(query.city, "text")})`);
  return where;
}
