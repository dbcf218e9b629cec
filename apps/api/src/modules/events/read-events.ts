import type { Database, DatabaseTx } from "@samtrot/db";
import {
  EVENT_ATTENDEES_PAGE_SIZE,
  EVENTS_PAGE_SIZE,
  type TAttendanceRequests,
  type TEvent,
  type TEventAttendee,
  type TEventAttendees,
  type TEventFacets,
  type TEventList,
  type TMyEvents,
  type ZEventListQuery,
  type ZMyEventsQuery,
} from "@samtrot/api-client/contracts";
import { EVENT_PRICE_RANGES, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { priceRangeBounds, type TEventPriceRange } from "@samtrot/events";
import type { z } from "zod";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { isStaff, loadViewer, type TViewer } from "../profiles/profile-viewer.js";
import { EVENT_SELECT, eventNotFound, toEvent, visibleTo, type TEventRow } from "./event-view.js";
import { requireModerator } from "./moderate-event.js";

type TUse = { database: Database; clock: TClock };

/** An event by its URL (category and slug must both match). */
export async function readEventBySlug(deps: TUse, input: { viewerId: number | null; category: string; slug: string }): Promise<TEvent> {
  const viewer = await loadViewer(deps.database, input.viewerId);
  const [row] = await deps.database.query<TEventRow>(`${EVENT_SELECT} WHERE e.slug = $2 AND e.category = $3`, [input.viewerId, input.slug, input.category]);
  if (!row || !visibleTo(row, viewer)) throw eventNotFound();
  return toEvent(row, viewer, deps.clock.now());
}

export async function readEventById(deps: TUse, input: { viewerId: number | null; eventId: number }): Promise<TEvent> {
  const viewer = await loadViewer(deps.database, input.viewerId);
  const [row] = await deps.database.query<TEventRow>(`${EVENT_SELECT} WHERE e.id = $2`, [input.viewerId, input.eventId]);
  if (!row || !visibleTo(row, viewer)) throw eventNotFound();
  return toEvent(row, viewer, deps.clock.now());
}

const PRICE_RANGE_SQL = `CASE ${EVENT_PRICE_RANGES.map((r) => `WHEN e.price >= ${r.min}${r.maxExclusive === null ? "" : ` AND e.price < ${r.maxExclusive}`} THEN '${r.key}'`).join(" ")} END`;

/** The list's parameters start with the viewer ($1, which EVENT_SELECT uses); the counts name it too, so it has a type. */
const VIEWER_TYPED = "($1::bigint IS NULL OR $1::bigint IS NOT NULL)";

/** Parameterised conditions, numbered from a given $ index. */
class Where {
  readonly params: unknown[];
  constructor(first: unknown[]) {
    this.params = [...first];
  }
  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/**
 * The public list: accepted events (guests too) under a filter (upcoming = not yet ended, soonest first; past, latest
 * first; all, latest first) and the facets' choices; facet counts leave their own facet's choice out, so each shows
 * what choosing another value would give.
 */
export async function listEvents(deps: TUse, input: { viewerId: number | null; query: z.output<typeof ZEventListQuery> }): Promise<TEventList> {
  const { query } = input;
  const now = deps.clock.now().toISOString();
  const viewer = await loadViewer(deps.database, input.viewerId);
  const build = (skip: string | null) => {
    const w = new Where([input.viewerId]);
    const conds = [`e.status = 'accepted'`];
    if (query.filter === "upcoming") conds.push(`e.ends_at > ${w.add(now)}`);
    if (query.filter === "past") conds.push(`e.ends_at <= ${w.add(now)}`);
    if (query.category && skip !== "category") conds.push(`e.category = ${w.add(query.category)}`);
    if (query.organizers_user_type && skip !== "organizers_user_type") conds.push(`o.user_type = ${w.add(query.organizers_user_type)}`);
    if (query.organizer) conds.push(`lower(o.username) = lower(${w.add(query.organizer)})`);
    if (query.country && skip !== "country") conds.push(`c.country = ${w.add(query.country)}`);
    if (query.price_range && skip !== "price") {
      const bounds = priceRangeBounds(query.price_range as TEventPriceRange);
      conds.push(`e.price >= ${w.add(bounds.min)}`);
      if (bounds.maxExclusive !== null) conds.push(`e.price < ${w.add(bounds.maxExclusive)}`);
    }
    return { where: conds.join(" AND "), params: w.params };
  };
  const size = EVENTS_PAGE_SIZE[query.view];
  const order = query.filter === "upcoming" ? "e.starts_at ASC, e.id ASC" : "e.starts_at DESC, e.id DESC";
  const main = build(null);
  const rows = await deps.database.query<TEventRow>(`${EVENT_SELECT} WHERE ${main.where} ORDER BY ${order} LIMIT ${size} OFFSET ${(query.page_no - 1) * size}`, main.params);
  const [{ total }] = (await deps.database.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM events e JOIN users o ON o.id = e.organizer_id JOIN cities c ON c.id = e.city_id WHERE ${VIEWER_TYPED} AND ${main.where}`,
    main.params,
  )) as [{ total: string | number }];
  const facetOf = async (facet: keyof TEventFacets, expr: string) => {
    const f = build(facet);
    const counted = await deps.database.query<{ value: string | number; count: string | number }>(
      `SELECT ${expr} AS value, count(*) AS count FROM events e JOIN users o ON o.id = e.organizer_id JOIN cities c ON c.id = e.city_id
        WHERE ${VIEWER_TYPED} AND ${f.where} GROUP BY 1 ORDER BY 1`,
      f.params,
    );
    return counted.map((r) => ({ value: String(r.value).trim(), count: Number(r.count) }));
  };
  const facets: TEventFacets = {
    category: await facetOf("category", "e.category"),
    organizers_user_type: await facetOf("organizers_user_type", "o.user_type"),
    country: await facetOf("country", "c.country"),
    price: await facetOf("price", PRICE_RANGE_SQL),
  };
  // the price ranges in their own order, empty ones too
  facets.price = EVENT_PRICE_RANGES.map((r) => ({ value: r.key, count: facets.price.find((p) => p.value === r.key)?.count ?? 0 }));
  const at = deps.clock.now();
  return { items: rows.map((row) => toEvent(row, viewer, at)), total: Number(total), page_no: query.page_no, page_size: size, facets };
}


/** The organizer's own events, any status, by filter; latest start first, 10 a page. */
export async function listMyEvents(deps: TUse, input: { userId: number; query: z.output<typeof ZMyEventsQuery> }): Promise<TMyEvents> {
  const viewer = await loadViewer(deps.database, input.userId);
  const now = deps.clock.now();
  const w = new Where([input.userId]);
  const conds = [`e.organizer_id = $1`];
  switch (input.query.filter) {
    case "upcoming":
      conds.push(`e.status IN ('pending', 'accepted') AND e.ends_at > ${w.add(now.toISOString())}`);
      break;
    case "past":
      conds.push(`e.status IN ('pending', 'accepted') AND e.ends_at <= ${w.add(now.toISOString())}`);
      break;
    case "rejected-or-cancelled":
      conds.push(`e.status IN ('rejected', 'cancelled')`);
      break;
    case "cancelled":
      conds.push(`e.status = 'cancelled'`);
      break;
  }
  return pageOfEvents(deps.database, viewer, now, conds.join(" AND "), w.params, "e.starts_at DESC, e.id DESC", input.query.page_no, PAGE_SIZE.default);
}

/** Team and backend only: the pending queue, oldest first. */
export async function listPendingEvents(deps: TUse, input: { userId: number; pageNo: number }): Promise<TMyEvents> {
  const viewer = await requireModerator(deps.database, input.userId);
  return pageOfEvents(deps.database, viewer, deps.clock.now(), `e.status = 'pending' AND $1::bigint IS NOT NULL`, [input.userId], "e.created_at ASC, e.id ASC", input.pageNo, PAGE_SIZE.default);
}

async function pageOfEvents(db: DatabaseTx, viewer: TViewer, now: Date, where: string, params: unknown[], order: string, pageNo: number, size: number): Promise<TMyEvents> {
  const rows = await db.query<TEventRow>(`${EVENT_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${(pageNo - 1) * size}`, params);
  const [{ total }] = (await db.query<{ total: string | number }>(`SELECT count(*) AS total FROM events e WHERE ${where}`, params)) as [{ total: string | number }];
  return { items: rows.map((row) => toEvent(row, viewer, now)), total: Number(total), page_no: pageNo, page_size: size };
}

type TAttendeeRow = { user_id: string | number; username: string; display_name: string | null; user_type: number; attendance: TEventAttendee["attendance"]; confirmed_at: Date | null; created_at: Date | string };
const ATTENDEE_SELECT = `SELECT a.user_id, u.username, p.display_name, u.user_type, a.attendance, a.confirmed_at, a.created_at
  FROM event_attendees a JOIN users u ON u.id = a.user_id LEFT JOIN profiles p ON p.user_id = a.user_id`;
const toAttendee = (row: TAttendeeRow): TEventAttendee => ({
  user: { id: Number(row.user_id), username: row.username, display_name: row.display_name, user_type: Number(row.user_type) },
  attendance: row.attendance,
  confirmed: row.confirmed_at !== null,
  created_at: new Date(row.created_at).toISOString(),
});

export async function loadAttendee(tx: DatabaseTx, eventId: number, userId: number): Promise<TEventAttendee | null> {
  const [row] = await tx.query<TAttendeeRow>(`${ATTENDEE_SELECT} WHERE a.event_id = $1 AND a.user_id = $2`, [eventId, userId]);
  return row ? toAttendee(row) : null;
}

/**
 * Who attends, 20 a page, in the order they said so. Everyone sees the confirmed attendances; the organizer and the
 * team also see requests waiting for confirmation and those the organizer rejected. Plus-only: members only.
 */
export async function listAttendees(deps: TUse, input: { viewerId: number | null; eventId: number; pageNo: number }): Promise<TEventAttendees> {
  const db = deps.database;
  const viewer = await loadViewer(db, input.viewerId);
  const [event] = await db.query<{ status: "pending" | "accepted" | "rejected" | "cancelled"; organizer_id: string | number; plus_only: boolean }>(
    `SELECT status, organizer_id, plus_only FROM events WHERE id = $1`,
    [input.eventId],
  );
  if (!event || !visibleTo(event, viewer)) throw eventNotFound();
  const privileged = viewer.userId === Number(event.organizer_id) || isStaff(viewer);
  if (event.plus_only && !privileged && !viewer.isMember) throw new AppError(403, "exception.events.plus_only");
  const where = privileged ? `a.event_id = $1 AND a.attendance IN ('attend', 'rejected_by_organizer')` : `a.event_id = $1 AND a.attendance = 'attend' AND a.confirmed_at IS NOT NULL`;
  const size = EVENT_ATTENDEES_PAGE_SIZE;
  const rows = await db.query<TAttendeeRow>(`${ATTENDEE_SELECT} WHERE ${where} ORDER BY a.created_at, a.user_id LIMIT ${size} OFFSET ${(input.pageNo - 1) * size}`, [input.eventId]);
  const [{ total }] = (await db.query<{ total: string | number }>(`SELECT count(*) AS total FROM event_attendees a WHERE ${where}`, [input.eventId])) as [{ total: string | number }];
  return { items: rows.map(toAttendee), total: Number(total), page_no: input.pageNo, page_size: size };
}

/** The organizer's attendance requests waiting for him (/event/creator_accept), on events that have not ended, oldest first. */
export async function listAttendanceRequests(deps: TUse, input: { userId: number; pageNo: number }): Promise<TAttendanceRequests> {
  const db = deps.database;
  const viewer = await loadViewer(db, input.userId);
  const now = deps.clock.now();
  const size = EVENT_ATTENDEES_PAGE_SIZE;
  const where = `e.organizer_id = $1 AND e.status = 'accepted' AND e.ends_at > $2 AND a.attendance = 'attend' AND a.confirmed_at IS NULL`;
  const requests = await db.query<{ event_id: string | number; user_id: string | number }>(
    `SELECT a.event_id, a.user_id FROM event_attendees a JOIN events e ON e.id = a.event_id WHERE ${where} ORDER BY a.updated_at, a.event_id, a.user_id LIMIT ${size} OFFSET ${(input.pageNo - 1) * size}`,
    [input.userId, now.toISOString()],
  );
  const [{ total }] = (await db.query<{ total: string | number }>(`SELECT count(*) AS total FROM event_attendees a JOIN events e ON e.id = a.event_id WHERE ${where}`, [
    input.userId,
    now.toISOString(),
  ])) as [{ total: string | number }];
  const items = [];
  for (const request of requests) {
    const [row] = await db.query<TEventRow>(`${EVENT_SELECT} WHERE e.id = $2`, [input.userId, request.event_id]);
    items.push({ event: toEvent(row!, viewer, now), attendee: (await loadAttendee(db, Number(request.event_id), Number(request.user_id)))! });
  }
  return { items, total: Number(total), page_no: input.pageNo, page_size: size };
}

/** For sitemap.xml: accepted events that have not ended. Past, cancelled, pending and rejected ones drop out. */
export async function listSitemapEvents(deps: TUse): Promise<{ items: { category: string; slug: string; updated_at: string }[] }> {
  const rows = await deps.database.query<{ category: string; slug: string; updated_at: Date | string }>(
    `SELECT category, slug, updated_at FROM events WHERE status = 'accepted' AND ends_at > $1 ORDER BY starts_at, id LIMIT 50000`,
    [deps.clock.now().toISOString()],
  );
  return { items: rows.map((r) => ({ category: r.category, slug: r.slug, updated_at: new Date(r.updated_at).toISOString() })) };
}

/** Which events a feed shows (issue 14 item 4): accepted ones, by when the team accepted them (decided_at). */
const SHOWN_IN_FEEDS = `e.status = 'accepted'`;

/**
 * The newsfeed's events source: one (kind, ref, actor, at) row per event a feed shows, accepted up to the feed's now
 * (the SQL parameter named by `nowParam`). The newsfeed merges it with its other sources and pages the union; the
 * rule of which events appear stays here.
 */
export function eventFeedSourceSql(nowParam: string): string {
  return `select 'event' as kind, e.id as ref, e.organizer_id as actor, e.decided_at as at from events e where ${SHOWN_IN_FEEDS} and e.decided_at <= ${nowParam}`;
}

/** Events by id as the viewer sees them, in one query (ones the viewer may not see are left out): a feed's items. */
export async function readEventsByIds(deps: TUse, input: { viewerId: number | null; eventIds: number[] }): Promise<Map<number, TEvent>> {
  if (input.eventIds.length === 0) return new Map();
  const viewer = await loadViewer(deps.database, input.viewerId);
  const rows = await deps.database.query<TEventRow>(`${EVENT_SELECT} WHERE e.id = ANY($2::bigint[])`, [input.viewerId, input.eventIds]);
  const now = deps.clock.now();
  return new Map(rows.filter((row) => visibleTo(row, viewer)).map((row) => [Number(row.id), toEvent(row, viewer, now)]));
}
