import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { dateListContract, type TDate } from "@samtrot/api-client/contracts";
import { DATING_TABS, USER_TYPE } from "@samtrot/constants-catalogue";
import { EmptyState, Pager, Spinner } from "@samtrot/ui-kit";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { REALTIME_RESYNC, useRealtimeEvent, useRealtimeStatus } from "../shell/realtime/use-realtime";
import { requireUser } from "../shell/session/session.server";
import { useSessionUser } from "../shell/session/use-session-user";
import { DateFacts, partnerName, StageBadge } from "./date-card";
import { datingTabOf, myDatesHref, partnerOf } from "./date-words";
import datingCssUrl from "./dating.css?url";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { AdSlot } from "../ads/ad-slot";
import { loadAd } from "../ads/load-ad.server";

export const handle = { i18n: ["common", "dating"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: datingCssUrl }];

const headers = { "cache-control": "private, no-store" };

export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const tab = datingTabOf(url.searchParams.get("tab"));
  const pageNo = Number(url.searchParams.get("page_no") ?? "1");
  const [result, ad] = await Promise.all([
    pageApi(args, { lang }).call(dateListContract, { query: { tab, page_no: Number.isSafeInteger(pageNo) && pageNo > 0 ? pageNo : 1 } }, { camelCase: false }),
    user.isMember ? null : loadAd(args, { lang, placement: "my_dating" }),
  ]);
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("title", { ns: "dating" }), tab, list: result.data, ad }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function MyDatesRoute() {
  const { tab, list, ad } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dating");
  const { lang, href } = usePageLocale();
  const user = useSessionUser();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const realtime = useRealtimeStatus();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A change to any of the viewer's dates (either side, another tab, the expiry job) reloads the list once.
  const refresh = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      revalidator.revalidate();
    }, 150);
  };
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  useRealtimeEvent("date.changed", refresh);
  useRealtimeEvent(REALTIME_RESYNC, refresh);

  const loading = navigation.state === "loading" && navigation.location.pathname.endsWith("/my_date");
  const pageCount = Math.max(1, Math.ceil(list.total / list.page_size));
  const isClient = user?.profile.userType === USER_TYPE.client;
  const side = isClient ? "client" : "provider";
  return (
    <div className="wr-dates" data-testid="my-dates" data-realtime={realtime} data-tab={tab}>
      <div className="wr-dates__head">
        <h1>{t("title")}</h1>
        <p className="wr-dates__intro">{t("intro")}</p>
      </div>
      <nav className="sr-tabs wr-dates__tabs" aria-label={t("tabs_label")}>
        <div className="sr-tabs__scroller">
          <div className="sr-tabs__list">
            {DATING_TABS.map((key) => (
              <a
                key={key}
                className="sr-tabs__tab"
                href={href(myDatesHref(key))}
                data-selected={key === tab ? "true" : "false"}
                aria-current={key === tab ? "page" : undefined}
                data-testid={`dates-tab-${key}`}
              >
                <span className="sr-tabs__label">{t(`tabs.${key}`)}</span>
                {key === tab ? <span className="sr-tabs__count">{list.total}</span> : null}
              </a>
            ))}
          </div>
        </div>
      </nav>
      <div className="wr-dates__body" aria-busy={loading || revalidator.state === "loading"}>
        {loading ? <Spinner label={t("loading")} className="wr-dates__spinner" data-testid="dates-loading" /> : null}
        {list.items.length === 0 ? (
          <EmptyState title={t(`empty.${tab}`)} data-testid="dates-empty">
            <p>{t(`empty_hint.${side}`)}</p>
            <a className="sr-button sr-button--primary sr-button--md" href={href(isClient ? "/escorts" : "/user")}>
              <span className="sr-button__label">{t(`empty_cta.${side}`)}</span>
            </a>
          </EmptyState>
        ) : (
          <ul className="wr-date-list" data-testid="date-list">
            {list.items.map((date) => (
              <DateRow key={date.id} date={date} lang={lang} href={href} />
            ))}
          </ul>
        )}
        {pageCount > 1 ? (
          <Pager
            current={list.page_no}
            pageCount={pageCount}
            hrefFor={(n) => href(myDatesHref(tab, n))}
            labels={pagerLabels(t, t("pages"))}
          />
        ) : null}
        <AdSlot ad={ad} />
      </div>
    </div>
  );
}

function DateRow({ date, lang, href }: { date: TDate; lang: Parameters<typeof DateFacts>[0]["lang"]; href: (path: string) => string }) {
  const { t } = useTranslation("dating");
  const partner = partnerOf(date);
  const name = partnerName(date);
  return (
    <li className="wr-date-row" data-testid="date-item" data-date-id={date.id}>
      <article aria-labelledby={`date-${date.id}-title`}>
        <div className="wr-date-row__head">
          <h2 id={`date-${date.id}-title`} className="wr-date-row__title">
            {t("with", { name: "" })}
            <a href={href(`/p/${encodeURIComponent(partner.username)}`)} data-testid="date-partner">
              {name}
            </a>
          </h2>
          <StageBadge stage={date.stage} />
        </div>
        <DateFacts date={date} lang={lang} />
        <a className="sr-button sr-button--secondary sr-button--sm wr-date-row__open" href={href(`/my_date/${date.id}`)} data-testid="date-open">
          <span className="sr-button__label">
            {t("open")}
            <span className="sr-visually-hidden"> – {t("with", { name })}</span>
          </span>
        </a>
      </article>
    </li>
  );
}
