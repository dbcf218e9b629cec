import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import { encryptionContract, payContract, promotionCodeContract, validateIbanContract, type TPromotion } from "@samtrot/api-client/contracts";
import { FORM_INVALID_KEY } from "@samtrot/constants-catalogue";
import { Alert, Button, Checkbox, Select, Stepper, TextInput } from "@samtrot/ui-kit";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from "../shell/forms/form-errors";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { safeReturnPath } from "../shell/session/return-path";
import { requireUser } from "../shell/session/session.server";
import checkoutCssUrl from "./checkout.css?url";
import {
  CHECKOUT_ERROR_FIELDS,
  CHECKOUT_STEPS,
  checkCheckout,
  checkoutValuesFrom,
  errorsOfStep,
  firstErrorStep,
  isPayType,
  methodOfType,
  payTypesOf,
  type TCheckoutError,
  type TCheckoutStep,
  type TCheckoutValues,
  type TGoods,
  type TPayType,
} from "./checkout-form";
import { countryOptions, formatCents } from "./checkout-format";
import { CardRedirect, type TCardForm } from "./card-redirect";
import { PriceSummary, itemTerms, itemTitle, useErrorText, useFocusFirstError, type TItem, type TQuote } from "./checkout-parts";
import { checkoutPageHeaders, confirmUrl, inquire, isAllowedCardAction, isWebAddress, loadItems, newRequestKey, requireGoods } from "./checkout.server";

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCssUrl }];
export const headers: HeadersFunction = () => checkoutPageHeaders();

type TPromotionView = TCamelCased<TPromotion>;
type TIbanCheck = { ok: true; iban: string; formatted: string; bic: string | null } | { ok: false; error: string };

/** What the action answers: the step to show, the errors at their fields, the values to keep, and what a check found. */
type TBuyAnswer = {
  ok: boolean;
  intent: string;
  step: TCheckoutStep;
  errors: TFormErrors;
  values: TCheckoutValues;
  quote?: TQuote | null;
  promotion?: TPromotionView | null;
  iban?: TIbanCheck;
  card?: TCardForm;
};

const FIRST_PAY_TYPE = (item: TItem | null): TPayType => (payTypesOf(item)[0] ?? "DD") as TPayType;

