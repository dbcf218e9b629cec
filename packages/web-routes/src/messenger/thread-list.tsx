import { Button, EmptyState } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import type { TThreadView } from "./messenger-state";
import { formatMessageTime } from "./message-time";

/** The thread list (20 a page, spec 001 §9): partner, last message, time, unread count, a status other than normal. */
export function ThreadList({
  threads,
  activeThreadId,
  hrefOf,
  typing,
  hasMore,
  loadingMore,
  onLoadMore,
  lang,
}: {
  threads: TThreadView[];
  activeThreadId: number | null;
  hrefOf(thread: TThreadView): string;
  typing: Record<number, number>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  lang: string;
}) {
  const { t } = useTranslation("messenger");
  if (threads.length === 0) {
    return (
      <div className="wr-threads wr-threads--empty" data-testid="thread-list">
        <EmptyState title={t("threads.empty_title")} headingLevel={2}>
          <p>{t("threads.empty_text")}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <nav className="wr-threads" aria-label={t("threads.label")} data-testid="thread-list">
      <ul className="wr-threads__list">
        {threads.map((thread) => {
          const active = thread.id === activeThreadId;
          const preview = typing[thread.id]
            ? t("conversation.typing")
            : thread.lastText
              ? `${thread.lastFromMe ? `${t("threads.you")}: ` : ""}${thread.lastText}`
              : thread.lastImages > 0
                ? t("threads.images", { count: thread.lastImages })
                : t("threads.no_messages");
          return (
            <li key={thread.id}>
              <a
                className={`wr-threads__item${active ? " wr-threads__item--active" : ""}${thread.unreadCount > 0 ? " wr-threads__item--unread" : ""}`}
                href={hrefOf(thread)}
                aria-current={active ? "page" : undefined}
                data-testid={`thread-${thread.partner.username}`}
              >
                <Avatar url={thread.partner.avatarUrl} name={thread.partner.displayName} />
                <span className="wr-threads__text">
                  <span className="wr-threads__top">
                    <span className="wr-threads__name">{thread.partner.displayName}</span>
                    {thread.lastAt ? (
                      <time className="wr-threads__time" dateTime={thread.lastAt}>
                        {formatMessageTime(thread.lastAt, lang)}
                      </time>
                    ) : null}
                  </span>
                  <span className="wr-threads__bottom">
                    <span className={`wr-threads__preview${typing[thread.id] ? " wr-threads__preview--typing" : ""}`}>{preview}</span>
                    {thread.status !== "normal" ? <span className="wr-threads__status">{t(`status.${thread.status}.short`)}</span> : null}
                    {thread.unreadCount > 0 ? (
                      <span className="wr-threads__badge" data-testid="thread-unread">
                        <span aria-hidden="true">{thread.unreadCount > 99 ? "99+" : thread.unreadCount}</span>
                        <span className="sr-visually-hidden">{t("threads.unread", { count: thread.unreadCount })}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <div className="wr-threads__more">
          <Button variant="secondary" size="sm" loading={loadingMore} onClick={onLoadMore} data-testid="threads-more">
            {t("threads.more")}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

/** A partner's avatar, or their initial on a tinted disc when there is none. */
export function Avatar({ url, name, size = 48 }: { url: string | null; name: string; size?: number }) {
  return url ? (
    <img className="wr-avatar" src={url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="wr-avatar wr-avatar--initial" aria-hidden="true" style={{ width: size, height: size }}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
