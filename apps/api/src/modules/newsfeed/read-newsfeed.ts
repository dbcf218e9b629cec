import type { Database } from "@samtrot/db";
import { mediaUrlsOf, NEWSFEED_PAGE_SIZE, NEWSFEED_TRENDING_HOURS, type TNewsfeed, type TNewsfeedItem, type TNewsfeedQuery } from "@samtrot/api-client/contracts";
import { ERROR_KEY, MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY, USER_TYPE } from "@samtrot/constants-catalogue";
import { DISPLAYED_BLOG_STATUSES } from "@samtrot/blogs";
import { reviewExcerpt } from "@samtrot/dating";
import type { TClock } from "../../http/clock.js";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { bundleLockedSql } from "../bundles/bundle-media-sql.js";
import { eventFeedSourceSql, readEventsByIds } from "../events/read-events.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";
import { loadViewer } from "../profiles/profile-viewer.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";

type TUse = { database: Database; clock: TClock };

/**
 * The sources of the feed, each a select of (kind, ref, actor, at) where actor is the profile the item belongs to.
 * Parameters: $1 viewer (bigint, null for guests), $2 the api clock's now. The photo levels a viewer may see in
 * all/favorites: public to everyone, logged_in to signed-in viewers; exclusive lists plus_member media only.
 * A medium of a bundle on sale never shows (only its buyers see it).
 */
function sourcesSql(exclusive: boolean): string[] {
  const photoLevels = exclusive
    ? `g.visibility = ${MEDIA_VISIBILITY.plus_member}`
    : `(g.visibility = ${MEDIA_VISIBILITY.public} or ($1::bigint is not null and g.visibility = ${MEDIA_VISIBILITY.logged_in}))`;
  const photos = `select 'photo' as kind, g.media_id as ref, g.user_id as actor, g.created_at as at from gallery_items g
     where g.review_status = ${MEDIA_REVIEW_STATUS.accepted} and g.kind = 'image' and ${photoLevels} and g.created_at <= $2 and not ${bundleLockedSql("g.media_id")}`;
  if (exclusive) return [photos];
  // the events module decides which events a feed shows
  const events = eventFeedSourceSql("$2");
  // Published reviews about the actor, as the subject's date_review_display allows (only escorts can hide theirs),
  // written by an available author the viewer has no block with.
  const reviews = `select 'review', r.id, r.subject_id, r.published_at from date_reviews r
       join users su on su.id = r.subject_id join users au on au.id = r.author_id
       left join user_settings s on s.user_id = r.subject_id
     where r.published_at <= $2 and ${profileAvailableSql("au")}
       and not (su.user_type = ${USER_TYPE.escort} and s.show_date_reviews is false)
       and ($1::bigint is null or ${notBlockedEitherWaySql("$1::bigint", "r.author_id")})`;
  // Displayed blogs (the blogs module's rule: published or edited after publication, by published_at).
  const blogs = `select 'blog', b.id, b.author_id, b.published_at from blogs b where b.status in (${DISPLAYED_BLOG_STATUSES.join(", ")}) and b.published_at <= $2`;
  // A profile's latest status or description change (one row per profile; the settings module writes it).
  const updates = `select 'profile_update', u.user_id, u.user_id, u.updated_at from profile_updates u where u.updated_at <= $2`;
  return [photos, events, reviews, blogs, updates];
}

