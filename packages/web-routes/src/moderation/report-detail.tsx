import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { decideReportContract, mediaUrl, moderationReportContract, MODERATION_REASON_MAX, RESTRICTION_GROUNDS } from "@samtrot/api-client/contracts";
import { Alert, Button, ChoiceGroup, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { ConsoleShell, formatConsoleTime } from "./console-shell";
import { requireModeratorPage } from "./moderation-guard.server";
import consoleCssUrl from "./moderation-console.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleCssUrl }];
const headers = { "cache-control": "private, no-store" };
const FIELDS = ["action", "ground", "reason"] as const;

function reportIdOf(params: Record<string, string | undefined>): number {
  const id = Number(params.reportId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404, headers });
  return id;
}

// moderation/reports/{reportId} (team only): the report, the exact item, other reports about it, and the decision.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const result = await pageApi(args, { lang }).call(moderationReportContract, { params: { reportId: reportIdOf(args.params) } }, { camelCase: false });
  if (!result.ok)
    throw new Response(null, {
      status: result.status === 404 || result.status === 422 ? 404 : typeof result.status === "number" ? result.status : 502,
      headers,
    });
  return data(
    {
      detail: result.data,
      done: new URL(args.request.url).searchParams.get("done") === "1",
    },
    { headers }
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const reportId = reportIdOf(args.params);
  const form = await args.request.formData();
  const body = {
    action: String(form.get("action") ?? ""),
    ground: String(form.get("ground") ?? "terms"),
    reason: String(form.get("reason") ?? ""),
  };
  const result = await pageApi(args, { lang }).call(decideReportContract, { params: { reportId }, body: body as never }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  throw redirect(localizePath(`/moderation/reports/${reportId}?done=1`, linkPrefix), { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.detail.report.number }, { name: "robots", content: "noindex" }];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function ReportDetailRoute() {
  const { detail, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const form = useFormState(actionData, { fields: FIELDS });
  const { report, item } = detail;
  const decided = report.status === "decided";
  return (
    <ConsoleShell section="reports" title={t("moderation_console.report.title", { number: report.number })}>
      <p>
        <a href={href("/moderation/reports")}>← {t("moderation_console.report.back")}</a>
      </p>
      {done ? (
        <Alert tone="success" data-testid="report-decided">
          <p>{t("moderation_console.report.done")}</p>
        </Alert>
      ) : null}
      <section className="wr-console__section" aria-labelledby="report-facts">
        <h2 id="report-facts">{t("moderation_console.report.facts")}</h2>
        <dl className="wr-console__facts" data-testid="report-facts">
          <dt>{t("moderation_console.reports.column.category")}</dt>
          <dd>{capitalized(t(`reports.category.${report.category}`))}</dd>
          <dt>{t("moderation_console.reports.column.reason")}</dt>
          <dd>{t(`reports.reason.${report.reason}.label`)}</dd>
          <dt>{t("moderation_console.report.explanation")}</dt>
          <dd>{report.explanation || "–"}</dd>
          <dt>{t("moderation_console.report.reporter")}</dt>
          <dd>
            {report.reporter_name ?? t("moderation_console.report.anonymous")}
            {report.reporter_email ? ` · ${report.reporter_email}` : ""}
            {report.trusted ? <span className="wr-console__badge">{t("moderation_console.reports.trusted")}</span> : null}
          </dd>
          <dt>{t("moderation_console.reports.column.created_at")}</dt>
          <dd>{formatConsoleTime(report.created_at, lang)}</dd>
          <dt>{t("moderation_console.reports.column.status")}</dt>
          <dd data-testid="report-status">{t(`reports.status.${report.status}`)}</dd>
        </dl>
      </section>
      <section className="wr-console__section" aria-labelledby="report-item">
        <h2 id="report-item">{t("moderation_console.report.item")}</h2>
        <div className="wr-console__item" data-testid="report-item">
          <p className="wr-console__muted">
            {capitalized(t(`reports.category.${report.category}`))} #{report.item_id}
            {report.item_owner
              ? ` · ${t("moderation_console.report.owner", {
                  username: report.item_owner.username,
                })}`
              : ""}
            {item.exists ? "" : ` · ${t("moderation_console.report.item_gone")}`}
          </p>
          {item.title ? <p>{item.path ? <a href={href(item.path)}>{item.title}</a> : item.title}</p> : null}
          {item.excerpt ? <p className="wr-console__excerpt">{item.excerpt}</p> : null}
          {item.media_id ? (
            <img
              src={mediaUrl(item.media_id, "medium")}
              alt={t("moderation_console.report.media_alt", {
                id: item.media_id,
              })}
              width={256}
              height={256}
            />
          ) : null}
        </div>
      </section>
      {detail.related.length ? (
        <section className="wr-console__section" aria-labelledby="report-related">
          <h2 id="report-related">
            {t("moderation_console.report.related", {
              count: detail.related.length,
            })}
          </h2>
          <ul>
            {detail.related.map((other) => (
              <li key={other.id}>
                <a href={href(`/moderation/reports/${other.id}`)}>{other.number}</a> · {t(`reports.reason.${other.reason}.label`)} ·{" "}
                {t(`reports.status.${other.status}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="wr-console__section" aria-labelledby="report-decision">
        <h2 id="report-decision">{t("moderation_console.report.decision")}</h2>
        {decided ? (
          <div data-testid="report-decision">
            {detail.decisions.map((decision) => (
              <dl key={decision.id} className="wr-console__facts">
                <dt>{t("moderation_console.report.action")}</dt>
                <dd>{t(`moderation_console.action.${decision.action}`)}</dd>
                <dt>{t("moderation_console.report.reason")}</dt>
                <dd>{decision.reason}</dd>
                <dt>{t("moderation_console.report.decided_by")}</dt>
                <dd>
                  {decision.decided_by ? `@${decision.decided_by.username}` : t("moderation_console.automated")} ·{" "}
                  {formatConsoleTime(decision.created_at, lang)}
                </dd>
              </dl>
            ))}
            {detail.restrictions.map((restriction) => (
              <p key={restriction.id} className="wr-console__muted">
                {t("moderation_console.report.statement_sent", {
                  date: formatConsoleTime(restriction.created_at, lang),
                })}
                {restriction.appeal_status ? ` · ${t(`moderation_console.appeal_status.${restriction.appeal_status}`)}` : ""}
              </p>
            ))}
          </div>
        ) : (
          <Form method="post" className="wr-console__form" noValidate data-testid="decide-form">
            <FormErrorSummary errors={form.errors} />
            <ChoiceGroup
              kind="radio"
              legend={t("moderation_console.report.action")}
              name="action"
              required
              defaultValue={[form.value("action") ?? "no_action"]}
              error={form.fieldError("action")}
              options={detail.actions.map((value) => ({
                value,
                label: t(`moderation_console.action.${value}`),
                description: t(`moderation_console.action_hint.${value}`),
              }))}
            />
            <ChoiceGroup
              kind="radio"
              legend={t("moderation_console.report.ground")}
              name="ground"
              columns
              defaultValue={[form.value("ground") ?? "terms"]}
              error={form.fieldError("ground")}
              options={RESTRICTION_GROUNDS.map((value) => ({
                value,
                label: t(`moderation_console.ground.${value}`),
              }))}
            />
            <Textarea
              label={t("moderation_console.report.reason")}
              name="reason"
              rows={4}
              maxLength={MODERATION_REASON_MAX}
              required
              hint={t("moderation_console.report.reason_hint")}
              error={form.fieldError("reason")}
              defaultValue={form.value("reason") ?? ""}
              data-testid="decide-reason"
            />
            <div>
              <Button type="submit" loading={navigation.state === "submitting"} data-testid="decide-submit">
                {t("moderation_console.report.submit")}
              </Button>
            </div>
          </Form>
        )}
      </section>
    </ConsoleShell>
  );
}
