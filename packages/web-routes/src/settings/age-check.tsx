import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import {
  SETTINGS_CONTRACTS,
  SETTINGS_SECTION_SCHEMAS,
  ZProviderResult,
  fsk18IdentityResultContract,
  identityOverviewContract,
  reauthenticateContract,
  startFsk18IdentityContract,
  submitIdentityCheckContract,
} from "@samtrot/api-client/contracts";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { AGE_CHECK_STATUS } from "@samtrot/constants-catalogue";
import { Alert, Spinner } from "@samtrot/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { requireUser } from "../shell/session/session.server";
import { safeReturnPath } from "../shell/session/return-path";
import { GalleryUpload } from "../gallery/gallery-upload";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { IdentityPanels } from "../identity/identity-panels";
import identityCssUrl from "../identity/identity.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityCssUrl }];

const STATUS_NAMES = ["not_uploaded", "pending", "accepted", "rejected"] as const;
type TStatusName = (typeof STATUS_NAMES)[number];
const STATUS_KEY: Record<TStatusName, string> = {
  not_uploaded: "age_check.status_none",
  pending: "age_check.status_pending",
  accepted: "age_check.status_accepted",
  rejected: "age_check.status_rejected",
};
const headers = { "cache-control": "private, no-store" };
const PROVIDER_FIELDS = ["ref", "outcome", "issued_at", "signature"] as const;

