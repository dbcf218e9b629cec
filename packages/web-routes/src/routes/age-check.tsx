import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Alert } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { serverI18n } from "../lib/i18n.server";
import { requirePageLocale } from "../lib/page-locale.server";
import { requireUser } from "../lib/session.server";

export const handle = { i18n: ["common"], sensitive: true };

// /user/age_check_verification (spec 000 §2): where a forced age check sends the user. The upload itself
// comes with the verification work (issue 6); until then the page explains what is asked and why.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args, { forcedAgeCheck: true, unverifiedEmail: true });
  const forced = new URL(args.request.url).searchParams.get("type") === "forced";
  return data(
    { title: serverI18n.t(lang)("age_check.title"), forced, status: user.ageCheckStatus },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

const STATUS_KEY = ["age_check.status_none", "age_check.status_pending", "age_check.status_accepted", "age_check.status_rejected"] as const;

export default function AgeCheckRoute() {
  const { forced, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  return (
    <div className="sr-container wr-narrow">
      <h1>{t("age_check.title")}</h1>
      {forced ? (
        <Alert tone="info">
          <p>{t("age_check.forced")}</p>
        </Alert>
      ) : null}
      <p>{t("age_check.explanation")}</p>
      <p data-testid="age-check-status">{t(STATUS_KEY[status] ?? STATUS_KEY[0])}</p>
    </div>
  );
}
