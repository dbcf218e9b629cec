import type { DatabaseTx } from "@samtrot/db";
import { PROFILE_TABS, WEBSITE_USER_TYPES, mediaUrlsOf, type TProfileMedia, type TProfileTraitGroup, type TPublicProfile } from "@samtrot/api-client/contracts";
import { DISPLAYED_BLOG_STATUSES } from "@samtrot/blogs";
import { AGE_CHECK_STATUS, TRAIT_CATEGORY, WEBSITE_STATUS, TRAIT_VALUES, type TTraitCategoryName } from "@samtrot/constants-catalogue";
import { AppError, notFound } from "../../http/errors.js";
import { boughtSql, bundleLockedSql } from "../bundles/bundle-media-sql.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";
import { adoptAvatar } from "../media-gallery/gallery-item.js";
import { mediaAccess } from "../media-gallery/media-access.js";
import { NEW_PROFILE_DAYS } from "../search/search-columns.js";
import { ageOn, searchClock } from "../search/search-clock.js";
import { profileAvailableSql } from "./profile-availability.js";
import type { TViewer } from "./profile-viewer.js";

type TProfileRow = {
  id: number;
  username: string;
  user_type: number;
  gender: number | null;
  couple_type: number | null;
  business_type: string | null;
  birth_date: string | null;
  is_member: boolean;
  is_verified: boolean;
  age_check_status: number;
  is_invisible: boolean;
  last_login_at: Date | null;
  created_at: Date;
  available: boolean;
  display_name: string;
  status: string | null;
  description: string | null;
  profession: string | null;
  height: number | null;
  weight: number | null;
  cup_size: string | null;
  penis_length: number | null;
  penis_diameter: number | null;
  nationality: string | null;
  languages: string[] | null;
  reply_time_seconds: number | null;
  rating: number | null;
  reviews_count: number;
  is_hot: boolean;
  on_tour: boolean;
  country: string | null;
  city_slug: string | null;
  city_name: string | null;
  city_country: string | null;
  breast_type: string | null;
  gender_identity: string | null;
  phone: string | null;
  show_phone: boolean | null;
  website: string | null;
  website_status: number;
  show_date_reviews: boolean | null;
  distance_m: number | null;
};

const CATEGORY_NAMES = Object.fromEntries(Object.entries(TRAIT_CATEGORY).map(([name, id]) => [id, name])) as Record<number, TTraitCategoryName>;

/**
 * The public profile p/{username} as THIS viewer may see it (spec 000 §2 "Profiles", spec 001 §3). The owner
 * sees their own profile whatever its state; others get 404 exception.profile.unavailable for a deleted, paused,
 * banned or unfinished profile and when a block stands between them (either way).
 */
