import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import { paymentStatusContract, type TPaymentView } from "@samtrot/api-client/contracts";
import { PAYMENT_CALLBACK_WAIT_MS, type TLocale } from "@samtrot/constants-catalogue";
import { Alert, Spinner } from "@samtrot/ui-kit";
import { formatIban } from "@samtrot/payments";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { safeReturnPath } from "../shell/session/return-path";
import { requireUser } from "../shell/session/session.server";
import checkoutCssUrl from "./checkout.css?url";
import { methodOfType } from "./checkout-form";
import { formatAmount, formatCents, formatDay } from "./checkout-format";
import { PriceSummary, useErrorText, type TItem, type TQuote } from "./checkout-parts";
import { loadBalance } from "./balance.server";

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCssUrl }];
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

type TView = TCamelCased<TPaymentView>;

/** After the first wait, the status is asked again this often while the payment is open. */
const POLL_MS = 2000;
/** About two minutes of polling; then the page says it keeps going without it and offers a manual check. */
const MAX_POLLS = 60;

// buy/confirm (spec 000 §2 payment confirmation, spec 000 §4 payment status): what happened to the payment, polled
// while it is open (spec 001 §9: the provider's callback is awaited 2.5 s before the first poll).
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const url = new URL(args.request.url);
  const t = serverI18n.t(lang);
  const id = Number(url.searchParams.get("payment_id") ?? url.searchParams.get("payment"));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  const api = pageApi(args, { lang });
  const status = await api.call(paymentStatusContract, { params: { id } });
  if (!status.ok) throw new Response(null, { status: status.status === 404 ? 404 : typeof status.status === "number" && status.status >= 400 ? status.status : 502 });
  const view = status.data as TView;
  const balance = view.status === 1 && view.result.credited ? await loadBalance(args, lang) : null;
  const fallback = localizePath(view.goods === "membership" ? "/user/membership" : "/user/dollar", linkPrefix);
  return data({
    title: t("checkout.confirm.title", { ns: "payment" }),
    view,
    balance,
    returnPath: safeReturnPath(url.searchParams.get("return"), fallback),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function BuyConfirmPage() {
  const { view, balance, returnPath } = useLoaderData<typeof loader>() as { view: TView; balance: { dollar: number; token: number } | null; returnPath: string };
  const { t } = useTranslation("payment");
  const { lang, href } = usePageLocale();
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const polling = view.poll && polls < MAX_POLLS;

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      revalidator.revalidate();
    }, polls === 0 ? PAYMENT_CALLBACK_WAIT_MS : POLL_MS);
    return () => clearTimeout(timer);
    // revalidator is a new object each render; the poll is paced by the count and the status.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polling, polls, view.status]);

  const state = view.statusName;
  return (
    <div className="sr-container co-page co-confirm" data-testid="buy-confirm" data-status={state} data-polling={polling ? "true" : "false"}>
      <div className={`co-confirm__card co-confirm__card--${state}`}>
        <span className={`co-confirm__icon co-confirm__icon--${state}`} aria-hidden="true" />
        {state === "success" ? (
          <Success view={view} balance={balance} lang={lang} />
        ) : state === "fail" ? (
          <Failed view={view} retryHref={retryHref(view, href, returnPath)} />
        ) : (
          <Open view={view} lang={lang} polling={polling} pollsDone={!view.poll || polls >= MAX_POLLS} />
        )}
        <section className="co-summary-box" aria-labelledby="co-confirm-order">
          <h2 id="co-confirm-order">{t("checkout.confirm.order_heading")}</h2>
          <PriceSummary quote={view.quote as TQuote} item={view.item as TItem} promotionCode={view.promotionCode} lang={lang} />
          <p className="co-muted co-small">
            {t("checkout.confirm.paid_with", { method: t(`method.${methodOfType(view.paymentType)}`) })} · {t("checkout.confirm.order_number", { id: view.id })}
          </p>
        </section>
        <div className="co-actions">
          {state === "success" && view.goods === "membership" ? (
            <a className="sr-button sr-button--secondary" href={href("/user/membership")}>
              {t("checkout.confirm.see_membership")}
            </a>
          ) : null}
          <a className="sr-button sr-button--primary" href={returnPath} data-testid="confirm-continue">
            {t("checkout.confirm.continue")}
          </a>
        </div>
      </div>
    </div>
  );
}

function retryHref(view: TView, href: (path: string) => string, returnPath: string): string {
  const key = view.goods === "membership" ? "plan" : "package";
  return `${href(`/buy/${view.goods}`)}?${key}=${view.item.id}&return=${encodeURIComponent(returnPath)}`;
}

