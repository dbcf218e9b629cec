import type { Database, DatabaseTx } from "@samtrot/db";
import type { TBlogDetail, TBlogList, TBlogSummary, TModerationBlogList, TMyBlogList, ZBlogListQuery, ZMyBlogsQuery } from "@samtrot/api-client/contracts";
import { BLOG_LIST_PAGE_SIZE, BLOG_SITEMAP_MAX, type TBlogSitemap } from "@samtrot/api-client/contracts";
import { BLOG_MANAGER_STATUS_FILTER, BLOG_STATUS, PAGE_SIZE, type TBlogStatus } from "@samtrot/constants-catalogue";
import { AWAITING_REVIEW_STATUSES, DISPLAYED_BLOG_STATUSES, blogRadius, decideSubmit, isDisplayedBlog, publishedSince } from "@samtrot/blogs";
import type { z } from "zod";
import { AppError, notFound } from "../../http/errors.js";
import { unauthorized } from "../../http/auth.js";
import type { TClock } from "../../http/clock.js";
import { runningMembershipSql } from "../membership/running-membership.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { AUTHOR_AVAILABLE_SQL, BLOG_FROM, BLOG_NOT_FOUND, BLOG_SELECT, loadBlogRow, toBlogDetail, toBlogSummary, type TBlogRow } from "./blog-view.js";

const DISPLAYED = `b.status IN (${DISPLAYED_BLOG_STATUSES.join(", ")})`;

