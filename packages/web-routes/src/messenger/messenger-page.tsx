import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { clientWarningsContract, type TClientWarnings } from "@samtrot/api-client/contracts";
import { MESSENGER_IMAGES, USER_TYPE } from "@samtrot/constants-catalogue";
import { Alert, Button } from "@samtrot/ui-kit";
import { Provider, useAtom, useAtomValue, useSetAtom, useStore } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LINK_WHITELIST } from "@samtrot/messenger";
import { pageApi } from "../shell/api/api.server";
import { useApiClient } from "../shell/api/use-api-client";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { Composer } from "./composer";
import { ConversationView } from "./conversation";
import { FirstContactLimiter, type TLimiterState } from "./first-contact-limiter";
import { browserCalls, loadMessengerPage, type TMessengerPage } from "./messenger-calls";
import {
  activeThreadIdAtom,
  activeTyping,
  applyNewMessage,
  applyRead,
  conversationsAtom,
  mergeMessages,
  mergeThreads,
  newClientKey,
  removeMessage,
  setUnread,
  threadsAtom,
  threadsHasMoreAtom,
  typingAtom,
  TYPING_SEND_EVERY_MS,
  TYPING_SHOWN_MS,
  type TConversation,
  type TMessageView,
  type TThreadView,
} from "./messenger-state";
import { Avatar, ThreadList } from "./thread-list";
import { useMessengerRealtime } from "./use-messenger-realtime";
import messengerCssUrl from "./messenger.css?url";
import { ClientWarningsBox } from "../dating/safety/date-safety-panel";
import safetyCssUrl from "../dating/safety/safety.css?url";
import type { TServedAd } from "@samtrot/api-client/contracts";
import { AdSlot } from "../ads/ad-slot";
import { loadAd } from "../ads/load-ad.server";

// No footer on this page (spec 000 §2 "messenger/{targetUsername?} (no footer)"): the root reads handle.footer.
export const handle = { i18n: ["common", "messenger", "payment"], footer: false };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: messengerCssUrl },
  { rel: "stylesheet", href: safetyCssUrl },
];

// messenger/{targetUsername?} (spec 000 §2, issue 12): the thread list and, with a username, the conversation
// with that user (a first contact when there is no thread yet). The first page of both comes with the HTML;
// everything after that goes through the browser's api client and the realtime connection.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const api = pageApi(args, { lang });
  const [page, ad] = await Promise.all([
    loadMessengerPage(api, { viewer: user, targetUsername: args.params.targetUsername ?? null }),
    user.isMember ? null : loadAd(args, { lang, placement: "messenger" }),
  ]);
  const t = serverI18n.t(lang);
  const title = page.target ? `${page.target.displayName} – ${t("title", { ns: "messenger" })}` : t("title", { ns: "messenger" });
  // An escort writing with a client sees other escorts' warnings about him; the api answers verified escorts only
  // (anyone else gets 403, and the box stays out).
  const warnings =
    page.target && page.target.userType === USER_TYPE.client && user.profile.userType === USER_TYPE.escort
      ? await api.call(clientWarningsContract, { params: { userId: page.target.id } }, { camelCase: false })
      : null;
  return data({ ...page, title, clientWarnings: warnings?.ok ? warnings.data : null, ad }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function MessengerRoute() {
  const page = useLoaderData<typeof loader>() as TMessengerPage & { title: string; clientWarnings: TClientWarnings | null; ad: TServedAd | null };
  // A store per page view: the server render never shares atoms between requests.
  return (
    <Provider>
      <Messenger page={page} />
    </Provider>
  );
}

function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}

type TOutgoing = { text: string; files: File[]; mediaIds: number[] | null; boost: boolean };

