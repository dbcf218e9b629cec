import { useFetcher, useLocation } from "@remix-run/react";
import type { TApiError, TCamelCased } from "@samtrot/api-client";
import type { TTipAllowance, TTipResult } from "@samtrot/api-client/contracts";
import { SECURITY_PIN, TOKENS } from "@samtrot/constants-catalogue";
import { Alert, BottomSheet, Button, Spinner, TextInput } from "@samtrot/ui-kit";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { buyDollarsHref } from "./buy-link";
import { formatUnits } from "./ledger-format";
import { newRequestKey } from "./request-key";

type TTipError = TApiError & { meta?: Record<string, unknown> };
type TAllowanceAnswer = { ok: true; allowance: TCamelCased<TTipAllowance> } | { ok: false; errors: TTipError[] };
type TTipAnswer = { ok: true; tip: TCamelCased<TTipResult> } | { ok: false; errors: TTipError[] };

/** Amounts offered as buttons (the live tipping amounts of spec 001 §9); any other whole amount can be typed. */
const CHOICES = TOKENS.liveTippingAmounts;

export type TTipDialogProps = {
  open: boolean;
  onClose: () => void;
  recipient: { id: number; name: string };
};

/**
 * Tip an escort or business: amount (choices or free), security PIN, the balance before → after before
 * confirming, insufficient balance → buy dollars, success state. Loaded only when opened (the profile page's
 * first render does not carry it). The request_key is made when the dialog opens: a double click books once.
 */
