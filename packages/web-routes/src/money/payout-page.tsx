import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { requestPayoutContract, payoutOverviewContract, ZRequestPayoutBody, type TPayout, type TPayoutOverview, type TRequestPayoutResult } from "@samtrot/api-client/contracts";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { PAYOUT_LIMITS, validateIban } from "@samtrot/payments";
import { Alert, Button, Card, Spinner, Stepper, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { formValues, refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { formMessageText } from "../shell/forms/form-message";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { formatDay, groupIban } from "./money-format";
import moneyCssUrl from "./money-pages.css?url";

// user/dollar/payout (issue 11 part 6; spec 001 §2 payout steps loading, probation, start, edit, submit, success,
// fail; §9 threshold 100, at most 3 ongoing). The api decides every rule; this page explains them, collects the bank
// details (errors at their fields), shows a review before anything is booked, and the history. Decision 013.

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: moneyCssUrl }];

const FIELDS = ["amount", "account_holder", "iban", "bic"] as const;

type TReview = { amount: number; account_holder: string; iban: string; bic: string | null; request_key: string; balance_after: number };

export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const t = serverI18n.t(lang);
  const result = await pageApi(args, { lang }).call(payoutOverviewContract, {}, { camelCase: false });
  const headers = { "cache-control": "private, no-store" };
  if (!result.ok && result.status === 403) return data({ title: t("payment:payout.title"), overview: null, notAllowed: true, requestKey: "" }, { headers });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" ? result.status : 502 });
  // A fresh key per page view: the review and the request of this form book once, however often they are sent.
  return data({ title: t("payment:payout.title"), overview: result.data as TPayoutOverview, notAllowed: false, requestKey: globalThis.crypto.randomUUID() }, { headers });
}

function bodyOf(form: FormData) {
  const amount = String(form.get("amount") ?? "").trim();
  return {
    amount: /^\d{1,9}$/.test(amount) ? Number(amount) : amount === "" ? undefined : amount,
    account_holder: String(form.get("account_holder") ?? ""),
    iban: String(form.get("iban") ?? ""),
    bic: String(form.get("bic") ?? "").trim() || null,
    request_key: String(form.get("request_key") ?? ""),
  };
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  // "change details" on the review: the form again, with what was typed
  if (form.get("intent") === "edit") return data({ ok: true as const, edit: formValues(form) });
  const parsed = ZRequestPayoutBody.safeParse(bodyOf(form));
  if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), FIELDS), form);
  const body = parsed.data;
  const api = pageApi(args, { lang });

  if (form.get("intent") === "submit") {
    const result = await api.call(requestPayoutContract, { body }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, FIELDS, form);
    return data({ ok: true as const, done: result.data as TRequestPayoutResult });
  }

  // intent "review": the same checks the api makes on the fields, so the review shows only what can be sent.
  const iban = validateIban(body.iban);
  const overview = await api.call(payoutOverviewContract, {}, { camelCase: false });
  if (!overview.ok) return refuseFromApi(overview, FIELDS, form);
  const balance = (overview.data as TPayoutOverview).balance;
  const fieldErrors: { code: number; title: string; source: string }[] = [];
  if (body.amount < PAYOUT_LIMITS.threshold) fieldErrors.push({ code: 422, title: "validation.payout.below_threshold", source: "amount" });
  else if (body.amount > balance) fieldErrors.push({ code: 422, title: "validation.payout.insufficient_balance", source: "amount" });
  if (!iban.ok) fieldErrors.push({ code: 422, title: iban.error, source: "iban" });
  if (fieldErrors.length > 0) return refuse(formErrorsFrom(fieldErrors, FIELDS), form);
  const review: TReview = {
    amount: body.amount,
    account_holder: body.account_holder.replace(/\s+/g, " ").trim(),
    iban: iban.ok ? iban.value.iban : body.iban,
    bic: body.bic ?? null,
    request_key: body.request_key,
    balance_after: balance - body.amount,
  };
  return data({ ok: true as const, review });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

