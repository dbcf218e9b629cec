// The address of a moderation queue (?page_no=&sort=&order=&<filter>=): the one source of its paging, sorting and
// filters, so a queue can be bookmarked, shared with a colleague and reloaded. Pure: used by loaders and the table.

/** What a queue accepts: its sortable columns (the api's sort names) and each filter's allowed values. */
export interface TModerationQuerySpec {
  sorts: readonly string[];
  defaultSort: string;
  defaultOrder: "asc" | "desc";
  filters?: Readonly<Record<string, readonly string[]>>;
}

export interface TModerationQuery {
  pageNo: number;
  sort: string;
  order: "asc" | "desc";
  /** only filters with an allowed value; an unknown value is dropped (the queue shows everything instead of failing) */
  filters: Record<string, string>;
}

const MAX_PAGE = 100_000;

/** Reads a queue's state from its address; anything unknown falls back to the defaults. */
export function moderationQueryOf(url: URL, spec: TModerationQuerySpec): TModerationQuery {
  const page = Number(url.searchParams.get("page_no"));
  const sort = url.searchParams.get("sort") ?? "";
  const order = url.searchParams.get("order");
  const filters: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(spec.filters ?? {})) {
    const value = url.searchParams.get(name)?.trim() ?? "";
    if (value && allowed.includes(value)) filters[name] = value;
  }
  return {
    pageNo: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: spec.sorts.includes(sort) ? sort : spec.defaultSort,
    order: order === "asc" || order === "desc" ? order : spec.defaultOrder,
    filters,
  };
}

/** The query string of the api call (snake case, as the contracts name it). */
export function moderationApiQuery(query: TModerationQuery): Record<string, string | number> {
  return { page_no: query.pageNo, sort: query.sort, order: query.order, ...query.filters };
}

/**
 * The address of the queue with some of its state changed. Changing the sort or a filter starts at page 1 again
 * (pass `pageNo` to keep a page). Parameters equal to nothing are left out.
 */
export function moderationHref(basePath: string, query: TModerationQuery, changes: Partial<Omit<TModerationQuery, "filters">> & { filters?: Record<string, string | undefined> } = {}): string {
  const filters = { ...query.filters, ...changes.filters };
  const resetsPage = changes.sort !== undefined || changes.order !== undefined || changes.filters !== undefined;
  const pageNo = changes.pageNo ?? (resetsPage ? 1 : query.pageNo);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  params.set("sort", changes.sort ?? query.sort);
  params.set("order", changes.order ?? query.order);
  if (pageNo > 1) params.set("page_no", String(pageNo));
  return `${basePath}?${params.toString()}`;
}
