import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { eventListContract, type TEventList } from "@samtrot/api-client/contracts";
import { EVENT_CATEGORIES, EVENT_PRICE_RANGES, USER_TYPE } from "@samtrot/constants-catalogue";
import { Alert, EmptyState, Pager, Spinner } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { brand } from "@brand";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { useSessionUser } from "../shell/session/use-session-user";
import { seoAlternates } from "../seo/seo-links";
import { EventCard } from "./event-card";
import { eventsListHref, isEventCategory, type TPublicListState } from "./event-words";
import eventsCssUrl from "./events.css?url";
import { AdSlot } from "../ads/ad-slot";
import { loadAd } from "../ads/load-ad.server";

export const handle = { i18n: ["common", "event"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsCssUrl }];

const FILTERS = ["upcoming", "past", "all"] as const;
const COUNTRIES = ["DE", "AT", "CH", "NL"] as const;

// events/{activeCategory?} (spec 000 §2, guests too): accepted events with facets category, organizer type,
// country and price range (counts from the api), filters upcoming / past / all, tiles (12) or a list (10).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const url = new URL(args.request.url);
  const category = args.params.activeCategory ?? null;
  if (category !== null && !isEventCategory(category)) throw new Response(null, { status: 404 });
  const q = url.searchParams;
  const filter = (FILTERS as readonly string[]).includes(q.get("filter") ?? "") ? (q.get("filter") as TPublicListState["filter"]) : "upcoming";
  const view = q.get("view") === "list" ? "list" : "tiles";
  const type = Number(q.get("organizers_user_type"));
  const country = (COUNTRIES as readonly string[]).includes(q.get("country") ?? "") ? q.get("country")! : undefined;
  const priceRange = EVENT_PRICE_RANGES.some((r) => r.key === q.get("price_range")) ? q.get("price_range")! : undefined;
  const pageNo = Math.max(1, Math.floor(Number(q.get("page_no")) || 1));
  const state: TPublicListState = {
    category: category as TPublicListState["category"],
    filter,
    view,
    ...(type === USER_TYPE.escort || type === USER_TYPE.business ? { organizers_user_type: type } : {}),
    ...(country ? { country } : {}),
    ...(priceRange ? { price_range: priceRange } : {}),
    page_no: pageNo,
  };
  const adLoad = loadAd(args, { lang, placement: "events" });
  const result = await pageApi(args, { lang }).call(
    eventListContract,
    {
      query: {
        ...(state.category ? { category: state.category } : {}),
        filter,
        view,
        ...(state.organizers_user_type ? { organizers_user_type: state.organizers_user_type } : {}),
        ...(state.country ? { country: state.country as "DE" } : {}),
        ...(state.price_range ? { price_range: state.price_range } : {}),
        page_no: pageNo,
      },
    },
    { camelCase: false },
  );
  const t = serverI18n.t(lang);
  const heading = state.category ? t(`category.${state.category}`, { ns: "event" }) : t("list.title", { ns: "event" });
  const seo = seoAlternates({ origin: url.origin, path: state.category ? `/events/${state.category}` : "/events", lang, localePrefix: brand.localePrefix, page: pageNo });
  return data(
    {
      title: t("list.meta_title", { ns: "event", heading, brand: brand.name }),
      description: t("list.meta_description", { ns: "event", heading, brand: brand.name }),
      heading,
      state,
      list: result.ok ? result.data : (null as TEventList | null),
      seo,
      ad: await adLoad,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: page.title },
        { name: "description", content: page.description },
        { tagName: "link", rel: "canonical", href: page.seo.canonical },
        ...page.seo.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href })),
      ]
    : [];

