import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { Button, Spinner } from "@samtrot/ui-kit";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ReportLink } from "../reports/report-link";
import { MessageText } from "./message-text";
import { formatBubbleTime } from "./message-time";
import type { TConversation, TMessageView } from "./messenger-state";

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The messages of one thread (30 a page, spec 001 §9): older ones load when the reader scrolls to the top (or
 * presses the button, for keyboards), and the view keeps its place when they arrive; a new message scrolls down
 * only when the reader was already at the bottom.
 */
export function ConversationView({
  conversation,
  viewerId,
  showReadReceipts,
  partnerName,
  lang,
  whitelist,
  onLoadOlder,
  onRetry,
  onDelete,
  onHide,
}: {
  conversation: TConversation;
  viewerId: number;
  /** Plus: the viewer sees when the partner read a message (spec 001 §6) */
  showReadReceipts: boolean;
  partnerName: string;
  lang: string;
  whitelist: readonly string[];
  onLoadOlder(): void;
  onRetry(message: TMessageView): void;
  onDelete(message: TMessageView): void;
  onHide(message: TMessageView): void;
}) {
  const { t } = useTranslation("messenger");
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first: string | undefined; last: string | undefined; height: number }>({ first: undefined, last: undefined, height: 0 });
  const keyOf = (message: TMessageView | undefined) => (message ? message.clientKey : undefined);

  // Keep the place when older messages come in above; follow new ones when the reader is at the bottom.
  useIsomorphicLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = keyOf(conversation.messages[0]);
    const last = keyOf(conversation.messages.at(-1));
    const before = previous.current;
    if (before.first !== undefined && first !== before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last && (atBottom.current || conversation.messages.at(-1)?.senderId === viewerId)) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [conversation.messages, viewerId]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !conversation.hasOlder || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadOlder();
    }, { root: scroller.current, rootMargin: "200px 0px 0px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [conversation.hasOlder, onLoadOlder]);

  const lastReadOwn = showReadReceipts
    ? [...conversation.messages].reverse().find((message) => message.senderId === viewerId && message.read)?.clientKey
    : undefined;

  return (
    <div
      ref={scroller}
      className="wr-conversation__scroller"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
      }}
      data-testid="conversation-messages"
      tabIndex={0}
      role="log"
      aria-label={t("conversation.log_label", { name: partnerName })}
    >
      {conversation.hasOlder ? (
        <div ref={sentinel} className="wr-conversation__older">
          {conversation.loadingOlder ? (
            <Spinner label={t("conversation.loading_older")} />
          ) : (
            <Button variant="ghost" size="sm" onClick={onLoadOlder} data-testid="conversation-older">
              {t("conversation.older")}
            </Button>
          )}
        </div>
      ) : conversation.messages.length > 0 ? (
        <p className="wr-conversation__start">{t("conversation.start")}</p>
      ) : null}
      {conversation.messages.length === 0 ? <p className="wr-conversation__empty">{t("conversation.empty", { name: partnerName })}</p> : null}
      <ol className="wr-conversation__list">
        {conversation.messages.map((message) => (
          <MessageBubble
            key={message.clientKey}
            message={message}
            own={message.senderId === viewerId}
            showRead={message.clientKey === lastReadOwn}
            lang={lang}
            whitelist={whitelist}
            onRetry={onRetry}
            onDelete={onDelete}
            onHide={onHide}
          />
        ))}
      </ol>
    </div>
  );
}

function MessageBubble({
  message,
  own,
  showRead,
  lang,
  whitelist,
  onRetry,
  onDelete,
  onHide,
}: {
  message: TMessageView;
  own: boolean;
  showRead: boolean;
  lang: string;
  whitelist: readonly string[];
  onRetry(message: TMessageView): void;
  onDelete(message: TMessageView): void;
  onHide(message: TMessageView): void;
}) {
  const { t, i18n } = useTranslation("messenger");
  const [menuOpen, setMenuOpen] = useState(false);
  const stored = message.id !== null;
  return (
    <li
      className={`wr-message${own ? " wr-message--own" : ""} wr-message--${message.state}`}
      data-testid="message"
      data-state={message.state}
      data-message-id={message.id ?? undefined}
    >
      <div className="wr-message__bubble">
        {message.images.length > 0 ? (
          <div className={`wr-message__images wr-message__images--${Math.min(message.images.length, 4)}`}>
            {message.images.map((image) => (
              <a key={image.id} href={image.url} target="_blank" rel="noopener" className="wr-message__image-link">
                <img src={image.thumbUrl ?? image.url} alt={t("message.image_alt")} loading="lazy" className="wr-message__image" data-testid="message-image" />
              </a>
            ))}
          </div>
        ) : null}
        {message.text ? (
          <p className="wr-message__text">
            <MessageText text={message.text} whitelist={whitelist} />
          </p>
        ) : null}
        <span className="wr-message__meta">
          <time dateTime={message.createdAt}>{formatBubbleTime(message.createdAt, lang)}</time>
          {own ? <SendState message={message} /> : null}
          {stored ? (
            <button
              type="button"
              className="wr-message__menu-button"
              aria-expanded={menuOpen}
              aria-label={t("message.actions")}
              onClick={() => setMenuOpen((open) => !open)}
              data-testid="message-menu"
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M7 10l5 5 5-5z" />
              </svg>
            </button>
          ) : null}
        </span>
      </div>
      {own && message.state === "fail" ? (
        <div className="wr-message__fail" role="alert">
          <span>{message.error && i18n.exists(message.error, { ns: ["messenger", "common"] }) ? t(message.error, { ns: ["messenger", "common"] }) : t("delivery.failed")}</span>
          <Button variant="secondary" size="sm" onClick={() => onRetry(message)} data-testid="message-retry">
            {t("delivery.retry")}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(message)} data-testid="message-discard">
            {t("delivery.discard")}
          </Button>
        </div>
      ) : null}
      {showRead ? (
        <p className="wr-message__read" data-testid="message-read">
          {t("message.read")}
        </p>
      ) : null}
      {stored && menuOpen ? (
        <div className="wr-message__menu">
          {own ? (
            <Button variant="ghost" size="sm" onClick={() => { setMenuOpen(false); onDelete(message); }} data-testid="message-delete">
              {t("message.delete")}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => { setMenuOpen(false); onHide(message); }} data-testid="message-hide">
            {t("message.hide")}
          </Button>
          {!own && message.id !== null ? (
            <ReportLink category={REPORT_CATEGORY.messenger} itemId={message.id} className="sr-button sr-button--ghost sr-button--sm" testId="message-report" />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function SendState({ message }: { message: TMessageView }) {
  const { t } = useTranslation("messenger");
  if (message.state === "success") return <span className="sr-visually-hidden">{t("delivery.state.success")}</span>;
  return (
    <span className={`wr-message__state wr-message__state--${message.state}`} data-testid="message-state">
      {message.state === "fail" ? "!" : null}
      <span>{t(`delivery.state.${message.state}`)}</span>
    </span>
  );
}
