import { USER_TYPE } from "@samtrot/constants-catalogue";
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

const isTeam = (userType: number) => userType === USER_TYPE.team || userType === USER_TYPE.backend;

/**
 * The author's picture: the generated avatar of a profile; team accounts have no profile (and no avatar), so they
 * get a drawn "T" — and a "Team" badge beside their name (ForumTeamBadge), which tells readers who moderates.
 */
export function ForumAvatar({ author, size }: { author: { avatar_url: string; user_type: number }; size: number }) {
  if (isTeam(author.user_type)) {
    return (
      <span className="wr-chat-line__avatar wr-forum-avatar--team" style={{ width: size, height: size }} aria-hidden="true">
        T
      </span>
    );
  }
  return <img className="wr-chat-line__avatar" src={author.avatar_url} alt="" width={size} height={size} loading="lazy" style={{ width: size, height: size }} />;
}

export function ForumTeamBadge({ userType }: { userType: number }) {
  const { t } = useTranslation("common");
  return isTeam(userType) ? <span className="wr-forum-badge wr-forum-badge--team">{t("forum.team")}</span> : null;
}
