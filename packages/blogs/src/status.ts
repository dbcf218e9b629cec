import { BLOG_STATUS, BLOG_STATUS_DISPLAY, RADIUS, USER_TYPE, type TBlogStatus, type TBlogStatusDisplay } from "@samtrot/constants-catalogue";

// The life of a blog (spec 001 §4 codes; the transitions are ours, docs/decisions/028-blogs.md):
//   draft 3 ──submit──► pending 0 ──approve──► published 10 ──edit──► post check 4 ──approve──► published 10
//                 ▲         └──reject──► rejected 2 ──edit + submit──► pending 0        └──reject──► rejected 2
//   Approved 1 is displayed like published (spec) but never written by this product: an approval publishes at once.

/** Statuses shown to everyone as published (spec 001 §4: approved, post check, published). */
export const DISPLAYED_BLOG_STATUSES = [BLOG_STATUS.approved, BLOG_STATUS.post_check, BLOG_STATUS.published] as const;
/** Statuses in the team's queue: new blogs and edits of published ones. */
export const AWAITING_REVIEW_STATUSES = [BLOG_STATUS.pending, BLOG_STATUS.post_check] as const;

export function isDisplayedBlog(status: number): boolean {
  return (DISPLAYED_BLOG_STATUSES as readonly number[]).includes(status);
}

export function isAwaitingReview(status: number): boolean {
  return (AWAITING_REVIEW_STATUSES as readonly number[]).includes(status);
}

/** What the author and the manager show for a status (1, 4 and 10 all as published). */
export function blogStatusDisplay(status: TBlogStatus): TBlogStatusDisplay {
  return BLOG_STATUS_DISPLAY[status];
}

/** Who writes blogs: clients, escorts and businesses (the list filters by these user types); not the staff. */
export const BLOG_AUTHOR_TYPES = [USER_TYPE.client, USER_TYPE.escort, USER_TYPE.business] as const;
export function mayWriteBlog(userType: number): boolean {
  return (BLOG_AUTHOR_TYPES as readonly number[]).includes(userType);
}

/** Moderators: team (10) and backend (9) users (spec 001 §3). */
export function isModerator(userType: number): boolean {
  return userType === USER_TYPE.team || userType === USER_TYPE.backend;
}

/**
 * The status after the author saved changes: a draft, a pending or a rejected blog keeps its status (a rejected one
 * goes back to the queue only when submitted again); a displayed one goes to post check, stays displayed with the
 * changes and waits for the team's look.
 */
export function statusAfterEdit(status: TBlogStatus): TBlogStatus {
  return isDisplayedBlog(status) ? BLOG_STATUS.post_check : status;
}

export type TBlogRefusal = "not_submittable" | "not_awaiting_review";

/** Submitting for review: from draft or rejected to pending. */
export function decideSubmit(status: TBlogStatus): { ok: true; status: TBlogStatus } | { ok: false; reason: TBlogRefusal } {
  if (status === BLOG_STATUS.draft || status === BLOG_STATUS.rejected) return { ok: true, status: BLOG_STATUS.pending };
  return { ok: false, reason: "not_submittable" };
}

/** The team's decision on a blog in the queue (pending or post check): approve publishes, reject takes it down. */
export function decideModeration(status: TBlogStatus, decision: "approve" | "reject"): { ok: true; status: TBlogStatus } | { ok: false; reason: TBlogRefusal } {
  if (!isAwaitingReview(status)) return { ok: false, reason: "not_awaiting_review" };
  return { ok: true, status: decision === "approve" ? BLOG_STATUS.published : BLOG_STATUS.rejected };
}

/** Blog radii in km, 500 (default) down to 5 (spec 001 §6, §9). */
export const BLOG_RADII = RADIUS.blogChoices;
export const DEFAULT_BLOG_RADIUS = RADIUS.default.blogs;
export type TBlogRadius = (typeof BLOG_RADII)[number];

/** A requested radius as a blog radius: none, 0 or below → 500; otherwise the smallest choice at or above it (at most 500). */
export function blogRadius(requested: number | null | undefined): TBlogRadius {
  if (requested === null || requested === undefined || !Number.isFinite(requested) || requested <= 0) return DEFAULT_BLOG_RADIUS;
  const ascending = [...BLOG_RADII].sort((a, b) => a - b);
  return ascending.find((choice) => choice >= requested) ?? DEFAULT_BLOG_RADIUS;
}

/** Date-published filter ranges of the list (spec 001 §3 names the filter; the ranges are ours). */
export const BLOG_DATE_RANGES = ["any", "day", "week", "month", "year"] as const;
export type TBlogDateRange = (typeof BLOG_DATE_RANGES)[number];
const RANGE_DAYS: Record<Exclude<TBlogDateRange, "any">, number> = { day: 1, week: 7, month: 30, year: 365 };

/** The earliest publication time of a range at `now` (null: any time). */
export function publishedSince(range: TBlogDateRange, now: Date): Date | null {
  if (range === "any") return null;
  return new Date(now.getTime() - RANGE_DAYS[range] * 24 * 60 * 60 * 1000);
}

/** onlyShow of the list (spec 001 §3 names it; the choices are ours): authors the viewer favourited, Plus authors. */
export const BLOG_ONLY_SHOW = ["favorites", "plus_member"] as const;
export type TBlogOnlyShow = (typeof BLOG_ONLY_SHOW)[number];
