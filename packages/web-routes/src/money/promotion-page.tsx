import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { riseUpContract, riseUpStatusContract, type TRiseUpResult, type TRiseUpStatus } from "@samtrot/api-client/contracts";
import { RISE_UP_POSITION_LEVELS } from "@samtrot/constants-catalogue";
import { Alert, Button, Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { localizePath } from "../shell/i18n/locale-path";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { buyDollarsHref, formatMoment } from "./money-format";
import moneyCssUrl from "./money-pages.css?url";

// promotion/{type?} (spec 000 §2; issue 11 part 2): the rise up — where the profile stands (hours since the last rise
// up → position level of spec 001 §9), what a rise up changes, and the button with the balance before → after. An
// insufficient balance sends the user to buy dollars and back. Issue 17 builds the full promotion page; the only
// type today is rise_up, which `promotion` shows too. Decision 013.

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: moneyCssUrl }];

const TYPES = ["rise_up"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  if (args.params.type !== undefined && !(TYPES as readonly string[]).includes(args.params.type)) throw redirect(localizePath("/promotion", linkPrefix));
  await requireUser(args);
  const t = serverI18n.t(lang);
  const result = await pageApi(args, { lang }).call(riseUpStatusContract, {}, { camelCase: false });
  const headers = { "cache-control": "private, no-store" };
  if (!result.ok && result.status === 403) return data({ title: t("payment:rise_up.title"), status: null, requestKey: "" }, { headers });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" ? result.status : 502 });
  return data({ title: t("payment:rise_up.title"), status: result.data as TRiseUpStatus, requestKey: globalThis.crypto.randomUUID() }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const type = String(form.get("type") ?? "");
  const body = { request_key: String(form.get("request_key") ?? ""), ...(type === "regular" || type === "global" ? { type: type as "regular" | "global" } : {}) };
  const result = await pageApi(args, { lang }).call(riseUpContract, { body }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, [], form);
  return data({ ok: true as const, done: result.data as TRiseUpResult });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function PromotionPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation("payment");
  const { href, lang } = usePageLocale();
  const formState = useFormState(actionData, { fields: [] });

  if (!loaded.status) {
    return (
      <div className="sr-container wr-narrow wr-money" data-testid="promotion-page">
        <h1>{t("rise_up.not_allowed_title")}</h1>
        <p>
          <a href={href("/")}>{t("rise_up.title")}</a>
        </p>
      </div>
    );
  }

  const done = actionData && "done" in actionData ? actionData.done : null;
  const status = done ? done.status : loaded.status;
  const dollars = (count: number) => t("payout.dollars", { count });
  const insufficient = status.balance < status.price;
  const submitting = navigation.state === "submitting";
  const hours = status.hours_since === null ? null : Math.floor(status.hours_since);

  return (
    <div className="sr-container wr-money wr-money--two" data-testid="promotion-page" data-level={status.position_level ?? "never"}>
      <header className="wr-money__head">
        <h1>{t("rise_up.title")}</h1>
        <p>{t("rise_up.intro")}</p>
      </header>

      {done ? (
        <Alert tone="success" className="wr-money__wide" data-testid="rise-up-success">
          <p>
            <strong>{t("rise_up.success")}</strong>
          </p>
          <p>{t("payout.balance_change", { before: dollars(done.balance_before), after: dollars(done.balance_after) })}</p>
        </Alert>
      ) : null}

      <Card headingLevel={2} title={t("rise_up.position_title")} className="wr-promo__position" data-testid="rise-up-position">
        <p data-testid="rise-up-since">{hours === null ? t("rise_up.never") : hours === 0 ? t("rise_up.just_now") : t("rise_up.hours_ago", { count: hours })}</p>
        <ol className="wr-levels" aria-label={t("rise_up.levels_label")}>
          {RISE_UP_POSITION_LEVELS.map((level) => {
            const current = status.position_level === level.key || (status.position_level === null && level.key === "over_72");
            return (
              <li key={level.key} className={`wr-levels__level${current ? " wr-levels__level--current" : ""}`} aria-current={current ? "true" : undefined}>
                <span className="wr-levels__name">{t(`rise_up.level.${level.key}`)}</span>
                <span className="wr-levels__range">{t(`rise_up.level_range.${level.key}`)}</span>
                {current ? <span className="wr-levels__current">{t("rise_up.level_current")}</span> : null}
              </li>
            );
          })}
        </ol>
      </Card>

      <Card headingLevel={2} title={t("rise_up.action_title")} className="wr-promo__action" data-testid="rise-up-action">
        <FormErrorSummary errors={formState.errors} />
        <dl className="wr-money__facts">
          <dt>{t("rise_up.price")}</dt>
          <dd data-testid="rise-up-price">{status.price === 0 ? t("rise_up.free") : dollars(status.price)}</dd>
          <dt>{t("rise_up.balance")}</dt>
          <dd data-testid="rise-up-balance">{insufficient ? dollars(status.balance) : `${dollars(status.balance)} → ${dollars(status.balance - status.price)}`}</dd>
        </dl>
        {status.free_available ? <p className="wr-money__muted">{t("rise_up.free_note")}</p> : null}
        {status.next_free_at ? <p className="wr-money__muted">{t("rise_up.next_free", { date: formatMoment(status.next_free_at, lang) })}</p> : null}
        {insufficient ? (
          <>
            <p role="status" data-testid="rise-up-insufficient">
              {t("rise_up.insufficient", { price: dollars(status.price), balance: dollars(status.balance) })}
            </p>
            <div className="wr-money__actions">
              <a className="wr-money__link-button" href={buyDollarsHref(href, location.pathname)} data-testid="rise-up-buy">
                {t("rise_up.buy")}
              </a>
            </div>
          </>
        ) : (
          <Form method="post" className="wr-money__actions">
            <input type="hidden" name="type" value={status.type} />
            {/* the loader makes a new key after each rise up: a double click is the same rise up, the next click a new one */}
            <input type="hidden" name="request_key" value={loaded.requestKey} />
            <Button type="submit" loading={submitting} data-testid="rise-up-button">
              {submitting ? t("rise_up.sending") : status.price === 0 ? t("rise_up.button_free") : t("rise_up.button")}
            </Button>
          </Form>
        )}
        {!status.is_member ? (
          <p>
            <a href={href("/user/membership")}>{t("rise_up.plus_upsell")}</a>
          </p>
        ) : null}
      </Card>

      <Card headingLevel={2} title={t("rise_up.effect_title")} className="wr-promo__effect">
        <ul className="wr-money__effects">
          <li>{t("rise_up.effect_1")}</li>
          <li>{t("rise_up.effect_2")}</li>
          <li>{t("rise_up.effect_3")}</li>
        </ul>
      </Card>
    </div>
  );
}
