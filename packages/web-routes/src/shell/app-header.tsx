import { brand } from "@brand";
import { Form } from "@remix-run/react";
import { SiteHeader } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { LOGIN_PATH, REGISTER_USER_PATH } from "@samtrot/constants-catalogue";
import { InvisibleToggle } from "./invisible-toggle";
import { LanguageSelector } from "./language-selector";
import { usePageLocale } from "./i18n/use-page-locale";
import { useSessionUser } from "./session/use-session-user";
import { NotificationBell } from "../notifications/notification-bell";
import { HeaderMessengerLink } from "../messenger/header-messenger-link";
import { RealtimeStatus } from "./realtime/realtime-status";
import { useRealtimeConnection } from "./realtime/use-realtime";
import { HeaderIcon } from "./header-icon";

/** Header: the community sections, language, and either the signed-in user's menu or sign in / register for guests. */
export function AppHeader() {
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const user = useSessionUser();
  // One live connection per tab while signed in (messages, notifications, balance changes).
  useRealtimeConnection(Boolean(user));
  return (
    <SiteHeader brandName={brand.name} homeHref={href("/")}>
      {/* the guest-visible community sections; on a phone a row of their own under the brand and the account */}
      <nav aria-label={t("header.discover_nav")} className="wr-discover">
        <a className="wr-header-link" href={href("/newsfeed")} data-testid="header-newsfeed">
          {t("header.newsfeed")}
        </a>
        <a className="wr-header-link" href={href("/blogs")} data-testid="header-blogs">
          {t("header.blogs")}
        </a>
        <a className="wr-header-link" href={href("/events")} data-testid="header-events">
          {t("header.events")}
        </a>
        <a className="wr-header-link" href={href("/browse_streaming")} data-testid="header-live">
          {t("header.live")}
        </a>
        {/* the forum's boards are guest-visible, its topics for signed-in users (decision 042) */}
        <a className="wr-header-link" href={href("/community/forum")} data-testid="header-forum">
          {t("header.forum")}
        </a>
        {/* the chat rooms are for signed-in users (decision 035) */}
        {user ? (
          <a className="wr-header-link" href={href("/community/chat")} data-testid="header-chatrooms">
            {t("header.chatrooms")}
          </a>
        ) : null}
      </nav>
      <LanguageSelector current={lang} />
      <nav aria-label={t("header.account_nav")} className="wr-account">
        {user ? (
          <ul className="wr-account__list">
            <li>
              <RealtimeStatus />
            </li>
            <li>
              <HeaderMessengerLink />
            </li>
            <li>
              <NotificationBell />
            </li>
            <li>
              {/* the icon and (wide screens) the username; "My area" stays in the name, so the visible name is part of it */}
              <a className="wr-account__user" href={href("/my_dashboard")} data-testid="header-username" title={t("header.dashboard_link", { username: user.username })}>
                <HeaderIcon name="account" />
                <span className="wr-account__label">{t("header.dashboard")} </span>
                <span className="wr-account__name">{user.username}</span>
              </a>
            </li>
            {/* browsing invisibly is a Plus benefit: shown when the api says the user has it */}
            {user.entitlements.includes("browse_invisibly") ? (
              <li>
                <InvisibleToggle invisible={user.isInvisible} />
              </li>
            ) : null}
            <li>
              <Form method="post" action={href("/logout")}>
                <button type="submit" className="sr-button sr-button--secondary sr-button--sm wr-account__sign-out" title={t("header.sign_out")}>
                  <HeaderIcon name="sign_out" />
                  <span className="wr-account__label">{t("header.sign_out")}</span>
                </button>
              </Form>
            </li>
          </ul>
        ) : (
          <ul className="wr-account__list">
            <li>
              <a className="sr-button sr-button--ghost sr-button--sm" href={href(LOGIN_PATH)}>
                {t("header.sign_in")}
              </a>
            </li>
            <li>
              <a className="sr-button sr-button--primary sr-button--sm" href={href(REGISTER_USER_PATH)}>
                {t("header.register")}
              </a>
            </li>
          </ul>
        )}
      </nav>
    </SiteHeader>
  );
}
