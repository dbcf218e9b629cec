import { REPORT_CATEGORY, USER_TYPE, type TReportCategory } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { registerReportTarget, type TReportedItem } from "../reports/report-targets.js";
import { datesReadWhole } from "./review-unlock.js";

// Reports of dating items (docs/decisions/026-reports.md). The item ids: a date's id (19); a review's id for the
// review (8 about a person, 23 about a business) and for its reply (18 / 24: the reply is stored on the review).

/** date 19: only its two sides can report it; the item belongs to the other side. */
registerReportTarget({
  category: REPORT_CATEGORY.date,
  module: "dating",
  async resolve(tx, { itemId, reporterId }) {
    if (reporterId === null) return null;
    const [row] = await tx.query<{ sender_id: string | number; receiver_id: string | number }>(
      `select sender_id, receiver_id from dates where id = $1 and $2::bigint in (sender_id, receiver_id)`,
      [itemId, reporterId],
    );
    if (!row) return null;
    return { ownerId: Number(row.sender_id) === reporterId ? Number(row.receiver_id) : Number(row.sender_id) };
  },
});

type TReviewFacts = {
  date_id: string | number;
  author_id: string | number;
  subject_id: string | number;
  subject_type: number;
  published: boolean;
  replied: boolean;
  subject_available: boolean;
  show_date_reviews: boolean | null;
};

/**
 * A review as the reporter can read it (the rules of readDateReviews and listProfileReviews): its author always; once
 * published, its subject, and everyone else while the subject's profile is available and shows its reviews (an
 * escort's date_review_display). A block does not hide it from a report.
 */
async function readableReview(tx: DatabaseTx, input: { itemId: number; reporterId: number | null; now: Date }, business: boolean): Promise<TReviewFacts | null> {
  const [row] = await tx.query<TReviewFacts>(
    `select r.date_id, r.author_id, r.subject_id, su.user_type as subject_type, r.published_at <= $2 as published, r.reply is not null as replied,
            ${profileAvailableSql("su")} as subject_available, s.show_date_reviews
       from date_reviews r
       join users su on su.id = r.subject_id
       left join user_settings s on s.user_id = su.id
      where r.id = $1`,
    [input.itemId, input.now.toISOString()],
  );
  if (!row || (Number(row.subject_type) === USER_TYPE.business) !== business) return null;
  const reporter = input.reporterId;
  if (reporter === Number(row.author_id)) return row;
  if (!row.published) return null;
  if (reporter === Number(row.subject_id)) return row;
  const shown = Number(row.subject_type) !== USER_TYPE.escort || row.show_date_reviews !== false;
  return row.subject_available && shown ? row : null;
}

function reviewTarget(category: TReportCategory, business: boolean) {
  registerReportTarget({
    category,
    module: "dating",
    async resolve(tx, input): Promise<TReportedItem | null> {
      const review = await readableReview(tx, input, business);
      return review ? { ownerId: Number(review.author_id) } : null;
    },
  });
}

/**
 * The reply to a review: it exists once the subject answered; the subject wrote it. Its words are read by the date's
 * sides, staff and viewers who unlocked the date's reviews (decision 030, datesReadWhole); nobody else sees it.
 */
function replyTarget(category: TReportCategory, business: boolean) {
  registerReportTarget({
    category,
    module: "dating",
    async resolve(tx, input): Promise<TReportedItem | null> {
      const review = await readableReview(tx, input, business);
      if (!review?.replied) return null;
      if (!(await datesReadWhole(tx, input.reporterId, [Number(review.date_id)])).has(Number(review.date_id))) return null;
      return { ownerId: Number(review.subject_id) };
    },
  });
}

reviewTarget(REPORT_CATEGORY.date_review, false);
replyTarget(REPORT_CATEGORY.date_review_comment, false);
reviewTarget(REPORT_CATEGORY.business_review, true);
replyTarget(REPORT_CATEGORY.business_review_comment, true);
