import { messengerUnreadContract } from "@samtrot/api-client/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "../shell/api/use-api-client";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { REALTIME_RESYNC, useRealtimeEvent } from "../shell/realtime/use-realtime";
import { HeaderIcon } from "../shell/header-icon";

/**
 * "Nachrichten" in the header with the unread messages of all threads (GET /api/v2/messenger/unread), kept live:
 * a new message, a thread read or marked unread (thread.status) or a catch-up asks the api again, so the count
 * is always the api's. The server renders the plain link; the count follows after hydration.
 */
export function HeaderMessengerLink() {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const api = useApiClient();
  const [unread, setUnread] = useState<number | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = () => {
    if (!api) return;
    // Several events in a row (a burst of messages) ask once.
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = null;
      void api.call(messengerUnreadContract).then((result) => {
        if (result.ok) setUnread(result.data.unreadTotal);
      });
    }, 150);
  };
  useEffect(() => {
    load();
    return () => {
      if (pending.current) clearTimeout(pending.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);
  useRealtimeEvent("message.new", load);
  useRealtimeEvent("message.deleted", load);
  useRealtimeEvent("thread.status", load);
  useRealtimeEvent(REALTIME_RESYNC, load);

  return (
    <a className="wr-account__messenger" href={href("/messenger")} data-testid="header-messenger" title={t("header.messenger")}>
      <HeaderIcon name="messages" />
      <span className="wr-account__label">{t("header.messenger")}</span>
      {unread ? (
        <span className="wr-account__messenger-count" data-testid="header-messenger-unread">
          <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
          <span className="sr-visually-hidden">{` (${t("header.messenger_unread", { count: unread })})`}</span>
        </span>
      ) : null}
    </a>
  );
}
