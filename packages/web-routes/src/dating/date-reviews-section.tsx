import type { TDate, TDateReviews } from "@samtrot/api-client/contracts";
import { Button, Card, Textarea } from "@samtrot/ui-kit";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TFormState } from "../shell/forms/form-feedback";
import { FormErrorSummary } from "../shell/forms/form-feedback";
import { formatDateDay, formatDateTime } from "./date-words";
import { REVIEW_COMMENT_MAX, reviewsArePublished } from "./review-words";
import { ReviewView } from "./review-view";
import { REPORT_CATEGORY, USER_TYPE } from "@samtrot/constants-catalogue";
import { ReportLink } from "../reports/report-link";
import { partnerOf } from "./date-words";

/**
 * The reviews section of a date (my_date/{dateId}#reviews): the viewer's own review, and the other's once both are
 * published (together, or when the 7 days are over). While hidden it says so and when it will be published; the
 * one reviewed answers the other's review once, after publication (POST reviews/reply).
 */
export function DateReviews({
  reviews,
  date,
  name,
  lang,
  now,
  form,
  busy,
}: {
  reviews: TDateReviews;
  date: Pick<TDate, "id" | "stage" | "my_side" | "sender" | "receiver">;
  name: string;
  lang: string;
  now: number;
  form: TFormState;
  busy: boolean;
}) {
  const { t } = useTranslation("dating");
  const published = reviewsArePublished(reviews, now);
  const when = (iso: string) => t("when", { day: formatDateDay(iso, lang), time: formatDateTime(iso) });
  const closes = when(reviews.window_closes_at);
  // A review about a business is a business review (23, its reply 24); about a person a date review (8, reply 18).
  const partnerIsBusiness = partnerOf(date).user_type === USER_TYPE.business;
  const viewerIsBusiness = (date.my_side === "sender" ? date.sender : date.receiver).user_type === USER_TYPE.business;
  return (
    <Card title={t("review.section_title")} data-testid="date-reviews" data-date-id={date.id} id="reviews">
      {!reviews.mine && !reviews.theirs_written ? <p data-testid="reviews-none">{t("review.none_yet", { when: closes })}</p> : null}
      {reviews.mine ? (
        <>
          {!published ? (
            <p className="wr-review__pending" data-testid="review-pending">
              {t("review.pending", { name, when: when(reviews.published_at ?? reviews.window_closes_at) })}
            </p>
          ) : null}
          <ReviewView
            review={reviews.mine}
            lang={lang}
            replyLabel={t("review.reply_of", { name })}
            testId="review-mine"
            title={t("review.mine")}
            reportReply={
              <ReportLink
                category={partnerIsBusiness ? REPORT_CATEGORY.business_review_comment : REPORT_CATEGORY.date_review_comment}
                itemId={reviews.mine.id}
                testId="review-mine-reply-report"
              />
            }
          />
        </>
      ) : null}
      {!reviews.theirs && reviews.theirs_written ? (
        <p className="wr-review__pending" data-testid="review-theirs-waiting">
          {t("review.theirs_waiting", { name, when: closes })}
        </p>
      ) : null}
      {reviews.theirs ? (
        <>
          <ReviewView
            review={reviews.theirs}
            lang={lang}
            replyLabel={t("review.reply_mine")}
            testId="review-theirs"
            title={t("review.theirs", { name })}
            reportReview={
              <ReportLink category={viewerIsBusiness ? REPORT_CATEGORY.business_review : REPORT_CATEGORY.date_review} itemId={reviews.theirs.id} testId="review-theirs-report" />
            }
          />
          {reviews.theirs.reply === null ? (
            <Form method="post" replace className="wr-date-form wr-review__reply-form" data-testid="review-reply-form" noValidate>
              <input type="hidden" name="intent" value="reply" />
              <FormErrorSummary errors={form.errors} />
              <Textarea
                label={t("review.reply_label")}
                name="text"
                rows={3}
                maxLength={REVIEW_COMMENT_MAX}
                hint={t("review.reply_hint")}
                defaultValue={form.value("text") ?? ""}
                error={form.fieldError("text")}
              />
              <Button type="submit" variant="secondary" loading={busy} disabled={busy} data-testid="review-reply-submit">
                {t("review.reply_submit")}
              </Button>
            </Form>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
