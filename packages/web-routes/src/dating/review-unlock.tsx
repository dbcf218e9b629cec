import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { publicDateReviewsContract, unlockDateReviewsContract } from "@samtrot/api-client/contracts";
import { Alert, Button, Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { buyDollarsPath, formatDollars } from "../bundles/bundle-form";
import { intlLocale } from "../profiles/profile-facts";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { loginRedirectPath } from "../shell/session/return-path";
import { getUser, requireUser } from "../shell/session/session.server";
import { PublicReviewList, reviewsPageStatus, subjectNames } from "./public-reviews";
import bundlesCssUrl from "../bundles/bundles.css?url";
import datingCssUrl from "./dating.css?url";

export const handle = { i18n: ["common", "dating", "payment"] };
// the unlock summary (price, balance before and after) looks as the media unlock does: its styles are in bundles.css
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: datingCssUrl },
  { rel: "stylesheet", href: bundlesCssUrl },
];

const headers = { "cache-control": "private, no-store" };

function dateIdOf(params: Record<string, string | undefined>): number {
  const id = Number(params.dateId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}

// dating/reviews/unlock/{dateId} (spec 000 §2; decision 030): the date's public reviews with their excerpts, the
// price, the balance before and after, one confirm (a plain form post); a guest is asked to sign in, too few dollars
// lead to buying more. Whoever reads them whole already goes to dating/reviews/detail/{dateId}.
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const dateId = dateIdOf(args.params);
  const api = pageApi(args, { lang });
  const result = await api.call(publicDateReviewsContract, { params: { dateId } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: reviewsPageStatus(result.status) });
  if (!result.data.locked) throw redirect(localizePath(`/dating/reviews/detail/${dateId}`, linkPrefix), { headers });
  const user = await getUser(args);
  const url = new URL(args.request.url);
  return data(
    {
      title: serverI18n.t(lang)("review.unlock.title", { ns: "dating" }),
      reviews: result.data,
      signedIn: user !== null,
      loginPath: loginRedirectPath(url.pathname, linkPrefix),
      returnPath: url.pathname,
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const dateId = dateIdOf(args.params);
  const api = pageApi(args, { lang });
  const result = await api.call(unlockDateReviewsContract, { params: { dateId } }, { camelCase: false });
  const detail = localizePath(`/dating/reviews/detail/${dateId}`, linkPrefix);
  if (result.ok) throw redirect(`${detail}?done=unlock`, { headers });
  if (result.errors.some((e) => e.title === "exception.dating.review_not_locked")) throw redirect(detail, { headers });
  const insufficient = result.errors.some((e) => e.title === "exception.ledger.insufficient_balance");
  return data({ message: result.message, insufficient }, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ReviewUnlockRoute() {
  const { reviews, signedIn, loginPath, returnPath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("dating");
  const pay = useTranslation("payment").t;
  const { lang, href } = usePageLocale();
  const navigation = useNavigation();
  const money = (amount: number) => formatDollars(amount, intlLocale(lang));
  const balance = reviews.viewer.dollar_balance ?? 0;
  const enough = balance >= reviews.price && !answer?.insufficient;
  return (
    <div className="wr-dates wr-review-unlock" data-testid="review-unlock" data-date-id={reviews.date_id}>
      <h1 className="wr-dates__title">{t("review.unlock.title")}</h1>
      <p className="wr-dates__intro">{t("review.unlock.intro", { names: subjectNames(reviews.items) })}</p>
      <Card title={t("review.unlock.price_title")}>
        {!signedIn ? (
          <div className="wr-unlock" data-testid="review-unlock-sign-in">
            <p>{t("review.unlock.sign_in_text")}</p>
            <a className="sr-button sr-button--primary sr-button--md" href={loginPath}>
              <span className="sr-button__label">{pay("unlock.sign_in")}</span>
            </a>
          </div>
        ) : (
          <div className="wr-unlock">
            <dl className="wr-unlock__sum" data-testid="unlock-summary">
              <div>
                <dt>{pay("unlock.price")}</dt>
                <dd data-testid="unlock-price">{money(reviews.price)}</dd>
              </div>
              <div>
                <dt>{pay("unlock.balance")}</dt>
                <dd data-testid="unlock-balance-before">{money(balance)}</dd>
              </div>
              <div className="wr-unlock__after">
                <dt>{pay("unlock.balance_after")}</dt>
                <dd data-testid="unlock-balance-after">{enough ? money(balance - reviews.price) : "–"}</dd>
              </div>
            </dl>
            {answer && !answer.insufficient ? (
              <Alert tone="error" data-testid="unlock-error">
                <p>{answer.message}</p>
              </Alert>
            ) : null}
            {enough ? (
              <Form method="post">
                <p className="wr-unlock__note">{t("review.unlock.note")}</p>
                <Button type="submit" loading={navigation.state !== "idle"} data-testid="unlock-confirm">
                  {pay("unlock.confirm", { price: money(reviews.price) })}
                </Button>
              </Form>
            ) : (
              <div className="wr-unlock__short" data-testid="unlock-insufficient">
                <Alert tone="error">
                  <p>{pay("unlock.insufficient", { missing: money(Math.max(0, reviews.price - balance)) })}</p>
                </Alert>
                <a className="sr-button sr-button--primary sr-button--md" href={href(buyDollarsPath(returnPath))} data-testid="unlock-buy-dollars">
                  <span className="sr-button__label">{pay("unlock.buy_dollars")}</span>
                </a>
              </div>
            )}
          </div>
        )}
      </Card>
      <PublicReviewList reviews={reviews} lang={lang} />
    </div>
  );
}