/** Parameters of a query built piece by piece ($1, $2 … in the order added). */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * blogs/{activeCategory?}: displayed blogs of available authors, newest publication first, 10 a page, with the
 * filters of spec 001 §3 and a radius around a city or the caller (the author's profile location).
 */
export async function listBlogs(deps: { database: Database; clock: TClock }, input: { viewerId: number | null; query: z.output<typeof ZBlogListQuery> }): Promise<TBlogList> {
  const db = deps.database;
  const { query } = input;
  const p = new Params();
  const where = [DISPLAYED, AUTHOR_AVAILABLE_SQL];
  if (query.category) where.push(`b.category = ${p.add(query.category)}`);
  if (query.user_type) where.push(`u.user_type = ${p.add(query.user_type)}`);
  if (query.author) where.push(`lower(u.username) = lower(${p.add(query.author)})`);
  const since = publishedSince(query.date_published, deps.clock.now());
  if (since) where.push(`b.published_at >= ${p.add(since.toISOString())}`);
  if (query.only_show === "favorites") {
    if (input.viewerId === null) throw unauthorized();
    where.push(`EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${p.add(input.viewerId)} AND f.target_id = b.author_id)`);
  }
  if (query.only_show === "plus_member") where.push(runningMembershipSql("u"));
  if (input.viewerId !== null) {
    const viewer = p.add(input.viewerId);
    where.push(`NOT EXISTS (SELECT 1 FROM blocks k WHERE (k.blocker_id = ${viewer} AND k.blocked_id = b.author_id) OR (k.blocker_id = b.author_id AND k.blocked_id = ${viewer}))`);
  }

  const centre = await listCentre(db, input.viewerId, query);
  let distance = "NULL::float8";
  if (centre) {
    const origin = `ll_to_earth(${p.add(centre.lat)}, ${p.add(centre.lon)})`;
    const metres = p.add(centre.radius * 1000);
    const point = "ll_to_earth(p.lat, p.lon)";
    where.push(`p.lat IS NOT NULL AND earth_box(${origin}, ${metres}) @> ${point} AND earth_distance(${origin}, ${point}) <= ${metres}`);
    distance = `earth_distance(${origin}, ${point}) / 1000.0`;
  }
  const size = BLOG_LIST_PAGE_SIZE;
  const rows = await db.query<TBlogRow & { total: number }>(
    `SELECT ${BLOG_SELECT}, ${distance} AS distance_km, count(*) OVER ()::int AS total
       FROM ${BLOG_FROM}
      WHERE ${where.join(" AND ")}
      ORDER BY b.published_at DESC, b.id DESC
      LIMIT ${p.add(size)} OFFSET ${p.add((query.page_no - 1) * size)}`,
    p.values,
  );
  return { items: rows.map(toBlogSummary), total: rows[0]?.total ?? 0, page_no: query.page_no, page_size: size, centre };
}

async function listCentre(db: DatabaseTx, viewerId: number | null, query: z.output<typeof ZBlogListQuery>): Promise<TBlogList["centre"]> {
  const radius = blogRadius(query.radius);
  if (query.city) {
    const [city] = await db.query<{ lat: number; lon: number; name: string }>(`SELECT lat, lon, name FROM cities WHERE slug = $1`, [query.city]);
    if (!city) throw new AppError(422, "validation.blog.unknown_city", "query.city");
    return { lat: Number(city.lat), lon: Number(city.lon), city: city.name, radius };
  }
  if (query.near !== "me" && query.radius === undefined) return null;
  if (viewerId === null) {
    if (query.near === "me") throw unauthorized();
    return null;
  }
  const [me] = await db.query<{ lat: number | null; lon: number | null; name: string | null }>(
    `SELECT p.lat, p.lon, c.name FROM profiles p LEFT JOIN cities c ON c.id = p.city_id WHERE p.user_id = $1`,
    [viewerId],
  );
  if (!me || me.lat === null || me.lon === null) {
    if (query.near === "me") throw new AppError(422, "validation.blog.no_location", "query.near");
    return null;
  }
  return { lat: Number(me.lat), lon: Number(me.lon), city: me.name, radius };
}

/**
 * blogs/{category}/{slug}: a displayed blog of an available author for everyone; any status for its author and the
 * team (drafts, the queue). Everyone else: 404.
 */
export async function readBlogBySlug(deps: { database: Database }, input: { viewerId: number | null; category: string; slug: string }): Promise<TBlogDetail> {
  const db = deps.database;
  const row = await loadBlogRow(db, { category: input.category, slug: input.slug });
  if (!row) throw notFound(BLOG_NOT_FOUND);
  const viewer = await loadViewer(db, input.viewerId);
  const staff = isStaff(viewer);
  const isOwn = input.viewerId !== null && Number(row.author_id) === input.viewerId;
  if (!isOwn && !staff) {
    const [author] = await db.query(`SELECT 1 FROM users u WHERE u.id = $1 AND ${AUTHOR_AVAILABLE_SQL}`, [row.author_id]);
    if (!author || !isDisplayedBlog(Number(row.status))) throw notFound(BLOG_NOT_FOUND);
    if (input.viewerId !== null) {
      const [blocked] = await db.query(`SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`, [input.viewerId, row.author_id]);
      if (blocked) throw notFound(BLOG_NOT_FOUND);
    }
  }
  return toBlogDetail(db, row, { userId: input.viewerId, staff });
}

/** my_blogs: the caller's blogs, last changed first, with the manager's category and status filters and counts. */
export async function listMyBlogs(deps: { database: Database }, input: { userId: number; query: z.output<typeof ZMyBlogsQuery> }): Promise<TMyBlogList> {
  const db = deps.database;
  const p = new Params();
  const where = [`b.author_id = ${p.add(input.userId)}`];
  if (input.query.category) where.push(`b.category = ${p.add(input.query.category)}`);
  if (input.query.status) where.push(`b.status = ANY(${p.add([...BLOG_MANAGER_STATUS_FILTER[input.query.status]])}::smallint[])`);
  const size = PAGE_SIZE.default;
  const rows = await db.query<TBlogRow & { total: number }>(
    `SELECT ${BLOG_SELECT}, count(*) OVER ()::int AS total FROM ${BLOG_FROM}
      WHERE ${where.join(" AND ")} ORDER BY b.updated_at DESC, b.id DESC LIMIT ${p.add(size)} OFFSET ${p.add((input.query.page_no - 1) * size)}`,
    p.values,
  );
  const [counts] = await db.query<{ all: number; published: number; pending: number; rejected: number; draft: number }>(
    `SELECT count(*)::int AS all,
            count(*) FILTER (WHERE status IN (${BLOG_MANAGER_STATUS_FILTER.published.join(", ")}))::int AS published,
            count(*) FILTER (WHERE status = ${BLOG_STATUS.pending})::int AS pending,
            count(*) FILTER (WHERE status = ${BLOG_STATUS.rejected})::int AS rejected,
            count(*) FILTER (WHERE status = ${BLOG_STATUS.draft})::int AS draft
       FROM blogs WHERE author_id = $1 ${input.query.category ? "AND category = $2" : ""}`,
    input.query.category ? [input.userId, input.query.category] : [input.userId],
  );
  return {
    items: rows.map((row) => ({ ...toBlogSummary(row), rejection_reason: row.rejection_reason, can_submit: decideSubmit(Number(row.status) as TBlogStatus).ok })),
    total: rows[0]?.total ?? 0,
    page_no: input.query.page_no,
    page_size: size,
    counts: counts!,
  };
}

/**
 * For the newsfeed (and any other reader): the newest displayed blogs of the given authors, newest publication
 * first, before a time (paging by time), at most `limit`. Authors who are not available are left out.
 */
export async function recentPublishedBlogsByAuthors(db: DatabaseTx, input: { authorIds: number[]; limit: number; before?: Date | null }): Promise<TBlogSummary[]> {
  if (input.authorIds.length === 0) return [];
  const rows = await db.query<TBlogRow>(
    `SELECT ${BLOG_SELECT} FROM ${BLOG_FROM}
      WHERE b.author_id = ANY($1::bigint[]) AND ${DISPLAYED} AND ${AUTHOR_AVAILABLE_SQL} AND ($2::timestamptz IS NULL OR b.published_at < $2)
      ORDER BY b.published_at DESC, b.id DESC LIMIT $3`,
    [input.authorIds, input.before ? input.before.toISOString() : null, Math.min(Math.max(input.limit, 1), 100)],
  );
  return rows.map(toBlogSummary);
}

/** sitemap.xml: every displayed blog of an available author (category, slug, last change), newest first. */
export async function listBlogSitemap(deps: { database: Database }): Promise<TBlogSitemap> {
  const rows = await deps.database.query<{ category: TBlogSitemap["items"][number]["category"]; slug: string; updated_at: Date }>(
    `SELECT b.category, b.slug, b.updated_at FROM blogs b JOIN users u ON u.id = b.author_id
      WHERE ${DISPLAYED} AND ${AUTHOR_AVAILABLE_SQL} ORDER BY b.published_at DESC, b.id DESC LIMIT $1`,
    [BLOG_SITEMAP_MAX],
  );
  return { items: rows.map((r) => ({ category: r.category, slug: r.slug, updated_at: new Date(r.updated_at).toISOString() })) };
}

/** The team's queue: pending blogs and edits of published ones (post check), oldest submission first. */
export async function listModerationQueue(deps: { database: Database }, input: { pageNo: number }): Promise<TModerationBlogList> {
  const size = PAGE_SIZE.default;
  const rows = await deps.database.query<TBlogRow & { total: number }>(
    `SELECT ${BLOG_SELECT}, count(*) OVER ()::int AS total FROM ${BLOG_FROM}
      WHERE b.status IN (${AWAITING_REVIEW_STATUSES.join(", ")})
      ORDER BY b.submitted_at ASC NULLS LAST, b.id ASC LIMIT $1 OFFSET $2`,
    [size, (input.pageNo - 1) * size],
  );
  return {
    items: rows.map((row) => ({ ...toBlogSummary(row), submitted_at: row.submitted_at ? new Date(row.submitted_at).toISOString() : null })),
    total: rows[0]?.total ?? 0,
    page_no: input.pageNo,
    page_size: size,
  };
}

/** One blog in any status for the team. */
export async function readBlogForModeration(deps: { database: Database }, input: { moderatorId: number; blogId: number }): Promise<TBlogDetail> {
  const row = await loadBlogRow(deps.database, { id: input.blogId });
  if (!row) throw notFound(BLOG_NOT_FOUND);
  return toBlogDetail(deps.database, row, { userId: input.moderatorId, staff: true });
}
