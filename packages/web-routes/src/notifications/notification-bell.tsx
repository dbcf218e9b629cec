import type { TNotification, TNotificationCounts } from "@samtrot/api-client/contracts";
import { NOTIFICATION_BELL_MAX, NOTIFICATION_STICKINESS_MS } from "@samtrot/constants-catalogue";
import { useAtom, useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { REALTIME_RESYNC, useRealtimeEvent } from "../shell/realtime/use-realtime";
import { bellItemsAtom, notificationCountsAtom, toastsAtom, withNewNotification, withRead } from "./notification-atoms";
import { fetchNotifications, markRead } from "./notification-client";
import { notificationAge, notificationText } from "./notification-text";

/** The bell in the header: unread count, the newest 8 on click, live through the realtime events. */
export function NotificationBell() {
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const [counts, setCounts] = useAtom(notificationCountsAtom);
  const [items, setItems] = useAtom(bellItemsAtom);
  const setToasts = useSetAtom(toastsAtom);
  const [open, setOpen] = useState(false);
  // Phones: the panel spans the screen below the header (fixed), its top taken from the button when it opens.
  const [panelTop, setPanelTop] = useState<number | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const load = async () => {
    const list = await fetchNotifications(NOTIFICATION_BELL_MAX);
    if (!list) return;
    setItems(list.items);
    setCounts({ unread_count: list.unread_count, total: list.total });
  };
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useRealtimeEvent<{ notification: TNotification } & TNotificationCounts>("notification.new", (payload) => {
    setCounts({ unread_count: payload.unread_count, total: payload.total });
    setItems((current) => withNewNotification(current, payload.notification));
    if (payload.notification.delivery !== "push") setToasts((current) => [...current.filter((n) => n.id !== payload.notification.id), payload.notification].slice(-3));
  });
  useRealtimeEvent<TNotificationCounts>("notification.count", (payload) => {
    setCounts(payload);
    // Another tab read or removed some: the list is fetched again when it is next opened.
    if (!open) setItems(null);
  });
  useRealtimeEvent(REALTIME_RESYNC, () => void load());

  useEffect(() => {
    if (open && items === null) void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, items]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const unread = counts?.unread_count ?? 0;
  const readAll = async () => {
    setItems((current) => withRead(current, "all"));
    const after = await markRead([]);
    if (after) setCounts(after);
  };
  const readOne = (notification: TNotification) => {
    if (notification.content.is_read) return;
    setItems((current) => withRead(current, [notification.id]));
    void markRead([notification.id]).then((after) => after && setCounts(after));
  };

  return (
    <div className="wr-bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="wr-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t("notifications.bell_label_unread", { count: unread }) : t("notifications.bell_label")}
        data-testid="notification-bell"
        onClick={() => {
          const bottom = button.current?.getBoundingClientRect().bottom;
          setPanelTop(bottom === undefined ? null : Math.round(bottom + 8));
          setOpen((value) => !value);
        }}
      >
        {/* outline, like the header's other icons */}
        <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M6 9.5a6 6 0 0 1 12 0c0 5.5 2.5 7 2.5 7h-17S6 15 6 9.5" />
          <path d="M10.2 20a2 2 0 0 0 3.6 0" />
        </svg>
        {unread > 0 ? (
          <span className="wr-bell__badge" data-testid="notification-badge" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        className="wr-bell__panel"
        hidden={!open}
        role="region"
        aria-label={t("notifications.title")}
        style={panelTop === null ? undefined : ({ "--wr-bell-top": `${panelTop}px` } as CSSProperties)}
      >
        <div className="wr-bell__head">
          <h2 className="wr-bell__title">{t("notifications.title")}</h2>
          {unread > 0 ? (
            <button type="button" className="wr-link-button" onClick={() => void readAll()} data-testid="bell-read-all">
              {t("notifications.mark_all_read")}
            </button>
          ) : null}
        </div>
        {items === null ? (
          <p className="wr-bell__empty">{t("notifications.loading")}</p>
        ) : items.length === 0 ? (
          <p className="wr-bell__empty">{t("notifications.empty")}</p>
        ) : (
          <ul className="wr-bell__list" data-testid="bell-list">
            {items.slice(0, NOTIFICATION_BELL_MAX).map((notification) => (
              <li key={notification.id} className={notification.content.is_read ? "wr-bell__item" : "wr-bell__item wr-bell__item--unread"}>
                <a href={notification.link ? href(notification.link) : href("/my_notification")} onClick={() => readOne(notification)} className="wr-bell__link">
                  {notification.content.is_read ? null : <span className="sr-visually-hidden">{t("notifications.unread")}: </span>}
                  <span className="wr-bell__text">{notificationText(t, notification, lang)}</span>
                  <time className="wr-bell__time" dateTime={notification.created_at}>
                    {notificationAge(notification.created_at, lang)}
                  </time>
                </a>
              </li>
            ))}
          </ul>
        )}
        <a className="wr-bell__all" href={href("/my_notification")}>
          {t("notifications.show_all")}
        </a>
      </div>
      <NotificationToasts />
    </div>
  );
}

/** Live notifications with popup or bar delivery, each for its stickiness (short 5 s … permanent until closed). */
function NotificationToasts() {
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const [toasts, setToasts] = useAtom(toastsAtom);
  useEffect(() => {
    const timers = toasts.flatMap((toast) => {
      const ms = NOTIFICATION_STICKINESS_MS[toast.stickiness];
      return ms === null ? [] : [setTimeout(() => setToasts((current) => current.filter((n) => n.id !== toast.id)), ms)];
    });
    return () => timers.forEach(clearTimeout);
  }, [toasts, setToasts]);
  return (
    <div className="wr-toasts" role="status" aria-live="polite" data-testid="notification-toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`wr-toast wr-toast--${toast.delivery} wr-toast--${toast.content_type}`}>
          <a className="wr-toast__text" href={toast.link ? href(toast.link) : href("/my_notification")}>
            {notificationText(t, toast, lang)}
          </a>
          <button type="button" className="wr-toast__close" aria-label={t("notifications.dismiss")} onClick={() => setToasts((current) => current.filter((n) => n.id !== toast.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
