import { useTranslation } from "react-i18next";
import { useRealtimeStatus } from "./use-realtime";

/**
 * Says so while the live connection is down (the api restarting, no network): "offline" with a retry going on.
 * Nothing while online, connecting for the first time, or signed out.
 */
export function RealtimeStatus() {
  const { t } = useTranslation("common");
  const status = useRealtimeStatus();
  const down = status === "offline" || status === "reconnecting";
  return (
    <div className="wr-realtime-status" role="status" aria-live="polite" data-testid="realtime-status" data-status={status}>
      {down ? (
        <span className="wr-realtime-status__badge" title={t("realtime.offline_hint")}>
          <span className="wr-realtime-status__dot" aria-hidden="true" />
          {status === "offline" ? t("realtime.offline") : t("realtime.reconnecting")}
          <span className="sr-visually-hidden">. {t("realtime.offline_hint")}</span>
        </span>
      ) : null}
    </div>
  );
}
