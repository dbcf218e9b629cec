import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { SETTINGS_CONTRACTS, SETTINGS_SECTION_SCHEMAS } from "@samtrot/api-client/contracts";
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
import { GalleryUpload } from "../gallery/gallery-upload";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"], sensitive: true };

const STATUS_NAMES = ["not_uploaded", "pending", "accepted", "rejected"] as const;
type TStatusName = (typeof STATUS_NAMES)[number];
const STATUS_KEY: Record<TStatusName, string> = {
  not_uploaded: "age_check.status_none",
  pending: "age_check.status_pending",
  accepted: "age_check.status_accepted",
  rejected: "age_check.status_rejected",
};

// /user/age_check_verification (spec 000 §2 settings key age_check_verification, spec 001 §4 age-check upload):
// the status (not uploaded / pending / accepted / rejected) and, while nothing is waiting or after a rejection, the
// upload of an ID image through the chunked upload. It is also where a forced age check sends the user.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args, { forcedAgeCheck: true, unverifiedEmail: true });
  const forced = new URL(args.request.url).searchParams.get("type") === "forced";
  const section = await pageApi(args, { lang }).call(SETTINGS_CONTRACTS.age_check_verification.get);
  // Users without the section (businesses) still see their status from the session.
  const fallback = user.ageCheckStatus ?? AGE_CHECK_STATUS.not_uploaded;
  const statusName: TStatusName = section.ok ? section.data.values.statusName : (STATUS_NAMES[fallback] ?? "not_uploaded");
  const canUpload = section.ok ? section.data.values.canUpload : false;
  const submittedAt = section.ok ? section.data.values.submittedAt : null;
  return data(
    { title: serverI18n.t(lang)("age_check.title"), forced, statusName, canUpload, submittedAt, hasSection: section.ok },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args, { forcedAgeCheck: true, unverifiedEmail: true });
  const form = await args.request.formData();
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
  const { forced, statusName, canUpload, submittedAt, hasSection } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { t, i18n } = useTranslation("common");
  const { href } = usePageLocale();
  const state = useFormState(actionData, { fields: ["media_id"] });
  const saved = actionData && "saved" in actionData && actionData.ok;
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const submitted = submittedAt ? new Date(submittedAt).toLocaleDateString(i18n.language === "en" ? "en-US" : "de-DE", { timeZone: "UTC" }) : null;
  return (
    <div className="sr-container wr-narrow" data-testid="settings-age_check_verification" data-interactive={interactive ? "true" : undefined}>
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
      {saved ? (
        <Alert tone="success" data-testid="settings-saved">
          <p>{t("age_check.submitted")}</p>
        </Alert>
      ) : null}
      <FormErrorSummary errors={state.errors} />
      <p>{t("age_check.explanation")}</p>
      <p data-testid="age-check-status" data-status={statusName}>
        {t(STATUS_KEY[statusName])}
        {submitted && statusName === "pending" ? ` ${t("age_check.submitted_on", { date: submitted })}` : null}
      </p>
      {canUpload ? (
        <section aria-labelledby="age-check-upload-heading" data-testid="age-check-upload">
          <h2 id="age-check-upload-heading">{statusName === "rejected" ? t("age_check.upload_again") : t("age_check.upload_heading")}</h2>
          <p>{t("age_check.upload_hint")}</p>
          <GalleryUpload purpose="age_check" inputId="age-check-file" label={t("age_check.upload_label")} onUploaded={(mediaId) => submit({ media_id: String(mediaId) }, { method: "post" })} />
          {state.fieldError("media_id") ? (
            <p className="sr-field__error" role="alert" data-testid="age-check-error">
              {state.fieldError("media_id")}
            </p>
          ) : null}
          {navigation.state === "submitting" ? <Spinner label={t("age_check.sending")} /> : null}
        </section>
      ) : null}
    </div>
  );
}
