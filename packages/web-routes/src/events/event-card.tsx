import type { TEvent } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { useTranslation } from "react-i18next";
import { formatDateDay, formatDateTime } from "../dating/date-words";
import { euroLabel, intlLocale } from "../profiles/profile-facts";
import { eventPath, eventStateKey } from "./event-words";

export function EventStateBadge({ event }: { event: Pick<TEvent, "status" | "timing"> }) {
  const { t } = useTranslation("event");
  const key = eventStateKey(event);
  return (
    <span className={`wr-event-state wr-event-state--${key.replace(".", "-")}`} data-testid="event-state" data-state={key}>
      {t(key)}
    </span>
  );
}

export function priceText(price: number, lang: TLocale, free: string): string {
  return price === 0 ? free : euroLabel(price, intlLocale(lang));
}

/** One event in a list: a tile (cover, title, when, where, price) or a row (the same, side by side). */
export function EventCard({ event, lang, href, view }: { event: TEvent; lang: TLocale; href: (path: string) => string; view: "tiles" | "list" }) {
  const { t } = useTranslation("event");
  const link = href(eventPath(event));
  return (
    <li className={`wr-event-card wr-event-card--${view}`} data-testid="event-card" data-event-id={event.id}>
      <article aria-labelledby={`event-${event.id}-title`}>
        <div className="wr-event-card__cover" aria-hidden="true">
          {event.cover_url ? <img src={event.cover_url} alt="" loading="lazy" width={400} height={250} /> : <span className={`wr-event-card__placeholder wr-event-card__placeholder--${event.category}`}>{t(`category.${event.category}`)}</span>}
        </div>
        <div className="wr-event-card__body">
          <p className="wr-event-card__category">
            {t(`category.${event.category}`)}
            {event.plus_only ? <span className="wr-event-plus"> · {t("plus_only_badge")}</span> : null}
          </p>
          <h2 id={`event-${event.id}-title`} className="wr-event-card__title">
            <a href={link} data-testid="event-card-link">
              {event.title}
            </a>
          </h2>
          <p className="wr-event-card__when">
            <time dateTime={event.starts_at}>{t("when", { day: formatDateDay(event.starts_at, lang), time: formatDateTime(event.starts_at) })}</time>
          </p>
          <p className="wr-event-card__where">{event.city.name}</p>
          <p className="wr-event-card__foot">
            <strong className="wr-event-card__price">{priceText(event.price, lang, t("free"))}</strong>
            <EventStateBadge event={event} />
          </p>
        </div>
      </article>
    </li>
  );
}
