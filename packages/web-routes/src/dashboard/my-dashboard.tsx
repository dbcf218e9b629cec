import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { labelKey, USER_TYPE, type TUserTypeName } from "@samtrot/constants-catalogue";
import { Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { requireUser } from "../shell/session/session.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"], sensitive: true };

const USER_TYPE_NAME = Object.fromEntries(Object.entries(USER_TYPE).map(([name, id]) => [id, name])) as Record<number, TUserTypeName>;

// my_dashboard (sensitive, spec 000 §2): the signed-in landing page. Guarded by every redirect rule.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  return data(
    { title: serverI18n.t(lang)("dashboard.title"), user },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function MyDashboardRoute() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const typeName = USER_TYPE_NAME[user.profile.userType] ?? "client";
  return (
    <div className="sr-container wr-narrow">
      <h1 data-testid="dashboard-greeting">{t("dashboard.greeting", { username: user.username })}</h1>
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
