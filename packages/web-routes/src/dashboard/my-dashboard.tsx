import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  announcementListContract,
  createTourContract,
  dashboardMetricsContract,
  DASHBOARD_PERIODS,
  deleteTourContract,
  tourListContract,
  type TDashboardMetric,
  type TDashboardPeriod,
} from "@samtrot/api-client/contracts";
import { labelKey, USER_TYPE, type TUserTypeName } from "@samtrot/constants-catalogue";
import { Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { intlLocale } from "../profiles/profile-facts";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { requireUser } from "../shell/session/session.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import dashboardCssUrl from "./dashboard.css?url";
import { MetricChart } from "./metric-chart";
import { TOUR_FORM_FIELDS, ToursCard } from "./tours-card";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardCssUrl }];

const USER_TYPE_NAME = Object.fromEntries(Object.entries(USER_TYPE).map(([name, id]) => [id, name])) as Record<number, TUserTypeName>;

function periodOf(value: string | null): TDashboardPeriod {
  const days = Number(value);
  return (DASHBOARD_PERIODS as readonly number[]).includes(days) ? (days as TDashboardPeriod) : 30;
}

/** Today as a Central European day (YYYY-MM-DD), the tours' calendar. */
function berlinToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

// my_dashboard (sensitive, spec 000 §2): the signed-in landing page: announcements (spec 000 §7), the figures of
// spec 001 §9 over 7/30/90 days, an escort's tours, the account and its links.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const days = periodOf(url.searchParams.get("days"));
  const api = pageApi(args, { lang });
  const isEscort = user.profile.userType === USER_TYPE.escort;
  const [metrics, announcements, tours] = await Promise.all([
    api.call(dashboardMetricsContract, { query: { days } }, { camelCase: false }),
    api.call(announcementListContract, { query: { lang } }, { camelCase: false }),
    isEscort ? api.call(tourListContract, {}, { camelCase: false }) : Promise.resolve(null),
  ]);
  return data(
    {
      title: serverI18n.t(lang)("dashboard.title"),
      user,
      days,
      metrics: metrics.ok ? metrics.data : null,
      announcements: announcements.ok ? announcements.data.items : [],
      tours: tours?.ok ? tours.data : null,
      today: berlinToday(),
      done: url.searchParams.get("done"),
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const api = pageApi(args, { lang });
  if (form.get("intent") === "delete_tour") {
    const result = await api.call(deleteTourContract, { params: { id: Number(form.get("tour_id")) } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, TOUR_FORM_FIELDS, null);
    throw redirect(localizePath("/my_dashboard?done=tour_deleted#tours", linkPrefix));
  }
  const body = { city: String(form.get("city") ?? ""), starts_on: String(form.get("starts_on") ?? ""), ends_on: String(form.get("ends_on") ?? "") };
  const result = await api.call(createTourContract, { body }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, TOUR_FORM_FIELDS, form);
  throw redirect(localizePath("/my_dashboard?done=tour_saved#tours", linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

/** The head row of a figures table: what the rows are, then one column per metric. */
function FiguresHead({ first, metrics }: { first: string; metrics: readonly TDashboardMetric[] }) {
  const { t } = useTranslation("common");
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {metrics.map((metric) => (
          <th key={metric} scope="col">
            {t(`dashboard.metric_${metric}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export default function MyDashboardRoute() {
  const { user, days, metrics, announcements, tours, today, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("common");
  const { href, lang } = usePageLocale();
  const tourForm = useFormState(actionData, { fields: TOUR_FORM_FIELDS });
  const typeName = USER_TYPE_NAME[user.profile.userType] ?? "client";
  const number = new Intl.NumberFormat(intlLocale(lang));
  const dayName = new Intl.DateTimeFormat(intlLocale(lang), { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <div className="sr-container wr-dashboard">
      <h1 data-testid="dashboard-greeting">{t("dashboard.greeting", { username: user.username })}</h1>
      {announcements.length > 0 ? (
        <Card title={t("dashboard.announcements_heading")} className="wr-dashboard__news" data-testid="dashboard-announcements">
          <ul className="wr-dashboard__news-list">
            {announcements.map((item) => (
              <li key={item.id}>
                <h3>{item.title}</h3>
                <p>{item.body}</p>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {metrics ? (
        <section className="wr-dashboard__figures sr-card" aria-labelledby="dashboard-figures" data-testid="dashboard-figures">
          <div className="wr-dashboard__figures-head">
            <h2 id="dashboard-figures">{t("dashboard.figures_heading")}</h2>
            <nav aria-label={t("dashboard.period_label")} className="wr-dashboard__periods">
              {DASHBOARD_PERIODS.map((period) => (
                <a
                  key={period}
                  href={href(`/my_dashboard?days=${period}`)}
                  aria-current={period === days ? "page" : undefined}
                  className="wr-dashboard__period"
                  data-testid={`dashboard-period-${period}`}
                >
                  {t("dashboard.period_days", { count: period })}
                </a>
              ))}
            </nav>
          </div>
          <div className="wr-dashboard__metrics">
            {metrics.metrics.map((metric) => {
              const label = t(`dashboard.metric_${metric}`);
              return (
                <MetricChart
                  key={metric}
                  metric={metric}
                  label={label}
                  summary={t("dashboard.chart_label", { metric: label, days, total: number.format(metrics.totals[metric]) })}
                  totalLabel={t("dashboard.total_in_period", { days })}
                  series={metrics.series}
                  formatNumber={(value) => number.format(value)}
                />
              );
            })}
          </div>
          <details className="wr-dashboard__table">
            <summary>{t("dashboard.per_day")}</summary>
            {/* a scrolling box is a tab stop, so keyboard users can scroll it too */}
            <div className="wr-dashboard__table-scroll" tabIndex={0} role="region" aria-label={t("dashboard.per_day")}>
              <table data-testid="dashboard-table">
                <FiguresHead first={t("dashboard.day")} metrics={metrics.metrics} />
                <tbody>
                  {metrics.series
                    .slice()
                    .reverse()
                    .map((row) => (
                      <tr key={row.day}>
                        <th scope="row">{dayName.format(new Date(`${row.day}T00:00:00Z`))}</th>
                        {metrics.metrics.map((metric) => (
                          <td key={metric}>{number.format(row[metric])}</td>
                        ))}
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          </details>
          {user.profile.userType === USER_TYPE.business ? (
            <div className="wr-dashboard__escorts" data-testid="dashboard-escorts">
              <h3>{t("dashboard.escorts_heading")}</h3>
              {metrics.escorts.length === 0 ? (
                <p className="wr-dashboard__muted">{t("dashboard.escorts_empty")}</p>
              ) : (
                <div className="wr-dashboard__table-scroll" tabIndex={0} role="region" aria-label={t("dashboard.escorts_heading")}>
                  <table>
                    <FiguresHead first={t("dashboard.escort")} metrics={metrics.metrics} />
                    <tbody>
                      {metrics.escorts.map((escort) => (
                        <tr key={escort.id}>
                          <th scope="row">
                            <a href={href(`/p/${encodeURIComponent(escort.username)}`)}>{escort.username}</a>
                          </th>
                          {metrics.metrics.map((metric) => (
                            <td key={metric}>{number.format(escort.totals[metric])}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          ) : null}
        </section>
      ) : null}
      {tours ? (
        <div id="tours">
          <ToursCard tours={tours} form={tourForm} today={today} lang={lang} done={done} />
        </div>
      ) : null}
      <Card title={t("dashboard.account_heading")} headingLevel={2}>
        <dl className="wr-facts">
          <dt>{t("dashboard.user_type")}</dt>
          <dd data-testid="dashboard-user-type">{t(labelKey.userType(typeName))}</dd>
          <dt>{t("dashboard.membership")}</dt>
          <dd>{user.isMember ? t("dashboard.member") : t("dashboard.free")}</dd>
          <dt>{t("dashboard.email")}</dt>
          <dd data-testid="dashboard-email-state">
            {user.email} – {user.isEmailVerified ? t("dashboard.email_verified") : t("dashboard.email_unverified")}
          </dd>
          <dt>{t("dashboard.invisible")}</dt>
          <dd>{user.isInvisible ? t("dashboard.on") : t("dashboard.off")}</dd>
        </dl>
      </Card>
      <ul className="wr-links">
        <li>
          <a href={href("/")}>{t("dashboard.link_search")}</a>
        </li>
        <li>
          <a href={href(`/p/${encodeURIComponent(user.username)}`)}>{t("dashboard.link_profile")}</a>
        </li>
        <li>
          <a href={href("/user/dollar")} data-testid="dashboard-link-dollar">
            {t("dashboard.link_dollar")}
          </a>
        </li>
        <li>
          <a href={href("/my_date")} data-testid="dashboard-link-dates">
            {t("dashboard.link_dates")}
          </a>
        </li>
        <li>
          <a href={href("/my_blogs")} data-testid="dashboard-link-blogs">
            {t("dashboard.link_blogs")}
          </a>
        </li>
        <li>
          <a href={href("/community/forum")} data-testid="dashboard-link-forum">
            {t("dashboard.link_forum")}
          </a>
        </li>
        <li>
          <a href={href("/community/chat")} data-testid="dashboard-link-chatrooms">
            {t("dashboard.link_chatrooms")}
          </a>
        </li>
        {user.profile.userType === USER_TYPE.team || user.profile.userType === USER_TYPE.backend ? (
          <li>
            <a href={href("/moderation/blogs")} data-testid="dashboard-link-moderation-blogs">
              {t("dashboard.link_moderation_blogs")}
            </a>
          </li>
        ) : null}
        {user.profile.userType === USER_TYPE.team || user.profile.userType === USER_TYPE.backend ? (
          <li>
            <a href={href("/moderation/identity")} data-testid="dashboard-link-moderation-identity">
              {t("dashboard.link_moderation_identity")}
            </a>
          </li>
        ) : null}
        <li>
          <a href={href("/user/membership")}>{t("dashboard.link_membership")}</a>
        </li>
        {user.profile.userType === USER_TYPE.escort || user.profile.userType === USER_TYPE.business ? (
          <>
            <li>
              <a href={href("/my_bundles")} data-testid="dashboard-link-bundles">
                {t("dashboard.link_bundles")}
              </a>
            </li>
            <li>
              <a href={href("/promotion")}>{t("dashboard.link_promotion")}</a>
            </li>
            <li>
              <a href={href("/user/dollar/payout")}>{t("dashboard.link_payout")}</a>
            </li>
          </>
        ) : null}
        <li>
          <a href={href("/user/token_rewards")}>{t("dashboard.link_token_rewards")}</a>
        </li>
        <li>
          <a href={href("/user/share")} data-testid="dashboard-link-share">
            {t("dashboard.link_share")}
          </a>
        </li>
        <li>
          <a href={href("/support/sso")} data-testid="dashboard-link-support">
            {t("dashboard.link_support")}
          </a>
        </li>
      </ul>
      <Form method="post" action={href("/logout")}>
        <button type="submit" className="sr-button sr-button--secondary">
          {t("header.sign_out")}
        </button>
      </Form>
    </div>
  );
}