export async function loadPublicProfile(
  db: DatabaseTx,
  input: { username: string; viewer: TViewer; position: { lat: number; lon: number } | null; autoAccept: boolean },
): Promise<TPublicProfile> {
  const { viewer } = input;
  const [row] = await db.query<TProfileRow>(
    `select u.id, u.username, u.user_type, u.gender, u.couple_type, u.business_type, u.birth_date,
            u.is_member and (u.member_until is null or u.member_until > now()) as is_member, u.is_verified, u.age_check_status,
            u.is_invisible, u.last_login_at, u.created_at, ${profileAvailableSql("u")} as available,
            p.display_name, p.status, p.description, p.profession, p.height, p.weight, p.cup_size, p.penis_length, p.penis_diameter,
            p.nationality, p.languages, p.website, p.website_status, p.reply_time_seconds, p.rating, p.reviews_count, p.is_hot, p.on_tour, p.country,
            c.slug as city_slug, c.name as city_name, c.country as city_country,
            s.breast_type, s.gender_identity, s.phone, s.show_phone, s.show_date_reviews,
            case when $2::float8 is null or p.lat is null then null else earth_distance(ll_to_earth($2::float8, $3::float8), p.earth_pt) end as distance_m
       from users u
       join profiles p on p.user_id = u.id
       left join cities c on c.id = p.city_id
       left join user_settings s on s.user_id = u.id
      where lower(u.username) = lower($1)`,
    [input.username, input.position?.lat ?? null, input.position?.lon ?? null],
  );
  if (!row) throw notFound("exception.profile.not_found");
  const id = Number(row.id);
  const isOwn = viewer.userId === id;
  if (!isOwn) {
    if (!row.available) throw new AppError(404, "exception.profile.unavailable");
    if (viewer.userId !== null && (await isBlockedEither(db, viewer.userId, id))) throw new AppError(404, "exception.profile.unavailable");
  }

  const [traitRows, prices, hours, [written]] = await Promise.all([
    db.query<{ category_id: number; value_id: number }>(`select category_id, value_id from profile_traits where user_id = $1 order by category_id, value_id`, [id]),
    db.query<{ duration_minutes: number; price: number }>(`select duration_minutes, price from profile_prices where user_id = $1 order by duration_minutes`, [id]),
    db.query<{ day: number; time_from: string; time_to: string; is_over_day: boolean }>(
      `select day, time_from::text, time_to::text, is_over_day from working_hours where user_id = $1 order by day, time_from`,
      [id],
    ),
    // the blogs and events tabs count what their lists show: displayed blogs, accepted events
    db.query<{ blogs: number; events: number }>(
      `select (select count(*)::int from blogs where author_id = $1 and status in (${DISPLAYED_BLOG_STATUSES.join(", ")})) as blogs,
              (select count(*)::int from events where organizer_id = $1 and status = 'accepted') as events`,
      [id],
    ),
  ]);
  const tabCount: Partial<Record<(typeof PROFILE_TABS)[number], number>> = {
    reviews: Number(row.reviews_count ?? 0),
    blogs: Number(written?.blogs ?? 0),
    events: Number(written?.events ?? 0),
  };

  const media = await profileMedia(db, { ownerId: id, viewer, ownerAvailable: row.available, autoAccept: input.autoAccept });
  const isFavorite =
    viewer.userId !== null && !isOwn
      ? (await db.query(`select 1 from favorites where user_id = $1 and target_id = $2`, [viewer.userId, id])).length > 0
      : false;
  const clock = searchClock();

  return {
    id,
    username: row.username,
    display_name: row.display_name,
    user_type: Number(row.user_type),
    gender: row.gender === null ? null : Number(row.gender),
    couple_type: row.couple_type === null ? null : Number(row.couple_type),
    business_type: row.business_type as TPublicProfile["business_type"],
    age: row.birth_date ? ageOn(row.birth_date, clock.today) : null,
    city: row.city_slug ? { slug: row.city_slug, name: row.city_name ?? row.city_slug, country: row.city_country ?? row.country ?? "DE" } : null,
    country: row.country,
    distance_km: row.distance_m === null ? null : Math.round(Number(row.distance_m) / 100) / 10,
    avatar_url: avatarUrlOf(id),
    status: row.status,
    description: row.description,
    profession: row.profession,
    appearance: {
      height: row.height,
      weight: row.weight,
      cup_size: row.cup_size,
      breast_type: row.breast_type,
      penis_length: row.penis_length,
      penis_diameter: row.penis_diameter,
      gender_identity: row.gender_identity,
      nationality: row.nationality,
    },
    traits: groupTraits(traitRows),
    prices: prices.map((p) => ({ name: Number(p.duration_minutes), price: Number(p.price) })),
    working_hours: hours.map((h) => ({ day: Number(h.day), time_from: h.time_from.slice(0, 5), time_to: h.time_to.slice(0, 5), is_over_day: h.is_over_day })),
    languages: row.languages ?? [],
    phone: row.show_phone || isOwn ? row.phone : null,
    // linked only once the team approved it (decision 043), for the owner too: what everyone sees
    website: Number(row.website_status) === WEBSITE_STATUS.approved && WEBSITE_USER_TYPES.includes(Number(row.user_type)) ? row.website : null,
    last_login_at: row.is_invisible || !row.last_login_at ? null : new Date(row.last_login_at).toISOString(),
    registered_at: new Date(row.created_at).toISOString(),
    is_new: new Date(row.created_at).getTime() > clock.now.getTime() - NEW_PROFILE_DAYS * 86_400_000,
    is_member: row.is_member,
    is_verified: row.is_verified,
    is_age_verified: Number(row.age_check_status) === AGE_CHECK_STATUS.accepted,
    is_hot: row.is_hot,
    on_tour: row.on_tour,
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    reviews_count: Number(row.reviews_count ?? 0),
    reply_time_seconds: row.reply_time_seconds === null ? null : Number(row.reply_time_seconds),
    shows_date_reviews: row.show_date_reviews ?? true,
    media,
    // The reviews tab counts what the reviews badge counts (profiles.reviews_count), so the two never disagree;
    // blogs and events count what their lists show; business reviews count 0 until that feature lands.
    tabs: PROFILE_TABS.map((key) => ({ key, count: tabCount[key] ?? 0 })),
    viewer: { is_own: isOwn, is_favorite: isFavorite, signed_in: viewer.userId !== null },
  };
}

