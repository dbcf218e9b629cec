import { Alert, Button } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";

export type TLimiterWayThrough = { plus: boolean; unlock: boolean; boost: boolean; tip: number | null; verify: boolean };

export type TLimiterState = {
  /** the check result (spec 001 §4, 0 … 10) */
  result: number;
  wayThrough: TLimiterWayThrough;
  /** dollars for unlocking or boosting (spec 001 §9: 5) */
  price: number;
  /** the api's refusal key (exception.messenger.*) */
  error: string | null;
};

/**
 * The title and text keys of a check result. MEMBERSHIP_VERIFICATION (3) is two rules in one result (the receiver
 * takes Plus members only, or verified profiles only): the way through says which one refused.
 */
export function textKeysOf(limiter: Pick<TLimiterState, "result" | "wayThrough">): { title: string; text: string } {
  const base = `limit.result_${limiter.result}`;
  if (limiter.result === 3 && limiter.wayThrough.plus) {
    const variant = limiter.wayThrough.verify ? "both" : "members";
    return { title: `${base}.title_${variant}`, text: `${base}.text_${variant}` };
  }
  return { title: `${base}.title`, text: `${base}.text` };
}

/**
 * A refused first contact (issue 12 §2): what the rule says and the ways through it — Plus, unlocking this contact
 * or boosting the message for dollars (balance before → after), a tip first, or verification. The api decided;
 * this panel only explains and offers.
 */
export function FirstContactLimiter({
  limiter,
  partnerName,
  balance,
  busy,
  error,
  hrefPlus,
  hrefBuyDollars,
  hrefVerify,
  hrefProfile,
  onUnlock,
  onBoost,
  onClose,
  lang,
}: {
  limiter: TLimiterState;
  partnerName: string;
  /** the viewer's dollars now; null while unknown */
  balance: number | null;
  busy: "unlock" | "boost" | null;
  error: string | null;
  hrefPlus: string;
  hrefBuyDollars: string;
  hrefVerify: string;
  hrefProfile: string;
  onUnlock(): void;
  onBoost(): void;
  onClose(): void;
  lang: string;
}) {
  const { t } = useTranslation("messenger");
  const { wayThrough, price } = limiter;
  const paid = wayThrough.unlock || wayThrough.boost;
  const enough = balance !== null && balance >= price;
  const number = (value: number) => new Intl.NumberFormat(lang).format(value);
  const texts = textKeysOf(limiter);
  return (
    <section className="wr-limiter" aria-labelledby="wr-limiter-title" data-testid="first-contact-limiter" data-result={limiter.result}>
      <div className="wr-limiter__head">
        <h2 id="wr-limiter-title" className="wr-limiter__title">
          {t(texts.title, { name: partnerName })}
        </h2>
        <button type="button" className="wr-limiter__close" onClick={onClose} aria-label={t("limit.close")}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="wr-limiter__text" data-testid="limiter-text">
        {t(texts.text, { name: partnerName, tip: wayThrough.tip ?? 0 })}
      </p>
      <div className="wr-limiter__ways">
        {wayThrough.plus ? (
          <div className="wr-limiter__way">
            <h3>{t("limit.plus.title")}</h3>
            <p className="wr-limiter__desc">{t("limit.plus.text")}</p>
            <a className="sr-button sr-button--primary sr-button--md" href={hrefPlus} data-testid="limiter-plus">
              <span className="sr-button__label">{t("limit.plus.action")}</span>
            </a>
          </div>
        ) : null}
        {paid ? (
          <div className="wr-limiter__way" data-testid="limiter-pay">
            <h3>{t("limit.pay.title", { price })}</h3>
            <p className="wr-limiter__desc">{t("limit.pay.text", { name: partnerName, price })}</p>
            {balance !== null ? (
              <p className="wr-limiter__balance" data-testid="limiter-balance">
                {t("limit.pay.balance")}{" "}
                <strong>
                  {number(balance)} → {enough ? number(balance - price) : "–"}
                </strong>
              </p>
            ) : null}
            {enough ? (
              <div className="wr-limiter__actions">
                {wayThrough.unlock ? (
                  <Button variant="secondary" loading={busy === "unlock"} disabled={busy !== null} onClick={onUnlock} data-testid="limiter-unlock">
                    {t("limit.pay.unlock", { price })}
                  </Button>
                ) : null}
                {wayThrough.boost ? (
                  <Button variant="ghost" loading={busy === "boost"} disabled={busy !== null} onClick={onBoost} data-testid="limiter-boost">
                    {t("limit.pay.boost", { price })}
                  </Button>
                ) : null}
              </div>
            ) : (
              <>
                <p className="wr-limiter__short">{t("limit.pay.not_enough", { price })}</p>
                <a className="sr-button sr-button--secondary sr-button--md" href={hrefBuyDollars} data-testid="limiter-buy">
                  <span className="sr-button__label">{t("limit.pay.buy")}</span>
                </a>
              </>
            )}
          </div>
        ) : null}
        {wayThrough.tip ? (
          <div className="wr-limiter__way">
            <h3>{t("limit.tip.title", { tip: wayThrough.tip })}</h3>
            <a className="sr-button sr-button--secondary sr-button--md" href={hrefProfile} data-testid="limiter-tip">
              <span className="sr-button__label">{t("limit.tip.action", { name: partnerName })}</span>
            </a>
          </div>
        ) : null}
        {wayThrough.verify ? (
          <div className="wr-limiter__way">
            <h3>{t("limit.verify.title")}</h3>
            <a className="sr-button sr-button--secondary sr-button--md" href={hrefVerify} data-testid="limiter-verify">
              <span className="sr-button__label">{t("limit.verify.action")}</span>
            </a>
          </div>
        ) : null}
      </div>
      {error ? (
        <Alert tone="error" data-testid="limiter-error">
          <p>{error}</p>
        </Alert>
      ) : null}
    </section>
  );
}
