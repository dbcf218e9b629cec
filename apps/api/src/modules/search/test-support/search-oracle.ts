// A brute-force reading of the search rules, for tests only: every listed profile is loaded from the
// profile tables (not from search_profiles) and filtered, sorted and counted in plain TypeScript. The
// engine must give the same answers. Smoking, which no profile table stores yet, is read from
// search_profiles, where tests set it.
import { AGE_BANDS, CUP_GROUPS, PRICE_BANDS, PRICE_DURATIONS, RADIUS, type TCupGroup, type TPriceDuration } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import {
  CODE_FILTER_KEYS,
  TRAIT_FILTER_KEYS,
  bandToRange,
  formatRequestRange,
  isTraitValueOf,
  parseRequestRange,
  profileMatchesGender,
  type TSearchRequest,
  type TTermFacet,
} from "@samtrot/search-query-builder";
import { HEIGHT_FACET_BUCKETS, WEIGHT_FACET_BUCKETS } from "../compute-aggregates.js";
import { distanceM } from "../geo.js";
import { ringEdgesKm } from "../find-profile-ids.js";
import { ageOn, type TSearchClock } from "../search-clock.js";

export type TOracleProfile = {
  id: number;
  username: string;
  displayName: string;
  userType: number;
  gender: number | null;
  coupleType: number | null;
  birthDate: string | null;
  isMember: boolean;
  isVerified: boolean;
  createdAt: Date;
  isInvisible: boolean;
  lastLoginAt: Date | null;
  lat: number | null;
  lon: number | null;
  country: string | null;
  rankScore: number;
  rating: number | null;
  reviewsCount: number;
  height: number | null;
  weight: number | null;
  cupSize: string | null;
  nationality: string | null;
  languages: string[];
  isHot: boolean;
  onTour: boolean;
  hasFsk18Photos: boolean;
  avatarSeed: number;
  traits: number[];
  prices: Map<number, number>;
  hours: { day: number; from: string; to: string; over: boolean }[];
  isSmoker: boolean | null;
  businessType: string | null;
  breastType: string | null;
  genderIdentity: string | null;
  exclusiveContent: boolean;
  phoneShown: boolean;
};

/** Every listed profile (the listing rule written out again here, on purpose). */
export async function loadOracleProfiles(db: DatabaseTx): Promise<TOracleProfile[]> {
  const rows = await db.query<Record<string, any>>(
    `SELECT u.id, u.username, p.display_name, u.user_type, u.gender, u.couple_type, u.birth_date, u.is_member, u.is_verified,
            u.created_at, u.is_invisible, u.last_login_at,
            -- during a tour the profile stands in the tour city (tours, migration 0037)
            coalesce(tc.lat, p.lat) AS lat, coalesce(tc.lon, p.lon) AS lon, coalesce(tc.country, p.country) AS country, p.rank_score, p.rating, p.reviews_count,
            p.height, p.weight, p.cup_size, p.nationality, p.languages, p.is_hot, p.on_tour, p.has_fsk18_photos, p.avatar_seed,
            (SELECT array_agg(value_id) FROM profile_traits t WHERE t.user_id = u.id) AS traits,
            (SELECT json_agg(json_build_array(duration_minutes, price)) FROM profile_prices pp WHERE pp.user_id = u.id) AS prices,
            (SELECT json_agg(json_build_object('day', day, 'from', time_from::text, 'to', time_to::text, 'over', is_over_day))
               FROM working_hours w WHERE w.user_id = u.id) AS hours,
            us.breast_type, us.gender_identity, (us.show_phone AND coalesce(us.phone, '') <> '') AS phone_shown,
            EXISTS (SELECT 1 FROM gallery_items g WHERE g.user_id = u.id AND g.visibility = 3 AND g.review_status = 1) AS exclusive,
            p.is_smoker, u.business_type
       FROM users u JOIN profiles p ON p.user_id = u.id
       LEFT JOIN user_settings us ON us.user_id = u.id
       LEFT JOIN cities tc ON tc.id = p.tour_city_id
      WHERE u.deleted_at IS NULL AND NOT u.is_paused AND NOT u.is_banned AND u.search_visible
        AND u.register_completed_step = 10 AND u.user_type IN (1, 2, 3)`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    displayName: r.display_name,
    userType: Number(r.user_type),
    gender: r.gender === null ? null : Number(r.gender),
    coupleType: r.couple_type === null ? null : Number(r.couple_type),
    birthDate: r.birth_date,
    isMember: r.is_member,
    isVerified: r.is_verified,
    createdAt: new Date(r.created_at),
    isInvisible: r.is_invisible,
    lastLoginAt: r.last_login_at === null ? null : new Date(r.last_login_at),
    lat: r.lat === null ? null : Number(r.lat),
    lon: r.lon === null ? null : Number(r.lon),
    country: r.country === null ? null : String(r.country).trim(),
    rankScore: Number(r.rank_score),
    rating: r.rating === null ? null : Number(r.rating),
    reviewsCount: Number(r.reviews_count),
    height: r.height === null ? null : Number(r.height),
    weight: r.weight === null ? null : Number(r.weight),
    cupSize: r.cup_size,
    nationality: r.nationality === null ? null : String(r.nationality).trim(),
    languages: r.languages ?? [],
    isHot: r.is_hot,
    onTour: r.on_tour,
    hasFsk18Photos: r.has_fsk18_photos,
    avatarSeed: Number(r.avatar_seed),
    traits: (r.traits ?? []).map(Number),
    prices: new Map((r.prices ?? []).map(([d, p]: [number, number]) => [Number(d), Number(p)])),
    hours: r.hours ?? [],
    isSmoker: r.is_smoker,
    businessType: r.business_type,
    breastType: r.breast_type,
    genderIdentity: r.gender_identity,
    exclusiveContent: r.exclusive === true,
    phoneShown: r.phone_shown === true,
  }));
}

