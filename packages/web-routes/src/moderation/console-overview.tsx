import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { moderationOverviewContract, type TModerationOverview } from "@samtrot/api-client/contracts";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { ConsoleShell } from "./console-shell";
import { requireModeratorPage } from "./moderation-guard.server";
import consoleCssUrl from "./moderation-console.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleCssUrl }];
const headers = { "cache-control": "private, no-store" };

// moderation (team and backend only; decision 043): the console's start — how much waits in each queue.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const result = await pageApi(args, { lang }).call(moderationOverviewContract, {}, { camelCase: false });
  if (!result.ok)
    throw new Response(null, {
      status: typeof result.status === "number" && result.status >= 400 ? result.status : 502,
      headers,
    });
  return data(
    {
      title: serverI18n.t(lang)("moderation_console.overview.title"),
      counts: result.data,
    },
    { headers }
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

const CARDS: Array<{
  key: string;
  path: string;
  count: (c: TModerationOverview) => number;
  extra?: (c: TModerationOverview) => number;
}> = [
  {
    key: "reports",
    path: "/moderation/reports",
    count: (c) => c.reports_open,
    extra: (c) => c.reports_trusted,
  },
  {
    key: "media",
    path: "/moderation/media",
    count: (c) => c.media_pending,
    extra: (c) => c.media_holding,
  },
  { key: "blogs", path: "/moderation/blogs", count: (c) => c.blogs_pending },
  { key: "events", path: "/moderation/events", count: (c) => c.events_pending },
  { key: "websites", path: "/moderation/websites", count: (c) => c.websites_pending },
  { key: "appeals", path: "/moderation/appeals", count: (c) => c.appeals_open },
  {
    key: "ad_texts",
    path: "/moderation/ad-texts",
    count: (c) => c.ad_text_blocks_week,
  },
];

export default function ConsoleOverviewRoute() {
  const { counts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  return (
    <ConsoleShell section="overview" title={t("moderation_console.overview.title")} intro={<p>{t("moderation_console.overview.intro")}</p>}>
      <ul className="wr-console__cards" data-testid="console-overview">
        {CARDS.map((card) => (
          <li key={card.key}>
            <a className="wr-console__card" href={href(card.path)} data-testid={`console-card-${card.key}`}>
              <span className="wr-console__card-count">{card.count(counts)}</span>
              <span className="wr-console__card-label">{t(`moderation_console.overview.card.${card.key}`)}</span>
              {card.extra ? (
                <span className="wr-console__card-hint">
                  {t(`moderation_console.overview.extra.${card.key}`, {
                    count: card.extra(counts),
                  })}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      <p className="wr-console__section">
        <a href={href("/moderation/decisions")}>{t("moderation_console.overview.log_link")}</a>
      </p>
    </ConsoleShell>
  );
}
