import type { TLiveRoom } from "@samtrot/api-client/contracts";
import { useTranslation } from "react-i18next";
import { languageName, roomPath } from "./live-words";

/** A live room on browse_streaming: the producer's picture, title, name, tags, language, viewers and what the viewer may do. */
export function LiveRoomCard({ room, lang, href }: { room: TLiveRoom; lang: string; href: (path: string) => string }) {
  const { t } = useTranslation("common");
  const action =
    room.access === "audience" || room.access === "producer"
      ? { label: t("live.browse.watch"), href: href(roomPath(room.id)) }
      : room.access === "sign_in"
        ? { label: t("live.browse.sign_in_to_watch"), href: href(`/login?r=${encodeURIComponent(roomPath(room.id))}`) }
        : null;
  const note = room.access === "refused" ? t("live.browse.not_for_you") : room.access === "kicked_out" ? t("live.browse.kicked_out") : null;
  return (
    <li className="wr-live-card" data-testid={`live-room-${room.id}`} data-access={room.access}>
      <div className="wr-live-card__media">
        <img src={room.producer.avatar_url} alt="" loading="lazy" width={320} height={240} />
        <span className="wr-live__badge">{t("live.live_badge")}</span>
        <span className="wr-live-card__viewers">{t("live.viewers", { count: room.viewer_count })}</span>
      </div>
      <div className="wr-live-card__body">
        <h2 className="wr-live-card__title">
          {action ? <a href={action.href}>{room.title}</a> : room.title}
        </h2>
        <p className="wr-live__muted">
          {t("live.room.by", { name: room.display_name })}
          {room.producer.age !== null ? ` · ${room.producer.age}` : ""} · {languageName(room.spoken_language, lang)}
        </p>
        {room.tags.length > 0 ? (
          <ul className="wr-live__tags wr-live__tags--small" aria-label={t("live.start.tags")}>
            {room.tags.map((tag) => (
              <li key={tag} className="wr-live__tag">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        {action ? (
          <a className="sr-button sr-button--primary sr-button--sm wr-live-card__action" href={action.href} aria-label={`${action.label}: ${room.title}`}>
            <span className="sr-button__label">{action.label}</span>
          </a>
        ) : (
          <p className="wr-live-card__note">{note}</p>
        )}
      </div>
    </li>
  );
}