export default function TipDialog({ open, onClose, recipient }: TTipDialogProps) {
  const { t, i18n } = useTranslation("payment");
  const { href } = usePageLocale();
  const location = useLocation();
  const lang = i18n.language;
  const allowanceFetcher = useFetcher<TAllowanceAnswer>();
  const tipFetcher = useFetcher<TTipAnswer>();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [choice, setChoice] = useState<string>(String(CHOICES[1]));
  const [other, setOther] = useState("");
  const amountHint = useId();

  useEffect(() => {
    if (open && allowanceFetcher.state === "idle" && !allowanceFetcher.data) allowanceFetcher.load(href("/user/dollar/tip"));
  }, [open, allowanceFetcher, href]);

  const allowance = allowanceFetcher.data?.ok ? allowanceFetcher.data.allowance : null;
  const answer = tipFetcher.data;
  const success = answer?.ok ? answer.tip : null;
  const errors = answer && !answer.ok ? answer.errors : [];
  const sending = tipFetcher.state !== "idle";
  const amount = choice === "other" ? (/^\d+$/.test(other.trim()) ? Number(other.trim()) : null) : Number(choice);
  const local = useMemo(() => {
    if (!allowance || amount === null) return null;
    if (amount < 1) return "validation.tip.amount_invalid";
    if (amount > allowance.remaining) return "exception.tip.monthly_limit_exceeded";
    if (amount > allowance.balance) return "exception.ledger.insufficient_balance";
    return null;
  }, [allowance, amount]);
  const serverError = errors[0];
  const insufficient = local === "exception.ledger.insufficient_balance" || serverError?.title === "exception.ledger.insufficient_balance";
  const buyHref = buyDollarsHref(href, location.pathname + location.search);
  const errorText = (error: TTipError) => {
    if (error.title === "validation.pin.wrong" && typeof error.meta?.remaining === "number") return t("tip.pin_wrong_remaining", { count: error.meta.remaining });
    if (error.title === "exception.tip.monthly_limit_exceeded" && typeof error.meta?.remaining === "number") return t("tip.limit_remaining", { remaining: error.meta.remaining, limit: TOKENS.monthlyTippingLimit });
    return t(error.title, { ns: "common" });
  };
  const fieldError = (source: string) => (serverError && serverError.source === source ? errorText(serverError) : undefined);
  const close = () => {
    if (success) {
      // A new tip gets a new key; the balances are loaded again.
      setRequestKey(newRequestKey());
      allowanceFetcher.load(href("/user/dollar/tip"));
    }
    onClose();
  };

  return (
    <BottomSheet open={open} onClose={close} title={t("tip.title", { name: recipient.name })} closeLabel={t("tip.close")} data-testid="tip-dialog">
      {success ? (
        <div className="wr-tip__success" data-testid="tip-success" role="status">
          <p className="wr-tip__success-amount">{t("tip.sent_amount", { amount: formatUnits(success.amount, lang) })}</p>
          <p>{t("tip.sent", { name: recipient.name })}</p>
          <p data-testid="tip-balance-after">{t("tip.balance_now", { balance: formatUnits(success.balance.after, lang) })}</p>
          <Button type="button" onClick={close} data-testid="tip-done">
            {t("tip.done")}
          </Button>
        </div>
      ) : !allowance ? (
        allowanceFetcher.data && !allowanceFetcher.data.ok ? (
          <Alert tone="error">
            <p>{t("exception.common.something_wrong_happened", { ns: "common" })}</p>
          </Alert>
        ) : (
          <Spinner label={t("tip.loading")} showLabel />
        )
      ) : !allowance.hasPin ? (
        <div data-testid="tip-no-pin">
          <p>{t("tip.needs_pin")}</p>
          <a className="sr-button sr-button--primary sr-button--md" href={href("/user/dollar#pin")}>
            <span className="sr-button__label">{t("tip.set_pin")}</span>
          </a>
        </div>
      ) : (
        <tipFetcher.Form method="post" action={href("/user/dollar/tip")} noValidate data-testid="tip-form">
          <input type="hidden" name="recipient_id" value={recipient.id} />
          <input type="hidden" name="request_key" value={requestKey} />
          <fieldset className="wr-tip__amounts" aria-describedby={amountHint}>
            <legend>{t("tip.amount")}</legend>
            {CHOICES.map((value) => (
              <label key={value} className="wr-tip__amount">
                <input type="radio" name="amount" value={value} checked={choice === String(value)} onChange={() => setChoice(String(value))} />
                <span>{formatUnits(value, lang)}</span>
              </label>
            ))}
            <label className="wr-tip__amount">
              <input type="radio" name="amount" value="other" checked={choice === "other"} onChange={() => setChoice("other")} data-testid="tip-amount-other" />
              <span>{t("tip.other_amount")}</span>
            </label>
          </fieldset>
          <p id={amountHint} className="wr-muted">
            {t("tip.limit_hint", { remaining: formatUnits(allowance.remaining, lang), limit: TOKENS.monthlyTippingLimit })}
          </p>
          {choice === "other" ? (
            <TextInput
              label={t("tip.free_amount")}
              name="amount_other"
              type="number"
              inputMode="numeric"
              min={1}
              max={TOKENS.monthlyTippingLimit}
              step={1}
              value={other}
              onChange={(event) => setOther(event.target.value)}
              error={fieldError("amount")}
              data-testid="tip-amount-input"
            />
          ) : null}
          <dl className="wr-tip__preview" data-testid="tip-preview" aria-live="polite">
            <dt>{t("tip.balance_before")}</dt>
            <dd data-testid="tip-preview-before">{formatUnits(allowance.balance, lang)}</dd>
            <dt>{t("tip.tip")}</dt>
            <dd>{amount === null ? "–" : formatUnits(-amount, lang, true)}</dd>
            <dt>{t("tip.balance_after")}</dt>
            <dd data-testid="tip-preview-after">{amount === null ? "–" : formatUnits(allowance.balance - amount, lang)}</dd>
          </dl>
          {local && local !== "exception.ledger.insufficient_balance" ? (
            <Alert tone="error">
              <p>{local === "exception.tip.monthly_limit_exceeded" ? t("tip.limit_remaining", { remaining: allowance.remaining, limit: TOKENS.monthlyTippingLimit }) : t(local, { ns: "common" })}</p>
            </Alert>
          ) : null}
          {insufficient ? (
            <Alert tone="error" data-testid="tip-insufficient">
              <p>
                {t("exception.ledger.insufficient_balance", { ns: "common" })} <a href={buyHref}>{t("ledger.buy_dollars")}</a>
              </p>
            </Alert>
          ) : null}
          {serverError && !insufficient && serverError.source !== "pin" && serverError.source !== "amount" ? (
            <Alert tone="error" data-testid="tip-error">
              <p>{errorText(serverError)}</p>
            </Alert>
          ) : null}
          {serverError && serverError.source === "amount" && choice !== "other" ? (
            <Alert tone="error" data-testid="tip-error">
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
            data-testid="tip-pin"
          />
          <Button type="submit" disabled={sending || local !== null || amount === null} data-testid="tip-submit">
            {sending ? t("tip.sending") : amount === null ? t("tip.confirm_empty") : t("tip.confirm", { amount: formatUnits(amount, lang) })}
          </Button>
        </tipFetcher.Form>
      )}
    </BottomSheet>
  );
}