function Success({ view, balance, lang }: { view: TView; balance: { dollar: number; token: number } | null; lang: TLocale }) {
  const { t } = useTranslation("payment");
  const { href } = usePageLocale();
  const credited = view.result.credited;
  return (
    <>
      <h1 className="co-confirm__title">{t("checkout.confirm.success_heading")}</h1>
      {view.goods === "membership" ? (
        <p className="co-confirm__lead" data-testid="confirm-result">
          {view.result.memberUntil ? t("checkout.confirm.plus_active_until", { date: formatDay(view.result.memberUntil, lang) }) : t("checkout.confirm.plus_active")}
        </p>
      ) : credited ? (
        <p className="co-confirm__lead" data-testid="confirm-result">
          {t(`checkout.confirm.credited_${credited.currency}`, { count: credited.amount, amount: formatAmount(credited.amount, lang) })}
          {balance ? (
            <>
              {" "}
              <strong data-testid="confirm-balance">{t(`checkout.confirm.new_balance_${credited.currency}`, { amount: formatAmount(balance[credited.currency], lang) })}</strong>
            </>
          ) : null}
        </p>
      ) : null}
      {view.result.invoice ? (
        <p className="co-muted" data-testid="confirm-invoice">
          {t("checkout.confirm.invoice", { number: view.result.invoice.number })} <a href={href("/user/billing_invoices")}>{t("checkout.confirm.invoice_link")}</a>
        </p>
      ) : null}
    </>
  );
}

function Failed({ view, retryHref }: { view: TView; retryHref: string }) {
  const { t } = useTranslation("payment");
  const errorText = useErrorText();
  return (
    <>
      <h1 className="co-confirm__title">{t("checkout.confirm.fail_heading")}</h1>
      <Alert tone="error" data-testid="confirm-failure">
        <p>{view.failure ? errorText(view.failure) : t("checkout.confirm.fail_text")}</p>
      </Alert>
      <p className="co-muted">{t("checkout.confirm.nothing_charged")}</p>
      <p>
        <a className="sr-button sr-button--primary" href={retryHref} data-testid="confirm-retry">
          {t("checkout.confirm.retry")}
        </a>
      </p>
    </>
  );
}

function Open({ view, lang, polling, pollsDone }: { view: TView; lang: TLocale; polling: boolean; pollsDone: boolean }) {
  const { t } = useTranslation("payment");
  const money = (cents: number, currency: string) => formatCents(cents, currency, lang);
  const method = methodOfType(view.paymentType);
  return (
    <>
      <h1 className="co-confirm__title">{t(`checkout.confirm.pending_heading_${method}`)}</h1>
      <p className="co-confirm__lead">{t(`checkout.confirm.pending_text_${method}`)}</p>
      {/* A bank transfer takes days: the page still asks quietly, without a spinner. */}
      {polling && view.paymentType !== "TR" ? (
        <div className="co-progress" data-testid="confirm-progress">
          <Spinner label={t("checkout.confirm.checking")} showLabel />
          <span className="co-progress__bar" aria-hidden="true" />
        </div>
      ) : pollsDone && view.poll && view.paymentType !== "TR" ? (
        <p className="co-muted" role="status">
          {t("checkout.confirm.still_open")} <a href="">{t("checkout.confirm.check_again")}</a>
        </p>
      ) : null}
      {view.mandate ? (
        <dl className="co-facts" data-testid="confirm-mandate">
          <div>
            <dt>{t("checkout.mandate.reference")}</dt>
            <dd>{view.mandate.reference}</dd>
          </div>
          <div>
            <dt>{t("checkout.mandate.creditor_id")}</dt>
            <dd>{view.mandate.creditorId}</dd>
          </div>
          <div>
            <dt>{t("checkout.mandate.account")}</dt>
            <dd>{view.mandate.ibanMasked}</dd>
          </div>
          <div>
            <dt>{t("checkout.mandate.collection_date")}</dt>
            <dd>{formatDay(view.mandate.collectionDate, lang)}</dd>
          </div>
        </dl>
      ) : null}
      {view.transfer ? (
        <>
          <h2 className="co-subtitle">{t("checkout.transfer.heading")}</h2>
          <dl className="co-facts" data-testid="confirm-transfer">
            <div>
              <dt>{t("checkout.transfer.account_holder")}</dt>
              <dd>{view.transfer.accountHolder}</dd>
            </div>
            <div>
              <dt>{t("checkout.transfer.iban")}</dt>
              <dd className="co-mono">{formatIban(view.transfer.iban)}</dd>
            </div>
            <div>
              <dt>{t("checkout.transfer.bic")}</dt>
              <dd className="co-mono">{view.transfer.bic}</dd>
            </div>
            <div>
              <dt>{t("checkout.transfer.reference")}</dt>
              <dd className="co-mono" data-testid="transfer-reference">
                {view.transfer.reference}
              </dd>
            </div>
            <div>
              <dt>{t("checkout.transfer.amount")}</dt>
              <dd>{money(view.transfer.amountCents, view.transfer.currency)}</dd>
            </div>
            <div>
              <dt>{t("checkout.transfer.due")}</dt>
              <dd>{formatDay(view.transfer.dueAt, lang)}</dd>
            </div>
          </dl>
          <p className="co-muted co-small">{t("checkout.transfer.note")}</p>
        </>
      ) : null}
    </>
  );
}
