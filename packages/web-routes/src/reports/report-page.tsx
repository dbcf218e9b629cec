import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { zodIssuesToApiErrors, type TApiError } from "@samtrot/api-client";
import { createReportContract, ZReportBody, type TReportBody } from "@samtrot/api-client/contracts";
import { REPORT_EXPLANATION_MAX, REPORT_NAME_MAX, reportNeedsContact, type TReportReason } from "@samtrot/constants-catalogue";
import { Alert, Button, Card, Checkbox, ChoiceGroup, Textarea, TextInput } from "@samtrot/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { getUser } from "../shell/session/session.server";
import { safeReturnPath } from "../shell/session/return-path";
import { anonymousAllowed, REPORT_FIELDS, REPORT_REASON_ORDER, reportBodyFromForm, reportCategoryOf, reportItemIdOf } from "./report-words";
import reportsCssUrl from "./reports.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: reportsCssUrl }];

const headers = { "cache-control": "private, no-store" };

function itemOf(params: Record<string, string | undefined>) {
  const category = reportCategoryOf(params.category);
  const itemId = reportItemIdOf(params.itemId);
  if (category === null || itemId === null) throw new Response(null, { status: 404 });
  return { category, itemId };
}

function backOf(request: Request, linkPrefix: string): string {
  return safeReturnPath(new URL(request.url).searchParams.get("back"), localizePath("/", linkPrefix));
}

// report/{category}/{itemId}?back= (ours; DSA Art. 16 notice and action): reason, explanation, a guest's name and
// e-mail (not needed for minors), the good-faith statement. A plain form post (works without JavaScript, same-origin
// checked); the api decides whether the item may be reported and answers the receipt, shown on report/received.
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const { category, itemId } = itemOf(args.params);
  const user = await getUser(args);
  const t = serverI18n.t(lang);
  return data(
    {
      title: t("reports.title", { what: t(`reports.category.${category}`) }),
      category,
      itemId,
      back: backOf(args.request, linkPrefix),
      username: user?.username ?? null,
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const { category, itemId } = itemOf(args.params);
  const user = await getUser(args);
  const form = await args.request.formData();
  const body = reportBodyFromForm(form, category, itemId, !user);
  // Every mistake at once: the contract's checks and the guest rule (both repeated by the api, which decides).
  const parsed = ZReportBody.safeParse(body);
  const errors: TApiError[] = parsed.success ? [] : zodIssuesToApiErrors(parsed.error);
  if (!user && reportNeedsContact(body.reason as TReportReason, false)) {
    for (const field of ["reporter_name", "reporter_email"] as const) {
      if (!body[field]?.trim() && !errors.some((e) => e.source === field)) errors.push({ code: 422, title: "validation.report.contact_required", source: field });
    }
  }
  if (errors.length) return refuse(formErrorsFrom(errors, REPORT_FIELDS), form);
  const result = await pageApi(args, { lang }).call(createReportContract, { body: body as TReportBody }, { camelCase: false, retries: 0 });
  if (!result.ok) return refuseFromApi(result, REPORT_FIELDS, form);
  const receipt = new URLSearchParams({ number: result.data.number, back: backOf(args.request, linkPrefix) });
  if (result.data.receipt_email) receipt.set("mail", "1");
  // Post/redirect/get: a reload of the receipt does not send the report again.
  throw redirect(localizePath(`/report/received?${receipt}`, linkPrefix), { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ReportRoute() {
  const { title, back, username } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: REPORT_FIELDS });
  const [reason, setReason] = useState(form.value("reason") ?? "");
  const guest = username === null;
  const optional = anonymousAllowed(reason);
  return (
    <div className="sr-container wr-narrow wr-report" data-testid="report-page">
      <p className="wr-report__back">
        <a href={back}>← {t("reports.back")}</a>
      </p>
      <h1>{title}</h1>
      <p className="wr-report__intro">{t("reports.intro")}</p>
      <Form
        method="post"
        replace
        noValidate
        className="wr-report__form"
        data-testid="report-form"
        // the reason decides whether a guest must give name and e-mail (the asterisks follow it; the api decides)
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === "reason") setReason(target.value);
        }}
      >
        <FormErrorSummary errors={form.errors} />
        <Card>
          <ChoiceGroup
            kind="radio"
            name="reason"
            legend={t("reports.reason_legend")}
            required
            options={REPORT_REASON_ORDER.map((key) => ({ value: key, label: t(`reports.reason.${key}.label`), description: t(`reports.reason.${key}.description`) }))}
            defaultValue={form.values("reason")}
            error={form.fieldError("reason")}
            className="wr-report__reasons"
          />
          <Textarea
            label={t("reports.explanation")}
            name="explanation"
            rows={5}
            maxLength={REPORT_EXPLANATION_MAX}
            hint={t("reports.explanation_hint")}
            defaultValue={form.value("explanation") ?? ""}
            error={form.fieldError("explanation")}
            data-testid="report-explanation"
          />
        </Card>
        {guest ? (
          <Card title={t("reports.contact_title")}>
            <p className="wr-report__hint">{t("reports.contact_intro")}</p>
            <TextInput
              label={t("reports.name")}
              name="reporter_name"
              autoComplete="name"
              maxLength={REPORT_NAME_MAX}
              required={!optional}
              defaultValue={form.value("reporter_name")}
              error={form.fieldError("reporter_name")}
              data-testid="report-name"
            />
            <TextInput
              label={t("reports.email")}
              name="reporter_email"
              type="email"
              autoComplete="email"
              required={!optional}
              defaultValue={form.value("reporter_email")}
              error={form.fieldError("reporter_email")}
              data-testid="report-email"
            />
          </Card>
        ) : (
          <p className="wr-report__hint" data-testid="report-signed-in">
            {t("reports.signed_in_as", { username })}
          </p>
        )}
        <Checkbox name="good_faith" label={t("reports.good_faith")} required error={form.fieldError("good_faith")} defaultChecked={form.value("good_faith") === "on"} data-testid="report-good-faith" />
        <div className="wr-report__actions">
          <Button type="submit" loading={navigation.state === "submitting"} data-testid="report-submit">
            {t("reports.submit")}
          </Button>
          <a className="sr-button sr-button--ghost sr-button--md" href={back}>
            {t("reports.cancel")}
          </a>
        </div>
      </Form>
      <Alert tone="info">
        <p>{t("reports.emergency")}</p>
      </Alert>
    </div>
  );
}
