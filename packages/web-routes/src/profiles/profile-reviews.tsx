import type { TProfileReviews } from "@samtrot/api-client/contracts";
import { EmptyState, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { criteriaOfKind } from "../dating/review-words";
import { ReviewAverages, ReviewView } from "../dating/review-view";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { ReportLink } from "../reports/report-link";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";

/** The profile tab for date reviews (p/{username}/reviews; a business's: /business_reviews); guests see it too. */
export function ProfileReviews({
  list,
  name,
  lang,
  hrefFor,
  unlockHrefFor,
}: {
  list: TProfileReviews;
  name: string;
  lang: string;
  hrefFor: (page: number) => string;
  /** dating/reviews/unlock/{dateId} under the page's language prefix */
  unlockHrefFor: (dateId: number) => string;
}) {
  const { t } = useTranslation("dating");
  if (!list.shown) return <EmptyState headingLevel={2} title={t("review.hidden", { name })} data-testid="profile-reviews-hidden" />;
  if (list.total === 0) return <EmptyState headingLevel={2} title={t("review.empty")} data-testid="profile-reviews-empty" />;
  const pageCount = Math.ceil(list.total / list.page_size);
  return (
    <section className="wr-profile-reviews" data-testid="profile-reviews" aria-labelledby="profile-reviews-title">
      <h2 id="profile-reviews-title" className="wr-profile-reviews__title">
        {t("review.profile_title", { name })}
      </h2>
      <p className="wr-profile-reviews__count">{t("review.averages", { count: list.total })}</p>
      <ReviewAverages averages={list.averages} criteria={criteriaOfKind(list.kind)} lang={lang} />
      <ol className="wr-profile-reviews__list">
        {list.items.map((review) => (
          <li key={review.id} data-testid="profile-review">
            <ReviewView
              review={review}
              lang={lang}
              replyLabel={t("review.reply_of", { name })}
              testId={`profile-review-${review.id}`}
              title={t("review.by", { name: review.author.display_name ?? review.author.username })}
              more={
                review.locked ? (
                  <p className="wr-review__locked">
                    <a href={unlockHrefFor(review.date_id)} data-testid="review-unlock-link">
                      {t("review.unlock.read_whole")}
                    </a>
                  </p>
                ) : null
              }
              reportReview={
                <ReportLink
                  category={list.kind === "business" ? REPORT_CATEGORY.business_review : REPORT_CATEGORY.date_review}
                  itemId={review.id}
                  testId={`profile-review-${review.id}-report`}
                />
              }
              reportReply={
                <ReportLink
                  category={list.kind === "business" ? REPORT_CATEGORY.business_review_comment : REPORT_CATEGORY.date_review_comment}
                  itemId={review.id}
                  testId={`profile-review-${review.id}-reply-report`}
                />
              }
            />
          </li>
        ))}
      </ol>
      {pageCount > 1 ? (
        <Pager
          current={list.page_no}
          pageCount={pageCount}
          hrefFor={hrefFor}
          labels={pagerLabels(t, t("review.pages"))}
        />
      ) : null}
    </section>
  );
}
