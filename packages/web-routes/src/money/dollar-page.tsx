import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import {
  ledgerBalanceContract,
  ledgerHistoryContract,
  securityPinStatusContract,
  setSecurityPinContract,
  ZLedgerHistoryQuery,
  type TBalances,
  type TLedgerHistory,
  type TSecurityPinStatus,
} from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import { Alert } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { formatUnits } from "./ledger-format";
import { LedgerHistoryTable, historyQueryOf, type THistoryQuery } from "./ledger-history-table";
import { PIN_FIELDS, SecurityPinForm, pinBodyFrom } from "./security-pin-form";
import { buyDollarsHref } from "./buy-link";
import moneyCssUrl from "./money.css?url";
import { AutoRechargePanel } from "../checkout/auto-recharge-panel";

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: moneyCssUrl }];

type TPage = {
  title: string;
  balances: TCamelCased<TBalances>;
  history: TCamelCased<TLedgerHistory> | null;
  query: THistoryQuery;
  queryInvalid: boolean;
  pin: TCamelCased<TSecurityPinStatus>;
  /** escorts and businesses earn dollars: payout and rise up are theirs */
  earns: boolean;
};

// user/dollar (spec 000 §2): both balances, the history of dollars or tokens (sorted, filtered and paged by the
// api), the security PIN. Buying is the checkout's page (/buy/dollar).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const api = pageApi(args, { lang });
  const query = historyQueryOf(new URL(args.request.url));
  const parsed = ZLedgerHistoryQuery.safeParse(query);
  const [balances, history, pin] = await Promise.all([
    api.call(ledgerBalanceContract),
    parsed.success ? api.call(ledgerHistoryContract, { query: parsed.data }) : Promise.resolve(null),
    api.call(securityPinStatusContract),
  ]);
  if (!balances.ok || !pin.ok) throw new Response(null, { status: typeof balances.status === "number" && balances.status >= 400 ? balances.status : 502 });
  const t = serverI18n.t(lang);
  return data<TPage>(
    {
      title: `${t("ledger.title", { ns: "payment" })} – ${t("settings.title")}`,
      balances: balances.data,
      history: history && history.ok ? history.data : null,
      query,
      queryInvalid: !parsed.success || (history !== null && !history.ok),
      pin: pin.data,
      earns: user.profile.userType === USER_TYPE.escort || user.profile.userType === USER_TYPE.business,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

// Sets or changes the security PIN (with the account password).
export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const body = pinBodyFrom(form);
  if ("error" in body) return refuse({ fieldErrors: { [body.error.source]: body.error.title }, formError: "validation.common.please_correct_all_the_invalid_fields" }, null);
  const result = await pageApi(args, { lang }).call(setSecurityPinContract, { body });
  if (!result.ok) return refuseFromApi(result, PIN_FIELDS, null);
  return data({ ok: true as const, saved: "pin" });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function DollarPageRoute() {
  const page = useLoaderData<typeof loader>() as TPage;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t, i18n } = useTranslation("payment");
  const { href } = usePageLocale();
  const lang = i18n.language;
  const loadingHistory = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  return (
    <div className="sr-container wr-money" data-testid="dollar-page">
      <p className="wr-money__back">
        <a href={href("/user")}>{t("settings.back", { ns: "common" })}</a>
      </p>
      <h1>{t("ledger.title")}</h1>
      <section className="wr-money__balances" aria-label={t("ledger.balances")}>
        <div className="wr-money__balance" data-testid="balance-dollar">
          <span className="wr-money__balance-label">{t("ledger.currency.dollar")}</span>
          <span className="wr-money__balance-value">{formatUnits(page.balances.dollar, lang)}</span>
          <a className="sr-button sr-button--primary sr-button--md" href={buyDollarsHref(href, location.pathname + location.search)} data-testid="buy-dollars">
            <span className="sr-button__label">{t("ledger.buy_dollars")}</span>
          </a>
        </div>
        <div className="wr-money__balance" data-testid="balance-token">
          <span className="wr-money__balance-label">{t("ledger.currency.token")}</span>
          <span className="wr-money__balance-value">{formatUnits(page.balances.token, lang)}</span>
          <span className="wr-money__balance-hint">{t("ledger.token_hint")}</span>
        </div>
      </section>
      {page.queryInvalid ? (
        <Alert tone="error" data-testid="history-query-invalid">
          <p>{t("ledger.history.query_invalid")}</p>
        </Alert>
      ) : null}
      <nav className="wr-money__more" aria-label={t("ledger.more.label")} data-testid="dollar-more">
        <ul>
          {page.earns ? (
            <>
              <li>
                <a href={href("/user/dollar/payout")}>{t("payout.title")}</a>
              </li>
              <li>
                <a href={href("/promotion")}>{t("rise_up.title")}</a>
              </li>
            </>
          ) : null}
          <li>
            <a href={href("/user/token_rewards")}>{t("rewards.title")}</a>
          </li>
          <li>
            <a href={href("/user/membership")}>{t("membership.title")}</a>
          </li>
        </ul>
      </nav>
      <LedgerHistoryTable history={page.history} query={page.query} loading={loadingHistory} />
      <AutoRechargePanel />
      <SecurityPinForm pin={page.pin} actionData={actionData} busy={navigation.state === "submitting"} />
    </div>
  );
}
