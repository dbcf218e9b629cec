import type { TDateReview } from "@samtrot/api-client/contracts";
import type { TDateSide } from "@samtrot/dating";

// A date review as its rows read it (the reviews of a date, a profile's list, a date's public reviews).

type TId = string | number;
type TTime = string | Date;
export type TReviewRow = {
  id: TId;
  date_id: TId;
  author_id: TId;
  subject_id: TId;
  author_side: TDateSide;
  ratings: Record<string, number> | string;
  would_you_recommend_this_user: boolean;
  profile_match_reality: boolean;
  would_you_come_again: boolean;
  show_up: number | null;
  comment: string;
  created_at: TTime;
  published_at: TTime;
  reply: string | null;
  replied_at: TTime | null;
  author_username: string;
  author_user_type: number;
  author_deleted_at: TTime | null;
  author_display_name: string | null;
};

/** The columns of TReviewRow, over REVIEW_FROM (the review r, its author u). */
export const REVIEW_COLUMNS = `r.id, r.date_id, r.author_id, r.subject_id, r.author_side, r.ratings, r.would_you_recommend_this_user, r.profile_match_reality,
  r.would_you_come_again, r.show_up, r.comment, r.created_at, r.published_at, r.reply, r.replied_at,
  u.username AS author_username, u.user_type AS author_user_type, u.deleted_at AS author_deleted_at,
  (SELECT p.display_name FROM profiles p WHERE p.user_id = u.id) AS author_display_name`;
export const REVIEW_FROM = `date_reviews r JOIN users u ON u.id = r.author_id`;

const iso = (value: TTime) => new Date(value).toISOString();

export function reviewFromRow(row: TReviewRow): TDateReview {
  return {
    id: Number(row.id),
    date_id: Number(row.date_id),
    author: { id: Number(row.author_id), username: row.author_username, display_name: row.author_deleted_at ? null : row.author_display_name, user_type: row.author_user_type },
    subject_id: Number(row.subject_id),
    author_side: row.author_side,
    ratings: typeof row.ratings === "string" ? JSON.parse(row.ratings) : row.ratings,
    radios: {
      would_you_recommend_this_user: row.would_you_recommend_this_user,
      profile_match_reality: row.profile_match_reality,
      would_you_come_again: row.would_you_come_again,
    },
    show_up: row.show_up,
    comment: row.comment,
    created_at: iso(row.created_at),
    published_at: iso(row.published_at),
    reply: row.reply,
    replied_at: row.replied_at ? iso(row.replied_at) : null,
  };
}
