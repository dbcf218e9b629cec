import type { TProfileTile } from "@samtrot/api-client/contracts";
import { PRICE_DURATIONS } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { FLAG_BITS, NEW_PROFILE_DAYS } from "./search-columns.js";
import { ageOn, type TSearchClock } from "./search-clock.js";
import { SqlParams } from "./sql-params.js";

type TTileRow = {
  id: number;
  username: string;
  user_type: number;
  gender: number | null;
  couple_type: number | null;
  birth_date: string | null;
  city_slug: string | null;
  city_name: string | null;
  city_country: string | null;
  is_member: boolean;
  is_verified: boolean;
  registered_at: Date | string;
  flags: number;
  rating: number | null;
  reviews_count: number;
  prices: (number | null)[];
  languages: string[] | null;
  last_login_at: Date | string | null;
  reply_time_seconds: number | null;
  distance_m: number | null;
};

/**
 * The tiles of one page, in the order of `ids`: 24 rows by key from the profile tables and the search
 * row (prices per duration; it is written in the same commit as the profile). Last login comes from
 * search_activity, where it is null while the user browses invisibly.
 */
export async function loadTiles(
  db: DatabaseTx,
  ids: readonly number[],
  centre: { lat: number; lon: number } | null,
  clock: TSearchClock,
): Promise<TProfileTile[]> {
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const distance = centre
    ? `earth_distance(ll_to_earth(${params.add(centre.lat, "float8")}, ${params.add(centre.lon, "float8")}), s.earth_pt)`
    : "NULL::float8";
  const rows = await db.query<TTileRow>(
    `SELECT u.id, u.username, u.user_type, u.gender, u.couple_type, u.birth_date,
            c.slug AS city_slug, c.name AS city_name, c.country AS city_country,
            u.is_member, u.is_verified, s.registered_at, s.flags, p.rating, p.reviews_count, p.languages,
            a.last_login_at, p.reply_time_seconds, ${distance} AS distance_m,
            ARRAY[${PRICE_DURATIONS.map((d) => `s.price_${d}`).join(", ")}] AS prices
       FROM search_profiles s
       JOIN users u ON u.id = s.user_id
       JOIN profiles p ON p.user_id = s.user_id
       -- the search row's city: the tour city while a tour runs
       LEFT JOIN cities c ON c.id = s.city_id
       LEFT JOIN search_activity a ON a.user_id = s.user_id
      WHERE s.user_id = ANY(${params.add(ids, "bigint[]")})`,
    params.values,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const newSince = clock.now.getTime() - NEW_PROFILE_DAYS * 86_400_000;
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toTile(row, clock, newSince)] : [];
  });
}

function toTile(row: TTileRow, clock: TSearchClock, newSince: number): TProfileTile {
  const id = Number(row.id);
  return {
    id,
    username: row.username,
    user_type: Number(row.user_type),
    gender: row.gender === null ? null : Number(row.gender),
    couple_type: row.couple_type === null ? null : Number(row.couple_type),
    age: row.birth_date === null ? null : ageOn(row.birth_date, clock.today),
    city: row.city_slug ? { slug: row.city_slug, name: row.city_name ?? row.city_slug, country: row.city_country ?? "DE" } : null,
    // One decimal: enough for the display rules (<1km, whole km, >500km), no false precision.
    distance_km: row.distance_m === null ? null : Math.round(Number(row.distance_m) / 100) / 10,
    avatar_url: `/api/v2/media/avatar/${id}.svg`,
    is_member: row.is_member,
    is_verified: row.is_verified,
    is_new: new Date(row.registered_at).getTime() > newSince,
    on_tour: (Number(row.flags) & FLAG_BITS.on_tour) !== 0,
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    reviews_count: Number(row.reviews_count ?? 0),
    prices: PRICE_DURATIONS.flatMap((name, i) => (row.prices[i] == null ? [] : [{ name, price: Number(row.prices[i]) }])),
    languages: row.languages ?? [],
    last_login_at: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
    reply_time_seconds: row.reply_time_seconds === null ? null : Number(row.reply_time_seconds),
  };
}
