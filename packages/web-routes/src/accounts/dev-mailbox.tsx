import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { devMailboxContract } from "@samtrot/api-client/contracts";
import { Alert, Button, Card, EmptyState, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";

export const handle = { i18n: ["common"] };

// dev/mailbox (issue 4 §5): the e-mails the api keeps when no SMTP server is configured, with their links, so a
// tester can open the verification or reset link. It exists exactly when the api's mailbox does: the api answers
// 404 in production (NODE_ENV=production there), and so does this page. The web's own NODE_ENV cannot decide:
// remix-serve always runs with NODE_ENV=production, also locally (see the package README).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(request, params);
  const to = new URL(request.url).searchParams.get("to")?.trim() || undefined;
  const result = await pageApi({ request, context }, { lang }).call(devMailboxContract, { query: { to, limit: 50 } }, { signal: request.signal });
  if (!result.ok && result.status === 404) throw new Response(null, { status: 404, statusText: "Not Found" });
  return data(
    {
      title: serverI18n.t(lang)("mailbox.title"),
      to: to ?? "",
      items: result.ok ? result.data.items : [],
      error: result.ok ? null : result.message,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function DevMailboxRoute() {
  const { to, items, error } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("common");
  return (
    <div className="sr-container wr-mailbox">
      <h1>{t("mailbox.title")}</h1>
      <p>{t("mailbox.intro")}</p>
      <Form method="get" className="wr-mailbox__filter">
        <TextInput label={t("mailbox.filter")} name="to" type="email" defaultValue={to} />
        <Button type="submit" variant="secondary">
          {t("mailbox.filter_submit")}
        </Button>
      </Form>
      {error ? (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState title={t("mailbox.empty")} headingLevel={2}>
          <p>{t("mailbox.empty_text")}</p>
        </EmptyState>
      ) : (
        <ul className="wr-mailbox__list">
          {items.map((mail) => (
            <li key={mail.id} data-testid="mail">
              <Card title={mail.subject} headingLevel={2}>
                <p className="wr-mailbox__meta">
                  {t("mailbox.to")}: <span data-testid="mail-to">{mail.to}</span> · {new Date(mail.createdAt).toLocaleString(i18n.language)} · {t(`mailbox.kind.${mail.kind}`)}
                </p>
                <pre className="wr-mailbox__text">{mail.text}</pre>
                <ul className="wr-mailbox__links">
                  {mail.links.map((link) => (
                    <li key={link}>
                      <a className="sr-button sr-button--primary sr-button--sm" href={link} data-testid="mail-link">
                        {t("mailbox.open_link")}
                      </a>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
