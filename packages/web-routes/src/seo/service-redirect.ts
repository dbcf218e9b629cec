import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { resolveSeoPath, seoSegmentsOfPath } from "./seo-paths";

// A service sub-slug in place of the category (spec 000 §2 service slug table), e.g. /huren or
// /huren/germany/berlin: 301 to its category with the rest of the path (/huren-nutten/germany/berlin).
// One route per service slug; all of them use this module.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { linkPrefix } = requirePageLocale(request, params);
  const url = new URL(request.url);
  const segments = seoSegmentsOfPath(url.pathname);
  const resolution = segments ? resolveSeoPath(segments) : ({ kind: "not_found" } as const);
  if (resolution.kind === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
  throw redirect(localizePath(resolution.path, linkPrefix) + url.search, 301);
}
