import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import { encryptionContract, payRebillContract, rebillContract, type TSubscription } from "@samtrot/api-client/contracts";
import { Alert, Button, TextInput } from "@samtrot/ui-kit";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from "../shell/forms/form-errors";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import checkoutCssUrl from "./checkout.css?url";
import { CardRedirect, type TCardForm } from "./card-redirect";
import { methodOfType } from "./checkout-form";
import { formatCents, formatDay } from "./checkout-format";
import { PriceSummary, useErrorText, useFocusFirstError, type TItem, type TQuote } from "./checkout-parts";
import { checkoutPageHeaders, confirmUrl, isAllowedCardAction, newRequestKey } from "./checkout.server";

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCssUrl }];
export const headers: HeadersFunction = () => checkoutPageHeaders();

type TSub = TCamelCased<TSubscription>;
type TRebillAnswer = { ok: boolean; errors: TFormErrors; values: Record<string, string>; card?: TCardForm };
const FIELDS = ["payment_type", "accountholder", "iban", "bic"] as const;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

function requireToken(value: string | undefined): string {
  if (!value || !TOKEN.test(value)) throw new Response(null, { status: 404 });
  return value;
}

// paywall/rebill/{token} (spec 000 §2 payment rebill): a renewal that could not be collected, paid again by direct
// debit (optionally from another account) or by card. Only its owner sees it (the api decides).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const token = requireToken(args.params.token);
  await requireUser(args);
  const result = await pageApi(args, { lang }).call(rebillContract, { params: { token } });
  if (!result.ok) throw new Response(null, { status: result.status === 404 || result.status === 403 ? 404 : typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({
    title: serverI18n.t(lang)("checkout.rebill.title", { ns: "payment" }),
    subscription: result.data.subscription as TSub,
    quote: result.data.quote as TQuote,
    open: result.data.open,
    requestKey: newRequestKey(),
  });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const token = requireToken(args.params.token);
  await requireUser(args);
  const form = await args.request.formData();
  const values: Record<string, string> = {};
  for (const name of [...FIELDS, "request_key"]) values[name] = String(form.get(name) ?? "").trim();
  const refuse = (errors: TFormErrors, status: number) => data<TRebillAnswer>({ ok: false, errors, values }, { status });
  const type = values.payment_type === "CC" ? "CC" : values.payment_type === "DD" ? "DD" : null;
  if (!type) return refuse(formErrorsFrom([{ code: 422, title: "validation.common.required", source: "payment_type" }], FIELDS), 422);
  const api = pageApi(args, { lang });
  const paid = await api.call(payRebillContract, {
    params: { token },
    body: {
      payment_type: type,
      ...(type === "DD" && values.iban ? { iban: values.iban, ...(values.bic ? { bic: values.bic } : {}), ...(values.accountholder ? { accountholder: values.accountholder } : {}) } : {}),
      ...(/^[0-9a-f-]{36}$/i.test(values.request_key ?? "") ? { request_key: values.request_key } : {}),
    },
  });
  if (!paid.ok) return refuse(formErrorsFrom(paid.errors, FIELDS), typeof paid.status === "number" && paid.status >= 400 ? paid.status : 502);
  const view = paid.data;
  const back = localizePath("/user/membership", linkPrefix);
  if (view.next.kind === "encryption") {
    const encrypted = await api.call(encryptionContract, {
      body: { item_id: view.item.id, params: { payment_id: view.id, return_url: confirmUrl(args.request, linkPrefix, back), locale: lang } },
    });
    if (!encrypted.ok || !isAllowedCardAction(encrypted.data.actionUrl)) {
      return refuse({ fieldErrors: {}, formError: encrypted.ok ? "exception.common.something_wrong_happened" : (encrypted.errors[0]?.title ?? "exception.common.something_wrong_happened") }, 502);
    }
    return data<TRebillAnswer>({ ok: true, errors: NO_FORM_ERRORS, values: {}, card: { actionUrl: encrypted.data.actionUrl, pageNumber: encrypted.data.pageNumber, cipher: encrypted.data.cipher } });
  }
  throw redirect(`${localizePath("/buy/confirm", linkPrefix)}?payment_id=${view.id}&return=${encodeURIComponent(back)}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function RebillPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as TRebillAnswer | undefined;
  const navigation = useNavigation();
  const { t } = useTranslation("payment");
  const errorText = useErrorText();
  const { lang, href } = usePageLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const subscription = page.subscription as TSub;
  const quote = page.quote as TQuote;
  const values = answer?.values ?? {};
  const [type, setType] = useState<"DD" | "CC">(values.payment_type === "CC" ? "CC" : "DD");
  const errors = answer?.errors ?? NO_FORM_ERRORS;
  const errorsKey = useMemo(() => (errors === NO_FORM_ERRORS ? "" : JSON.stringify(errors)), [errors]);
  useFocusFirstError(formRef, errorsKey);
  if (answer?.card) return <CardRedirect card={answer.card} />;
  const fieldError = (name: string) => errorText(errors.fieldErrors[name]);
  return (
    <div className="sr-container co-page co-rebill" data-testid="rebill-page">
      <header className="co-head">
        <h1>{t("checkout.rebill.title")}</h1>
        <p className="co-lead">
          {page.open
            ? t("checkout.rebill.lead", { date: formatDay(subscription.periodEnd, lang), method: t(`method.${methodOfType(subscription.paymentType)}`) })
            : t("checkout.rebill.settled")}
        </p>
      </header>
      {errors.formError ? (
        <Alert tone="error" data-testid="form-error">
          <p>{errorText(errors.formError)}</p>
        </Alert>
      ) : null}
      <div className="co-layout co-layout--rebill">
        <div className="co-steps">
          {page.open ? (
            <Form method="post" ref={formRef} noValidate className="co-step" data-testid="rebill-form">
              <input type="hidden" name="request_key" value={page.requestKey} />
              <fieldset className="co-options co-options--methods">
                <legend className="sr-field__label">{t("checkout.field.payment_type")}</legend>
                {(["DD", "CC"] as const).map((option) => (
                  <label key={option} className="co-option co-option--method" data-selected={option === type ? "true" : undefined}>
                    <input type="radio" name="payment_type" value={option} checked={option === type} onChange={() => setType(option)} aria-invalid={fieldError("payment_type") ? true : undefined} />
                    <span className="co-option__body">
                      <span className="co-option__title">
                        <span className={`co-method-icon co-method-icon--${option}`} aria-hidden="true" />
                        {t(`method.${methodOfType(option)}`)}
                      </span>
                      <span className="co-option__terms">{t(option === "DD" ? "checkout.rebill.dd_hint" : "checkout.method_hint.credit_card")}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              {type === "DD" ? (
                <div className="co-panel">
                  <TextInput label={t("checkout.field.accountholder")} name="accountholder" autoComplete="cc-name" defaultValue={values.accountholder} error={fieldError("accountholder")} hint={t("checkout.rebill.accountholder_hint")} />
                  <TextInput label={t("checkout.field.iban")} name="iban" autoComplete="off" spellCheck={false} defaultValue={values.iban} error={fieldError("iban")} hint={t("checkout.rebill.iban_hint")} />
                  <TextInput label={t("checkout.field.bic")} name="bic" autoComplete="off" spellCheck={false} defaultValue={values.bic} error={fieldError("bic")} />
                </div>
              ) : null}
              <div className="co-actions co-actions--pay">
                <Button type="submit" loading={navigation.state !== "idle"} data-testid="rebill-submit">
                  {t("checkout.pay_amount", { price: formatCents(quote.grossCents, quote.currency, lang) })}
                </Button>
              </div>
            </Form>
          ) : (
            <p>
              <a className="sr-button sr-button--primary" href={href("/user/membership")}>
                {t("checkout.confirm.see_membership")}
              </a>
            </p>
          )}
        </div>
        <aside className="co-aside co-aside--always" aria-label={t("checkout.summary.heading")}>
          <div className="co-aside__card">
            <p className="co-aside__title">{t("checkout.summary.heading")}</p>
            <PriceSummary quote={quote} item={subscription.item as TItem} lang={lang} />
          </div>
        </aside>
      </div>
    </div>
  );
}
