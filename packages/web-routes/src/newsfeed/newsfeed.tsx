import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NEWSFEED_TABS, newsfeedContract, ZNewsfeedQuery, type TNewsfeedItem, type TNewsfeedTab } from "@samtrot/api-client/contracts";
import { EmptyState, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import newsfeedCssUrl from "./newsfeed.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: newsfeedCssUrl }];

// newsfeed (guest; spec 000 §2, spec 001 §2 tabs all, favorites, exclusive, trending_now; §9 10 a page). The api
// decides what each viewer sees (decision 032); an empty first page carries its exception.newsfeed.* key.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const url = new URL(args.request.url);
  const parsed = ZNewsfeedQuery.safeParse({ tab: url.searchParams.get("tab") ?? undefined, page_no: url.searchParams.get("page_no") ?? undefined });
  const query = parsed.success ? parsed.data : { tab: "all" as const, page_no: 1 };
  const result = await pageApi(args, { lang }).call(newsfeedContract, { query }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("newsfeed.title"), feed: result.data }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }];

export default function NewsfeedRoute() {
  const { feed } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const tabHref = (tab: TNewsfeedTab, pageNo = 1) => href(`/newsfeed?tab=${tab}${pageNo > 1 ? `&page_no=${pageNo}` : ""}`);
  return (
    <div className="sr-container" data-testid="newsfeed">
      <h1>{t("newsfeed.title")}</h1>
      <nav aria-label={t("newsfeed.tabs")} className="wr-tabs wr-feed-tabs">
        <ul>
          {NEWSFEED_TABS.map((tab) => (
            <li key={tab}>
              <a href={tabHref(tab)} aria-current={tab === feed.tab ? "page" : undefined} data-testid={`newsfeed-tab-${tab}`}>
                {t(`newsfeed.tab.${tab}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {feed.upsell && feed.items.length > 0 ? (
        <div className="wr-feed-upsell" data-testid="newsfeed-upsell">
          <p>{t(feed.sign_in_required ? "newsfeed.exclusive_sign_in" : "newsfeed.exclusive_upsell")}</p>
          <a className="sr-button" href={href(feed.sign_in_required ? "/login" : "/user/membership")}>
            {t(feed.sign_in_required ? "newsfeed.sign_in" : "newsfeed.become_member")}
          </a>
        </div>
      ) : null}
      {feed.items.length > 0 ? (
        <>
          <ul className="wr-feed" data-testid="newsfeed-items">
            {feed.items.map((item, index) => (
              <FeedCard key={item.id} item={item} eager={index < EAGER_CARDS} />
            ))}
          </ul>
          {feed.page_no > 1 || feed.has_more ? (
            <Pager
              current={feed.page_no}
              pageCount={feed.has_more ? feed.page_no + 1 : feed.page_no}
              hrefFor={(pageNo) => tabHref(feed.tab, pageNo)}
              labels={pagerLabels(t, t("newsfeed.pages"))}
            />
          ) : null}
        </>
      ) : (
        <EmptyState title={t(feed.empty_key ?? "exception.newsfeed.no_newsfeed_yet")} data-testid="newsfeed-empty">
          {feed.sign_in_required ? (
            <p>
              {t("newsfeed.favorites_sign_in")} <a href={href("/login")}>{t("newsfeed.sign_in")}</a>
            </p>
          ) : (
            <p>
              {t("newsfeed.empty_hint")} <a href={href("/search")}>{t("newsfeed.search_profiles")}</a>
            </p>
          )}
        </EmptyState>
      )}
    </div>
  );
}

/**
 * The first cards' images load at once: they are on screen when the page opens (a lazy image waits for layout and
 * the viewport, and a screenshot of the whole page never scrolls it into view). Later cards load as they come near.
 */
const EAGER_CARDS = 4;

function FeedCard({ item, eager }: { item: TNewsfeedItem; eager: boolean }) {
  const loading = eager ? "eager" : "lazy";
  const { t, i18n } = useTranslation("common");
  const { href } = usePageLocale();
  const profile = href(`/p/${item.actor.username}`);
  const when = new Intl.DateTimeFormat(i18n.language === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(item.at));
  return (
    <li className="wr-feed__card" data-testid="newsfeed-item" data-kind={item.kind}>
      <div className="wr-feed__who">
        <img className="wr-feed__avatar" src={item.actor.avatar_url} alt="" width={36} height={36} loading={loading} />
        <span className="wr-feed__byline">
          <a href={profile}>{item.actor.username}</a>
          {item.kind !== "trending" ? <time className="wr-feed__time" dateTime={item.at}>{when}</time> : null}
        </span>
      </div>
      <p className="wr-feed__kind">{t(`newsfeed.kind.${item.kind}`)}</p>
      {item.kind === "photo" ? (
        item.urls ? (
          <a className="wr-feed__photo" href={profile}>
            <img src={item.urls.medium} alt={t("newsfeed.photo_of", { username: item.actor.username })} width={item.width} height={item.height} loading={loading} />
          </a>
        ) : (
          <div className="wr-feed__teaser">{t("newsfeed.exclusive_teaser")}</div>
        )
      ) : item.kind === "event" ? (
        <>
          {item.cover_url ? (
            <a className="wr-feed__photo" href={href(`/events/${item.category}/${item.slug}`)} tabIndex={-1} aria-hidden="true">
              <img src={item.cover_url} alt="" width={400} height={300} loading={loading} />
            </a>
          ) : null}
          <h2 className="wr-feed__title">
            <a href={href(`/events/${item.category}/${item.slug}`)}>{item.title}</a>
          </h2>
          <p className="wr-feed__meta">
            {item.city} · {new Intl.DateTimeFormat(i18n.language === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(item.starts_at))}
          </p>
        </>
      ) : item.kind === "blog" ? (
        <h2 className="wr-feed__title">
          <a href={href(item.path)}>{item.title}</a>
        </h2>
      ) : item.kind === "profile_update" ? (
        <>
          <blockquote className="wr-feed__status">{item.text}</blockquote>
          <a href={profile}>{t("newsfeed.open_profile", { username: item.actor.username })}</a>
        </>
      ) : item.kind === "review" ? (
        <>
          <p className="wr-feed__stars" aria-label={t("newsfeed.rating", { value: average(item.ratings) })}>
            {"★".repeat(Math.round(average(item.ratings)))}
            {"☆".repeat(5 - Math.round(average(item.ratings)))}
          </p>
          <blockquote>{item.excerpt}</blockquote>
          <a href={href(`/p/${item.actor.username}/reviews`)}>{t("newsfeed.read_reviews", { username: item.actor.username })}</a>
        </>
      ) : (
        <p>{t("newsfeed.trending_counts", { favorites: item.favorites, reviews: item.reviews, attendances: item.attendances })}</p>
      )}
    </li>
  );
}

function average(ratings: Record<string, number>): number {
  const values = Object.values(ratings);
  return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0;
}