type TStep = "loading" | "probation" | "start" | "edit" | "submit" | "success" | "fail";
const STEPPER_STEPS = ["start", "edit", "submit", "success"] as const;

export default function PayoutPage() {
  const { overview, notAllowed, requestKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const location = useLocation();
  const { t } = useTranslation("payment");
  const { t: tc } = useTranslation("common");
  const { href, lang } = usePageLocale();
  const state = useFormState(actionData, { fields: FIELDS, schema: ZRequestPayoutBody, toBody: bodyOf });
  const dollars = (count: number) => t("payout.dollars", { count });

  if (notAllowed || !overview) {
    return (
      <div className="sr-container wr-narrow wr-money" data-testid="payout-page" data-step="not_allowed">
        <p className="wr-money__back">
          <a href={href("/user/dollar")}>{t("payout.back_to_dollar")}</a>
        </p>
        <h1>{t("payout.not_allowed_title")}</h1>
        <p>{t("payout.not_allowed_text")}</p>
      </div>
    );
  }

  const done = actionData && "done" in actionData ? actionData.done : null;
  const review = actionData && "review" in actionData ? actionData.review : null;
  const edit = actionData && "edit" in actionData ? (actionData.edit as Record<string, string>) : null;
  const typed = (name: string) => state.value(name) ?? edit?.[name];
  const failed = actionData && "ok" in actionData && actionData.ok === false;
  const fieldFailure = failed && Object.keys(state.errors.fieldErrors).length > 0;
  const blocked = overview.blocks.length > 0;
  const step: TStep =
    navigation.state === "loading" && navigation.location?.pathname === location.pathname && !navigation.formMethod
      ? "loading"
      : done
        ? "success"
        : review
          ? "submit"
          : failed
            ? fieldFailure
              ? "edit"
              : "fail"
            : overview.probation_until
              ? "probation"
              : (edit || search.get("step") === "edit") && !blocked
                ? "edit"
                : "start";
  const submitting = navigation.state === "submitting";
  const stepperCurrent = (STEPPER_STEPS as readonly string[]).includes(step) ? step : "start";
  const last = overview.last_account;

  return (
    <div className="sr-container wr-narrow wr-money" data-testid="payout-page" data-step={step}>
      <p className="wr-money__back">
        <a href={href("/user/dollar")}>{t("payout.back_to_dollar")}</a>
      </p>
      <header className="wr-money__head">
        <h1>{t("payout.title")}</h1>
        <p>{t("payout.intro")}</p>
      </header>

      <Card headingLevel={2} title={t("payout.balance_label")}>
        <div className="wr-money__figure">
          <span className="wr-money__figure-value" data-testid="payout-balance">
            {dollars(done ? done.balance_after : overview.balance)}
          </span>
          <p className="wr-money__muted">{t("payout.rules", { threshold: overview.threshold, limit: overview.ongoing_limit })}</p>
        </div>
      </Card>

      {step !== "probation" && step !== "fail" && step !== "loading" ? (
        <Stepper
          label={t("payout.steps_label")}
          steps={STEPPER_STEPS.map((key) => ({ key, label: t(`payout.step.${key}`) }))}
          current={stepperCurrent}
          doneText={t("payout.step_done")}
          currentText={t("payout.step_current")}
        />
      ) : null}

      {step === "loading" ? <Spinner label={t("payout.loading")} /> : null}

      {step === "probation" ? (
        <Card headingLevel={2} title={t("payout.probation_title")} data-testid="payout-probation">
          <p>{t("payout.probation_text", { date: formatDay(overview.probation_until!, lang) })}</p>
        </Card>
      ) : null}

      {step === "start" ? (
        <Card headingLevel={2} title={t("payout.requirements_title")} data-testid="payout-start">
          <ul className="wr-money__list">
            <Requirement ok={overview.identity_checked} label={t("payout.req_identity")} okText={t("payout.req_met")} missingText={t("payout.req_missing")}>
              {!overview.identity_checked ? <a href={href("/user/age_check_verification")}>{t("payout.req_identity_todo")}</a> : null}
            </Requirement>
            <Requirement
              ok={overview.balance >= overview.threshold}
              label={t("payout.req_balance", { threshold: overview.threshold })}
              okText={t("payout.req_met")}
              missingText={t("payout.req_missing")}
            />
            <Requirement
              ok={overview.ongoing_count < overview.ongoing_limit}
              label={t("payout.req_ongoing", { limit: overview.ongoing_limit, count: overview.ongoing_count })}
              okText={t("payout.req_met")}
              missingText={t("payout.req_missing")}
            />
          </ul>
          <div className="wr-money__actions">
            {blocked ? (
              <p className="wr-money__muted">{t("payout.blocked_hint")}</p>
            ) : (
              <a className="wr-money__link-button" href={`${href("/user/dollar/payout")}?step=edit`} data-testid="payout-start-button">
                {t("payout.start_button")}
              </a>
            )}
          </div>
        </Card>
      ) : null}

      {step === "edit" ? (
        <Card headingLevel={2} title={t("payout.step.edit")} data-testid="payout-edit">
          <FormErrorSummary errors={state.errors} />
          <Form method="post" className="wr-money__form" noValidate onSubmit={state.validate}>
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="request_key" value={typed("request_key") ?? requestKey} />
            <TextInput
              label={t("payout.amount")}
              name="amount"
              type="number"
              inputMode="numeric"
              min={overview.threshold}
              max={overview.balance}
              step={1}
              required
              defaultValue={typed("amount") ?? String(overview.balance)}
              hint={t("payout.amount_hint", { threshold: overview.threshold, max: overview.balance })}
              error={state.fieldError("amount")}
            />
            <TextInput
              label={t("payout.account_holder")}
              name="account_holder"
              autoComplete="name"
              required
              maxLength={70}
              defaultValue={typed("account_holder") ?? last?.account_holder ?? ""}
              error={state.fieldError("account_holder")}
            />
            <div className="wr-money__form-pair">
              <TextInput
                label={t("payout.iban")}
                name="iban"
                autoComplete="off"
                spellCheck={false}
                required
                maxLength={42}
                defaultValue={typed("iban") ?? (last ? groupIban(last.iban) : "")}
                hint={t("payout.iban_hint")}
                error={state.fieldError("iban")}
              />
              <TextInput
                label={t("payout.bic")}
                name="bic"
                autoComplete="off"
                spellCheck={false}
                maxLength={14}
                defaultValue={typed("bic") ?? last?.bic ?? ""}
                error={state.fieldError("bic")}
              />
            </div>
            <div className="wr-money__actions">
              <Button type="submit" loading={submitting} data-testid="payout-continue">
                {t("payout.continue")}
              </Button>
              <a className="wr-money__link-button wr-money__link-button--secondary" href={href("/user/dollar/payout")}>
                {t("payout.cancel")}
              </a>
            </div>
          </Form>
        </Card>
      ) : null}

      {step === "submit" && review ? (
        <Card headingLevel={2} title={t("payout.review_title")} data-testid="payout-review">
          <dl className="wr-money__facts">
            <dt>{t("payout.review_amount")}</dt>
            <dd>{dollars(review.amount)}</dd>
            <dt>{t("payout.review_holder")}</dt>
            <dd>{review.account_holder}</dd>
            <dt>{t("payout.review_iban")}</dt>
            <dd>{groupIban(review.iban)}</dd>
            <dt>{t("payout.review_after")}</dt>
            <dd>{dollars(review.balance_after)}</dd>
          </dl>
          <p className="wr-money__muted">{t("payout.review_note")}</p>
          <Form method="post" className="wr-money__actions">
            <input type="hidden" name="intent" value="submit" />
            <input type="hidden" name="amount" value={review.amount} />
            <input type="hidden" name="account_holder" value={review.account_holder} />
            <input type="hidden" name="iban" value={review.iban} />
            <input type="hidden" name="bic" value={review.bic ?? ""} />
            <input type="hidden" name="request_key" value={review.request_key} />
            <Button type="submit" loading={submitting} data-testid="payout-submit">
              {submitting ? t("payout.sending") : t("payout.submit")}
            </Button>
          </Form>
          {/* back to the form with the same values */}
          <Form method="post">
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="amount" value={review.amount} />
            <input type="hidden" name="account_holder" value={review.account_holder} />
            <input type="hidden" name="iban" value={groupIban(review.iban)} />
            <input type="hidden" name="bic" value={review.bic ?? ""} />
            <input type="hidden" name="request_key" value={review.request_key} />
            <Button type="submit" variant="ghost" data-testid="payout-change">
              {t("payout.change")}
            </Button>
          </Form>
        </Card>
      ) : null}

      {step === "success" && done ? (
        <Alert tone="success" data-testid="payout-success">
          <p>
            <strong>{t("payout.success_title")}</strong>
          </p>
          <p>{t("payout.success_text", { amount: dollars(done.payout.amount), iban: done.payout.iban_masked })}</p>
          <p>{t("payout.balance_change", { before: dollars(done.balance_before), after: dollars(done.balance_after) })}</p>
        </Alert>
      ) : null}

      {step === "fail" ? (
        <Alert tone="error" data-testid="payout-fail">
          <p>
            <strong>{t("payout.fail_title")}</strong>
          </p>
          <p>{state.errors.formError ? formMessageText(state.errors.formError, (key) => tc(key)) : null}</p>
          <p>
            <a href={href("/user/dollar/payout")}>{t("payout.back_to_overview")}</a>
          </p>
        </Alert>
      ) : null}

      <PayoutHistory payouts={done ? [done.payout, ...overview.payouts.filter((p) => p.id !== done.payout.id)] : overview.payouts} />
    </div>
  );
}

function Requirement({ ok, label, okText, missingText, children }: { ok: boolean; label: string; okText: string; missingText: string; children?: React.ReactNode }) {
  return (
    <li className="wr-money__row" data-ok={ok ? "true" : "false"}>
      <span className={`wr-money__mark${ok ? " wr-money__mark--ok" : ""}`} aria-hidden="true">
        {ok ? "✓" : "!"}
      </span>
      <div className="wr-money__row-main">
        <p className="wr-money__row-title">{label}</p>
        {children ? <p>{children}</p> : null}
      </div>
      <div className="wr-money__row-side">
        <span className={`wr-money__status${ok ? " wr-money__status--succeeded" : " wr-money__status--failed"}`}>{ok ? okText : missingText}</span>
      </div>
    </li>
  );
}

function PayoutHistory({ payouts }: { payouts: TPayout[] }) {
  const { t } = useTranslation("payment");
  const { t: tc } = useTranslation("common");
  const { lang } = usePageLocale();
  return (
    <Card headingLevel={2} title={t("payout.history_title")} data-testid="payout-history">
      {payouts.length === 0 ? (
        <p className="wr-money__muted">{t("payout.history_empty")}</p>
      ) : (
        <ul className="wr-money__list">
          {payouts.map((payout) => (
            <li key={payout.id} className="wr-money__row" data-testid="payout-row" data-status={payout.status_name}>
              <span className={`wr-money__mark${payout.status_name === "succeeded" ? " wr-money__mark--ok" : ""}`} aria-hidden="true">
                {payout.status_name === "succeeded" ? "✓" : payout.status_name === "failed" ? "✕" : "…"}
              </span>
              <div className="wr-money__row-main">
                <p className="wr-money__row-title">{t("payout.dollars", { count: payout.amount })}</p>
                <p className="wr-money__muted">
                  {payout.iban_masked} · {t("payout.requested_on", { date: formatDay(payout.created_at, lang) })}
                  {payout.settled_at ? ` · ${t("payout.settled_on", { date: formatDay(payout.settled_at, lang) })}` : ""}
                </p>
                {payout.failure_reason ? <p>{tc(payout.failure_reason)}</p> : null}
              </div>
              <div className="wr-money__row-side">
                <span className={`wr-money__status wr-money__status--${payout.status_name}`}>{t(`payout.status.${payout.status_name}`)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

