import type { TCamelCased } from "@samtrot/api-client";
import type { TPaymentItem, TPriceQuote } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { useEffect, type RefObject } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { countryName, formatAmount, formatCents, formatRate } from "./checkout-format";

export type TItem = TCamelCased<TPaymentItem>;
export type TQuote = TCamelCased<TPriceQuote>;

/** "Plus · 3 Monate", "100 Dollar", "500 Token". */
export function itemTitle(t: TFunction, item: Pick<TItem, "goods" | "months" | "amount">, lang: TLocale): string {
  if (item.goods === "membership") return t("checkout.item.membership", { count: item.months ?? 1 });
  return t(`checkout.item.${item.goods}`, { count: item.amount ?? 0, amount: formatAmount(item.amount ?? 0, lang) });
}

/** "verlängert sich alle 3 Monate, jederzeit kündbar" / "einmalig, endet von selbst" / nothing for dollars. */
export function itemTerms(t: TFunction, item: Pick<TItem, "goods" | "months" | "renewable">): string | null {
  if (item.goods !== "membership") return null;
  return item.renewable ? t("checkout.item.renewable", { count: item.months ?? 1 }) : t("checkout.item.once");
}

/** A translated error key; an unknown key (a new api refusal) reads as the general message, never as the key. */
export function useErrorText(): (key: string | null | undefined) => string | undefined {
  const { t, i18n } = useTranslation("common");
  return (key) => {
    if (!key) return undefined;
    if (i18n.exists(key, { ns: "common" })) return t(key);
    if (i18n.exists(key, { ns: "payment" })) return t(key, { ns: "payment" });
    return t("exception.common.something_wrong_happened");
  };
}

/** The price breakdown of a quote (spec 000 §7 payment/inquiry): net, promotion, VAT, total. */
export function PriceSummary(props: { quote: TQuote | null; item: TItem | null; promotionCode?: string | null; loading?: boolean; lang: TLocale; headingId?: string }) {
  const { t } = useTranslation("payment");
  const { quote, item, lang } = props;
  if (!quote || !item) {
    return (
      <p className="co-muted" data-testid="price-summary-empty">
        {t("checkout.summary.choose")}
      </p>
    );
  }
  const money = (cents: number) => formatCents(cents, quote.currency, lang);
  const vatLabel =
    quote.vat.reason === "reverse_charge"
      ? t("checkout.summary.vat_reverse_charge")
      : quote.vat.reason === "outside_eu"
        ? t("checkout.summary.vat_outside_eu", { country: countryName(quote.vat.country, lang) })
        : t("checkout.summary.vat", { rate: formatRate(quote.vat.rateBp, lang), country: countryName(quote.vat.country, lang) });
  const monthly = item.goods === "membership" && item.months && item.months > 1 ? Math.round(quote.grossCents / item.months) : null;
  return (
    <div className="co-summary" data-testid="price-summary" aria-busy={props.loading ? true : undefined}>
      <p className="co-summary__item">
        <span className="co-summary__name">{itemTitle(t, item, lang)}</span>
        {itemTerms(t, item) ? <span className="co-summary__terms">{itemTerms(t, item)}</span> : null}
      </p>
      <dl className="co-summary__rows">
        <div>
          <dt>{t("checkout.summary.net")}</dt>
          <dd data-testid="summary-original-net">{money(quote.originalNetCents)}</dd>
        </div>
        {quote.discountCents > 0 ? (
          <div className="co-summary__discount">
            <dt>{props.promotionCode ? t("checkout.summary.promotion_code", { code: props.promotionCode }) : t("checkout.summary.promotion")}</dt>
            <dd data-testid="summary-discount">−{money(quote.discountCents)}</dd>
          </div>
        ) : null}
        {quote.discountCents > 0 ? (
          <div>
            <dt>{t("checkout.summary.net_after_promotion")}</dt>
            <dd>{money(quote.netCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{vatLabel}</dt>
          <dd data-testid="summary-vat">{money(quote.vatCents)}</dd>
        </div>
        <div className="co-summary__total">
          <dt>{t("checkout.summary.total")}</dt>
          <dd data-testid="summary-total">{money(quote.grossCents)}</dd>
        </div>
      </dl>
      {monthly !== null ? <p className="co-summary__note">{t("checkout.summary.per_month", { price: money(monthly) })}</p> : null}
    </div>
  );
}

/** Moves the focus to the first invalid field of a form once its errors change (spec 000 §5: errors at their fields). */
export function useFocusFirstError(formRef: RefObject<HTMLElement | null>, errorsKey: string): void {
  useEffect(() => {
    if (!errorsKey) return;
    const frame = requestAnimationFrame(() => {
      const root = formRef.current;
      if (!root) return;
      const invalid = Array.from(root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')).find((element) => !element.closest("[hidden]"));
      invalid?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [errorsKey, formRef]);
}