// buy/{goods} (issue 11, spec 001 §2 payment steps): select goods → step_custom_data → step_pay_info, then pay.
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const goods = requireGoods(args.params.goods);
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const api = pageApi(args, { lang });
  const t = serverI18n.t(lang);
  const returnPath = safeReturnPath(url.searchParams.get("return"), localizePath(goods === "membership" ? "/user/membership" : "/user/dollar", linkPrefix));
  const title = t(`checkout.title.${goods}`, { ns: "payment" });
  const list = await loadItems(api, goods);
  if (!list.ok) {
    return data({ title, goods, failed: list.message, items: [] as TItem[], selectedId: null, startStep: "select_goods" as TCheckoutStep, quote: null, returnPath, email: user.email, requestKey: newRequestKey() }, { status: 503 });
  }
  const items = list.data.items as TItem[];
  const wanted = Number(url.searchParams.get(goods === "membership" ? "plan" : "package"));
  const preselected = items.find((item) => item.id === wanted) ?? null;
  const selected = preselected ?? items.find((item) => item.highlighted) ?? items[0] ?? null;
  const quote = selected ? await inquire(api, { itemId: selected.id, payType: FIRST_PAY_TYPE(selected) }) : null;
  return data({
    title,
    goods,
    failed: null as string | null,
    items,
    selectedId: selected?.id ?? null,
    // Coming from a plan's "buy" link the goods are chosen: the checkout opens at the customer data.
    startStep: (preselected ? "step_custom_data" : "select_goods") as TCheckoutStep,
    quote: quote?.ok ? (quote.data.quote as TQuote) : null,
    returnPath,
    email: user.email,
    requestKey: newRequestKey(),
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  // The live checks (price, promotion code, IBAN) change nothing the loader shows.
  const intent = formData?.get("intent");
  if (intent === "quote" || intent === "promotion" || intent === "iban") return false;
  return defaultShouldRevalidate;
};

function answer(body: Omit<TBuyAnswer, "errors" | "ok"> & { errors?: TFormErrors }, status = 200) {
  const errors = body.errors ?? NO_FORM_ERRORS;
  const ok = status < 400 && !errors.formError && Object.keys(errors.fieldErrors).length === 0;
  return data<TBuyAnswer>({ ...body, errors, ok }, { status });
}

function refusal(errors: readonly TCheckoutError[] | readonly { code: number | string; title: string; source?: string | null }[]) {
  return formErrorsFrom(errors as never, CHECKOUT_ERROR_FIELDS);
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const goods = requireGoods(args.params.goods);
  await requireUser(args);
  const form = await args.request.formData();
  const values = checkoutValuesFrom(form);
  const { intent: rawIntent = "pay", ...kept } = values;
  const intent = rawIntent;
  // The IBAN is shown again after a refusal (the customer typed it on this page); the request key stays with the form.
  const api = pageApi(args, { lang });
  const payType: TPayType = isPayType(kept.payment_type) ? kept.payment_type : "DD";
  const itemId = Number(kept.item_id);

  if (intent === "iban") {
    const result = await api.call(validateIbanContract, { body: { iban: kept.iban ?? "", ...(kept.bic?.trim() ? { bic: kept.bic } : {}) } });
    const iban: TIbanCheck = result.ok
      ? { ok: true, iban: result.data.iban, formatted: result.data.ibanFormatted, bic: result.data.bic }
      : { ok: false, error: result.errors[0]?.title ?? "validation.payment.iban_invalid" };
    return answer({ intent, step: "step_pay_info", values: kept, iban }, result.ok ? 200 : 422);
  }

  if (intent === "quote") {
    if (!Number.isInteger(itemId) || itemId <= 0) return answer({ intent, step: "select_goods", values: kept, quote: null }, 422);
    const result = await inquire(api, { itemId, payType, vatCountry: kept.country_code, vatNumber: kept.vat, promotionCode: kept.promotion_code });
    if (!result.ok) return answer({ intent, step: "step_pay_info", values: kept, quote: null, errors: refusal(result.errors) }, typeof result.status === "number" ? result.status : 502);
    return answer({ intent, step: "step_pay_info", values: kept, quote: result.data.quote as TQuote, promotion: (result.data.promotion as TPromotionView | null) ?? null });
  }

  if (intent === "promotion") {
    const code = (kept.promotion_code ?? "").trim();
    if (!code) return answer({ intent, step: "step_pay_info", values: kept, errors: refusal([{ code: 422, title: "validation.common.required", source: "promotion_code" }]) }, 422);
    const checked = await api.call(promotionCodeContract, {
      query: { code, ...(itemId > 0 ? { item_id: itemId } : {}), country_code: kept.country_code || "DE", ...(kept.vat?.trim() ? { vat: kept.vat.trim() } : {}) },
    });
    if (!checked.ok) {
      const errors = checked.errors.map((error) => ({ ...error, source: "promotion_code" }));
      // Without the code, the price as it was.
      const plain = itemId > 0 ? await inquire(api, { itemId, payType, vatCountry: kept.country_code, vatNumber: kept.vat }) : null;
      return answer({ intent, step: "step_pay_info", values: kept, errors: refusal(errors), promotion: null, quote: plain?.ok ? (plain.data.quote as TQuote) : null }, 422);
    }
    const priced = itemId > 0 ? await inquire(api, { itemId, payType, vatCountry: kept.country_code, vatNumber: kept.vat, promotionCode: code }) : null;
    return answer({
      intent,
      step: "step_pay_info",
      values: kept,
      promotion: checked.data.promotion as TPromotionView,
      quote: priced?.ok ? (priced.data.quote as TQuote) : ((checked.data.quote as TQuote | null) ?? null),
    });
  }

  const list = await loadItems(api, goods);
  if (!list.ok) return answer({ intent, step: "select_goods", values: kept, errors: { fieldErrors: {}, formError: list.errors[0]?.title ?? "exception.common.something_wrong_happened" } }, 502);
  const item = (list.data.items as TItem[]).find((candidate) => candidate.id === itemId) ?? null;
  const formItem = item ? { id: item.id, grossCents: item.grossCents, currency: item.currency, methods: item.methods } : null;
  const checked = checkCheckout(kept, formItem);

  // Without JavaScript the steps are server round trips: "next" checks the steps before the target.
  if (intent.startsWith("step:")) {
    const target = intent.slice(5) as TCheckoutStep;
    if (!(CHECKOUT_STEPS as readonly string[]).includes(target)) return answer({ intent, step: "select_goods", values: kept }, 400);
    const before = CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(target));
    const errors = checked.ok ? [] : checked.errors.filter((error) => before.some((step) => errorsOfStep([error], step).length > 0));
    if (errors.length > 0) return answer({ intent, step: firstErrorStep(errors.map((e) => e.source)) ?? target, values: kept, errors: refusal(errors) }, 422);
    const quote = target === "step_pay_info" && item ? await inquire(api, { itemId: item.id, payType: isPayType(kept.payment_type) ? kept.payment_type : FIRST_PAY_TYPE(item), vatCountry: kept.country_code, vatNumber: kept.vat }) : null;
    return answer({ intent, step: target, values: kept, quote: quote?.ok ? (quote.data.quote as TQuote) : undefined });
  }

  if (!checked.ok) return answer({ intent, step: firstErrorStep(checked.errors.map((e) => e.source)) ?? "step_pay_info", values: kept, errors: refusal(checked.errors) }, 422);

  const url = new URL(args.request.url);
  const returnPath = safeReturnPath(kept.return_to, "") || null;
  const back = confirmUrl(args.request, linkPrefix, returnPath);
  const price = Number(kept.price);
  const requestKey = /^[0-9a-f-]{36}$/i.test(kept.request_key ?? "") ? kept.request_key : undefined;
  const body = {
    ...checked.body,
    referer: url.pathname,
    ...(Number.isInteger(price) && price >= 0 && kept.price !== "" ? { price, currency: kept.currency || "EUR" } : { ignore_price: 1 as const }),
    ...(requestKey ? { request_key: requestKey } : {}),
    ...(checked.body.payment_type === "CC" ? { internal_information: (kept.internal_information ?? "").slice(0, 500) } : {}),
    ...(checked.body.payment_type === "CT" ? { jump_link: back } : {}),
  };
  const paid = await api.call(payContract, { body });
  if (!paid.ok) {
    const first = paid.errors[0]?.title;
    if (first === "exception.checkout.price_changed") {
      // The price moved (promotion used up, VAT country): show the new one; the customer confirms it by paying again.
      const fresh = await inquire(api, { itemId, payType: checked.body.payment_type, vatCountry: kept.country_code, vatNumber: kept.vat, promotionCode: kept.promotion_code });
      return answer({ intent, step: "step_pay_info", values: kept, quote: fresh.ok ? (fresh.data.quote as TQuote) : null, errors: { fieldErrors: {}, formError: first } }, 409);
    }
    const errors = refusal(paid.errors);
    const step = firstErrorStep(Object.keys(errors.fieldErrors)) ?? "step_pay_info";
    return answer({ intent, step, values: kept, errors }, typeof paid.status === "number" && paid.status >= 400 ? paid.status : 502);
  }
  const view = paid.data;
  const confirmPath = `${localizePath("/buy/confirm", linkPrefix)}?payment_id=${view.id}${returnPath ? `&return=${encodeURIComponent(returnPath)}` : ""}`;
  if (view.next.kind === "redirect") {
    if (!isWebAddress(view.next.url)) throw redirect(confirmPath);
    throw redirect(view.next.url);
  }
  if (view.next.kind === "encryption") {
    const encrypted = await api.call(encryptionContract, {
      body: { item_id: checked.body.item_id, params: { payment_id: view.id, return_url: back, locale: lang }, vat: checked.body.vat, country_code: checked.body.country_code },
    });
    if (!encrypted.ok) return answer({ intent, step: "step_pay_info", values: kept, errors: { fieldErrors: {}, formError: encrypted.errors[0]?.title ?? "exception.common.something_wrong_happened" } }, 502);
    if (!isAllowedCardAction(encrypted.data.actionUrl)) {
      console.error(`checkout: card page ${encrypted.data.actionUrl} is not in PAYMENT_FORM_ORIGINS`);
      return answer({ intent, step: "step_pay_info", values: kept, errors: { fieldErrors: {}, formError: "exception.common.something_wrong_happened" } }, 502);
    }
    return answer({ intent, step: "step_pay_info", values: {}, card: { actionUrl: encrypted.data.actionUrl, pageNumber: encrypted.data.pageNumber, cipher: encrypted.data.cipher } });
  }
  throw redirect(confirmPath);
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function BuyPage() {
  const loaded = useLoaderData<typeof loader>();
  const items = loaded.items as TItem[];
  const answer = useActionData<typeof action>() as TBuyAnswer | undefined;
  const navigation = useNavigation();
  const { t } = useTranslation("payment");
  const errorText = useErrorText();
  const { lang, href } = usePageLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const quoteFetcher = useFetcher<TBuyAnswer>();
  const promoFetcher = useFetcher<TBuyAnswer>();
  const ibanFetcher = useFetcher<TBuyAnswer>();
  const values = answer?.values ?? {};
  const initialItemId = Number(values.item_id) || loaded.selectedId;

  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const [step, setStep] = useState<TCheckoutStep>(answer?.step ?? loaded.startStep);
  const [itemId, setItemId] = useState<number | null>(initialItemId);
  const item = items.find((candidate) => candidate.id === itemId) ?? null;
  const payTypes = payTypesOf(item);
  const [payType, setPayType] = useState<TPayType>(isPayType(values.payment_type) ? values.payment_type : (payTypes[0] ?? "DD"));
  const [localErrors, setLocalErrors] = useState<TFormErrors | null>(null);
  const [quote, setQuote] = useState<TQuote | null>(answer?.quote ?? loaded.quote);
  // Initial state from the answer too: without JavaScript the page is rendered once per answer, effects never run.
  const [promotion, setPromotion] = useState<{ code: string; view: TPromotionView } | null>(answer?.promotion ? { code: answer.values.promotion_code ?? "", view: answer.promotion } : null);
  const [promotionError, setPromotionError] = useState<string | null>(answer?.intent === "promotion" ? (answer.errors.fieldErrors.promotion_code ?? null) : null);
  const [ibanState, setIbanState] = useState<TIbanCheck | null>(answer?.iban ?? null);

  // A server answer (pay refused, a no-JavaScript step) replaces the local state.
  useEffect(() => {
    if (!answer) return;
    setLocalErrors(null);
    setStep(answer.step);
    if (answer.quote !== undefined) setQuote(answer.quote ?? null);
    if (answer.promotion) setPromotion({ code: answer.values.promotion_code ?? "", view: answer.promotion });
    if (answer.intent === "promotion") setPromotionError(answer.errors.fieldErrors.promotion_code ?? null);
    if (answer.iban) setIbanState(answer.iban);
  }, [answer]);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  useEffect(() => {
    if (!quoteFetcher.data || quoteFetcher.state !== "idle") return;
    setQuote(quoteFetcher.data.quote ?? null);
    const errors = quoteFetcher.data.errors;
    setQuoteError(quoteFetcher.data.quote ? null : (Object.values(errors.fieldErrors)[0] ?? errors.formError ?? "exception.common.something_wrong_happened"));
  }, [quoteFetcher.data, quoteFetcher.state]);
  useEffect(() => {
    const result = promoFetcher.data;
    if (!result || promoFetcher.state !== "idle") return;
    if (result.promotion) {
      setPromotion({ code: result.values.promotion_code ?? "", view: result.promotion });
      setPromotionError(null);
    } else {
      setPromotion(null);
      setPromotionError(result.errors.fieldErrors.promotion_code ?? result.errors.formError);
    }
    if (result.quote !== undefined) setQuote(result.quote ?? null);
  }, [promoFetcher.data, promoFetcher.state]);
  useEffect(() => {
    if (ibanFetcher.data?.iban && ibanFetcher.state === "idle") setIbanState(ibanFetcher.data.iban);
  }, [ibanFetcher.data, ibanFetcher.state]);
  // A payment type the new item does not take falls back to its first one.
  useEffect(() => {
    if (item && !payTypes.includes(payType)) setPayType(payTypes[0] ?? "DD");
  }, [item, payTypes, payType]);

  const shownErrors: TFormErrors = localErrors ?? answer?.errors ?? NO_FORM_ERRORS;
  // A field the customer changed since the errors came loses its error (the check runs again on "next" and "pay").
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setEdited(new Set()), [shownErrors]);
  const errors = useMemo<TFormErrors>(() => {
    if (edited.size === 0) return shownErrors;
    const fieldErrors = Object.fromEntries(Object.entries(shownErrors.fieldErrors).filter(([name]) => !edited.has(name)));
    const stillInvalid = Object.keys(fieldErrors).length > 0;
    return { fieldErrors, formError: shownErrors.formError === FORM_INVALID_KEY && !stillInvalid ? null : shownErrors.formError };
  }, [shownErrors, edited]);
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name) return;
    const field = name.startsWith("birth_") ? "birth_date" : name;
    if (shownErrors.fieldErrors[field] && !edited.has(field)) setEdited(new Set([...edited, field]));
  };
  const ibanError = ibanState && !ibanState.ok ? ibanState.error : null;
  const fieldError = (name: string): string | undefined => {
    if (name === "promotion_code" && promotionError) return errorText(promotionError);
    if (name === "iban" && !errors.fieldErrors.iban && ibanError) return errorText(ibanError);
    return errorText(errors.fieldErrors[name]);
  };
  const errorsKey = useMemo(() => JSON.stringify(shownErrors), [shownErrors]);
  useFocusFirstError(formRef, shownErrors === NO_FORM_ERRORS ? "" : errorsKey);

  /** Reprices with the form's current values (payment/inquiry through the action). */
  const requote = (overrides: Record<string, string> = {}) => {
    const form = formRef.current;
    if (!form) return;
    const current = checkoutValuesFrom(new FormData(form));
    const next = { ...current, ...overrides };
    if (!Number(next.item_id)) return;
    const body: Record<string, string> = {
      intent: "quote",
      item_id: next.item_id ?? "",
      payment_type: next.payment_type ?? payType,
      country_code: next.country_code ?? "DE",
      vat: next.vat ?? "",
      promotion_code: promotion ? promotion.code : "",
    };
    quoteFetcher.submit(body, { method: "post" });
  };

  const goTo = (target: TCheckoutStep) => {
    setStep(target);
    requestAnimationFrame(() => document.getElementById(`co-step-${target}`)?.focus());
    if (target === "step_pay_info") requote();
  };

  /** "Next" with JavaScript: the steps before the target are checked here with the same rules as on the server. */
  const next = (target: TCheckoutStep) => (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    advance(target);
  };

  const advance = (target: TCheckoutStep) => {
    const form = formRef.current;
    if (!form) return;
    const current = checkoutValuesFrom(new FormData(form));
    const formItem = item ? { id: item.id, grossCents: item.grossCents, currency: item.currency, methods: item.methods } : null;
    const checked = checkCheckout(current, formItem);
    const before = CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(target));
    const stepErrors = checked.ok ? [] : before.flatMap((s) => errorsOfStep(checked.errors, s));
    if (stepErrors.length > 0) {
      setLocalErrors(refusal(stepErrors));
      setStep(firstErrorStep(stepErrors.map((e) => e.source)) ?? step);
      return;
    }
    setLocalErrors(null);
    goTo(target);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "pay") {
      // Enter in a field submits with the form's first submit button (the promotion check): check the code when
      // the customer was in its field, else go on to the next step.
      event.preventDefault();
      const active = document.activeElement as HTMLInputElement | null;
      if (submitter?.value === "promotion" && (active === submitter || active?.name === "promotion_code")) runPromotionCheck();
      else if (step !== "step_pay_info") advance(CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1]!);
      return;
    }
    const current = checkoutValuesFrom(new FormData(event.currentTarget));
    const formItem = item ? { id: item.id, grossCents: item.grossCents, currency: item.currency, methods: item.methods } : null;
    const checked = checkCheckout(current, formItem);
    if (!checked.ok) {
      event.preventDefault();
      setLocalErrors(refusal(checked.errors));
      setStep(firstErrorStep(checked.errors.map((e) => e.source)) ?? "step_pay_info");
      return;
    }
    setLocalErrors(null);
  };

  const runPromotionCheck = () => {
    const form = formRef.current;
    if (!form) return;
    const current = checkoutValuesFrom(new FormData(form));
    setPromotionError(null);
    promoFetcher.submit(
      { intent: "promotion", promotion_code: current.promotion_code ?? "", item_id: current.item_id ?? "", payment_type: current.payment_type ?? payType, country_code: current.country_code ?? "DE", vat: current.vat ?? "" },
      { method: "post" },
    );
  };

  const checkIban = (event: React.FocusEvent<HTMLInputElement>) => {
    const iban = event.currentTarget.value.trim();
    if (!iban) {
      setIbanState(null);
      return;
    }
    const bic = (formRef.current?.elements.namedItem("bic") as HTMLInputElement | null)?.value ?? "";
    ibanFetcher.submit({ intent: "iban", iban, bic }, { method: "post" });
  };

  if (answer?.card) return <CardRedirect card={answer.card} />;

  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  const stepIndex = CHECKOUT_STEPS.indexOf(step);
  const shown = (s: TCheckoutStep) => s === step;
  const countries = countryOptions(lang);
  const money = (cents: number, currency = "EUR") => formatCents(cents, currency, lang);
  const goodsLabel = t(`checkout.goods.${loaded.goods}`);
  const priceShown = quote && item && quote.itemId === item.id ? quote : null;
  const withoutJs = !interactive;

  if (loaded.failed) {
    return (
      <div className="sr-container co-page" data-testid="buy-page">
        <h1>{loaded.title}</h1>
        <Alert tone="error" data-testid="buy-unavailable">
          <p>{t("checkout.unavailable")}</p>
        </Alert>
        <p>
          <a href={loaded.returnPath}>{t("checkout.back")}</a>
        </p>
      </div>
    );
  }

  return (
    <div className="sr-container co-page" data-testid="buy-page" data-goods={loaded.goods} data-step={step} data-interactive={interactive ? "true" : undefined}>
      <p className="co-back">
        <a href={loaded.returnPath}>{t("checkout.back")}</a>
      </p>
      <header className="co-head">
        <h1>{loaded.title}</h1>
        <p className="co-lead">{t(`checkout.lead.${loaded.goods}`)}</p>
      </header>
      <Stepper
        steps={CHECKOUT_STEPS.map((key) => ({ key, label: t(`checkout.step.${key}`) }))}
        current={step}
        label={t("checkout.step.label")}
        doneText={t("checkout.step.done")}
        currentText={t("checkout.step.current")}
        summary={t("checkout.step.summary", { current: stepIndex + 1, total: CHECKOUT_STEPS.length })}
      />
      {errors.formError ? (
        <Alert tone="error" data-testid="form-error">
          <p>{errorText(errors.formError)}</p>
        </Alert>
      ) : null}
      <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} onChange={onEdit} className="co-layout" data-testid="checkout-form">
        <input type="hidden" name="request_key" value={loaded.requestKey} />
        <input type="hidden" name="return_to" value={loaded.returnPath} />
        <input type="hidden" name="price" value={priceShown ? String(priceShown.grossCents) : ""} />
        <input type="hidden" name="currency" value={priceShown?.currency ?? item?.currency ?? "EUR"} />
        <InternalInformation />
        <div className="co-steps">
          <section className="co-step" aria-labelledby="co-step-select_goods" hidden={!shown("select_goods") || undefined} data-testid="step-select_goods">
            <h2 id="co-step-select_goods" tabIndex={-1} className="co-step__title">
              {t("checkout.step.select_goods_heading", { goods: goodsLabel })}
            </h2>
            <fieldset className="co-options" aria-describedby={fieldError("item_id") ? "co-item-error" : undefined}>
              <legend className="sr-visually-hidden">{t("checkout.choose_item", { goods: goodsLabel })}</legend>
              {items.map((candidate) => (
                <label key={candidate.id} className="co-option" data-selected={candidate.id === itemId ? "true" : undefined} data-testid={`item-${candidate.code}`}>
                  <input
                    type="radio"
                    name="item_id"
                    value={candidate.id}
                    checked={candidate.id === itemId}
                    onChange={() => {
                      setItemId(candidate.id);
                      setPromotion(null);
                      if (step === "step_pay_info") requote({ item_id: String(candidate.id) });
                    }}
                  />
                  <span className="co-option__body">
                    <span className="co-option__title">
                      {itemTitle(t, candidate, lang)}
                      {candidate.highlighted ? <span className="co-badge">{t("checkout.popular")}</span> : null}
                    </span>
                    {itemTerms(t, candidate) ? <span className="co-option__terms">{itemTerms(t, candidate)}</span> : null}
                    <span className="co-option__price">
                      {candidate.monthlyGrossCents !== null && candidate.months && candidate.months > 1 ? (
                        <>
                          <strong>{t("checkout.price_per_month", { price: money(candidate.monthlyGrossCents, candidate.currency) })}</strong>
                          <span className="co-muted"> · {t("checkout.price_total", { price: money(candidate.grossCents, candidate.currency) })}</span>
                        </>
                      ) : (
                        <strong>{money(candidate.grossCents, candidate.currency)}</strong>
                      )}
                    </span>
                    <span className="co-option__vat">{t("checkout.incl_vat")}</span>
                  </span>
                </label>
              ))}
              {fieldError("item_id") ? (
                <p id="co-item-error" className="sr-field__error">
                  {fieldError("item_id")}
                </p>
              ) : null}
            </fieldset>
            {interactive ? (
              <div className="co-actions">
                <Button type="button" onClick={next("step_custom_data")} data-testid="next-step_custom_data">
                  {t("checkout.next")}
                </Button>
              </div>
            ) : (
              <div className="co-actions">
                <NoScriptStepButton target="step_custom_data" label={t("checkout.next")} primary />
              </div>
            )}
          </section>

          <section className="co-step" aria-labelledby="co-step-step_custom_data" hidden={!shown("step_custom_data") || undefined} data-testid="step-step_custom_data">
            <h2 id="co-step-step_custom_data" tabIndex={-1} className="co-step__title">
              {t("checkout.step.step_custom_data_heading")}
            </h2>
            <p className="co-muted">{t("checkout.customer_hint")}</p>
            <fieldset className="co-radios" aria-describedby={fieldError("salutation") ? "co-salutation-error" : undefined}>
              <legend className="sr-field__label">
                {t("checkout.field.salutation")}
                <span className="sr-field__required" aria-hidden="true">
                  *
                </span>
              </legend>
              {(["Mister", "Miss"] as const).map((salutation) => (
                <label key={salutation} className="co-radio">
                  <input
                    type="radio"
                    name="salutation"
                    value={salutation}
                    defaultChecked={values.salutation === salutation}
                    required
                    aria-invalid={fieldError("salutation") ? true : undefined}
                    data-testid={`salutation-${salutation}`}
                  />
                  {t(`checkout.salutation.${salutation}`)}
                </label>
              ))}
              {fieldError("salutation") ? (
                <p id="co-salutation-error" className="sr-field__error">
                  {fieldError("salutation")}
                </p>
              ) : null}
            </fieldset>
            <div className="co-grid co-grid--2">
              <TextInput label={t("checkout.field.firstname")} name="firstname" autoComplete="given-name" required defaultValue={values.firstname} error={fieldError("firstname")} />
              <TextInput label={t("checkout.field.lastname")} name="lastname" autoComplete="family-name" required defaultValue={values.lastname} error={fieldError("lastname")} />
            </div>
            <div className="co-grid co-grid--street">
              <TextInput label={t("checkout.field.street")} name="street" autoComplete="address-line1" required defaultValue={values.street} error={fieldError("street")} />
              <TextInput label={t("checkout.field.house")} name="house" autoComplete="off" required defaultValue={values.house} error={fieldError("house")} />
            </div>
            <div className="co-grid co-grid--zip">
              <TextInput label={t("checkout.field.zipcode")} name="zipcode" autoComplete="postal-code" required defaultValue={values.zipcode} error={fieldError("zipcode")} />
              <TextInput label={t("checkout.field.city")} name="city" autoComplete="address-level2" required defaultValue={values.city} error={fieldError("city")} />
            </div>
            <Select label={t("checkout.field.country")} name="country" autoComplete="country" required options={countries} defaultValue={values.country ?? "DE"} error={fieldError("country")} />
            <TextInput label={t("checkout.field.email")} name="email" type="email" autoComplete="email" required defaultValue={values.email ?? loaded.email} error={fieldError("email")} />
            <BirthDateFields values={values} error={fieldError("birth_date")} />
            <details className="co-vat" open={Boolean(values.vat || (values.country_code && values.country_code !== "DE") || fieldError("vat") || fieldError("country_code")) || undefined}>
              <summary>{t("checkout.vat.summary")}</summary>
              <p className="co-muted">{t("checkout.vat.hint")}</p>
              <div className="co-grid co-grid--2">
                <Select
                  label={t("checkout.field.vat_country")}
                  name="country_code"
                  options={countries}
                  defaultValue={values.country_code ?? "DE"}
                  error={fieldError("country_code")}
                  onChange={(event) => step === "step_pay_info" && requote({ country_code: event.currentTarget.value })}
                />
                <TextInput label={t("checkout.field.vat")} name="vat" autoComplete="off" defaultValue={values.vat} error={fieldError("vat")} hint={t("checkout.vat.number_hint")} />
              </div>
            </details>
            {interactive ? (
              <div className="co-actions">
                <Button type="button" variant="secondary" onClick={() => goTo("select_goods")}>
                  {t("checkout.previous")}
                </Button>
                <Button type="button" onClick={next("step_pay_info")} data-testid="next-step_pay_info">
                  {t("checkout.next")}
                </Button>
              </div>
            ) : (
              <div className="co-actions">
                <NoScriptStepButton target="select_goods" label={t("checkout.previous")} />
                <NoScriptStepButton target="step_pay_info" label={t("checkout.next")} primary />
              </div>
            )}
          </section>

          <section className="co-step" aria-labelledby="co-step-step_pay_info" hidden={!shown("step_pay_info") || undefined} data-testid="step-step_pay_info">
            <h2 id="co-step-step_pay_info" tabIndex={-1} className="co-step__title">
              {t("checkout.step.step_pay_info_heading")}
            </h2>
            <fieldset className="co-options co-options--methods" aria-describedby={fieldError("payment_type") ? "co-method-error" : undefined}>
              <legend className="sr-field__label">{t("checkout.field.payment_type")}</legend>
              {payTypes.map((type) => (
                <label key={type} className="co-option co-option--method" data-selected={type === payType ? "true" : undefined} data-testid={`method-${type}`}>
                  <input
                    type="radio"
                    name="payment_type"
                    value={type}
                    checked={type === payType}
                    aria-invalid={fieldError("payment_type") ? true : undefined}
                    onChange={() => {
                      setPayType(type);
                      requote({ payment_type: type });
                    }}
                  />
                  <span className="co-option__body">
                    <span className="co-option__title">
                      <span className={`co-method-icon co-method-icon--${type}`} aria-hidden="true" />
                      {t(`method.${methodOfType(type)}`)}
                    </span>
                    <span className="co-option__terms">{t(`checkout.method_hint.${methodOfType(type)}`)}</span>
                  </span>
                </label>
              ))}
              {fieldError("payment_type") ? (
                <p id="co-method-error" className="sr-field__error">
                  {fieldError("payment_type")}
                </p>
              ) : null}
            </fieldset>
            {payType === "DD" || withoutJs ? (
              <div className="co-panel" data-testid="direct-debit-fields">
                {withoutJs ? <p className="co-muted">{t("checkout.dd.only_for_dd")}</p> : null}
                <TextInput label={t("checkout.field.accountholder")} name="accountholder" autoComplete="cc-name" defaultValue={values.accountholder} error={fieldError("accountholder")} hint={t("checkout.dd.accountholder_hint")} />
                <TextInput
                  label={t("checkout.field.iban")}
                  name="iban"
                  autoComplete="off"
                  spellCheck={false}
                  inputMode="text"
                  required={payType === "DD"}
                  defaultValue={values.iban}
                  error={fieldError("iban")}
                  hint={ibanState?.ok ? t("checkout.dd.iban_ok", { iban: ibanState.formatted }) : undefined}
                  onBlur={checkIban}
                  onChange={() => ibanState && setIbanState(null)}
                  data-testid="iban"
                  data-checked={ibanFetcher.state !== "idle" ? "checking" : ibanState ? (ibanState.ok ? "valid" : "invalid") : undefined}
                />
                <TextInput label={t("checkout.field.bic")} name="bic" autoComplete="off" spellCheck={false} defaultValue={values.bic ?? (ibanState?.ok ? (ibanState.bic ?? undefined) : undefined)} error={fieldError("bic")} />
                <p className="co-muted co-small">{t("checkout.dd.mandate")}</p>
              </div>
            ) : null}
            {payType === "CC" && interactive ? <p className="co-panel co-muted">{t("checkout.cc.hint")}</p> : null}
            {payType === "TR" && interactive ? <p className="co-panel co-muted">{t("checkout.tr.hint")}</p> : null}
            {payType === "CT" && interactive ? <p className="co-panel co-muted">{t("checkout.ct.hint")}</p> : null}

            <div className="co-promo">
              <TextInput
                label={t("checkout.field.promotion_code")}
                name="promotion_code"
                autoComplete="off"
                spellCheck={false}
                defaultValue={values.promotion_code}
                error={fieldError("promotion_code")}
                hint={promotion ? t("checkout.promotion.applied", { code: promotion.code }) : undefined}
                onChange={() => {
                  if (promotion) {
                    setPromotion(null);
                    requote();
                  }
                  setPromotionError(null);
                }}
                data-testid="promotion-code"
              />
              <Button type="submit" name="intent" value="promotion" variant="secondary" loading={promoFetcher.state !== "idle"} data-testid="promotion-check">
                {t("checkout.promotion.check")}
              </Button>
            </div>

            <section className="co-summary-box" aria-labelledby="co-summary-heading">
              <h3 id="co-summary-heading">{t("checkout.summary.heading")}</h3>
              {quoteError && !priceShown ? (
                <p className="sr-field__error" role="alert" data-testid="quote-error">
                  {t("checkout.summary.unavailable")} {errorText(quoteError)}
                </p>
              ) : (
                <PriceSummary quote={priceShown} item={item} promotionCode={promotion?.code ?? null} loading={quoteFetcher.state !== "idle" || promoFetcher.state !== "idle"} lang={lang} />
              )}
            </section>

            <div className="co-consents">
              <Checkbox
                name="accept_cancellation_policy"
                value="1"
                required
                defaultChecked={values.accept_cancellation_policy === "1"}
                label={t("checkout.consent.cancellation_policy")}
                error={fieldError("accept_cancellation_policy")}
                data-testid="consent-cancellation"
              />
              <Checkbox
                name="accept_revocation_rights"
                value="1"
                required
                defaultChecked={values.accept_revocation_rights === "1"}
                label={t("checkout.consent.revocation_rights")}
                error={fieldError("accept_revocation_rights")}
                data-testid="consent-revocation"
              />
            </div>
            <div className="co-actions co-actions--pay">
              {interactive ? (
                <Button type="button" variant="secondary" onClick={() => goTo("step_custom_data")}>
                  {t("checkout.previous")}
                </Button>
              ) : (
                <NoScriptStepButton target="step_custom_data" label={t("checkout.previous")} />
              )}
              <Button type="submit" name="intent" value="pay" loading={busy} data-testid="pay-submit">
                {priceShown ? t("checkout.pay_amount", { price: money(priceShown.grossCents, priceShown.currency) }) : t("checkout.pay")}
              </Button>
            </div>
            <p className="co-muted co-small co-secure">{t("checkout.secure_note")}</p>
          </section>
        </div>
        <aside className="co-aside" aria-label={t("checkout.summary.heading")}>
          <div className="co-aside__card">
            <p className="co-aside__title">{t("checkout.summary.your_order")}</p>
            {item ? (
              <>
                <p className="co-aside__item">{itemTitle(t, item, lang)}</p>
                {itemTerms(t, item) ? <p className="co-muted co-small">{itemTerms(t, item)}</p> : null}
                <p className="co-aside__price">{money(priceShown?.grossCents ?? item.grossCents, item.currency)}</p>
                <p className="co-muted co-small">{priceShown && priceShown.discountCents > 0 ? t("checkout.summary.with_promotion") : t("checkout.incl_vat")}</p>
              </>
            ) : (
              <p className="co-muted">{t("checkout.summary.choose")}</p>
            )}
            {loaded.goods === "membership" ? (
              <ul className="co-aside__perks">
                <li>{t("checkout.perk.instant")}</li>
                <li>{t("checkout.perk.cancel")}</li>
                <li>{t("checkout.perk.discreet")}</li>
              </ul>
            ) : (
              <ul className="co-aside__perks">
                <li>{t("checkout.perk.instant_credit")}</li>
                <li>{t("checkout.perk.discreet")}</li>
              </ul>
            )}
          </div>
        </aside>
      </Form>
    </div>
  );
}

