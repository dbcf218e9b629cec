import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { serverI18n } from "../i18n/i18n.server";
import { requirePageLocale } from "../i18n/page-locale.server";
import { ErrorPage } from "./error-page";

export const handle = { i18n: ["common"] };

// Any path no other route takes: the 404 error page with status 404 (spec 000 §2). In a prefixed
// brand an unprefixed path is first redirected to /{lang}/… by requirePageLocale.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(request, params);
  return data({ code: 404, title: serverI18n.t(lang)("meta.not_found_title") }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title },
  { name: "robots", content: "noindex" },
];

export default function CatchAllRoute() {
  const { code } = useLoaderData<typeof loader>();
  return <ErrorPage code={code} />;
}
