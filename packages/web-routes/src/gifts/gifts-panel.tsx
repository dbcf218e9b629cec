import type { TGiftCount, TMyGifts, TSentGift } from "@samtrot/api-client/contracts";
import { Card, EmptyState, GiftIcon } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { formatUnits } from "../money/ledger-format";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { giftName } from "./gift-name";

/** Received gifts as pictures with counts (the profile and user/gifts show the same row). */
export function GiftCounts({ counts, label, testId }: { counts: TGiftCount[]; label: string; testId?: string }) {
  const { i18n, t } = useTranslation("payment");
  return (
    <ul className="wr-gift__counts" aria-label={label} data-testid={testId}>
      {counts.map((item) => (
        <li key={item.gift_key} className="wr-gift__count" data-testid={testId ? `${testId}-${item.gift_key}` : undefined}>
          <GiftIcon giftKey={item.gift_key} size={40} />
          <span className="wr-gift__count-name">{giftName(item, i18n.language)}</span>
          <span className="wr-gift__count-number" aria-label={t("gift.profile_counts", { gift: giftName(item, i18n.language), count: item.count })}>
            {t("gift.count", { count: item.count })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function GiftList({ gifts, direction, empty, emptyHint, testId }: { gifts: TSentGift[]; direction: "from" | "to"; empty: string; emptyHint?: string; testId: string }) {
  const { t, i18n } = useTranslation("payment");
  const { href } = usePageLocale();
  const lang = i18n.language;
  const date = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : lang, { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Berlin" });
  if (gifts.length === 0)
    return (
      <EmptyState headingLevel={3} title={empty} data-testid={`${testId}-empty`}>
        {emptyHint ? <p>{emptyHint}</p> : null}
      </EmptyState>
    );
  return (
    <ul className="wr-gift__list" data-testid={testId}>
      {gifts.map((gift) => {
        const party = direction === "from" ? gift.sender : gift.recipient;
        return (
          <li key={gift.id} className="wr-gift__item">
            <GiftIcon giftKey={gift.gift_key} size={44} />
            <div className="wr-gift__item-text">
              <p className="wr-gift__item-head">
                <strong>{giftName(gift, lang)}</strong>{" "}
                {party.username ? (
                  <a href={href(`/p/${encodeURIComponent(party.username)}`)}>{t(`gift.${direction}`, { username: party.username })}</a>
                ) : (
                  <span>{t(`gift.${direction}`, { username: t("gift.deleted_user") })}</span>
                )}
              </p>
              {gift.message ? <p className="wr-gift__item-message">„{gift.message}“</p> : null}
              <p className="wr-muted">
                <time dateTime={gift.created_at}>{date.format(new Date(gift.created_at))}</time> · {t("gift.price", { price: formatUnits(gift.price, lang) })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * user/gifts (the settings section, spec 000 §2): what she received — as counts (what the profile shows when she
 * chooses to) and the latest with messages — and what the user sent. `received` only for escorts (clients receive none).
 */
export function GiftsPanel({ gifts, received }: { gifts: TMyGifts | null; received: boolean }) {
  const { t } = useTranslation("payment");
  if (!gifts)
    return (
      <div role="alert" className="wr-gift__error">
        <p>{t("gift.error")}</p>
      </div>
    );
  return (
    <div className="wr-gift__panel" data-testid="gifts-panel">
      <p>{t("gift.page_intro")}</p>
      {received ? (
        <Card title={t("gift.received")} headingLevel={2}>
          {gifts.received_counts.length ? (
            <>
              <GiftCounts counts={gifts.received_counts} label={t("gift.counts_label")} testId="gifts-received-counts" />
              <p className="wr-muted" data-testid="gifts-shown-state">
                {gifts.show_gifts ? t("gift.shown_on_profile") : t("gift.hidden_on_profile")}
              </p>
            </>
          ) : null}
          <GiftList gifts={gifts.received} direction="from" empty={t("gift.received_empty")} testId="gifts-received" />
        </Card>
      ) : null}
      <Card title={t("gift.sent_list")} headingLevel={2}>
        <GiftList gifts={gifts.sent} direction="to" empty={t("gift.sent_empty")} emptyHint={received ? undefined : t("gift.sent_empty_hint")} testId="gifts-sent" />
      </Card>
    </div>
  );
}