type TFilter = TSearchRequest["filterquery"];

function inRanges(value: number | null, ranges: readonly string[]): boolean {
  if (value === null) return false;
  return ranges.some((text) => {
    const range = parseRequestRange(text)!;
    return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
  });
}

function minutes(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** Whether working hours cover a minute of the week (Monday 00:00 = 0). */
export function availableAt(hours: TOracleProfile["hours"], minuteOfWeek: number): boolean {
  return hours.some((slot) => {
    const start = (slot.day - 1) * 1440 + minutes(slot.from);
    let end = (slot.day - 1) * 1440 + minutes(slot.to);
    if (slot.over || minutes(slot.to) <= minutes(slot.from)) end += 1440;
    return (minuteOfWeek >= start && minuteOfWeek < end) || (end > 10_080 && minuteOfWeek < end - 10_080);
  });
}

function cupGroupOfSize(size: string | null): TCupGroup | null {
  if (size === null) return null;
  for (const [group, sizes] of Object.entries(CUP_GROUPS)) if ((sizes as readonly string[]).includes(size.toLowerCase())) return group as TCupGroup;
  return null;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-zäöüß]+|[0-9]+/g) ?? [];
}

export type TOracleOptions = { clock: TSearchClock; omit?: ReadonlySet<string> };

/** Whether a profile matches a request (filters listed in `omit` are left out, as facets do). */
export function oracleMatches(p: TOracleProfile, request: TSearchRequest, options: TOracleOptions): boolean {
  const f: TFilter = request.filterquery;
  const omit = options.omit ?? new Set();
  const { clock } = options;
  if (!f.user_type.includes(p.userType as 1 | 2 | 3)) return false;
  if (f.location && f.location.radius !== RADIUS.globalId) {
    if (p.lat === null || p.lon === null) return false;
    if (distanceM(f.location.lat, f.location.lon, p.lat, p.lon) > f.location.radius * 1000) return false;
  } else if (f.country && !(p.country !== null && (f.country as string[]).includes(p.country))) return false;
  if (f.gender && !omit.has("gender")) {
    const own = p.gender ?? p.coupleType;
    if (own === null || !profileMatchesGender(f.gender, own as never)) return false;
  }
  if (f.age && !omit.has("age") && !inRanges(p.birthDate === null ? null : ageOn(p.birthDate, clock.today), f.age)) return false;
  if (f.price && f.customized !== 1 && !omit.has("price") && !inRanges(p.prices.get(60) ?? null, f.price)) return false;
  if (!omit.has("price_custom")) {
    const durations = new Set<TPriceDuration>(f.prices_durations ?? []);
    for (const d of PRICE_DURATIONS) if (f[`price_${d}_mins`] !== undefined) durations.add(d);
    if (durations.size > 0) {
      const ok = [...durations].some((d) => {
        const price = p.prices.get(d);
        const text = f[`price_${d}_mins`];
        return price !== undefined && (text === undefined || inRanges(price, [text]));
      });
      if (!ok) return false;
    }
  }
  if (f.weight && !omit.has("weight") && !inRanges(p.weight, f.weight)) return false;
  if (f.height && !omit.has("height") && !inRanges(p.height, f.height)) return false;
  if (f.is_smoker !== undefined && !omit.has("is_smoker") && p.isSmoker !== (f.is_smoker === 1)) return false;
  if (f.business_type && !omit.has("business_type") && !(p.businessType !== null && (f.business_type as string[]).includes(p.businessType))) return false;
  for (const key of TRAIT_FILTER_KEYS) {
    const ids = f[key];
    if (ids?.length && !omit.has(key) && !ids.some((id) => p.traits.includes(id))) return false;
  }
  for (const key of CODE_FILTER_KEYS) {
    const codes = f[key] as string[] | undefined;
    if (!codes?.length || omit.has(key)) continue;
    const value =
      key === "cup_size" ? cupGroupOfSize(p.cupSize) : key === "breast_type" ? p.breastType : key === "gender_identity" ? p.genderIdentity : key === "nationality" ? p.nationality : null;
    if (key === "languages" ? !codes.some((code) => p.languages.includes(code)) : value === null || !codes.includes(value)) return false;
  }
  for (const flag of f.only_show_type ?? []) {
    if (omit.has(`flag:${flag}`)) continue;
    const ok = {
      has_avatar: p.avatarSeed > 0,
      is_verified: p.isVerified,
      has_price: p.prices.size > 0,
      has_review: p.reviewsCount > 0,
      is_hot: p.isHot,
      has_fsk18_photos: p.hasFsk18Photos,
      is_member: p.isMember,
      on_tour: p.onTour,
      exclusive_content: p.exclusiveContent,
      is_phone_show: p.phoneShown,
      is_new: p.createdAt.getTime() > clock.now.getTime() - 30 * 86_400_000,
      is_available_now: availableAt(p.hours, clock.minuteOfWeek),
      is_visible: !p.isInvisible,
    }[flag];
    if (!ok) return false;
  }
  const query = request.query.trim().toLowerCase();
  if (query !== "" && !omit.has("query")) {
    const own = words(`${p.username} ${p.displayName}`);
    const wanted = words(query).map((w) => w.slice(0, 20)).filter((w) => w.length >= 2);
    const byWords = wanted.length > 0 && wanted.every((w) => own.some((o) => o.startsWith(w)));
    if (!p.username.toLowerCase().startsWith(query) && !byWords) return false;
  }
  return true;
}

