import { useFetcher, useLocation } from "@remix-run/react";
import type { TApiError } from "@samtrot/api-client";
import { GIFT_MESSAGE_MAX, type TGiftSendInfo, type TSendGiftResult } from "@samtrot/api-client/contracts";
import { SECURITY_PIN } from "@samtrot/constants-catalogue";
import { Alert, BottomSheet, Button, GiftIcon, Spinner, TextInput, Textarea } from "@samtrot/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { buyDollarsHref } from "../money/buy-link";
import { formatUnits } from "../money/ledger-format";
import { newRequestKey } from "../money/request-key";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { giftName } from "./gift-name";

type TGiftError = TApiError & { meta?: Record<string, unknown> };
type TInfoAnswer = { ok: true; info: TGiftSendInfo } | { ok: false; errors: TGiftError[] };
type TSendAnswer = { ok: true; sent: TSendGiftResult } | { ok: false; errors: TGiftError[] };

export type TGiftDialogProps = {
  open: boolean;
  onClose: () => void;
  recipient: { id: number; name: string };
  /** after a gift was sent and the dialog closed (the page reloads what it shows) */
  onSent?: () => void;
};

/**
 * The gift picker (decision 040): the catalogue as pictures with names and prices, an optional message, the security
 * PIN, the balance before → after; too few dollars → buy dollars. Loaded only when opened. The request_key is made
 * when the dialog opens: a double submit sends one gift.
 */
export default function GiftDialog({ open, onClose, recipient, onSent }: TGiftDialogProps) {
  const { t, i18n } = useTranslation("payment");
  const { href } = usePageLocale();
  const location = useLocation();
  const lang = i18n.language;
  const infoFetcher = useFetcher<TInfoAnswer>();
  const sendFetcher = useFetcher<TSendAnswer>();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [choice, setChoice] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  // The gift whose success was closed: opening the picker again starts a new gift, not the old answer.
  const [dismissedId, setDismissedId] = useState<number | null>(null);

  useEffect(() => {
    if (open && infoFetcher.state === "idle" && !infoFetcher.data) infoFetcher.load(href("/user/gifts/send"));
  }, [open, infoFetcher, href]);

  const info = infoFetcher.data?.ok ? infoFetcher.data.info : null;
  const answer = sendFetcher.data;
  const success = answer?.ok && answer.sent.gift.id !== dismissedId ? answer.sent : null;
  const errors = answer && !answer.ok ? answer.errors : [];
  const sending = sendFetcher.state !== "idle";
  const gift = info?.gifts.find((g) => g.key === choice);
  const price = gift?.price ?? null;
  const short = info !== null && price !== null && price > info.balance;
  const serverError = errors[0];
  const insufficient = short || serverError?.title === "exception.ledger.insufficient_balance";
  const errorText = (error: TGiftError) =>
    error.title === "validation.pin.wrong" && typeof error.meta?.remaining === "number" ? t("tip.pin_wrong_remaining", { count: error.meta.remaining }) : t(error.title, { ns: "common" });
  const fieldError = (source: string) => (serverError && serverError.source === source ? errorText(serverError) : undefined);
  const close = () => {
    if (success) {
      setDismissedId(success.gift.id);
      setRequestKey(newRequestKey());
      setChoice(null);
      setMessage("");
      infoFetcher.load(href("/user/gifts/send"));
      onSent?.();
    }
    onClose();
  };

  return (
    <BottomSheet open={open} onClose={close} title={t("gift.title", { name: recipient.name })} closeLabel={t("gift.close")} data-testid="gift-dialog">
      {success ? (
        <div className="wr-gift__success" data-testid="gift-success" role="status">
          <GiftIcon giftKey={success.gift.gift_key} size={96} />
          <p>{t("gift.sent", { name: recipient.name })}</p>
          <p data-testid="gift-balance-after">{t("gift.balance_now", { balance: formatUnits(success.balance.after, lang) })}</p>
          <Button type="button" onClick={close} data-testid="gift-done">
            {t("gift.done")}
          </Button>
        </div>
      ) : !info ? (
        infoFetcher.data && !infoFetcher.data.ok ? (
          <Alert tone="error">
            <p>{t("exception.common.something_wrong_happened", { ns: "common" })}</p>
          </Alert>
        ) : (
          <Spinner label={t("gift.loading")} showLabel />
        )
      ) : !info.has_pin ? (
        <div data-testid="gift-no-pin">
          <p>{t("gift.needs_pin")}</p>
          <a className="sr-button sr-button--primary sr-button--md" href={href("/user/dollar#pin")}>
            <span className="sr-button__label">{t("gift.set_pin")}</span>
          </a>
        </div>
      ) : (
        <sendFetcher.Form method="post" action={href("/user/gifts/send")} noValidate data-testid="gift-form">
          <input type="hidden" name="recipient_id" value={recipient.id} />
          <input type="hidden" name="request_key" value={requestKey} />
          <fieldset className="wr-gift__choices">
            <legend>{t("gift.choose")}</legend>
            {info.gifts.map((item) => (
              <label key={item.key} className="wr-gift__choice" data-testid={`gift-choice-${item.key}`}>
                <input type="radio" name="gift_key" value={item.key} checked={choice === item.key} onChange={() => setChoice(item.key)} />
                <span className="wr-gift__choice-card">
                  <GiftIcon giftKey={item.key} size={44} />
                  <span className="wr-gift__choice-name">{giftName(item, lang)}</span>
                  <span className="wr-gift__choice-price">{t("gift.price", { price: formatUnits(item.price, lang) })}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {serverError?.source === "gift_key" ? (
            <Alert tone="error">
              <p>{errorText(serverError)}</p>
            </Alert>
          ) : null}
          <Textarea
            label={t("gift.message")}
            name="message"
            rows={2}
            maxLength={GIFT_MESSAGE_MAX}
            hint={t("gift.message_hint")}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={fieldError("message")}
            data-testid="gift-message"
          />
          <dl className="wr-tip__preview" data-testid="gift-preview" aria-live="polite">
            <dt>{t("gift.balance_before")}</dt>
            <dd data-testid="gift-preview-before">{formatUnits(info.balance, lang)}</dd>
            <dt>{t("gift.gift")}</dt>
            <dd>{price === null ? "–" : formatUnits(-price, lang, true)}</dd>
            <dt>{t("gift.balance_after")}</dt>
            <dd data-testid="gift-preview-after">{price === null ? "–" : formatUnits(info.balance - price, lang)}</dd>
          </dl>
          {insufficient ? (
            <Alert tone="error" data-testid="gift-insufficient">
              <p>
                {t("exception.ledger.insufficient_balance", { ns: "common" })} <a href={buyDollarsHref(href, location.pathname + location.search)}>{t("ledger.buy_dollars")}</a>
              </p>
            </Alert>
          ) : null}
          {serverError && !insufficient && !["pin", "message", "gift_key"].includes(serverError.source ?? "") ? (
            <Alert tone="error" data-testid="gift-error">
              <p>{errorText(serverError)}</p>
            </Alert>
          ) : null}
          <TextInput
            label={t("pin.pin")}
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            maxLength={SECURITY_PIN.maxLength}
            required
            error={fieldError("pin")}
            data-testid="gift-pin"
          />
          <Button type="submit" disabled={sending || short || price === null} data-testid="gift-submit">
            {sending ? t("gift.sending") : gift ? t("gift.confirm", { gift: giftName(gift, lang), price: formatUnits(gift.price, lang) }) : t("gift.confirm_empty")}
          </Button>
        </sendFetcher.Form>
      )}
    </BottomSheet>
  );
}
