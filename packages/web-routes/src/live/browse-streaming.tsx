import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LIVE_LANGUAGES, liveRoomsContract, type TLiveRoomList } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import { Alert, EmptyState } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { brand } from "@brand";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { useSessionUser } from "../shell/session/use-session-user";
import { LiveRoomCard } from "./live-room-card";
import { languageName } from "./live-words";
import liveCssUrl from "./live.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: liveCssUrl }];

// browse_streaming (spec 001 §1; guests too): the rooms live now, server-rendered, with filters tag and language.
// Watching needs an account the room's audience filter admits: each card says what the viewer may do.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const q = new URL(args.request.url).searchParams;
  const tag = (q.get("tag") ?? "").trim().toLowerCase().slice(0, 24) || undefined;
  const language = (LIVE_LANGUAGES as readonly string[]).includes(q.get("language") ?? "") ? (q.get("language") as (typeof LIVE_LANGUAGES)[number]) : undefined;
  const result = await pageApi(args, { lang }).call(liveRoomsContract, { query: { ...(tag ? { tag } : {}), ...(language ? { language } : {}) } }, { camelCase: false });
  const t = serverI18n.t(lang);
  return data(
    {
      title: t("live.browse.meta_title", { brand: brand.name }),
      description: t("live.browse.meta_description"),
      filters: { tag: tag ?? "", language: language ?? "" },
      list: result.ok ? result.data : (null as TLiveRoomList | null),
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? [{ title: page.title }, { name: "description", content: page.description }] : []);

export default function BrowseStreamingRoute() {
  const { filters, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const user = useSessionUser();
  const mayProduce = user && (user.profile.userType === USER_TYPE.escort || user.profile.userType === USER_TYPE.business);
  const tagHref = (tag: string) => href(`/browse_streaming?${new URLSearchParams({ ...(tag ? { tag } : {}), ...(filters.language ? { language: filters.language } : {}) })}`);
  return (
    <div className="wr-live" data-testid="live-browse">
      <div className="wr-live__head">
        <div>
          <h1>{t("live.browse.title")}</h1>
          <p className="wr-live__muted">{t("live.browse.intro")}</p>
        </div>
        {mayProduce ? (
          <a className="sr-button sr-button--primary sr-button--md" href={href("/start_streaming")} data-testid="live-go-live">
            <span className="sr-button__label">{t("live.browse.go_live")}</span>
          </a>
        ) : null}
      </div>
      <form method="get" action={href("/browse_streaming")} className="wr-live__filters" aria-label={t("live.browse.filter")}>
        <label className="wr-live__field">
          <span>{t("live.browse.language")}</span>
          <select name="language" defaultValue={filters.language} data-testid="live-filter-language">
            <option value="">{t("live.browse.all_languages")}</option>
            {LIVE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code, lang)}
              </option>
            ))}
          </select>
        </label>
        {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
        <button type="submit" className="sr-button sr-button--secondary sr-button--md">
          <span className="sr-button__label">{t("live.browse.filter")}</span>
        </button>
      </form>
      {list && list.tags.length > 0 ? (
        <nav aria-label={t("live.browse.tag")}>
          <ul className="wr-live__tags">
            <li>
              <a className="wr-live__chip" href={tagHref("")} aria-current={filters.tag === "" ? "page" : undefined}>
                {t("live.browse.all_tags")}
              </a>
            </li>
            {list.tags.map((tag) => (
              <li key={tag.tag}>
                <a className="wr-live__chip" href={tagHref(tag.tag)} aria-current={filters.tag === tag.tag ? "page" : undefined} data-testid={`live-tag-${tag.tag}`}>
                  #{tag.tag} <span className="wr-live__muted">{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list === null ? (
        <Alert tone="error">
          <p>{t("exception.common.something_wrong_happened")}</p>
        </Alert>
      ) : list.items.length === 0 ? (
        <EmptyState title={t("live.browse.empty")} data-testid="live-empty" />
      ) : (
        <ul className="wr-live__grid" data-testid="live-rooms">
          {list.items.map((room) => (
            <LiveRoomCard key={room.id} room={room} lang={lang} href={href} />
          ))}
        </ul>
      )}
    </div>
  );
}
