import type { Database } from "@samtrot/db";
import type { TSearchRequest, TSearchResponse, TProfileTile } from "@samtrot/api-client/contracts";

/** Who may appear in any public listing: finished, visible, not paused, banned, invisible or deleted. */
export const PUBLICLY_LISTED = `u.deleted_at is null and not u.is_paused and not u.is_banned and not u.is_invisible
  and u.search_visible and u.register_completed_step = 10`;

const ORDER: Record<TSearchRequest["sort"], string> = {
  default: "p.rank_score desc, u.id",
  top_ranking: "p.rank_score desc, u.id",
  top_ranking_distance_ring: "p.rank_score desc, u.id",
  distance: "p.rank_score desc, u.id",
  rating: "p.rating desc nulls last, p.reviews_count desc, u.id",
  reviews_count: "p.reviews_count desc, u.id",
  last_login_at: "u.last_login_at desc nulls last, u.id",
  price_low_to_high: "price_60 asc nulls last, u.id",
  price_high_to_low: "price_60 desc nulls last, u.id",
};

interface Row {
  id: string | number;
  username: string;
  user_type: number;
  gender: number | null;
  couple_type: number | null;
  age: number | null;
  city_slug: string | null;
  city_name: string | null;
  city_country: string | null;
  is_member: boolean;
  is_verified: boolean;
  is_new: boolean;
  rating: number | null;
  reviews_count: number | null;
  prices: { name: number; price: number }[] | null;
  languages: string[] | null;
  last_login_at: Date | string | null;
  reply_time_seconds: number | null;
  total: string | number;
}

/**
 * A first listing over the profile tables (the search issue replaces it with the real search engine).
 * Only user types and sort are honoured here; every other filter is refused by the contract.
 */
export async function searchProfiles(database: Database, request: TSearchRequest): Promise<TSearchResponse> {
  const userTypes = request.filterquery.user_type?.length ? request.filterquery.user_type : [2];
  const offset = (request.page_no - 1) * request.page_size;
  const rows = await database.query<Row>(
    `select u.id, u.username, u.user_type, u.gender, u.couple_type,
            case when u.birth_date is null then null else extract(year from age(u.birth_date))::int end as age,
            c.slug as city_slug, c.name as city_name, c.country as city_country,
            u.is_member, u.is_verified, (u.created_at > now() - interval '30 days') as is_new,
            p.rating, p.reviews_count, p.languages, u.last_login_at, p.reply_time_seconds,
            (select json_agg(json_build_object('name', pp.duration_minutes, 'price', pp.price) order by pp.duration_minutes)
               from profile_prices pp where pp.user_id = u.id) as prices,
            (select pp.price from profile_prices pp where pp.user_id = u.id and pp.duration_minutes = 60) as price_60,
            count(*) over () as total
       from users u
       join profiles p on p.user_id = u.id
       left join cities c on c.id = p.city_id
      where ${PUBLICLY_LISTED} and u.user_type = any($1::smallint[])
        and ($2 = '' or lower(u.username) like '%' || lower($2) || '%')
      order by ${ORDER[request.sort]}
      limit $3 offset $4`,
    [userTypes, request.query.replace(/[%_\\]/g, ""), request.page_size, offset],
  );
  const total = rows[0] ? Number(rows[0].total) : await countAll(database, userTypes, request.query);
  return { items: rows.map(toTile), total, page_no: request.page_no, page_size: request.page_size };
}

async function countAll(database: Database, userTypes: number[], query: string): Promise<number> {
  const [row] = await database.query<{ n: string | number }>(
    `select count(*) as n from users u join profiles p on p.user_id = u.id
      where ${PUBLICLY_LISTED} and u.user_type = any($1::smallint[])
        and ($2 = '' or lower(u.username) like '%' || lower($2) || '%')`,
    [userTypes, query.replace(/[%_\\]/g, "")],
  );
  return Number(row?.n ?? 0);
}

function toTile(row: Row): TProfileTile {
  const id = Number(row.id);
  return {
    id,
    username: row.username,
    user_type: Number(row.user_type),
    gender: row.gender === null ? null : Number(row.gender),
    couple_type: row.couple_type === null ? null : Number(row.couple_type),
    age: row.age === null ? null : Number(row.age),
    city: row.city_slug ? { slug: row.city_slug, name: row.city_name ?? row.city_slug, country: row.city_country ?? "DE" } : null,
    distance_km: null,
    avatar_url: `/api/v2/media/avatar/${id}.svg`,
    is_member: row.is_member,
    is_verified: row.is_verified,
    is_new: row.is_new,
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    reviews_count: Number(row.reviews_count ?? 0),
    prices: (row.prices ?? []).map((p) => ({ name: Number(p.name), price: Number(p.price) })),
    languages: row.languages ?? [],
    last_login_at: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
    reply_time_seconds: row.reply_time_seconds === null ? null : Number(row.reply_time_seconds),
  };
}
