import { brand } from "@brand";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { supportSsoContract } from "@samtrot/api-client/contracts";
import { Alert } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { requireUser } from "../shell/session/session.server";

// support/sso (spec 000 §2; decision 036): signs the user into the help desk. The api signs a short-lived token with
// a key only it and the help desk hold; this page only passes the user on, with the help-desk page to return to
// (?return_to=, as the help desk sends it). A refused target or a missing help desk shows why, with the way on.
export const handle = { i18n: ["common"], sensitive: true };

export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const returnTo = new URL(args.request.url).searchParams.get("return_to") ?? undefined;
  const result = await pageApi(args, { lang }).call(supportSsoContract, { body: returnTo ? { return_to: returnTo } : {} }, { camelCase: false });
  if (result.ok) throw redirect(result.data.redirect_url, { status: 303, headers: { "cache-control": "private, no-store" } });
  const t = serverI18n.t(lang);
  return data(
    { title: t("support.sso_title"), error: result.message ?? "exception.common.something_wrong_happened" },
    { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502, headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function SupportSsoPage() {
  const { error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  return (
    <div className="sr-container wr-narrow" data-testid="support-sso">
      <h1>{t("support.sso_title")}</h1>
      <Alert tone="error">{t(error)}</Alert>
      <p>
        <a href={brand.supportCenterUrl}>{t("support.open_help_centre")}</a>
      </p>
    </div>
  );
}
