import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { appealContract, MODERATION_REASON_MAX, statementContract } from "@samtrot/api-client/contracts";
import { Alert, Button, Chip, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { formatDateDay } from "../dating/date-words";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import consoleCssUrl from "./moderation-console.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleCssUrl }];
const headers = {
  "cache-control": "private, no-store",
  "referrer-policy": "no-referrer",
};
const FIELDS = ["text"] as const;

function idOf(params: Record<string, string | undefined>): number {
  const id = Number(params.restrictionId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404, headers });
  return id;
}
const keyOf = (request: Request) => new URL(request.url).searchParams.get("key")?.slice(0, 100) || undefined;

// statements/{id}?key=… (ours; DSA Art. 17, 20): the statement of reasons for the affected user — signed in, or
// with the key from the e-mail (a suspended account cannot sign in) — and the free appeal for 6 months.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const key = keyOf(args.request);
  const result = await pageApi(args, { lang }).call(
    statementContract,
    { params: { restrictionId: idOf(args.params) }, query: key ? { key } : {} },
    { camelCase: false }
  );
  if (!result.ok) throw new Response(null, { status: 404, headers });
  return data(
    {
      title: serverI18n.t(lang)("moderation_console.statement.title"),
      statement: result.data,
      key: key ?? null,
      appealed: new URL(args.request.url).searchParams.get("appealed") === "1",
    },
    { headers }
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const id = idOf(args.params);
  const form = await args.request.formData();
  const key = String(form.get("key") ?? "") || undefined;
  const result = await pageApi(args, { lang }).call(
    appealContract,
    {
      params: { restrictionId: id },
      body: { text: String(form.get("text") ?? ""), ...(key ? { key } : {}) },
    },
    { camelCase: false }
  );
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  throw redirect(
    localizePath(
      `/statements/${id}?${new URLSearchParams({
        ...(key ? { key } : {}),
        appealed: "1",
      })}`,
      linkPrefix
    ),
    { headers }
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function StatementRoute() {
  const { statement, key, appealed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: FIELDS });
  const { t } = useTranslation("common");
  const { lang } = usePageLocale();
  const s = statement;
  return (
    <div className="sr-container wr-narrow wr-statement" data-testid="statement" data-restriction-id={s.id}>
      <h1>{t("moderation_console.statement.title")}</h1>
      <p className="wr-console__intro">{t("moderation_console.statement.intro")}</p>
      {appealed ? (
        <Alert tone="success" data-testid="appeal-sent">
          <p>{t("moderation_console.statement.appeal_sent")}</p>
        </Alert>
      ) : null}
      <dl className="wr-console__facts" data-testid="statement-facts">
        <dt>{t("moderation_console.statement.measure")}</dt>
        <dd data-testid="statement-kind">
          {t(`moderation_console.statement.kind.${s.kind}`)}
          {s.lifted_at ? (
            <>
              {" "}
              <Chip tone="verified">{t("moderation_console.statement.lifted")}</Chip>
            </>
          ) : null}
        </dd>
        {s.item_label ? (
          <>
            <dt>{t("moderation_console.statement.item")}</dt>
            <dd>{t(`moderation_console.statement.item_label.${s.item_label}`)}</dd>
          </>
        ) : null}
        <dt>{t("moderation_console.statement.date")}</dt>
        <dd>{formatDateDay(s.created_at, lang)}</dd>
        <dt>{t("moderation_console.statement.facts")}</dt>
        <dd data-testid="statement-facts-text">{s.facts}</dd>
        <dt>{t("moderation_console.statement.ground")}</dt>
        <dd>
          {t(`moderation_console.statement.ground_text.${s.ground}`)}
          {s.ground_detail && s.ground_detail !== "media_review"
            ? ` (${t(`reports.reason.${s.ground_detail}.label`, {
                defaultValue: s.ground_detail,
              })})`
            : ""}
        </dd>
        <dt>{t("moderation_console.statement.automation")}</dt>
        <dd data-testid="statement-automation">
          {t(s.automated ? "moderation_console.statement.automated_yes" : "moderation_console.statement.automated_no")}
        </dd>
        <dt>{t("moderation_console.statement.redress")}</dt>
        <dd>
          {t("moderation_console.statement.redress_text", {
            date: formatDateDay(s.appeal_until, lang),
          })}
        </dd>
      </dl>
      <section className="wr-console__section" aria-labelledby="appeal-heading">
        <h2 id="appeal-heading">{t("moderation_console.statement.appeal_heading")}</h2>
        {s.appeal_status ? (
          <div data-testid="appeal-status" data-status={s.appeal_status}>
            <p>
              <Chip tone={s.appeal_status === "reversed" ? "verified" : s.appeal_status === "open" ? "new" : "neutral"}>
                {t(`moderation_console.statement.appeal_status.${s.appeal_status}`)}
              </Chip>
            </p>
            {s.appeal_text ? <p className="wr-console__excerpt">„{s.appeal_text}“</p> : null}
            {s.appeal_reply ? (
              <p data-testid="appeal-reply-text">
                <strong>{t("moderation_console.statement.reply")}</strong> {s.appeal_reply}
              </p>
            ) : null}
          </div>
        ) : s.may_appeal ? (
          <Form method="post" className="wr-console__form" noValidate data-testid="appeal-form">
            <FormErrorSummary errors={form.errors} />
            {key ? <input type="hidden" name="key" value={key} /> : null}
            <Textarea
              label={t("moderation_console.statement.appeal_label")}
              name="text"
              rows={5}
              maxLength={MODERATION_REASON_MAX}
              required
              hint={t("moderation_console.statement.appeal_hint")}
              error={form.fieldError("text")}
              defaultValue={form.value("text") ?? ""}
              data-testid="appeal-text"
            />
            <div>
              <Button type="submit" loading={navigation.state === "submitting"} data-testid="appeal-submit">
                {t("moderation_console.statement.appeal_submit")}
              </Button>
            </div>
          </Form>
        ) : (
          <p data-testid="appeal-closed">{t("moderation_console.statement.appeal_closed")}</p>
        )}
      </section>
    </div>
  );
}
