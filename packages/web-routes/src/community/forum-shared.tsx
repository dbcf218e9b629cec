import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";

// What the forum pages share (community/forum…, decision 042): paths, the community switcher and date words.

export const FORUM_PATH = "/community/forum";
export const forumBoardPath = (board: string) => `${FORUM_PATH}/${board}`;
export const forumNewTopicPath = (board: string) => `${FORUM_PATH}/${board}/new`;
export const forumTopicPath = (board: string, topicId: number, pageNo = 1) => `${FORUM_PATH}/${board}/${topicId}${pageNo > 1 ? `?page=${pageNo}` : ""}`;

/** A positive page number from ?page= (anything else is page 1). */
export function pageParam(url: URL): number {
  const value = Number(url.searchParams.get("page"));
  return Number.isSafeInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}

/** A board slug as the api accepts it; anything else is a 404 before the api is asked. */
export function boardParam(value: string | undefined): string {
  if (!value || !/^[a-z0-9][a-z0-9-]{0,62}$/.test(value)) throw new Response(null, { status: 404 });
  return value;
}

export function useForumDates() {
  const { i18n } = useTranslation("common");
  const locale = i18n.language === "de" ? "de-DE" : "en-GB";
  const dayTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });
  return { dayTime: (iso: string) => dayTime.format(new Date(iso)) };
}

/** Forum | Chat rooms: the two places of the community, as a small switcher above both. */
export function CommunityNav({ current }: { current: "forum" | "chat" }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const item = (key: "forum" | "chat", path: string, label: string) => (
    <li>
      <a className={current === key ? "wr-community-nav__link wr-community-nav__link--current" : "wr-community-nav__link"} href={href(path)} aria-current={current === key ? "page" : undefined} data-testid={`community-nav-${key}`}>
        {label}
      </a>
    </li>
  );
  return (
    <nav className="wr-community-nav" aria-label={t("forum.community_nav")}>
      <ul>
        {item("forum", FORUM_PATH, t("forum.title"))}
        {item("chat", "/community/chat", t("chatrooms.title"))}
      </ul>
    </nav>
  );
}
