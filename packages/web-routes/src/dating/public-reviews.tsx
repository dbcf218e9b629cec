import type { TPublicDateReviews } from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY, USER_TYPE } from "@samtrot/constants-catalogue";
import { useTranslation } from "react-i18next";
import { ReportLink } from "../reports/report-link";
import { ReviewView } from "./review-view";

type TNamed = { username: string; display_name: string | null };
const nameOf = (person: TNamed) => person.display_name ?? person.username;

/** The names the date's public reviews are about, joined for a sentence ("Mia" or "Mia und Tom"). */
export function subjectNames(items: TPublicDateReviews["items"]): string {
  return [...new Set(items.map((item) => nameOf(item.subject)))].join(" & ");
}

/** A failed read of a date's public reviews as the page's status: nothing public is a 404 page. */
export function reviewsPageStatus(status: unknown): number {
  return status === 404 ? 404 : typeof status === "number" && status >= 400 ? status : 502;
}

/** A date's public reviews, each headed by whom it is about and by whom (the unlock and detail pages). */
export function PublicReviewList({ reviews, lang }: { reviews: TPublicDateReviews; lang: string }) {
  const { t } = useTranslation("dating");
  return (
    <ol className="wr-public-reviews" data-testid="public-reviews">
      {reviews.items.map((review) => (
        <li key={review.id}>
          <ReviewView
            review={review}
            lang={lang}
            replyLabel={t("review.reply_of", { name: nameOf(review.subject) })}
            testId="public-review"
            title={t("review.about_by", { subject: nameOf(review.subject), author: nameOf(review.author) })}
            more={review.locked ? <p className="wr-review__locked" data-testid="public-review-locked">{t("review.unlock.locked_hint")}</p> : null}
            reportReview={
              <ReportLink
                category={review.subject.user_type === USER_TYPE.business ? REPORT_CATEGORY.business_review : REPORT_CATEGORY.date_review}
                itemId={review.id}
                testId="public-review-report"
              />
            }
            reportReply={
              <ReportLink
                category={review.subject.user_type === USER_TYPE.business ? REPORT_CATEGORY.business_review_comment : REPORT_CATEGORY.date_review_comment}
                itemId={review.id}
                testId="public-review-reply-report"
              />
            }
          />
        </li>
      ))}
    </ol>
  );
}
