import { brand } from "@brand";
import type { ActionFunctionArgs } from "@remix-run/node";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { DEFAULT_LOCALE, isLocale } from "@samtrot/constants-catalogue";
import { z } from "zod";
import { isSameOriginRequest, csrfRejectedBody } from "../shell/api/proxy";
import { searchInit } from "./search-init.server";
import { WEB_ERROR_KEY } from "../shell/web-only-constants";

/** spec 000 §7: "search query built from route and query string, plus lang". */
const ZSearchInitBody = z
  .object({
    /** the search page's path, e.g. "/", "/en/escorts/gender=2", "/lp/berlin-escort" */
    route: z.string().startsWith("/").max(500),
    /** its query string, with or without "?" */
    query: z.string().max(4000).default(""),
    lang: z.string().max(5).optional(),
    /** only the number of results (the filter sheet's apply button): { data: { total, skip } } */
    count_only: z.boolean().optional(),
  })
  .strict();

/** A resource route answers with a Response (single fetch would send anything else as 200 JSON). */
function answer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

// POST /node/search/search-init (spec 000 §7): the first screen of a search page, as the page's loader
// computes it (the same function), for the signed-in user of the cookie or a guest. Answers
// { data: { screen } }, { data: { redirect } } when the rules correct the URL (or a landing page failed to
// load: "/"), or 404 for a path that is no search page. With count_only only { data: { total, skip } } (the same
// search, so a guest's count and the results it leads to come from the same cache entry).
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer({ errors: [{ code: 405, title: WEB_ERROR_KEY.notFound, source: null }] }, 405, { allow: "POST" });
  const sameOrigin = isSameOriginRequest({
    method: request.method,
    host: request.headers.get("host"),
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
  });
  if (!sameOrigin) return answer(csrfRejectedBody(), 403);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer({ errors: [{ code: 422, title: "validation.common.malformed_json", source: null }] }, 422);
  }
  const parsed = ZSearchInitBody.safeParse(body);
  if (!parsed.success) return answer({ errors: zodIssuesToApiErrors(parsed.error) }, 422);

  const { route, query } = parsed.data;
  const url = new URL(route, "http://search.init");
  const pathLang = url.pathname.split("/")[1];
  const lang = isLocale(parsed.data.lang) ? parsed.data.lang : isLocale(pathLang) ? pathLang : DEFAULT_LOCALE;
  // Links keep the page's own language segment; a prefixed brand always has one.
  const linkPrefix = isLocale(pathLang) || brand.localePrefix ? `/${isLocale(pathLang) ? pathLang : lang}` : "";
  const result = await searchInit(
    { request, params, context },
    { pathname: url.pathname, searchParams: new URLSearchParams(query.replace(/^\?/, "")), lang, linkPrefix },
  );
  if (result.kind === "not_found") return answer({ errors: [{ code: 404, title: WEB_ERROR_KEY.notFound, source: "route" }] }, 404);
  if (result.kind === "redirect") return answer({ data: { redirect: result.location } });
  if (parsed.data.count_only) return answer({ data: { total: result.screen.total, skip: result.screen.skip } });
  return answer({ data: { screen: result.screen } });
}

export async function loader() {
  return answer({ errors: [{ code: 405, title: WEB_ERROR_KEY.notFound, source: null }] }, 405, { allow: "POST" });
}