// /user/age_check_verification (spec 000 §2 settings key age_check_verification; spec 001 §4; decision 044): the
// hub of identity and age — the fsk18 identity through the age-verification provider (its answer comes back here),
// the password entered again for the closed user group, the "100 % real" fake check and the webcam check, and the
// upload of an ID image (age-check upload). It is also where a forced check sends the user.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args, { forcedAgeCheck: true, unverifiedEmail: true });
  const url = new URL(args.request.url);
  const api = pageApi(args, { lang });

  // The provider sent the browser back with its signed result: the api checks it; the page then shows the outcome
  // without the result in its address (a reload must not send it again).
  if (url.searchParams.has("signature")) {
    const clean = new URL(url);
    for (const key of PROVIDER_FIELDS) clean.searchParams.delete(key);
    const parsed = ZProviderResult.safeParse(Object.fromEntries(PROVIDER_FIELDS.map((key) => [key, url.searchParams.get(key) ?? ""])));
    const result = parsed.success ? await api.call(fsk18IdentityResultContract, { body: parsed.data }, { camelCase: false }) : null;
    if (result?.ok) clean.searchParams.set("fsk18", result.data.status);
    else clean.searchParams.set("fsk18_error", result ? (result.errors[0]?.title ?? "exception.common.something_wrong_happened") : "validation.identity.result_invalid");
    throw redirect(clean.pathname + clean.search, { headers });
  }

  const forced = url.searchParams.get("type") === "forced";
  const [section, identity] = await Promise.all([
    api.call(SETTINGS_CONTRACTS.age_check_verification.get),
    api.call(identityOverviewContract, {}, { camelCase: false }),
  ]);
  // Users without the section (businesses) still see their status from the session.
  const fallback = user.ageCheckStatus ?? AGE_CHECK_STATUS.not_uploaded;
  const statusName: TStatusName = section.ok ? section.data.values.statusName : (STATUS_NAMES[fallback] ?? "not_uploaded");
  const canUpload = section.ok ? section.data.values.canUpload : false;
  const submittedAt = section.ok ? section.data.values.submittedAt : null;
  const fsk18 = url.searchParams.get("fsk18");
  const fsk18Error = url.searchParams.get("fsk18_error");
  return data(
    {
      title: serverI18n.t(lang)("age_check.title"),
      forced,
      statusName,
      canUpload,
      submittedAt,
      hasSection: section.ok,
      identity: identity.ok ? identity.data : null,
      username: user.username,
      returnTo: url.searchParams.has("r") ? safeReturnPath(url.searchParams.get("r"), "") || null : null,
      flash: fsk18 === "verified" || fsk18 === "rejected" ? `identity.fsk18.result_${fsk18}` : null,
      flashError: fsk18Error && /^(exception|validation)\.[a-z_]+\.[a-z_]+$/.test(fsk18Error) ? fsk18Error : null,
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args, { forcedAgeCheck: true, unverifiedEmail: true });
  const form = await args.request.formData();
  const api = pageApi(args, { lang });
  const intent = String(form.get("intent") ?? "age_check");

  if (intent === "fsk18_start") {
    const started = await api.call(startFsk18IdentityContract, {}, { camelCase: false });
    if (!started.ok) return refuseFromApi(started, [], form);
    // The provider's address comes from the api (the configured provider, or the sandbox outside production).
    return redirect(started.data.redirect_url);
  }
  if (intent === "reauth") {
    const password = String(form.get("password") ?? "");
    const result = await api.call(reauthenticateContract, { body: { password } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, ["password"], form);
    const back = safeReturnPath(String(form.get("r") ?? ""), "");
    if (back) return redirect(back);
    return data({ ok: true as const, saved: "reauth" });
  }
  if (intent === "fake_check" || intent === "webcam") {
    const raw = String(form.get("media_id") ?? "");
    const result = await api.call(submitIdentityCheckContract, { body: { kind: intent, media_id: /^\d{1,12}$/.test(raw) ? Number(raw) : 0 } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, ["media_id"], form);
    return data({ ok: true as const, saved: intent });
  }

  const raw = String(form.get("media_id") ?? "");
  const body = { media_id: /^\d{1,12}$/.test(raw) ? Number(raw) : raw };
  const parsed = SETTINGS_SECTION_SCHEMAS.age_check_verification.update.safeParse(body);
  if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), ["media_id"]), form);
  const result = await pageApi(args, { lang }).call(SETTINGS_CONTRACTS.age_check_verification.put, { body: parsed.data });
  if (!result.ok) return refuseFromApi(result, ["media_id"], form);
  return data({ ok: true as const, saved: "age_check_verification" });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function AgeCheckRoute() {
  const { forced, statusName, canUpload, submittedAt, hasSection, identity, username, returnTo, flash, flashError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { t, i18n } = useTranslation("common");
  const { href } = usePageLocale();
  const state = useFormState(actionData, { fields: ["media_id", "password"] });
  const saved = actionData && "saved" in actionData && actionData.ok ? actionData.saved : null;
  // Which form a refused submission came from (its field errors show there).
  const failedIntent = actionData && !actionData.ok ? (state.value("intent") ?? "age_check") : null;
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const submitted = submittedAt ? new Date(submittedAt).toLocaleDateString(i18n.language === "en" ? "en-US" : "de-DE", { timeZone: "UTC" }) : null;
  return (
    <div className="sr-container wr-narrow wr-identity" data-testid="settings-age_check_verification" data-interactive={interactive ? "true" : undefined}>
      {hasSection ? (
        <p>
          <a href={href("/user")}>{t("settings.back")}</a>
        </p>
      ) : null}
      <h1>{t("age_check.title")}</h1>
      {forced ? (
        <Alert tone="info">
          <p>{t("age_check.forced")}</p>
        </Alert>
      ) : null}
      {saved === "age_check_verification" ? (
        <Alert tone="success" data-testid="settings-saved">
          <p>{t("age_check.submitted")}</p>
        </Alert>
      ) : null}
      {saved === "fake_check" || saved === "webcam" ? (
        <Alert tone="success" data-testid="identity-saved">
          <p>{t("identity.check_submitted")}</p>
        </Alert>
      ) : null}
      {saved === "reauth" ? (
        <Alert tone="success" data-testid="identity-saved">
          <p>{t("identity.reauth.done")}</p>
        </Alert>
      ) : null}
      {flash ? (
        <Alert tone={flash.endsWith("verified") ? "success" : "info"} data-testid="identity-flash">
          <p>{t(flash)}</p>
        </Alert>
      ) : null}
      {flashError ? (
        <Alert tone="error" data-testid="identity-flash-error">
          <p>{t(flashError)}</p>
        </Alert>
      ) : null}
      <FormErrorSummary errors={state.errors} />
      {identity ? (
        <IdentityPanels
          identity={identity}
          username={username}
          returnTo={returnTo}
          passwordError={state.fieldError("password")}
          mediaError={failedIntent === "fake_check" || failedIntent === "webcam" ? { kind: failedIntent, message: state.fieldError("media_id") } : null}
          busy={navigation.state !== "idle"}
          onCheckUploaded={(kind, mediaId) => submit({ intent: kind, media_id: String(mediaId) }, { method: "post" })}
        />
      ) : null}
      <section className="sr-card wr-identity__card" aria-labelledby="age-check-heading">
        <h2 id="age-check-heading" className="sr-card__title">
          {t("identity.document.title")}
        </h2>
        <div className="sr-card__body">
          <p>{t("age_check.explanation")}</p>
          <p data-testid="age-check-status" data-status={statusName}>
            {t(STATUS_KEY[statusName])}
            {submitted && statusName === "pending" ? ` ${t("age_check.submitted_on", { date: submitted })}` : null}
          </p>
          {canUpload ? (
            <section aria-labelledby="age-check-upload-heading" data-testid="age-check-upload">
              <h3 id="age-check-upload-heading">{statusName === "rejected" ? t("age_check.upload_again") : t("age_check.upload_heading")}</h3>
              <p>{t("age_check.upload_hint")}</p>
              <GalleryUpload
                purpose="age_check"
                inputId="age-check-file"
                label={t("age_check.upload_label")}
                onUploaded={(mediaId) => submit({ media_id: String(mediaId) }, { method: "post" })}
              />
              {failedIntent === "age_check" && state.fieldError("media_id") ? (
                <p className="sr-field__error" role="alert" data-testid="age-check-error">
                  {state.fieldError("media_id")}
                </p>
              ) : null}
              {navigation.state === "submitting" ? <Spinner label={t("age_check.sending")} /> : null}
            </section>
          ) : null}
        </div>
      </section>
    </div>
  );
}
