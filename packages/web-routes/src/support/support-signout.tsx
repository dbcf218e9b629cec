import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { supportSignoutContract } from "@samtrot/api-client/contracts";
import { Alert } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";

// support/signout (spec 000 §2; decision 036): ends the help-desk session and comes back to our home page. Works
// signed in or not (the help-desk session is the help desk's, not ours).
export const handle = { i18n: ["common"] };

export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const home = new URL(localizePath("/", linkPrefix), args.request.url).toString();
  const result = await pageApi(args, { lang }).call(supportSignoutContract, { body: { return_to: home } }, { camelCase: false });
  if (result.ok) throw redirect(result.data.redirect_url, 303);
  const t = serverI18n.t(lang);
  return data({ title: t("support.signout_title"), error: result.message ?? "exception.common.something_wrong_happened" }, { status: 502 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function SupportSignoutPage() {
  const { error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  return (
    <div className="sr-container wr-narrow" data-testid="support-signout">
      <h1>{t("support.signout_title")}</h1>
      <Alert tone="error">{t(error)}</Alert>
      <p>
        <Link to={href("/")}>{t("support.back_home")}</Link>
      </p>
    </div>
  );
}
