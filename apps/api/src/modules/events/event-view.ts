import type { DatabaseTx } from "@samtrot/db";
import { mediaUrlsOf, type TEvent } from "@samtrot/api-client/contracts";
import { EVENT_TIMING, eventTiming, priceRangeOf, type TEventCategory, type TEventStatus } from "@samtrot/events";
import { MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import { isStaff, type TViewer } from "../profiles/profile-viewer.js";

/** One event row with what its view needs (aliases e, o, op, c; the viewer's attendance as $VIEWER). */
export type TEventRow = {
  id: string | number;
  organizer_id: string | number;
  title: string;
  slug: string;
  category: TEventCategory;
  description: string;
  cover_media_id: string | number | null;
  cover_public: boolean | null;
  starts_at: Date | string;
  ends_at: Date | string;
  city_slug: string;
  city_name: string;
  city_country: string;
  city_lat: number;
  city_lon: number;
  address: string;
  price: number;
  max_attendees: number | null;
  plus_only: boolean;
  needs_confirmation: boolean;
  status: TEventStatus;
  status_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  organizer_username: string;
  organizer_display_name: string | null;
  organizer_user_type: number;
  attending_count: number | string;
  reviews_count: number | string;
  rating_average: number | string | null;
  my_attendance: "attend" | "absent" | "rejected_by_organizer" | null;
  my_confirmed: boolean | null;
  my_reviewed: boolean;
};

/**
 * The SELECT of event rows: $1 is the viewer's id (or null). Callers append WHERE/ORDER/LIMIT with their own
 * parameters from $2 on.
 */
export const EVENT_SELECT = `SELECT e.id, e.organizer_id, e.title, e.slug, e.category, e.description, e.cover_media_id,
       (g.visibility = ${MEDIA_VISIBILITY.public} AND g.review_status = ${MEDIA_REVIEW_STATUS.accepted}) AS cover_public,
       e.starts_at, e.ends_at, c.slug AS city_slug, c.name AS city_name, c.country AS city_country, c.lat AS city_lat, c.lon AS city_lon,
       e.address, e.price, e.max_attendees, e.plus_only, e.needs_confirmation, e.status, e.status_reason, e.created_at, e.updated_at,
       o.username AS organizer_username, op.display_name AS organizer_display_name, o.user_type AS organizer_user_type,
       (SELECT count(*) FROM event_attendees a WHERE a.event_id = e.id AND a.attendance = 'attend' AND a.confirmed_at IS NOT NULL) AS attending_count,
       (SELECT count(*) FROM event_reviews r WHERE r.event_id = e.id) AS reviews_count,
       (SELECT round(avg(v.value::numeric), 1) FROM event_reviews r, jsonb_each_text(r.ratings) v WHERE r.event_id = e.id) AS rating_average,
       me.attendance AS my_attendance, (me.confirmed_at IS NOT NULL) AS my_confirmed,
       EXISTS (SELECT 1 FROM event_reviews r WHERE r.event_id = e.id AND r.author_id = $1) AS my_reviewed
  FROM events e
  JOIN users o ON o.id = e.organizer_id
  LEFT JOIN profiles op ON op.user_id = e.organizer_id
  JOIN cities c ON c.id = e.city_id
  LEFT JOIN gallery_items g ON g.media_id = e.cover_media_id AND g.user_id = e.organizer_id
  LEFT JOIN event_attendees me ON me.event_id = e.id AND me.user_id = $1`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** Whether the viewer sees the event at all: accepted or cancelled ones everyone; pending and rejected ones only the organizer and the team. */
export function visibleTo(row: Pick<TEventRow, "status" | "organizer_id">, viewer: TViewer): boolean {
  if (row.status === "accepted" || row.status === "cancelled") return true;
  return viewer.userId === Number(row.organizer_id) || isStaff(viewer);
}

/** The event as this viewer sees it (Plus-only details locked for non-members; the reason for organizer and team). */
export function toEvent(row: TEventRow, viewer: TViewer, now: Date): TEvent {
  const isOrganizer = viewer.userId === Number(row.organizer_id);
  const staff = isStaff(viewer);
  const locked = row.plus_only && !isOrganizer && !staff && !viewer.isMember;
  const timing = eventTiming({ status: row.status, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) }, now);
  const coverId = row.cover_media_id === null ? null : Number(row.cover_media_id);
  const showCover = coverId !== null && (row.cover_public === true || isOrganizer || staff);
  const open = row.status === "accepted" && (timing === EVENT_TIMING.upcoming || timing === EVENT_TIMING.active);
  const myAttendance = row.my_attendance ?? null;
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    category: row.category,
    description: locked ? null : row.description,
    cover_url: showCover ? mediaUrlsOf(coverId!).medium : null,
    cover_media_id: showCover ? coverId : null,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    city: { slug: row.city_slug, name: row.city_name, country: row.city_country.trim(), lat: Number(row.city_lat), lon: Number(row.city_lon) },
    address: locked ? null : row.address,
    price: Number(row.price),
    price_range: priceRangeOf(Number(row.price)),
    max_attendees: row.max_attendees === null ? null : Number(row.max_attendees),
    plus_only: row.plus_only,
    needs_confirmation: row.needs_confirmation,
    status: row.status,
    status_reason: isOrganizer || staff ? row.status_reason : null,
    timing,
    organizer: { id: Number(row.organizer_id), username: row.organizer_username, display_name: row.organizer_display_name, user_type: Number(row.organizer_user_type) },
    attending_count: Number(row.attending_count),
    reviews_count: Number(row.reviews_count),
    rating_average: row.rating_average === null ? null : Number(row.rating_average),
    locked,
    my_attendance: myAttendance,
    my_confirmed: myAttendance === "attend" && row.my_confirmed === true,
    is_organizer: isOrganizer,
    can_edit: isOrganizer && row.status !== "cancelled" && timing === EVENT_TIMING.upcoming,
    can_attend: open && viewer.userId !== null && !isOrganizer && myAttendance !== "rejected_by_organizer" && !locked,
    can_review: row.status === "accepted" && timing === EVENT_TIMING.past && myAttendance === "attend" && row.my_confirmed === true && !row.my_reviewed,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function eventNotFound(): AppError {
  return new AppError(404, "exception.events.event_not_found");
}

/** One event row by id for the viewer (null when there is none). */
export async function loadEventRow(tx: DatabaseTx, eventId: number, viewerId: number | null): Promise<TEventRow | null> {
  const [row] = await tx.query<TEventRow>(`${EVENT_SELECT} WHERE e.id = $2`, [viewerId, eventId]);
  return row ?? null;
}

/** Locks the event row for a change (the attendance count, status and times are decided under it). */
export async function lockEvent(tx: DatabaseTx, eventId: number) {
  const [row] = await tx.query<{ id: string | number; organizer_id: string | number; status: TEventStatus; starts_at: Date | string; ends_at: Date | string; plus_only: boolean; needs_confirmation: boolean; max_attendees: number | null; title: string; slug: string; category: string }>(
    `SELECT id, organizer_id, status, starts_at, ends_at, plus_only, needs_confirmation, max_attendees, title, slug, category FROM events WHERE id = $1 FOR UPDATE`,
    [eventId],
  );
  return row ?? null;
}

/** The web path of an event (without the locale prefix). */
export function eventPath(row: { category: string; slug: string }): string {
  return `/events/${row.category}/${row.slug}`;
}
