import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { dateDetailContract, publicDateReviewsContract } from "@samtrot/api-client/contracts";
import { Alert } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { getUser } from "../shell/session/session.server";
import { PublicReviewList, reviewsPageStatus, subjectNames } from "./public-reviews";
import datingCssUrl from "./dating.css?url";

export const handle = { i18n: ["common", "dating"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: datingCssUrl }];

const headers = { "cache-control": "private, no-store" };

// dating/reviews/detail/{dateId} (spec 000 §2; decision 030): a side of the date reads its reviews on the date itself
// (my_date/{dateId}#reviews); anyone else sees the date's public reviews whole when entitled (staff, unlocked),
// otherwise goes to dating/reviews/unlock/{dateId}.
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const id = Number(args.params.dateId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  const user = await getUser(args);
  const api = pageApi(args, { lang });
  const [result, own] = await Promise.all([
    api.call(publicDateReviewsContract, { params: { dateId: id } }, { camelCase: false }),
    // a side of the date reads the date itself (anyone else gets 404 there)
    user ? api.call(dateDetailContract, { params: { dateId: id } }, { camelCase: false }).then((res) => res.ok) : Promise.resolve(false),
  ]);
  if (own) throw redirect(localizePath(`/my_date/${id}#reviews`, linkPrefix), { headers });
  if (!result.ok) throw new Response(null, { status: reviewsPageStatus(result.status) });
  if (result.data.locked) throw redirect(localizePath(`/dating/reviews/unlock/${id}`, linkPrefix), { headers });
  const done = new URL(args.request.url).searchParams.get("done") === "unlock";
  return data({ title: serverI18n.t(lang)("review.detail_title", { ns: "dating" }), reviews: result.data, done }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ReviewDetailRoute() {
  const { reviews, done } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dating");
  const { lang } = usePageLocale();
  return (
    <div className="wr-dates wr-review-detail" data-testid="review-detail" data-date-id={reviews.date_id}>
      <h1 className="wr-dates__title">{t("review.detail_title")}</h1>
      <p className="wr-dates__intro">{t("review.detail_intro", { names: subjectNames(reviews.items) })}</p>
      {done ? (
        <Alert tone="success" data-testid="review-unlocked">
          <p>{t("review.unlock.done")}</p>
        </Alert>
      ) : null}
      <PublicReviewList reviews={reviews} lang={lang} />
    </div>
  );
}
