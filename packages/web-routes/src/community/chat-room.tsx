import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  CHAT_MESSAGE_MAX,
  CHAT_MUTE_MINUTES,
  chatHistoryContract,
  chatRoomContract,
  muteChatUserContract,
  removeChatMessageContract,
  sendChatMessageContract,
  type TChatMessage,
  type TChatViewerState,
} from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { DEFAULT_LINK_WHITELIST } from "@samtrot/messenger";
import { Alert, Button } from "@samtrot/ui-kit";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { MessageText } from "../messenger/message-text";
import { ReportLink } from "../reports/report-link";
import { pageApi } from "../shell/api/api.server";
import { useApiClient } from "../shell/api/use-api-client";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { CHAT_ROOMS_PATH, inLanguage, isFuture, mergeChatMessages, secondsUntil, withoutChatMessage } from "./chat-room-state";
import { useChatRoomLive } from "./use-chat-room-live";
import communityCssUrl from "./community.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: communityCssUrl }];

// community/chat/{slug} (issue 15 item 4; decision 035): a topic room — the newest messages with the HTML, older ones
// on demand, new ones live, a send box with slow mode's countdown, reports, and the team's remove and mute. The api
// decides everything (slow mode, mutes, blocks, who moderates); the page shows what it answers.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const api = pageApi(args, { lang });
  const slug = String(args.params.slug ?? "");
  const [room, history] = await Promise.all([
    api.call(chatRoomContract, { params: { slug } }, { camelCase: false }),
    api.call(chatHistoryContract, { params: { slug }, query: {} }, { camelCase: false }),
  ]);
  if (!room.ok || !history.ok) {
    const status = !room.ok ? room.status : !history.ok ? history.status : 502;
    throw new Response(null, { status: typeof status === "number" && status >= 400 && status !== 422 ? status : 404 });
  }
  const title = `${inLanguage(room.data.room.name, lang)} – ${serverI18n.t(lang)("chatrooms.title")}`;
  return data({ title, viewerId: user.id, ...room.data, history: history.data }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

/** The error keys the send box shows (the api's answer, translated). */
type TNotice = { key: string; values?: Record<string, unknown>; tone?: "error" | "success" } | null;

export default function ChatRoomRoute() {
  const page = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const api = useApiClient();
  const room = page.room;
  const [messages, setMessages] = useState<TChatMessage[]>(page.history.items);
  const [hasOlder, setHasOlder] = useState(page.history.has_more);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [viewer, setViewer] = useState<TChatViewerState>(page.viewer);
  const [online, setOnline] = useState(room.online_count);
  const [notice, setNotice] = useState<TNotice>(null);
  const [now, setNow] = useState(() => Date.now());
  const log = useRef<HTMLDivElement>(null);
  // what the log should do after the next render: follow the newest line, or keep its place above older ones
  const scroll = useRef<{ kind: "bottom" } | { kind: "keep"; height: number; top: number } | null>({ kind: "bottom" });
  const lastId = useRef(0);
  lastId.current = messages.at(-1)?.id ?? lastId.current;

  const nearBottom = () => {
    const el = log.current;
    return !el || el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };

  const status = useChatRoomLive(room.id, {
    onMessage(message, onlineCount) {
      if (nearBottom() || message.sender.id === page.viewerId) scroll.current = { kind: "bottom" };
      setMessages((current) => mergeChatMessages(current, [message]));
      setOnline(onlineCount);
    },
    onRemoved(messageId) {
      setMessages((current) => withoutChatMessage(current, messageId));
    },
    onPresence(onlineCount) {
      setOnline(onlineCount);
    },
    onMuted(mutedUntil) {
      setViewer((current) => ({ ...current, muted_until: mutedUntil }));
    },
    async onReconnected() {
      if (!api || lastId.current === 0) return;
      const missed = await api.call(chatHistoryContract, { params: { slug: room.slug }, query: { after_id: lastId.current } }, { camelCase: false });
      if (missed.ok) setMessages((current) => mergeChatMessages(current, missed.data.items));
    },
  });

  useLayoutEffect(() => {
    const el = log.current;
    const want = scroll.current;
    scroll.current = null;
    if (!el || !want) return;
    if (want.kind === "bottom") el.scrollTop = el.scrollHeight;
    else el.scrollTop = want.top + (el.scrollHeight - want.height);
  }, [messages]);

  // slow mode's countdown and a running mute tick once a second while they last
  const waiting = secondsUntil(viewer.next_message_at, now);
  const muted = isFuture(viewer.muted_until, now);
  useEffect(() => {
    if (waiting === 0 && !muted) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting, muted]);

  async function loadOlder() {
    const first = messages[0];
    if (!api || !first) return;
    setLoadingOlder(true);
    const older = await api.call(chatHistoryContract, { params: { slug: room.slug }, query: { before_id: first.id } }, { camelCase: false });
    setLoadingOlder(false);
    if (!older.ok) {
      setNotice({ key: older.errors[0]?.title ?? "exception.common.something_wrong_happened" });
      return;
    }
    const el = log.current;
    if (el) scroll.current = { kind: "keep", height: el.scrollHeight, top: el.scrollTop };
    setMessages((current) => mergeChatMessages(current, older.data.items));
    setHasOlder(older.data.has_more);
  }

  async function send(text: string): Promise<boolean> {
    if (!api) return false;
    setNotice(null);
    const result = await api.call(sendChatMessageContract, { params: { slug: room.slug }, body: { text } }, { camelCase: false });
    setNow(Date.now());
    if (result.ok) {
      scroll.current = { kind: "bottom" };
      setMessages((current) => mergeChatMessages(current, [result.data.message]));
      setViewer(result.data.viewer);
      return true;
    }
    const error = result.errors[0] as { title?: string; meta?: { next_message_at?: string; muted_until?: string } } | undefined;
    const meta = (result.body as { errors?: Array<{ meta?: { next_message_at?: string; muted_until?: string } }> } | undefined)?.errors?.[0]?.meta ?? error?.meta;
    if (meta?.next_message_at) setViewer((current) => ({ ...current, next_message_at: meta.next_message_at! }));
    if (meta?.muted_until) setViewer((current) => ({ ...current, muted_until: meta.muted_until! }));
    setNotice({ key: error?.title ?? "exception.common.something_wrong_happened", values: { seconds: secondsUntil(meta?.next_message_at ?? null, Date.now()), max: CHAT_MESSAGE_MAX } });
    return false;
  }

  async function remove(messageId: number) {
    if (!api) return;
    const result = await api.call(removeChatMessageContract, { params: { messageId } }, { camelCase: false });
    if (result.ok || result.status === 404) setMessages((current) => withoutChatMessage(current, messageId));
    else setNotice({ key: result.errors[0]?.title ?? "exception.common.something_wrong_happened" });
  }

  async function mute(userId: number, minutes: number) {
    if (!api) return;
    const result = await api.call(muteChatUserContract, { params: { slug: room.slug }, body: { user_id: userId, minutes } }, { camelCase: false });
    setNotice(result.ok ? { key: minutes > 0 ? "chatrooms.muted_done" : "chatrooms.unmuted_done", tone: "success" } : { key: result.errors[0]?.title ?? "exception.common.something_wrong_happened" });
  }

  const timeFormat = new Intl.DateTimeFormat(i18n.language === "de" ? "de-DE" : "en-GB", { timeStyle: "short", timeZone: "Europe/Berlin" });
  const dayTimeFormat = new Intl.DateTimeFormat(i18n.language === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });
  const live = status === "online" ? "online" : status === "idle" || status === "connecting" ? "connecting" : "offline";

  return (
    <div className="sr-container wr-chat-room" data-testid="chat-room" data-realtime={status} data-room={room.slug}>
      <nav className="wr-chat-room__back">
        <a href={href(CHAT_ROOMS_PATH)}>← {t("chatrooms.all_rooms")}</a>
      </nav>
      <header className="wr-chat-room__head">
        <div>
          <h1>{inLanguage(room.name, lang)}</h1>
          <p className="wr-chat-room__description">{inLanguage(room.description, lang)}</p>
        </div>
        <ul className="wr-chat-room__facts">
          <li className="wr-chat-online" data-testid="chat-online">
            <span className={online > 0 ? "wr-chat-online__dot wr-chat-online__dot--on" : "wr-chat-online__dot"} aria-hidden="true" />
            {t("chatrooms.online", { count: online })}
          </li>
          {room.slow_mode_seconds > 0 ? <li data-testid="chat-slow-mode">{t("chatrooms.slow_mode_badge", { seconds: room.slow_mode_seconds })}</li> : null}
          {live !== "online" ? <li className="wr-chat-room__offline">{t(live === "offline" ? "realtime.offline" : "chatrooms.connecting")}</li> : null}
        </ul>
      </header>

      <section className="wr-chat-room__panel" aria-label={t("chatrooms.messages")}>
        {hasOlder ? (
          <div className="wr-chat-room__older">
            <Button variant="ghost" onClick={loadOlder} disabled={loadingOlder} data-testid="chat-older">
              {t(loadingOlder ? "chatrooms.loading" : "chatrooms.older")}
            </Button>
          </div>
        ) : null}
        <div className="wr-chat-log" ref={log} role="log" aria-live="polite" aria-relevant="additions" tabIndex={0} aria-label={t("chatrooms.messages")} data-testid="chat-log">
          <ol className="wr-chat-log__list">
          {messages.length === 0 ? <li className="wr-chat-log__empty">{t("chatrooms.empty_room")}</li> : null}
          {messages.map((message) => {
            const mine = message.sender.id === page.viewerId;
            const at = new Date(message.created_at);
            return (
              <li key={message.id} className={mine ? "wr-chat-line wr-chat-line--mine" : "wr-chat-line"} data-testid="chat-message" data-id={message.id}>
                <img className="wr-chat-line__avatar" src={message.sender.avatar_url} alt="" width={36} height={36} loading="lazy" />
                <div className="wr-chat-line__body">
                  <p className="wr-chat-line__meta">
                    <a className="wr-chat-line__who" href={href(`/p/${message.sender.username}`)}>
                      {message.sender.username}
                    </a>
                    <time dateTime={message.created_at} title={dayTimeFormat.format(at)}>
                      {timeFormat.format(at)}
                    </time>
                  </p>
                  <p className="wr-chat-line__text" data-testid="chat-message-text">
                    <MessageText text={message.text} whitelist={DEFAULT_LINK_WHITELIST} />
                  </p>
                  {!mine || viewer.is_moderator ? (
                    <div className="wr-chat-line__actions">
                      {!mine ? <ReportLink category={REPORT_CATEGORY.chat_room_message} itemId={message.id} testId="chat-report" /> : null}
                      {viewer.is_moderator ? <ModeratorActions message={message} mine={mine} onRemove={remove} onMute={mute} /> : null}
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
          </ol>
        </div>
        <SendBox
          disabled={!api || muted || waiting > 0}
          waiting={waiting}
          mutedUntil={muted ? dayTimeFormat.format(new Date(viewer.muted_until!)) : null}
          notice={notice ? { text: t(notice.key, notice.values), tone: notice.tone ?? "error" } : null}
          onSend={send}
        />
      </section>
    </div>
  );
}

function ModeratorActions({ message, mine, onRemove, onMute }: { message: TChatMessage; mine: boolean; onRemove(id: number): void; onMute(userId: number, minutes: number): void }) {
  const { t } = useTranslation("common");
  return (
    <details
      className="wr-chat-mod"
      data-testid="chat-moderate"
      // opened on a line at the bottom of the log, the menu would sit below what the log shows
      onToggle={(event) => event.currentTarget.open && event.currentTarget.scrollIntoView({ block: "nearest" })}
    >
      <summary>{t("chatrooms.moderate")}</summary>
      <div className="wr-chat-mod__menu">
        <button type="button" className="wr-chat-mod__item wr-chat-mod__item--danger" onClick={() => onRemove(message.id)} data-testid="chat-remove">
          {t("chatrooms.remove")}
        </button>
        {!mine
          ? CHAT_MUTE_MINUTES.map((minutes) => (
              <button key={minutes} type="button" className="wr-chat-mod__item" onClick={() => onMute(message.sender.id, minutes)} data-testid={`chat-mute-${minutes}`}>
                {minutes === 0 ? t("chatrooms.unmute", { username: message.sender.username }) : t(`chatrooms.mute_for.${minutes}`, { username: message.sender.username })}
              </button>
            ))
          : null}
      </div>
    </details>
  );
}

function SendBox({ disabled, waiting, mutedUntil, notice, onSend }: { disabled: boolean; waiting: number; mutedUntil: string | null; notice: { text: string; tone: "error" | "success" } | null; onSend(text: string): Promise<boolean> }) {
  const { t } = useTranslation("common");
  const id = useId();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const length = [...text].length;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (disabled || sending || text.trim() === "") return;
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const hint = mutedUntil ? t("chatrooms.muted_until", { until: mutedUntil }) : waiting > 0 ? t("chatrooms.slow_mode_wait", { count: waiting }) : null;
  return (
    <form className="wr-chat-send" onSubmit={submit} data-testid="chat-send-form">
      {notice ? (
        <Alert tone={notice.tone} data-testid="chat-notice">
          {notice.text}
        </Alert>
      ) : null}
      <label className="sr-visually-hidden" htmlFor={`${id}-text`}>
        {t("chatrooms.your_message")}
      </label>
      <div className="wr-chat-send__row">
        <textarea
          id={`${id}-text`}
          className="wr-chat-send__text"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX * 2}
          value={text}
          placeholder={t("chatrooms.placeholder")}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={Boolean(mutedUntil)}
          aria-describedby={`${id}-hint`}
          data-testid="chat-text"
        />
        <Button type="submit" disabled={disabled || sending || text.trim() === "" || length > CHAT_MESSAGE_MAX} data-testid="chat-send">
          {waiting > 0 ? t("chatrooms.send_in", { count: waiting }) : t("chatrooms.send")}
        </Button>
      </div>
      <p className="wr-chat-send__hint" id={`${id}-hint`} aria-live="polite" data-testid="chat-hint">
        {hint ?? t("chatrooms.enter_hint")}
        <span className={length > CHAT_MESSAGE_MAX ? "wr-chat-send__count wr-chat-send__count--over" : "wr-chat-send__count"}>
          {length}/{CHAT_MESSAGE_MAX}
        </span>
      </p>
    </form>
  );
}