function centreOf(request: TSearchRequest): { lat: number; lon: number } | null {
  return request.filterquery.user_location ?? request.filterquery.location ?? null;
}

function distanceOf(p: TOracleProfile, centre: { lat: number; lon: number } | null): number | null {
  return centre && p.lat !== null && p.lon !== null ? distanceM(centre.lat, centre.lon, p.lat, p.lon) : null;
}

const desc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);
const asc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);

/** The matches in the request's order (the sort as the viewer may use it must already be applied). */
export function oracleSearch(profiles: readonly TOracleProfile[], request: TSearchRequest, options: TOracleOptions): TOracleProfile[] {
  const matches = profiles.filter((p) => oracleMatches(p, request, options));
  const centre = centreOf(request);
  const byRank = (a: TOracleProfile, b: TOracleProfile) => b.rankScore - a.rankScore || a.id - b.id;
  let compare: (a: TOracleProfile, b: TOracleProfile) => number;
  switch (request.sort) {
    case "rating":
      compare = (a, b) => desc(a.rating, b.rating) || b.reviewsCount - a.reviewsCount || byRank(a, b);
      break;
    case "reviews_count":
      compare = (a, b) => b.reviewsCount - a.reviewsCount || byRank(a, b);
      break;
    case "last_login_at":
      compare = (a, b) =>
        desc(a.isInvisible ? null : (a.lastLoginAt?.getTime() ?? null), b.isInvisible ? null : (b.lastLoginAt?.getTime() ?? null)) || a.id - b.id;
      break;
    case "price_low_to_high":
      compare = (a, b) => asc(a.prices.get(60) ?? null, b.prices.get(60) ?? null) || byRank(a, b);
      break;
    case "price_high_to_low":
      compare = (a, b) => desc(a.prices.get(60) ?? null, b.prices.get(60) ?? null) || byRank(a, b);
      break;
    case "distance":
      compare = centre ? (a, b) => asc(distanceOf(a, centre), distanceOf(b, centre)) : byRank;
      break;
    case "top_ranking_distance_ring": {
      if (!centre) {
        compare = byRank;
        break;
      }
      const location = request.filterquery.location;
      const bounded =
        location && location.radius !== RADIUS.globalId && (!request.filterquery.user_location ||
          (request.filterquery.user_location.lat === location.lat && request.filterquery.user_location.lon === location.lon));
      const edges = ringEdgesKm(bounded ? location!.radius : null).map((km) => km * 1000);
      const ring = (p: TOracleProfile) => {
        const d = distanceOf(p, centre);
        if (d === null) return Number.POSITIVE_INFINITY;
        const i = edges.findIndex((edge) => d < edge);
        return i === -1 ? edges.length - (bounded ? 1 : 0) : i;
      };
      compare = (a, b) => ring(a) - ring(b) || byRank(a, b);
      break;
    }
    default:
      compare = byRank;
  }
  return matches.sort(compare);
}