function Messenger({ page }: { page: TMessengerPage & { clientWarnings?: TClientWarnings | null; ad?: TServedAd | null } }) {
  const { t, i18n } = useTranslation("messenger");
  const { href } = usePageLocale();
  const api = useApiClient();
  const calls = useMemo(() => (api ? browserCalls(api) : null), [api]);
  // The server renders the composer disabled (nothing can be sent without the browser's client); it is switched
  // on after hydration, as a state change, so the first browser render matches the server's HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const lang = i18n.language;
  const target = page.target;
  const targetThreadId = page.thread?.id ?? null;

  useHydrateAtoms([
    [threadsAtom, page.threads],
    [threadsHasMoreAtom, page.threadsHasMore],
    [conversationsAtom, targetThreadId !== null && page.conversation ? { [targetThreadId]: page.conversation } : {}],
    [activeThreadIdAtom, targetThreadId],
  ] as const);
  const [threads, setThreads] = useAtom(threadsAtom);
  const [hasMore, setHasMore] = useAtom(threadsHasMoreAtom);
  const [conversations, setConversations] = useAtom(conversationsAtom);
  const [typing, setTyping] = useAtom(typingAtom);
  const setActive = useSetAtom(activeThreadIdAtom);
  const store = useStore();
  const activeThreadId = useAtomValue(activeThreadIdAtom);
  const [threadId, setThreadId] = useState<number | null>(targetThreadId);
  // The thread id as it is now, for work that outlives a render (sending, realtime handlers).
  const threadIdRef = useRef(threadId);
  threadIdRef.current = threadId;
  const [loadingMore, setLoadingMore] = useState(false);
  const [limiter, setLimiter] = useState<(TLimiterState & { pending: TMessageView | null }) | null>(page.limiter ? { ...page.limiter, pending: null } : null);
  const [toolsOpen, setToolsOpen] = useState(false);
  /** what the last unlock or boost booked: the confirmation shows the balance before → after */
  const [unlocked, setUnlocked] = useState<{ kind: "unlock" | "boost"; before: number; after: number } | null>(null);
  const [limiterBusy, setLimiterBusy] = useState<"unlock" | "boost" | null>(null);
  const [limiterError, setLimiterError] = useState<string | null>(null);
  const [balance, setBalance] = useState<number | null>(page.balance);
  const [notice, setNotice] = useState<string | null>(null);
  const outgoing = useRef(new Map<string, TOutgoing>());
  const lastTypingSent = useRef(0);

  // A navigation to another conversation brings new loader data: merge it into the atoms.
  useEffect(() => {
    setThreads((current) => mergeThreads(current, page.threads));
    if (page.thread) setThreads((current) => mergeThreads(current, [page.thread!]));
    setThreadId(page.thread?.id ?? null);
    setActive(page.thread?.id ?? null);
    if (page.thread && page.conversation) {
      const id = page.thread.id;
      setConversations((current) => ({ ...current, [id]: mergeMessages(current[id], page.conversation!.messages, page.conversation!.hasOlder) }));
    }
    setLimiter(page.limiter ? { ...page.limiter, pending: null } : null);
    setUnlocked(null);
    setBalance(page.balance);
  }, [page]); // eslint-disable-line react-hooks/exhaustive-deps

  const conversation: TConversation =
    (threadId !== null ? conversations[threadId] : undefined) ??
    (target ? conversations[-target.id] : undefined) ?? { messages: [], hasOlder: false, loadingOlder: false };
  const thread = threads.find((candidate) => candidate.id === threadId) ?? page.thread ?? null;
  const status = thread?.status ?? target?.status ?? "normal";
  const canSend = status === "normal";
  const nowTyping = threadId !== null && activeTyping(typing, Date.now())[threadId] !== undefined;

  // Opening a thread with unread messages marks it read (the api tells the partner when they are Plus) — once per
  // opening, so "mark as unread" stays until the thread is opened again; later messages are read as they arrive.
  const readOnOpen = useRef<number | null>(null);
  useEffect(() => {
    if (!calls || threadId === null || readOnOpen.current === threadId) return;
    readOnOpen.current = threadId;
    const unread = store.get(threadsAtom).find((candidate) => candidate.id === threadId)?.unreadCount ?? 0;
    if (unread === 0) return;
    setThreads((current) => setUnread(current, threadId, 0));
    void calls.threadAction(threadId, "read");
  }, [calls, threadId, store, setThreads]);

  // Typing indicators go out on their own.
  useEffect(() => {
    if (Object.keys(typing).length === 0) return;
    const timer = setInterval(() => setTyping((current) => activeTyping(current, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [typing, setTyping]);

  const realtime = useMessengerRealtime({
    viewerId: page.viewer.id,
    onMessage: (message, eventThread) => {
      const next = applyNewMessage({ threads: store.get(threadsAtom), conversations: store.get(conversationsAtom) }, message, page.viewer.id, {
        activeThreadId: threadIdRef.current,
        thread: eventThread,
      });
      store.set(threadsAtom, next.threads);
      store.set(conversationsAtom, next.conversations);
      if (message.senderId !== page.viewer.id) {
        setTyping((current) => Object.fromEntries(Object.entries(current).filter(([id]) => Number(id) !== message.threadId)));
        if (message.threadId === threadIdRef.current && calls && document.visibilityState === "visible") void calls.threadAction(message.threadId, "read");
      }
    },
    onRead: (readThreadId, upToId) =>
      setConversations((current) => {
        const updated = applyRead(current[readThreadId], page.viewer.id, upToId);
        return updated ? { ...current, [readThreadId]: updated } : current;
      }),
    onDeleted: (deletedThreadId, messageId) =>
      setConversations((current) => {
        const updated = removeMessage(current[deletedThreadId], messageId);
        return updated ? { ...current, [deletedThreadId]: updated } : current;
      }),
    onThreadStatus: (changed) => setThreads((current) => current.map((candidate) => (candidate.id === changed.id ? { ...candidate, ...changed } : candidate))),
    onTyping: (typingThreadId, isTyping) =>
      setTyping((current) => {
        if (isTyping) return { ...current, [typingThreadId]: Date.now() + TYPING_SHOWN_MS };
        const { [typingThreadId]: _gone, ...rest } = current;
        return rest;
      }),
    onBalance: (dollars) => setBalance(dollars),
  });

  const putMessage = useCallback(
    (message: TMessageView, key: number | null = threadIdRef.current ?? (target ? -target.id : null)) => {
      if (key === null) return;
      setConversations((current) => ({ ...current, [key]: mergeMessages(current[key], [message]) }));
    },
    [target, setConversations],
  );

  /** preparing (images up) → sending → success | fail (spec 001 §4). */
  const deliver = useCallback(
    async (message: TMessageView) => {
      if (!calls || !target) return;
      const job = outgoing.current.get(message.clientKey);
      if (!job) return;
      let current: TMessageView = { ...message, state: "preparing", error: null };
      putMessage(current);
      if (job.mediaIds === null) {
        const uploaded: number[] = [];
        for (const file of job.files) {
          const result = await calls.uploadImage(file);
          if (!result.ok) {
            putMessage({ ...current, state: "fail", error: result.error });
            return;
          }
          uploaded.push(result.mediaId);
        }
        job.mediaIds = uploaded;
      }
      current = { ...current, state: "sending" };
      putMessage(current);
      const answer = await calls.send({
        targetUserId: target.id,
        text: job.text,
        mediaIds: job.mediaIds,
        clientKey: message.clientKey,
        boost: job.boost,
      });
      if (answer.ok) {
        outgoing.current.delete(message.clientKey);
        const stored = { ...answer.message, clientKey: message.clientKey, state: "success" as const, images: answer.message.images.length ? answer.message.images : current.images };
        if (threadIdRef.current === null) {
          // The first message made the thread: move the local conversation under its id.
          const newId = answer.thread.id;
          threadIdRef.current = newId;
          setConversations((all) => {
            const local = all[-target.id];
            const { [-target.id]: _gone, ...rest } = all;
            return { ...rest, [newId]: mergeMessages(local, [stored]) };
          });
          setThreadId(newId);
          setActive(newId);
        } else putMessage(stored, answer.thread.id);
        setThreads((all) => applyNewMessage({ threads: all, conversations: {} }, stored, page.viewer.id, { activeThreadId: answer.thread.id, thread: answer.thread }).threads);
        if (answer.balance !== null) setBalance(answer.balance);
        if (answer.charge) setUnlocked({ kind: "boost", ...answer.charge });
        return;
      }
      putMessage({ ...current, state: "fail", error: answer.error });
      if (answer.limiter) {
        setLimiter({ ...answer.limiter, pending: { ...current, state: "fail", error: answer.error } });
        setLimiterError(null);
        if (answer.balance !== null) setBalance(answer.balance);
      }
    },
    [calls, target, putMessage, setConversations, setActive, setThreads, page.viewer.id],
  );

  function send(text: string, files: File[]) {
    if (!target) return;
    setNotice(null);
    // Up to 4 images go with one message (spec 001 §5): the text rides with the first batch.
    const batches: File[][] = [];
    for (let at = 0; at < files.length; at += MESSENGER_IMAGES.maxPerSend) batches.push(files.slice(at, at + MESSENGER_IMAGES.maxPerSend));
    if (batches.length === 0) batches.push([]);
    void (async () => {
      for (const [index, batch] of batches.entries()) {
        const clientKey = newClientKey();
        const message: TMessageView = {
          id: null,
          clientKey,
          threadId: threadIdRef.current ?? -target.id,
          senderId: page.viewer.id,
          text: index === 0 ? text : "",
          images: batch.map((file, number) => ({ id: -(number + 1), url: URL.createObjectURL(file) })),
          createdAt: new Date().toISOString(),
          read: null,
          state: "preparing",
          error: null,
        };
        outgoing.current.set(clientKey, { text: message.text, files: batch, mediaIds: null, boost: false });
        await deliver(message);
      }
    })();
  }

  function onTyping() {
    if (threadId === null || !canSend) return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SEND_EVERY_MS) return;
    lastTypingSent.current = now;
    realtime.sendTyping(threadId, true);
  }

  async function retry(message: TMessageView) {
    if (!outgoing.current.has(message.clientKey)) outgoing.current.set(message.clientKey, { text: message.text, files: [], mediaIds: [], boost: false });
    await deliver(message);
  }

  async function remove(message: TMessageView) {
    if (message.id === null) {
      outgoing.current.delete(message.clientKey);
      setConversations((current) => {
        const key = threadIdRef.current ?? (target ? -target.id : null);
        if (key === null || !current[key]) return current;
        return { ...current, [key]: { ...current[key]!, messages: current[key]!.messages.filter((other) => other.clientKey !== message.clientKey) } };
      });
      return;
    }
    if (!calls || threadId === null) return;
    const result = message.senderId === page.viewer.id ? await calls.deleteMessage(message.id) : await calls.hideMessage(message.id);
    if (!result.ok) return setNotice(result.error);
    setConversations((current) => ({ ...current, [threadId]: removeMessage(current[threadId], message.id!)! }));
  }

  async function hide(message: TMessageView) {
    if (!calls || message.id === null || threadId === null) return;
    const result = await calls.hideMessage(message.id);
    if (!result.ok) return setNotice(result.error);
    setConversations((current) => ({ ...current, [threadId]: removeMessage(current[threadId], message.id!)! }));
  }

  const loadOlder = useCallback(async () => {
    if (!calls || threadId === null) return;
    const current = conversations[threadId];
    if (!current?.hasOlder || current.loadingOlder) return;
    const oldest = current.messages.find((message) => message.id !== null)?.id ?? undefined;
    setConversations((all) => ({ ...all, [threadId]: { ...all[threadId]!, loadingOlder: true } }));
    const result = await calls.loadMessages(threadId, oldest);
    setConversations((all) =>
      result.ok ? { ...all, [threadId]: mergeMessages(all[threadId], result.messages, result.hasOlder) } : { ...all, [threadId]: { ...all[threadId]!, loadingOlder: false } },
    );
  }, [calls, threadId, conversations, setConversations]);

  async function loadMoreThreads() {
    if (!calls) return;
    setLoadingMore(true);
    const result = await calls.loadThreads(Math.floor(threads.length / 20) + 1);
    setLoadingMore(false);
    if (!result.ok) return setNotice(result.error);
    setThreads((current) => mergeThreads(current, result.threads));
    setHasMore(result.hasMore);
  }

  async function toggleUnread() {
    if (!calls || threadId === null || !thread) return;
    if (thread.unreadCount > 0) {
      setThreads((current) => setUnread(current, threadId, 0));
      await calls.threadAction(threadId, "read");
    } else {
      setThreads((current) => setUnread(current, threadId, 1));
      await calls.threadAction(threadId, "unread");
    }
  }

  async function threadChange(action: "hide" | "no_thanks") {
    if (!calls || threadId === null) return;
    setToolsOpen(false);
    const result = await calls.threadAction(threadId, action);
    if (!result.ok) return setNotice(result.error);
    if (action === "hide") {
      // A hidden conversation leaves the list until a new message comes (the api's rule).
      setThreads((current) => current.filter((candidate) => candidate.id !== threadId));
      window.location.assign(href("/messenger"));
      return;
    }
    setThreads((current) => current.map((candidate) => (candidate.id === threadId ? result.thread : candidate)));
  }

  async function payThrough(kind: "unlock" | "boost") {
    if (!calls || !target || !limiter) return;
    setLimiterBusy(kind);
    setLimiterError(null);
    const pending = limiter.pending;
    if (kind === "unlock") {
      const result = await calls.unlock(target.id, newClientKey());
      if (!result.ok) {
        setLimiterBusy(null);
        return setLimiterError(t(result.error, { ns: ["messenger", "common", "payment"] }));
      }
      setBalance(result.balance.after);
      setUnlocked({ kind: "unlock", ...result.balance });
      if (result.limiter) {
        // Something an unlock does not lift still refuses (e.g. Plus only): the limiter says what now.
        setLimiterBusy(null);
        return setLimiter({ ...result.limiter, pending });
      }
    } else if (pending) {
      const job = outgoing.current.get(pending.clientKey);
      if (job) job.boost = true;
    }
    setLimiterBusy(null);
    setLimiter(null);
    if (pending) await retry(pending);
  }

  const open = Boolean(target);
  const partnerName = target?.displayName ?? "";

  return (
    <div className={`wr-messenger${open ? " wr-messenger--open" : ""}`} data-testid="messenger" data-realtime={realtime.status}>
      <aside className="wr-messenger__threads" aria-labelledby="wr-messenger-title">
        <h1 id="wr-messenger-title" className="wr-messenger__title">
          {t("title")}
        </h1>
        {realtime.connection !== "online" ? (
          <p className="wr-messenger__connection" role="status" data-testid="messenger-connection">
            {t(`connection.${realtime.connection}`)}
          </p>
        ) : null}
        <ThreadList
          threads={threads}
          activeThreadId={activeThreadId}
          hrefOf={(item: TThreadView) => href(`/messenger/${encodeURIComponent(item.partner.username)}`)}
          typing={typing}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={() => void loadMoreThreads()}
          lang={lang}
        />
        <AdSlot ad={page.ad} className="wr-messenger__ad" />
      </aside>
      <section className="wr-messenger__conversation" aria-label={open ? t("conversation.label", { name: partnerName }) : t("conversation.none")} data-testid="conversation">
        {target ? (
          <>
            <header className="wr-conversation__head">
              <a className="wr-conversation__back" href={href("/messenger")} aria-label={t("conversation.back")}>
                <span aria-hidden="true">←</span>
              </a>
              <Avatar url={target.avatarUrl} name={target.displayName} size={40} />
              <div className="wr-conversation__who">
                <a className="wr-conversation__name" href={href(`/p/${encodeURIComponent(target.username)}`)} data-testid="conversation-partner">
                  {target.displayName}
                </a>
                <span className={`wr-conversation__sub${nowTyping ? " wr-conversation__sub--typing" : ""}`} aria-live="polite" data-testid="conversation-typing">
                  {nowTyping ? t("conversation.typing_name", { name: partnerName }) : status !== "normal" ? t(`status.${status}.short`) : ""}
                </span>
              </div>
              {thread ? (
                <div className="wr-conversation__tools">
                  <Button variant="ghost" size="sm" onClick={() => void toggleUnread()} data-testid="thread-toggle-unread">
                    <svg className="wr-compact-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path
                        fill="currentColor"
                        d={
                          thread.unreadCount > 0
                            ? "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4-8 5-8-5V6l8 5 8-5v2Z"
                            : "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 14H4V8l8 5 8-5v10Zm-8-7L4 6h16l-8 5Z"
                        }
                      />
                    </svg>
                    <span className="wr-compact-label">{thread.unreadCount > 0 ? t("thread.mark_read") : t("thread.mark_unread")}</span>
                  </Button>
                  <div className="wr-conversation__more">
                    <Button variant="ghost" size="sm" aria-expanded={toolsOpen} onClick={() => setToolsOpen((open) => !open)} data-testid="thread-more">
                      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                        <path fill="currentColor" d="M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
                      </svg>
                      <span className="sr-visually-hidden">{t("thread.more")}</span>
                    </Button>
                    {toolsOpen ? (
                      <div className="wr-conversation__menu">
                        <Button variant="ghost" size="sm" onClick={() => void threadChange("hide")} data-testid="thread-hide">
                          {t("thread.hide")}
                        </Button>
                        {status === "normal" && conversation.messages.length > 0 && conversation.messages.every((message) => message.senderId !== page.viewer.id) ? (
                          <Button variant="ghost" size="sm" onClick={() => void threadChange("no_thanks")} data-testid="thread-no-thanks">
                            {t("thread.no_thanks")}
                          </Button>
                        ) : null}
                      </div>
                    ) : null}
                  </div>
                </div>
              ) : null}
            </header>
            {page.clientWarnings && target.id === page.clientWarnings.client_id ? (
              <div className="wr-conversation__warnings">
                <ClientWarningsBox warnings={page.clientWarnings} name={partnerName} lang={lang} />
              </div>
            ) : null}
            {status !== "normal" ? (
              <Alert tone="info" className="wr-conversation__status" data-testid="thread-status">
                <p>{t(`status.${status}.text`, { name: partnerName })}</p>
              </Alert>
            ) : null}
            {unlocked ? (
              <Alert tone="success" className="wr-conversation__status" data-testid="contact-unlocked">
                <p>{t(unlocked.kind === "boost" ? "limit.boosted" : "limit.unlocked", { name: partnerName, before: formatCount(unlocked.before, lang), after: formatCount(unlocked.after, lang) })}</p>
              </Alert>
            ) : null}
            {notice ? (
              <Alert tone="error" className="wr-conversation__status">
                <p>{i18n.exists(notice, { ns: ["messenger", "common"] }) ? t(notice, { ns: ["messenger", "common"] }) : t("exception.common.something_wrong_happened", { ns: "common" })}</p>
              </Alert>
            ) : null}
            <ConversationView
              conversation={conversation}
              viewerId={page.viewer.id}
              showReadReceipts={page.viewer.seesReadReceipts}
              partnerName={partnerName}
              lang={lang}
              whitelist={DEFAULT_LINK_WHITELIST}
              onLoadOlder={() => void loadOlder()}
              onRetry={(message) => void retry(message)}
              onDelete={(message) => void remove(message)}
              onHide={(message) => void hide(message)}
            />
            {limiter ? (
              <FirstContactLimiter
                limiter={limiter.pending ? limiter : { ...limiter, wayThrough: { ...limiter.wayThrough, boost: false } }}
                partnerName={partnerName}
                balance={balance}
                busy={limiterBusy}
                error={limiterError}
                hrefPlus={href("/user/membership")}
                hrefBuyDollars={href(`/buy/dollar?r=${encodeURIComponent(`/messenger/${target.username}`)}`)}
                hrefVerify={href("/user/age_check_verification")}
                hrefProfile={href(`/p/${encodeURIComponent(target.username)}`)}
                onUnlock={() => void payThrough("unlock")}
                onBoost={() => void payThrough("boost")}
                onClose={() => setLimiter(null)}
                lang={lang}
              />
            ) : null}
            <Composer
              disabled={!canSend || !hydrated || !calls}
              disabledReason={!canSend ? t(`status.${status}.text`, { name: partnerName }) : null}
              onSend={send}
              onTyping={onTyping}
            />
          </>
        ) : (
          <div className="wr-conversation__placeholder">
            <p>{threads.length > 0 ? t("conversation.choose") : t("conversation.start_from_profile")}</p>
          </div>
        )}
      </section>
    </div>
  );
}