function groupTraits(rows: { category_id: number; value_id: number }[]): TProfileTraitGroup[] {
  const groups = new Map<number, TProfileTraitGroup>();
  for (const row of rows) {
    const categoryId = Number(row.category_id);
    const category = CATEGORY_NAMES[categoryId];
    if (!category) continue;
    const value = (TRAIT_VALUES[category] as readonly { id: number; key: string }[]).find((v) => v.id === Number(row.value_id));
    if (!value) continue;
    const group = groups.get(categoryId) ?? { category, category_id: categoryId, values: [] };
    group.values.push({ id: value.id, key: value.key });
    groups.set(categoryId, group);
  }
  return [...groups.values()];
}

/** The owner's media as this viewer may see them: visible ones with URLs, locked ones without, hidden ones left out. */
async function profileMedia(
  db: DatabaseTx,
  input: { ownerId: number; viewer: TViewer; ownerAvailable: boolean; autoAccept: boolean },
): Promise<TProfileMedia[]> {
  await adoptAvatar(db, input.ownerId, input.autoAccept);
  const rows = await db.query<{
    id: number;
    kind: TProfileMedia["kind"];
    visibility: number;
    review_status: number;
    width: number;
    height: number;
    is_avatar: boolean;
    unlocked: boolean;
    bought: boolean;
    bundle_locked: boolean;
    unlock_price: number | null;
  }>(
    `select g.media_id as id, g.kind, g.visibility, g.review_status, m.width, m.height, g.unlock_price,
            coalesce(p.avatar_media_id = g.media_id, false) as is_avatar,
            ($2::bigint is not null and exists (select 1 from media_unlocks mu where mu.media_id = g.media_id and mu.viewer_id = $2::bigint)) as unlocked,
            ${boughtSql("g.media_id", "$2::bigint")} as bought,
            ${bundleLockedSql("g.media_id")} as bundle_locked
       from gallery_items g
       join media_files m on m.id = g.media_id
       left join profiles p on p.user_id = g.user_id
      where g.user_id = $1
      order by (p.avatar_media_id = g.media_id) desc nulls last, g.created_at desc, g.media_id desc
      limit 200`,
    [input.ownerId, input.viewer.userId],
  );
  return rows.flatMap((row): TProfileMedia[] => {
    const access = mediaAccess(
      {
        ownerId: input.ownerId,
        visibility: Number(row.visibility),
        reviewStatus: Number(row.review_status),
        ownerAvailable: input.ownerAvailable,
        blocked: false,
        unlocked: row.unlocked,
        bought: row.bought,
        bundleLocked: row.bundle_locked,
      },
      input.viewer,
    );
    if (!access.visible && access.hidden) return [];
    // Media of a bundle on sale are shown in the profile's bundles (blurred, with the price), not among its photos.
    if (!access.visible && access.reason === "bundle") return [];
    const id = Number(row.id);
    return [
      {
        id,
        kind: row.kind,
        visibility: Number(row.visibility),
        width: Number(row.width),
        height: Number(row.height),
        is_avatar: row.is_avatar,
        locked: access.visible ? null : access.reason,
        urls: access.visible ? mediaUrlsOf(id) : null,
        // Only a signed-in viewer can pay; a guest is asked to sign in first (the "sign_in" lock).
        unlock_price: !access.visible && access.reason === "private" && row.unlock_price !== null ? Number(row.unlock_price) : null,
      },
    ];
  });
}