const FACET_OMIT: Record<string, string[]> = { bread_type: ["breast_type"], exclusive_content: ["flag:exclusive_content"], price: ["price", "price_custom"] };

/** Term facet counts as the contract describes them (own filter left out), values with a count only. */
export function oracleTermFacet(profiles: readonly TOracleProfile[], request: TSearchRequest, facet: TTermFacet, options: TOracleOptions) {
  const omit = new Set(FACET_OMIT[facet] ?? [facet]);
  const matches = profiles.filter((p) => oracleMatches(p, request, { ...options, omit }));
  const counts = new Map<string | number, number>();
  const add = (value: string | number | null) => {
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  for (const p of matches) {
    if (facet === "gender") {
      const own = p.gender ?? p.coupleType;
      if (own !== null) for (const g of [1, 2, 3] as const) if (profileMatchesGender([g], own as never)) add(g);
    } else if ((TRAIT_FILTER_KEYS as readonly string[]).includes(facet)) {
      for (const id of new Set(p.traits)) if (isTraitValueOf(facet as never, id)) add(id);
    } else if (facet === "cup_size") add(cupGroupOfSize(p.cupSize));
    else if (facet === "breast_type" || facet === "bread_type") add(p.breastType);
    else if (facet === "gender_identity") add(p.genderIdentity);
    else if (facet === "nationality") add(p.nationality);
    else if (facet === "languages") for (const l of new Set(p.languages)) add(l);
    else if (facet === "is_smoker") add(p.isSmoker === null ? null : p.isSmoker ? 1 : 0);
    else if (facet === "business_type") add(p.businessType);
    else if (facet === "exclusive_content") add(p.exclusiveContent ? 1 : 0);
  }
  return counts;
}

/** Range facet bucket counts (own filter left out). */
export function oracleRangeFacet(profiles: readonly TOracleProfile[], request: TSearchRequest, facet: "age" | "price" | "weight" | "height", options: TOracleOptions) {
  const omit = new Set(FACET_OMIT[facet] ?? [facet]);
  const matches = profiles.filter((p) => oracleMatches(p, request, { ...options, omit }));
  const valueOf = (p: TOracleProfile) =>
    facet === "age" ? (p.birthDate === null ? null : ageOn(p.birthDate, options.clock.today)) : facet === "price" ? (p.prices.get(60) ?? null) : facet === "weight" ? p.weight : p.height;
  const buckets = facet === "age" ? AGE_BANDS.map(bandToRange) : facet === "price" ? PRICE_BANDS.map(bandToRange) : facet === "weight" ? WEIGHT_FACET_BUCKETS : HEIGHT_FACET_BUCKETS;
  const values = matches.map(valueOf).filter((v): v is number => v !== null);
  return {
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    buckets: buckets.map((b) => ({ range: formatRequestRange(b), count: values.filter((v) => v >= b.min && (b.max === null || v <= b.max)).length })),
  };
}
