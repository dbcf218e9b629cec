import type { TDateReview } from "@samtrot/api-client/contracts";
import { DATE_REVIEW_CRITERIA } from "@samtrot/constants-catalogue";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "../profiles/profile-facts";
import { formatDateDay } from "./date-words";
import { averageWidth, ratingWordKey, REVIEW_RADIOS, showUpKey } from "./review-words";

type TReviewLike = Pick<TDateReview, "ratings" | "radios" | "show_up" | "comment" | "reply" | "created_at" | "author">;

/** One criterion's rating as five stars and the number with its word (the stars are decoration; the text says it). */
export function RatingLine({ label, rating }: { label: string; rating: number }) {
  const { t } = useTranslation("dating");
  const common = useTranslation("common").t;
  const word = ratingWordKey(Math.round(rating));
  return (
    <div className="wr-review__rating">
      <dt>{label}</dt>
      <dd>
        <span className="wr-review__stars" aria-hidden="true">
          {"★".repeat(Math.round(rating))}
          <span className="wr-review__stars-off">{"★".repeat(5 - Math.round(rating))}</span>
        </span>{" "}
        <span>{t("review.rating_of", { rating, word: word ? common(word) : "" })}</span>
      </dd>
    </div>
  );
}

/**
 * A published (or the viewer's own) review: ratings, yes/no answers, show-up, comment and the subject's reply.
 * `reportReview` / `reportReply`: a ReportLink for the review and for its reply, where the viewer may report them.
 */
export function ReviewView({
  review,
  lang,
  replyLabel,
  testId,
  title,
  more,
  reportReview,
  reportReply,
}: {
  review: TReviewLike;
  lang: string;
  replyLabel: string;
  testId: string;
  title?: string;
  /** after the comment: what the viewer can do to read more (a locked review) */
  more?: ReactNode;
  reportReview?: ReactNode;
  reportReply?: ReactNode;
}) {
  const { t } = useTranslation("dating");
  const common = useTranslation("common").t;
  const showUp = showUpKey(review.show_up);
  return (
    <article className="wr-review" data-testid={testId}>
      {title ? <h3 className="wr-review__title">{title}</h3> : null}
      <dl className="wr-review__ratings">
        {DATE_REVIEW_CRITERIA.filter((c) => review.ratings[c] !== undefined).map((criterion) => [criterion, review.ratings[criterion]] as const).map(([criterion, rating]) => (
          <RatingLine key={criterion} label={t(`review.criterion.${criterion}`)} rating={rating as number} />
        ))}
      </dl>
      <ul className="wr-review__radios">
        {REVIEW_RADIOS.map((radio) => (
          <li key={radio} data-answer={review.radios[radio] ? "yes" : "no"}>
            <span aria-hidden="true">{review.radios[radio] ? "✓" : "✗"}</span> {t(`review.radio_public.${radio}`)}: {review.radios[radio] ? t("review.yes") : t("review.no")}
          </li>
        ))}
        {showUp ? (
          <li>
            {t("review.show_up_public")}: {common(showUp)}
          </li>
        ) : null}
      </ul>
      {review.comment ? <blockquote className="wr-review__comment">{review.comment}</blockquote> : null}
      {more}
      {review.reply ? (
        <div className="wr-review__reply" data-testid={`${testId}-reply`}>
          <p className="wr-review__reply-head">{replyLabel}</p>
          <p>{review.reply}</p>
          {reportReply ? <p className="wr-review__report">{reportReply}</p> : null}
        </div>
      ) : null}
      <p className="wr-review__meta">
        <time dateTime={review.created_at}>{formatDateDay(review.created_at, lang)}</time>
        {reportReview ? <span className="wr-review__report">{reportReview}</span> : null}
      </p>
    </article>
  );
}

/** Averages per criterion as bars with their numbers (the bar is decoration; the number is the text). */
export function ReviewAverages({ averages, criteria, lang }: { averages: Record<string, { average: number; count: number }>; criteria: readonly string[]; lang: string }) {
  const { t } = useTranslation("dating");
  const common = useTranslation("common").t;
  return (
    <dl className="wr-review-averages" data-testid="review-averages">
      {criteria
        .filter((c) => averages[c])
        .map((criterion) => {
          const { average } = averages[criterion] as { average: number };
          const word = ratingWordKey(Math.round(average));
          return (
            <div key={criterion} className="wr-review-averages__row" data-criterion={criterion}>
              <dt>{t(`review.criterion.${criterion}`)}</dt>
              <dd>
                <span className="wr-review-averages__bar" aria-hidden="true">
                  <span style={{ width: `${averageWidth(average)}%` }} />
                </span>
                <span className="wr-review-averages__number">
                  {average.toLocaleString(intlLocale(lang as Parameters<typeof intlLocale>[0]), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                </span>
                <span className="sr-visually-hidden">{word ? ` (${common(word)})` : ""}</span>
              </dd>
            </div>
          );
        })}
    </dl>
  );
}