/** GET /api/v2/newsfeed: one page, newest first (page cursor: page_no over the merged, ordered sources). */
export async function readNewsfeed(deps: TUse, input: { viewerId: number | null; query: TNewsfeedQuery }): Promise<TNewsfeed> {
  const { tab, page_no: pageNo } = input.query;
  const viewer = await loadViewer(deps.database, input.viewerId);
  const signedIn = viewer.userId !== null;
  const page = { tab, page_no: pageNo, page_size: NEWSFEED_PAGE_SIZE, sign_in_required: false, upsell: false };
  const emptyKey = tab === "favorites" ? ERROR_KEY.noFavoritesYet : ERROR_KEY.noNewsfeedYet;
  if (tab === "favorites" && !signedIn) return { ...page, items: [], has_more: false, empty_key: emptyKey, sign_in_required: true };
  const now = deps.clock.now();

  const rows =
    tab === "trending_now"
      ? await trendingRows(deps.database, viewer.userId, now, pageNo)
      : await feedRows(deps.database, viewer.userId, now, tab, pageNo);
  const hasMore = rows.length > NEWSFEED_PAGE_SIZE;
  const pageRows = rows.slice(0, NEWSFEED_PAGE_SIZE);
  const plus = viewer.entitlements.includes("exclusive_media");
  const items = await hydrate(deps, viewer.userId, pageRows, { exclusiveTeaser: tab === "exclusive" && !plus });
  return {
    ...page,
    items,
    has_more: hasMore,
    empty_key: items.length === 0 && pageNo === 1 ? emptyKey : null,
    sign_in_required: tab === "exclusive" && !signedIn,
    upsell: tab === "exclusive" && !plus,
  };
}

type TRow = { kind: "photo" | "event" | "review" | "blog" | "profile_update" | "trending"; ref: string | number; actor: string | number; at: Date | string; fav?: number; rev?: number; att?: number };

/** Only available actors, nobody behind a block either way, and for favorites only the viewer's favourites. */
function actorFilterSql(tab: string): string {
  return `${profileAvailableSql("a")} and ($1::bigint is null or ${notBlockedEitherWaySql("$1::bigint", "a.id")})
    ${tab === "favorites" ? "and exists (select 1 from favorites f where f.user_id = $1::bigint and f.target_id = a.id)" : ""}`;
}

async function feedRows(db: Database, viewerId: number | null, now: Date, tab: string, pageNo: number): Promise<TRow[]> {
  const union = sourcesSql(tab === "exclusive").join("\n union all\n");
  return db.query<TRow>(
    `select s.kind, s.ref, s.actor, s.at from (${union}) s join users a on a.id = s.actor
      where ${actorFilterSql(tab)}
      order by s.at desc, s.kind, s.ref desc
      limit $3 offset $4`,
    [viewerId, now.toISOString(), NEWSFEED_PAGE_SIZE + 1, (pageNo - 1) * NEWSFEED_PAGE_SIZE],
  );
}

/**
 * trending_now: profiles by engagement in the last 24 hours of the api clock — favourites they received, published
 * reviews about them (as their display setting shows them) and attendances of their events — highest first.
 */
async function trendingRows(db: Database, viewerId: number | null, now: Date, pageNo: number): Promise<TRow[]> {
  const since = new Date(now.getTime() - NEWSFEED_TRENDING_HOURS * 3_600_000);
  return db.query<TRow>(
    `select * from (
       select 'trending' as kind, a.id as ref, a.id as actor,
              (select count(*)::int from favorites f where f.target_id = a.id and f.created_at > $5 and f.created_at <= $2) as fav,
              (select count(*)::int from date_reviews r left join user_settings us on us.user_id = r.subject_id
                 where r.subject_id = a.id and r.published_at > $5 and r.published_at <= $2
                   and not (a.user_type = ${USER_TYPE.escort} and us.show_date_reviews is false)) as rev,
              (select count(*)::int from event_attendees ea join events e on e.id = ea.event_id
                 where e.organizer_id = a.id and e.status = 'accepted' and ea.attendance = 'attend' and ea.created_at > $5 and ea.created_at <= $2) as att,
              $2::timestamptz as at
         from users a where ${actorFilterSql("trending_now")}
     ) t where t.fav + t.rev + t.att > 0
     order by t.fav + t.rev + t.att desc, t.ref desc
     limit $3 offset $4`,
    [viewerId, now.toISOString(), NEWSFEED_PAGE_SIZE + 1, (pageNo - 1) * NEWSFEED_PAGE_SIZE, since.toISOString()],
  );
}

