import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { settingsOverviewContract } from "@samtrot/api-client/contracts";
import { Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { requireUser } from "../shell/session/session.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"], sensitive: true };

// user (spec 000 §2): the settings index, grouped into profile and account. Which sections exist for this user
// is the api's answer (hidden ones are left out), so the page never repeats the rule.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const result = await pageApi(args, { lang }).call(settingsOverviewContract);
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data(
    { title: serverI18n.t(lang)("settings.title"), areas: result.data.areas },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function SettingsIndexRoute() {
  const { areas } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  return (
    <div className="sr-container wr-narrow" data-testid="settings-index">
      <h1>{t("settings.title")}</h1>
      {areas.map((area) => (
        <Card key={area.area} title={t(`settings.area.${area.area}`)} headingLevel={2}>
          <ul className="wr-links" data-testid={`settings-area-${area.area}`}>
            {area.keys.map((key) => (
              <li key={key}>
                <a href={href(`/user/${key}`)} data-testid={`settings-link-${key}`}>
                  {t(`settings.key.${key}`)}
                </a>
              </li>
            ))}
            {area.area === "account_membership" ? (
              <li>
                <a href={href("/user/reports")} data-testid="settings-link-reports">
                  {t("reports.mine_title")}
                </a>
              </li>
            ) : null}
          </ul>
        </Card>
      ))}
    </div>
  );
}
