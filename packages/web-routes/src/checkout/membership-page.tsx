import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import { cancelSubscriptionContract, membershipPackagesContract, SETTINGS_CONTRACTS, subscriptionsContract, type TSubscription } from "@samtrot/api-client/contracts";
import { Alert, Button, Select } from "@samtrot/ui-kit";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import checkoutCssUrl from "./checkout.css?url";
import { methodOfType } from "./checkout-form";
import { countryName, countryOptions, formatCents, formatDay, formatRate } from "./checkout-format";
import { itemTerms, itemTitle, useErrorText, type TItem } from "./checkout-parts";

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCssUrl }];
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

type TSub = TCamelCased<TSubscription>;

function countryOf(value: string | null): string {
  return value && /^[A-Z]{2}$/.test(value) ? value : "DE";
}

// user/membership (spec 000 §2 settings key membership): the current membership (plan, until when, renewal,
// cancellation), the plans with their prices for the customer's VAT country, the Plus benefits of spec 001 §6 for
// the user's type, and links to buy. Routes win over user/{key}: this page replaces the read-only section.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const url = new URL(args.request.url);
  const country = countryOf(url.searchParams.get("country"));
  const api = pageApi(args, { lang });
  const [section, subscriptions, plans] = await Promise.all([
    api.call(SETTINGS_CONTRACTS.membership.get),
    api.call(subscriptionsContract),
    api.call(membershipPackagesContract, { query: { ipi: 1, country_code: country } }),
  ]);
  if (!section.ok) throw new Response(null, { status: section.status === 403 ? 404 : typeof section.status === "number" && section.status >= 400 ? section.status : 502 });
  const values = section.data.values as { isMember: boolean; memberUntil: string | null; benefits: string[] };
  const cancelId = Number(url.searchParams.get("cancel"));
  return data({
    title: `${serverI18n.t(lang)("settings.key.membership")} – ${serverI18n.t(lang)("settings.title")}`,
    country,
    isMember: values.isMember,
    memberUntil: values.memberUntil,
    benefits: values.benefits,
    subscriptions: subscriptions.ok ? (subscriptions.data.items as TSub[]) : null,
    plans: plans.ok ? plans.data : null,
    confirmCancel: Number.isSafeInteger(cancelId) && cancelId > 0 ? cancelId : null,
    cancelledNotice: url.searchParams.has("cancelled"),
  });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  if (form.get("intent") !== "cancel") return data({ ok: false as const, message: "exception.common.something_wrong_happened" }, { status: 400 });
  const id = Number(form.get("subscription_id"));
  if (!Number.isSafeInteger(id) || id <= 0) return data({ ok: false as const, message: "validation.common.invalid_type" }, { status: 422 });
  const result = await pageApi(args, { lang }).call(cancelSubscriptionContract, { params: { id } });
  if (!result.ok) return data({ ok: false as const, message: result.errors[0]?.title ?? "exception.common.something_wrong_happened" }, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  // Back to the page without ?cancel=, with the news.
  throw redirect(`${localizePath("/user/membership", linkPrefix)}?cancelled=${id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

/** The subscription that gives (or gave last) the benefits: an active one first, else the newest. */
function currentSubscription(items: TSub[] | null): TSub | null {
  if (!items || items.length === 0) return null;
  return items.find((item) => item.active) ?? null;
}

export default function MembershipPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("payment");
  const { t: tc } = useTranslation("common");
  const errorText = useErrorText();
  const { lang, href } = usePageLocale();
  const submit = useSubmit();
  const subscriptions = page.subscriptions as TSub[] | null;
  const current = currentSubscription(subscriptions);
  const failedRebill = subscriptions?.find((item) => item.rebillToken) ?? null;
  const renewing = current?.nextRebillAt && !current.cancelledAt ? current : null;
  const plans = page.plans;
  const items = (plans?.items ?? []) as TItem[];
  const renewable = items.filter((item) => item.renewable);
  const once = items.filter((item) => !item.renewable);
  const money = (cents: number, currency: string) => formatCents(cents, currency, lang);
  const buyHref = (item: TItem) => `${href("/buy/membership")}?plan=${item.id}&return=${encodeURIComponent(href("/user/membership"))}`;
  const confirmRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (page.confirmCancel) confirmRef.current?.focus();
  }, [page.confirmCancel]);

  return (
    <div className="sr-container co-page co-membership" data-testid="settings-membership">
      <p className="co-back">
        <a href={href("/user")}>{tc("settings.back")}</a>
      </p>
      <header className="co-head">
        <h1>{tc("settings.key.membership")}</h1>
      </header>
      {answer && !answer.ok ? (
        <Alert tone="error" data-testid="membership-error">
          <p>{errorText(answer.message)}</p>
        </Alert>
      ) : null}
      {page.cancelledNotice ? (
        <Alert tone="success" data-testid="membership-cancelled">
          <p>{t("membership.cancelled_notice", { date: formatDay(current?.periodEnd ?? page.memberUntil, lang) })}</p>
        </Alert>
      ) : null}
      {failedRebill?.rebillToken ? (
        <Alert tone="error" data-testid="membership-rebill">
          <p>
            {t("membership.rebill_failed")} <a href={href(`/paywall/rebill/${failedRebill.rebillToken}`)}>{t("membership.rebill_pay")}</a>
          </p>
        </Alert>
      ) : null}

      <section className={`co-status ${page.isMember ? "co-status--member" : ""}`} aria-labelledby="co-status-heading" data-testid="membership-status" data-member={page.isMember ? "true" : "false"}>
        <div className="co-status__badge" aria-hidden="true">
          {page.isMember ? "Plus" : t("membership.free_badge")}
        </div>
        <div className="co-status__body">
          <h2 id="co-status-heading">{page.isMember ? t("membership.status_member") : t("membership.status_free")}</h2>
          {page.isMember && page.memberUntil ? <p data-testid="membership-until">{t("membership.until", { date: formatDay(page.memberUntil, lang) })}</p> : null}
          {!page.isMember ? <p className="co-muted">{t("membership.free_text")}</p> : null}
          {current ? (
            <dl className="co-facts co-facts--inline">
              <div>
                <dt>{t("membership.plan")}</dt>
                <dd>{itemTitle(t, current.item, lang)}</dd>
              </div>
              <div>
                <dt>{t("membership.payment")}</dt>
                <dd>{t(`method.${methodOfType(current.paymentType)}`)}</dd>
              </div>
              <div>
                <dt>{t("membership.renewal")}</dt>
                <dd data-testid="membership-renewal">
                  {current.nextRebillAt
                    ? t("membership.renews_on", { date: formatDay(current.nextRebillAt, lang) })
                    : current.cancelledAt
                      ? t("membership.cancelled_until", { date: formatDay(current.periodEnd, lang) })
                      : t("membership.ends_on", { date: formatDay(current.periodEnd, lang) })}
                </dd>
              </div>
            </dl>
          ) : null}
          {current?.nextRebillAt && page.confirmCancel !== current.id ? (
            <p>
              <a className="co-link-danger" href={`${href("/user/membership")}?cancel=${current.id}`} data-testid="membership-cancel">
                {t("membership.cancel")}
              </a>
            </p>
          ) : null}
        </div>
      </section>

      {current && page.confirmCancel === current.id && current.nextRebillAt ? (
        <section className="co-confirm-cancel" aria-labelledby="co-cancel-heading" data-testid="membership-cancel-confirm">
          <h2 id="co-cancel-heading" tabIndex={-1} ref={confirmRef}>
            {t("membership.cancel_heading")}
          </h2>
          <p>{t("membership.cancel_text", { date: formatDay(current.periodEnd, lang) })}</p>
          <Form method="post" className="co-actions">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="subscription_id" value={current.id} />
            <a className="sr-button sr-button--secondary" href={href("/user/membership")}>
              {t("membership.cancel_keep")}
            </a>
            <Button type="submit" variant="danger" loading={navigation.state !== "idle"} data-testid="membership-cancel-submit">
              {t("membership.cancel_confirm")}
            </Button>
          </Form>
        </section>
      ) : null}

      <section className="co-plans" aria-labelledby="co-plans-heading">
        <div className="co-plans__head">
          <h2 id="co-plans-heading">{renewing ? t("membership.plans_heading_running") : page.isMember ? t("membership.plans_heading_member") : t("membership.plans_heading")}</h2>
          <Form method="get" className="co-country" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
            <Select label={t("membership.prices_for")} name="country" options={countryOptions(lang)} defaultValue={page.country} />
            <noscript>
              <Button type="submit" variant="secondary" size="sm">
                {t("membership.show_prices")}
              </Button>
            </noscript>
          </Form>
        </div>
        {plans ? (
          <>
            <p className="co-muted co-small" data-testid="plans-vat">
              {plans.vat.reason === "outside_eu"
                ? t("membership.vat_none", { country: countryName(plans.vat.country, lang) })
                : t("membership.vat_included", { rate: formatRate(plans.vat.rateBp, lang), country: countryName(plans.vat.country, lang) })}
            </p>
            <ul className="co-plan-grid" data-testid="membership-plans">
              {renewable.map((item) => (
                <li key={item.id} className={`co-plan ${item.highlighted ? "co-plan--highlighted" : ""}`} data-testid={`plan-${item.code}`}>
                  {item.highlighted ? <span className="co-badge co-plan__badge">{t("checkout.popular")}</span> : null}
                  <h3 className="co-plan__title">{itemTitle(t, item, lang)}</h3>
                  <p className="co-plan__price">
                    <strong>{money(item.monthlyGrossCents ?? item.grossCents, item.currency)}</strong>
                    <span> {t("membership.per_month")}</span>
                  </p>
                  {item.months && item.months > 1 ? <p className="co-plan__total">{t("membership.total", { price: money(item.grossCents, item.currency), count: item.months })}</p> : null}
                  <p className="co-plan__vat co-muted co-small" data-testid="plan-net-vat">
                    {t("membership.net_vat", { net: money(item.netCents, item.currency), vat: money(item.vatCents, item.currency) })}
                  </p>
                  <p className="co-muted co-small">{itemTerms(t, item)}</p>
                  {renewing ? (
                    // A running subscription renews itself (the api refuses a second one): no buy link, say why.
                    <p className="co-plan__current co-small" data-testid={`plan-note-${item.code}`}>
                      {renewing.item.id === item.id ? t("membership.current_plan") : t("membership.switch_later")}
                    </p>
                  ) : (
                    <a className={`sr-button ${item.highlighted ? "sr-button--primary" : "sr-button--secondary"} co-plan__buy`} href={buyHref(item)} data-testid={`buy-${item.code}`}>
                      {t("membership.buy")}
                    </a>
                  )}
                </li>
              ))}
            </ul>
            {once.length > 0 ? (
              <details className="co-once">
                <summary>{t("membership.once_heading")}</summary>
                <p className="co-muted co-small">{t("membership.once_text")}</p>
                <ul className="co-once__list">
                  {once.map((item) => (
                    <li key={item.id}>
                      <span>
                        {itemTitle(t, item, lang)} · <strong>{money(item.grossCents, item.currency)}</strong>
                      </span>
                      <a href={buyHref(item)} data-testid={`buy-${item.code}`}>
                        {t("membership.buy")}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ) : (
          <Alert tone="error" data-testid="plans-unavailable">
            <p>{t("checkout.unavailable")}</p>
          </Alert>
        )}
      </section>

      <section className="co-benefits" aria-labelledby="co-benefits-heading">
        <h2 id="co-benefits-heading">{page.isMember ? tc("settings.membership.benefits_heading_member") : tc("settings.membership.benefits_heading")}</h2>
        <ul className="co-benefit-list" data-testid="membership-benefits">
          {page.benefits.map((benefit) => (
            <li key={benefit}>{tc(`settings.membership.benefit.${benefit}`)}</li>
          ))}
        </ul>
      </section>

    </div>
  );
}