export default function EventsListRoute() {
  const { heading, state, list, ad } = useLoaderData<typeof loader>();
  const { t } = useTranslation("event");
  const { lang, href } = usePageLocale();
  const user = useSessionUser();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const to = (change: Partial<TPublicListState>) => href(eventsListHref({ ...state, page_no: 1, ...change }));
  const count = (facet: keyof TEventList["facets"], value: string) => list?.facets[facet].find((f) => f.value === value)?.count ?? 0;
  const organizer = user && (user.profile.userType === USER_TYPE.escort || user.profile.userType === USER_TYPE.business);
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  return (
    <div className="wr-events" data-testid="events-list" data-view={state.view}>
      <div className="wr-events__head">
        <div>
          <h1>{heading}</h1>
          <p className="wr-events__intro">{t("list.intro")}</p>
        </div>
        {organizer ? (
          <a className="sr-button sr-button--primary sr-button--md" href={href("/events/add")} data-testid="events-add">
            <span className="sr-button__label">{t("add.title")}</span>
          </a>
        ) : null}
      </div>
      <nav className="wr-events__categories" aria-label={t("list.categories")}>
        <ul>
          <li>
            <a href={to({ category: null })} aria-current={state.category === null ? "page" : undefined} className="wr-events__chip">
              {t("list.all_categories")}
            </a>
          </li>
          {EVENT_CATEGORIES.map((category) => (
            <li key={category}>
              <a href={to({ category })} aria-current={state.category === category ? "page" : undefined} className="wr-events__chip" data-testid={`events-category-${category}`}>
                {t(`category.${category}`)} <span className="wr-events__count">{count("category", category)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="wr-events__layout">
        <aside className="wr-events__facets" aria-label={t("list.facets")}>
          <FacetGroup
            title={t("list.filter")}
            items={FILTERS.map((filter) => ({ key: filter, label: t(`filter.${filter}`), href: to({ filter }), current: state.filter === filter }))}
          />
          <FacetGroup
            title={t("facet.organizers_user_type")}
            items={[
              { key: "any", label: t("facet.any"), href: to({ organizers_user_type: undefined }), current: !state.organizers_user_type },
              ...[USER_TYPE.escort, USER_TYPE.business].map((type) => ({
                key: String(type),
                label: t(`organizer_type.${type}`),
                count: count("organizers_user_type", String(type)),
                href: to({ organizers_user_type: type }),
                current: state.organizers_user_type === type,
              })),
            ]}
          />
          <FacetGroup
            title={t("facet.country")}
            items={[
              { key: "any", label: t("facet.any"), href: to({ country: undefined }), current: !state.country },
              ...COUNTRIES.map((country) => ({ key: country, label: t(`country.${country}`), count: count("country", country), href: to({ country }), current: state.country === country })),
            ]}
          />
          <FacetGroup
            title={t("facet.price")}
            items={[
              { key: "any", label: t("facet.any"), href: to({ price_range: undefined }), current: !state.price_range },
              ...EVENT_PRICE_RANGES.map((range) => ({
                key: range.key,
                label: t(`price_range.${range.key}`),
                count: count("price", range.key),
                href: to({ price_range: range.key }),
                current: state.price_range === range.key,
              })),
            ]}
          />
        </aside>
        <section className="wr-events__results" aria-busy={loading} aria-labelledby="events-results-title">
          <div className="wr-events__bar">
            <h2 id="events-results-title" className="wr-events__total" data-testid="events-total">
              {t("list.total", { count: list?.total ?? 0 })}
            </h2>
            <div className="wr-events__views" role="group" aria-label={t("list.view")}>
              {(["tiles", "list"] as const).map((view) => (
                <a key={view} href={to({ view })} aria-current={state.view === view ? "true" : undefined} className="wr-events__view" data-testid={`events-view-${view}`}>
                  {t(`view.${view}`)}
                </a>
              ))}
            </div>
          </div>
          {loading ? <Spinner label={t("loading")} /> : null}
          {list === null ? (
            <Alert tone="error">
              <p>{t("list.failed")}</p>
            </Alert>
          ) : list.items.length === 0 ? (
            <EmptyState title={t(`list.empty.${state.filter}`)} data-testid="events-empty">
              <p>{t("list.empty_hint")}</p>
            </EmptyState>
          ) : (
            <ul className={`wr-event-grid wr-event-grid--${state.view}`} data-testid="events-grid">
              {list.items.map((event) => (
                <EventCard key={event.id} event={event} lang={lang} href={href} view={state.view} />
              ))}
            </ul>
          )}
          {pageCount > 1 ? <Pager current={state.page_no} pageCount={pageCount} hrefFor={(n) => href(eventsListHref({ ...state, page_no: n }))} labels={pagerLabels(t, t("pages"))} /> : null}
          <AdSlot ad={ad} />
        </section>
      </div>
    </div>
  );
}

function FacetGroup({ title, items }: { title: string; items: { key: string; label: string; count?: number; href: string; current: boolean }[] }) {
  return (
    <div className="wr-events__facet">
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} aria-current={item.current ? "true" : undefined}>
              <span>{item.label}</span>
              {item.count !== undefined ? <span className="wr-events__count">{item.count}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