async function hydrate(deps: TUse, viewerId: number | null, rows: TRow[], opts: { exclusiveTeaser: boolean }): Promise<TNewsfeedItem[]> {
  const db = deps.database;
  const ids = (kind: TRow["kind"]) => rows.filter((r) => r.kind === kind).map((r) => Number(r.ref));
  const actors = new Map(
    (
      await db.query<{ id: number; username: string; user_type: number }>(`select id, username, user_type from users where id = any($1::bigint[])`, [
        [...new Set(rows.map((r) => Number(r.actor)))],
      ])
    ).map((u) => [Number(u.id), { id: Number(u.id), username: u.username, user_type: Number(u.user_type), avatar_url: avatarUrlOf(Number(u.id)) }]),
  );
  const photos = new Map(
    (await db.query<{ id: number; width: number; height: number; visibility: number }>(
      `select g.media_id as id, m.width, m.height, g.visibility from gallery_items g join media_files m on m.id = g.media_id where g.media_id = any($1::bigint[])`,
      [ids("photo")],
    )).map((p) => [Number(p.id), p]),
  );
  const reviews = new Map(
    (await db.query<{ id: number; date_id: number; ratings: Record<string, number> | string; comment: string; would_you_recommend_this_user: boolean; author: string }>(
      `select r.id, r.date_id, r.ratings, r.comment, r.would_you_recommend_this_user, u.username as author
         from date_reviews r join users u on u.id = r.author_id where r.id = any($1::bigint[])`,
      [ids("review")],
    )).map((r) => [Number(r.id), r]),
  );
  const blogs = new Map(
    (await db.query<{ id: number; title: string; category: string; slug: string }>(`select id, title, category, slug from blogs where id = any($1::bigint[])`, [ids("blog")])).map((b) => [
      Number(b.id),
      b,
    ]),
  );
  const updates = new Map(
    (await db.query<{ user_id: number; field: "status" | "description"; text: string }>(`select user_id, field, text from profile_updates where user_id = any($1::bigint[])`, [ids("profile_update")])).map(
      (u) => [Number(u.user_id), u],
    ),
  );
  // the events module's read rule decides what the viewer sees of an event (Plus-only details stay locked there)
  const events = await readEventsByIds(deps, { viewerId, eventIds: ids("event") });
  const items: TNewsfeedItem[] = [];
  for (const row of rows) {
    const actor = actors.get(Number(row.actor))!;
    const ref = Number(row.ref);
    const base = { id: `${row.kind}-${ref}`, at: new Date(row.at).toISOString(), actor };
    if (row.kind === "photo") {
      const p = photos.get(ref)!;
      items.push({ kind: "photo", ...base, media_id: ref, visibility: Number(p.visibility), urls: opts.exclusiveTeaser ? null : mediaUrlsOf(ref), width: Number(p.width), height: Number(p.height) });
    } else if (row.kind === "event") {
      const event = events.get(ref);
      if (!event) continue;
      items.push({ kind: "event", ...base, event_id: ref, title: event.title, category: event.category, slug: event.slug, city: event.city.name, starts_at: event.starts_at, cover_url: event.cover_url });
    } else if (row.kind === "review") {
      const r = reviews.get(ref)!;
      items.push({
        kind: "review",
        ...base,
        date_id: Number(r.date_id),
        author_username: r.author,
        ratings: typeof r.ratings === "string" ? JSON.parse(r.ratings) : r.ratings,
        excerpt: reviewExcerpt(r.comment).text,
        would_you_recommend_this_user: r.would_you_recommend_this_user,
      });
    } else if (row.kind === "blog") {
      const b = blogs.get(ref)!;
      items.push({ kind: "blog", ...base, blog_id: ref, title: b.title, path: `/blogs/${b.category}/${b.slug}` });
    } else if (row.kind === "profile_update") {
      const u = updates.get(ref);
      if (!u) continue;
      items.push({ kind: "profile_update", ...base, field: u.field, text: u.text });
    } else {
      const fav = Number(row.fav ?? 0), rev = Number(row.rev ?? 0), att = Number(row.att ?? 0);
      items.push({ kind: "trending", ...base, score: fav + rev + att, favorites: fav, reviews: rev, attendances: att });
    }
  }
  return items;
}
