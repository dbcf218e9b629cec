import type { TDate } from "@samtrot/api-client/contracts";
import { useTranslation } from "react-i18next";
import { durationLabel, euroLabel, intlLocale } from "../profiles/profile-facts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { formatDateDay, formatDateTime, partnerOf, stageKey, stageTone } from "./date-words";

/** The partner's name as shown (the profile's name, else the username). */
export function partnerName(date: Pick<TDate, "my_side" | "sender" | "receiver">): string {
  const partner = partnerOf(date);
  return partner.display_name ?? partner.username;
}

export function StageBadge({ stage }: { stage: number }) {
  const { t } = useTranslation("dating");
  return (
    <span className={`wr-date-stage wr-date-stage--${stageTone(stage)}`} data-testid="date-stage" data-stage={stage}>
      {t(stageKey(stage))}
    </span>
  );
}

/** When, duration, place, price of a date as a definition list (list rows and the detail share it). */
export function DateFacts({ date, lang }: { date: TDate; lang: TLocale }) {
  const { t } = useTranslation("dating");
  const common = useTranslation("common").t;
  const name = partnerName(date);
  const host = date.my_side === "sender" ? name : null;
  return (
    <dl className="wr-date-facts">
      <div className="wr-date-facts__wide">
        <dt>{t("field.when")}</dt>
        <dd data-testid="date-when">
          <time dateTime={date.start_at}>{t("when", { day: formatDateDay(date.start_at, lang), time: formatDateTime(date.start_at) })}</time>
        </dd>
      </div>
      <div className="wr-date-facts__wide">
        <dt>{t("field.place")}</dt>
        <dd>
          {date.place_kind === "incall" ? (host ? t("place.incall", { name: host }) : t("place.incall_mine")) : t(`place.${date.place_kind}`)}
          {date.place_note ? <span className="wr-date-facts__note"> – {date.place_note}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t("field.duration")}</dt>
        <dd>{durationLabel(date.duration_minutes, common)}</dd>
      </div>
      <div>
        <dt>{t("field.price")}</dt>
        <dd>{date.price === null ? t("price_none") : euroLabel(date.price, intlLocale(lang))}</dd>
      </div>
    </dl>
  );
}
