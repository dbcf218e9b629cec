import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useFetcher, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { deleteNotificationsContract, markNotificationsReadContract, notificationListContract, type TNotification } from "@samtrot/api-client/contracts";
import { Button, EmptyState, Pager } from "@samtrot/ui-kit";
import { useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { REALTIME_RESYNC, useRealtimeEvent } from "../shell/realtime/use-realtime";
import { requireUser } from "../shell/session/session.server";
import { bellItemsAtom, notificationCountsAtom } from "./notification-atoms";
import { notificationAge, notificationText } from "./notification-text";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { AdSlot } from "../ads/ad-slot";
import { loadAd } from "../ads/load-ad.server";

export const handle = { i18n: ["common"], sensitive: true };

const headers = { "cache-control": "private, no-store" };

// my_notification (spec 000 §2, §4, §7; spec 001 §9 page size 20): the list with unread_count and total, mark one or
// all read, remove one. Forms work without JavaScript; with it the list follows the realtime events.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const pageNo = Number(new URL(args.request.url).searchParams.get("page_no") ?? "1");
  const [result, ad] = await Promise.all([
    pageApi(args, { lang }).call(notificationListContract, { query: { page_no: Number.isSafeInteger(pageNo) && pageNo > 0 ? pageNo : 1 } }, { camelCase: false }),
    user.isMember ? null : loadAd(args, { lang, placement: "notifications" }),
  ]);
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("notifications.title"), list: result.data, ad }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const api = pageApi(args, { lang });
  const result =
    intent === "read_all"
      ? await api.call(markNotificationsReadContract, { body: { ids: [] } }, { camelCase: false })
      : intent === "read" && Number.isSafeInteger(id) && id > 0
        ? await api.call(markNotificationsReadContract, { body: { ids: [id] } }, { camelCase: false })
        : intent === "remove" && Number.isSafeInteger(id) && id > 0
          ? await api.call(deleteNotificationsContract, { body: { ids: [id] } }, { camelCase: false })
          : null;
  if (!result) return data({ ok: false as const }, { status: 422, headers });
  if (!result.ok) return data({ ok: false as const }, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502, headers });
  return data({ ok: true as const }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function MyNotificationRoute() {
  const { list, ad } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const setCounts = useSetAtom(notificationCountsAtom);
  const setBell = useSetAtom(bellItemsAtom);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The header's counts follow what this page shows; the bell refetches its items when opened next.
  useEffect(() => {
    setCounts({ unread_count: list.unread_count, total: list.total });
    setBell(null);
  }, [list.unread_count, list.total, setCounts, setBell]);

  // A burst of events (mark all in another tab) reloads once.
  const refresh = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      revalidator.revalidate();
    }, 150);
  };
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  useRealtimeEvent("notification.new", refresh);
  useRealtimeEvent("notification.count", refresh);
  useRealtimeEvent(REALTIME_RESYNC, refresh);

  const pageCount = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <div className="wr-notifications" data-testid="my-notification">
      <div className="wr-notifications__head">
        <div>
          <h1>{t("notifications.title")}</h1>
          <p className="wr-notifications__summary" data-testid="notification-summary">
            {t("notifications.summary", { unread: list.unread_count, total: list.total })}
          </p>
        </div>
        {list.unread_count > 0 ? (
          <Form method="post" replace>
            <input type="hidden" name="intent" value="read_all" />
            <Button type="submit" variant="secondary" size="sm" loading={navigation.formData?.get("intent") === "read_all"} data-testid="read-all">
              {t("notifications.mark_all_read")}
            </Button>
          </Form>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <EmptyState title={t("notifications.empty")} data-testid="notifications-empty">
          <p>{t("notifications.empty_hint")}</p>
        </EmptyState>
      ) : (
        <ul className="wr-notification-list" data-testid="notification-list">
          {list.items.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} lang={lang} href={href} />
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <Pager
          current={list.page_no}
          pageCount={pageCount}
          hrefFor={(n) => (n === 1 ? href("/my_notification") : `${href("/my_notification")}?page_no=${n}`)}
          labels={pagerLabels(t, t("notifications.pages"))}
        />
      ) : null}
      <AdSlot ad={ad} />
    </div>
  );
}

function NotificationRow({ notification, lang, href }: { notification: TNotification; lang: string; href: (path: string) => string }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const intent = fetcher.formData?.get("intent");
  // Shown as read at once while the server call runs.
  const read = notification.content.is_read || intent === "read";
  if (intent === "remove") return null;
  const text = notificationText(t, notification, lang);
  return (
    <li className={read ? "wr-notification" : "wr-notification wr-notification--unread"} data-testid="notification-item" data-read={read ? "1" : "0"}>
      {notification.actor?.avatar_url ? <img className="wr-notification__avatar" src={notification.actor.avatar_url} alt="" width={40} height={40} loading="lazy" /> : null}
      <div className="wr-notification__body">
        {read ? null : <span className="sr-visually-hidden">{t("notifications.unread")}: </span>}
        {notification.link ? (
          <a className="wr-notification__text" href={href(notification.link)}>
            {text}
          </a>
        ) : (
          <span className="wr-notification__text">{text}</span>
        )}
        <time className="wr-notification__time" dateTime={notification.created_at}>
          {notificationAge(notification.created_at, lang)}
        </time>
      </div>
      <div className="wr-notification__actions">
        {read ? null : (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={notification.id} />
            <Button type="submit" name="intent" value="read" variant="ghost" size="sm" disabled={busy} aria-label={t("notifications.mark_read_named", { text })}>
              {t("notifications.mark_read")}
            </Button>
          </fetcher.Form>
        )}
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={notification.id} />
          <Button type="submit" name="intent" value="remove" variant="ghost" size="sm" disabled={busy} aria-label={t("notifications.remove_named", { text })} data-testid="notification-remove">
            {t("notifications.remove")}
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}
