import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { myEventsContract } from "@samtrot/api-client/contracts";
import { EVENT_LIST_FILTERS, USER_TYPE } from "@samtrot/constants-catalogue";
import { Alert, EmptyState, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { requireUser } from "../shell/session/session.server";
import { EventCard } from "./event-card";
import { myEventsFilterOf } from "./event-words";
import eventsCssUrl from "./events.css?url";

export const handle = { i18n: ["common", "event"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsCssUrl }];

// my_events (spec 000 §2; filters spec 001 §2 all, upcoming, past, rejected-or-cancelled, cancelled): the organizer's
// manager of his own events in every status.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const filter = myEventsFilterOf(url.searchParams.get("filter"));
  const pageNo = Math.max(1, Math.floor(Number(url.searchParams.get("page_no")) || 1));
  const result = await pageApi(args, { lang }).call(myEventsContract, { query: { filter, page_no: pageNo } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data(
    {
      title: serverI18n.t(lang)("my.title", { ns: "event" }),
      filter,
      list: result.data,
      done: url.searchParams.get("done"),
      mayOrganize: user.profile.userType === USER_TYPE.escort || user.profile.userType === USER_TYPE.business,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function MyEventsRoute() {
  const { filter, list, done, mayOrganize } = useLoaderData<typeof loader>();
  const { t } = useTranslation("event");
  const { lang, href } = usePageLocale();
  const pageCount = Math.max(1, Math.ceil(list.total / list.page_size));
  const filterHref = (f: string, n = 1) => href(`/my_events${f === "all" && n === 1 ? "" : `?filter=${f}${n > 1 ? `&page_no=${n}` : ""}`}`);
  return (
    <div className="wr-events" data-testid="my-events" data-filter={filter}>
      <div className="wr-events__head">
        <div>
          <h1>{t("my.title")}</h1>
          <p className="wr-events__intro">{t("my.intro")}</p>
        </div>
        {mayOrganize ? (
          <a className="sr-button sr-button--primary sr-button--md" href={href("/events/add")} data-testid="my-events-add">
            <span className="sr-button__label">{t("add.title")}</span>
          </a>
        ) : null}
      </div>
      {done === "created" ? (
        <Alert tone="success" data-testid="event-created">
          <p>{t("done.created")}</p>
        </Alert>
      ) : null}
      <nav className="sr-tabs" aria-label={t("my.filters")}>
        <div className="sr-tabs__scroller">
          <div className="sr-tabs__list">
            {EVENT_LIST_FILTERS.map((key) => (
              <a key={key} className="sr-tabs__tab" href={filterHref(key)} data-selected={key === filter ? "true" : "false"} aria-current={key === filter ? "page" : undefined} data-testid={`my-events-filter-${key}`}>
                <span className="sr-tabs__label">{t(`filter.${key}`)}</span>
                {key === filter ? <span className="sr-tabs__count">{list.total}</span> : null}
              </a>
            ))}
          </div>
        </div>
      </nav>
      {list.items.length === 0 ? (
        <EmptyState title={t("my.empty")} data-testid="my-events-empty">
          <p>{mayOrganize ? t("my.empty_hint") : t("add.organizer_only")}</p>
        </EmptyState>
      ) : (
        <ul className="wr-event-grid wr-event-grid--list" data-testid="my-events-list">
          {list.items.map((event) => (
            <EventCard key={event.id} event={event} lang={lang} href={href} view="list" />
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pager current={list.page_no} pageCount={pageCount} hrefFor={(n) => filterHref(filter, n)} labels={pagerLabels(t, t("pages"))} /> : null}
    </div>
  );
}