/** Without JavaScript: "next" is a server round trip that checks the steps before it. */
function NoScriptStepButton({ target, label, primary }: { target: TCheckoutStep; label: string; primary?: boolean }) {
  return (
    <Button type="submit" name="intent" value={`step:${target}`} variant={primary ? "primary" : "secondary"}>
      {label}
    </Button>
  );
}

/** Year, month and day of birth (spec 000 §3); sent as MM/DD/YYYY by the pay body. */
function BirthDateFields({ values, error }: { values: TCheckoutValues; error: string | undefined }) {
  const { t } = useTranslation("payment");
  const { lang } = usePageLocale();
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: 103 }, (_, i) => String(thisYear - 18 - i));
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: new Intl.DateTimeFormat(lang === "en" ? "en-GB" : `${lang}`, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, i, 1))),
  }));
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
  const invalid = error ? true : undefined;
  return (
    <fieldset className="co-birth" aria-describedby={error ? "co-birth-error" : "co-birth-hint"}>
      <legend className="sr-field__label">
        {t("checkout.field.birth_date")}
        <span className="sr-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <p id="co-birth-hint" className="sr-field__hint">
        {t("checkout.birth_hint")}
      </p>
      <div className="co-grid co-grid--birth">
        <BirthSelect name="birth_day" label={t("checkout.field.birth_day")} options={days.map((d) => ({ value: d, label: d }))} value={values.birth_day} invalid={invalid} />
        <BirthSelect name="birth_month" label={t("checkout.field.birth_month")} options={months} value={values.birth_month} invalid={invalid} />
        <BirthSelect name="birth_year" label={t("checkout.field.birth_year")} options={years.map((y) => ({ value: y, label: y }))} value={values.birth_year} invalid={invalid} />
      </div>
      {error ? (
        <p id="co-birth-error" className="sr-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One of the three birth-date selects: the group's error describes them all (aria-describedby of the fieldset). */
function BirthSelect(props: { name: string; label: string; options: { value: string; label: string }[]; value: string | undefined; invalid: true | undefined }) {
  const id = `co-${props.name}`;
  return (
    <div className="sr-field">
      <label className="sr-field__label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} name={props.name} className="sr-select" defaultValue={props.value ?? ""} required aria-invalid={props.invalid} aria-describedby={props.invalid ? "co-birth-error" : undefined} autoComplete={props.name === "birth_day" ? "bday-day" : props.name === "birth_month" ? "bday-month" : "bday-year"}>
        <option value="">–</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Browser data the card provider's 3-D Secure check wants (time zone, screen, language); filled in the browser. */
function InternalInformation() {
  const [value, setValue] = useState("");
  useEffect(() => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setValue(`tz=${tz};screen=${window.screen.width}x${window.screen.height};lang=${navigator.language}`.slice(0, 500));
  }, []);
  return <input type="hidden" name="internal_information" value={value} />;
}

