import { SEARCH_MAX_PAGE_NO } from "@samtrot/search-query-builder";

/** The URL parameter of the result page; page 1 is written without it. */
export const PAGE_PARAM = "page";

/**
 * Reads the result page of a search URL. Anything but a whole number from 2 up to the deepest page the search
 * allows is corrected (`canonical` false): the page is then 1, or the deepest page.
 */
export function readPageParam(searchParams: URLSearchParams, maxPage: number = SEARCH_MAX_PAGE_NO): { page: number; canonical: boolean } {
  const values = searchParams.getAll(PAGE_PARAM);
  if (values.length === 0) return { page: 1, canonical: true };
  const raw = values[0]!;
  if (values.length > 1 || !/^[1-9]\d{0,5}$/.test(raw)) return { page: 1, canonical: false };
  const page = Number(raw);
  if (page === 1) return { page: 1, canonical: false };
  if (page > maxPage) return { page: maxPage, canonical: false };
  return { page, canonical: true };
}

/** The query string with the page set (page 1: removed), keeping the order of the other parameters. */
export function withPageParam(query: string, page: number): string {
  const rest = query
    .split("&")
    .filter((part) => part !== "" && !part.startsWith(`${PAGE_PARAM}=`) && part !== PAGE_PARAM);
  if (page > 1) rest.push(`${PAGE_PARAM}=${page}`);
  return rest.join("&");
}

/** Number of result pages; at least 1 so an empty result still has its page. */
export function pageCountOf(total: number, pageSize: number, maxPage: number = SEARCH_MAX_PAGE_NO): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.min(Math.ceil(total / pageSize), maxPage);
}
