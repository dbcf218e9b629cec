import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Alert, Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { getUser } from "../shell/session/session.server";
import { safeReturnPath } from "../shell/session/return-path";
import reportsCssUrl from "./reports.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: reportsCssUrl }];

// report/received?number=&mail=&back= : the receipt after a report (post/redirect/get from report/{category}/{itemId}):
// the number and what happens next. The number is only shown here; the api's receipt (e-mail, notification) is the record.
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const url = new URL(args.request.url);
  const number = url.searchParams.get("number") ?? "";
  if (!/^R-\d{6,}$/.test(number)) throw new Response(null, { status: 404 });
  const user = await getUser(args);
  return data(
    {
      title: serverI18n.t(lang)("reports.received_title"),
      number,
      mailed: url.searchParams.get("mail") === "1",
      signedIn: user !== null,
      back: safeReturnPath(url.searchParams.get("back"), localizePath("/", linkPrefix)),
      mine: localizePath("/user/reports", linkPrefix),
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ReportReceivedRoute() {
  const { number, mailed, signedIn, back, mine } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  return (
    <div className="sr-container wr-narrow wr-report" data-testid="report-received">
      <Alert tone="success">
        <h1 className="wr-report__received-title">{t("reports.received_title")}</h1>
        <p>
          {t("reports.received_number")} <strong className="wr-report__number" data-testid="report-number">{number}</strong>
        </p>
      </Alert>
      <Card title={t("reports.next_title")}>
        <ol className="wr-report__next">
          <li>{t("reports.next_review")}</li>
          <li>{mailed ? t("reports.next_mail") : t("reports.next_anonymous")}</li>
          {signedIn ? <li>{t("reports.next_mine")}</li> : null}
        </ol>
      </Card>
      <p className="wr-report__actions">
        <a className="sr-button sr-button--primary sr-button--md" href={back} data-testid="report-back">
          {t("reports.back")}
        </a>
        {signedIn ? (
          <a className="sr-button sr-button--ghost sr-button--md" href={mine} data-testid="report-mine">
            {t("reports.mine_title")}
          </a>
        ) : null}
      </p>
    </div>
  );
}
