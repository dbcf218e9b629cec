import { searchStateToQueryString, type TSearchState } from "@samtrot/search-query-builder";
import { localizePath } from "../shell/i18n/locale-path";
import { withPageParam } from "./page-param";

/**
 * The URL of a search: the page's base path under the language prefix, the canonical query of the state
 * (search-query-builder) and the result page. Equal searches give equal URLs.
 */
export function searchHref(input: { linkPrefix: string; basePath: string; state: TSearchState; page?: number }): string {
  const query = withPageParam(searchStateToQueryString(input.state), input.page ?? 1);
  const path = localizePath(input.basePath, input.linkPrefix);
  return query ? `${path}?${query}` : path;
}
