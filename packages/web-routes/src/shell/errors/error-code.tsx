import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { errorPageStatus } from "./error-status";
import { serverI18n } from "../i18n/i18n.server";
import { requirePageLocale } from "../i18n/page-locale.server";
import { ErrorPage } from "./error-page";

export const handle = { i18n: ["common"] };

// error/{code} (spec 000 §2): the error page for that code, answered with that status.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(request, params);
  const code = errorPageStatus(params.code);
  const t = serverI18n.t(lang);
  const title = code === 404 ? t("meta.not_found_title") : t("meta.error_title", { code });
  return data({ code, title }, { status: code, headers: { "cache-control": "no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title },
  { name: "robots", content: "noindex" },
];

export default function ErrorCodeRoute() {
  const { code } = useLoaderData<typeof loader>();
  return <ErrorPage code={code} />;
}
