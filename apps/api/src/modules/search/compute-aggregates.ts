import type { TRangeFacet, TSearchFacets, TTermFacetCount } from "@samtrot/api-client/contracts";
import { AGE_BANDS, BREAST_TYPES, BUSINESS_TYPE_IDS, GENDER_IDENTITIES, PRICE_BANDS, type TRangeFilter } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import {
  TRAIT_FILTER_KEYS,
  bandToRange,
  formatRequestRange,
  isTraitValueOf,
  type TRange,
  type TTermFacet,
  type TTraitFilter,
} from "@samtrot/search-query-builder";
import { whereOf, type TClause, type TClauseKey } from "./filter-clauses.js";
import { CUP_GROUP_CODES, FLAG_BITS } from "./search-columns.js";
import { ageOn, yearsBefore, type TSearchClock } from "./search-clock.js";
import type { TSearchShape } from "./search-shape.js";
import { SqlParams, int } from "./sql-params.js";

export type TRequestedFacets = { terms: readonly TTermFacet[]; ranges: readonly TRangeFilter[] };

/**
 * Buckets of the weight and height facets (our decision: the catalogue has bands for age and price only).
 * Bounds inclusive, in request notation like the filters they feed.
 */
export const WEIGHT_FACET_BUCKETS: readonly TRange[] = [
  { min: 0, max: 49 }, { min: 50, max: 59 }, { min: 60, max: 69 }, { min: 70, max: 79 },
  { min: 80, max: 89 }, { min: 90, max: 99 }, { min: 100, max: null },
];
export const HEIGHT_FACET_BUCKETS: readonly TRange[] = [
  { min: 0, max: 159 }, { min: 160, max: 169 }, { min: 170, max: 179 }, { min: 180, max: 189 }, { min: 190, max: null },
];
const AGE_FACET_BUCKETS: readonly TRange[] = AGE_BANDS.map(bandToRange);
const PRICE_FACET_BUCKETS: readonly TRange[] = PRICE_BANDS.map(bandToRange);

/** The filter a facet leaves out when it is counted. */
export function clauseKeysOf(facet: TTermFacet | TRangeFilter): TClauseKey[] {
  switch (facet) {
    case "bread_type": // spec 000 §3 names the escort facet "bread_type": the breast type
      return ["breast_type"];
    case "exclusive_content":
      return ["flag:exclusive_content"];
    case "price":
      return ["price", "price_custom"];
    default:
      return [facet as TClauseKey];
  }
}

export type TAggregateInput = {
  db: DatabaseTx;
  shape: TSearchShape;
  clauses: (params: SqlParams, omit?: ReadonlySet<TClauseKey>) => TClause[];
  facets: TRequestedFacets;
  clock: TSearchClock;
};

export type TAggregates = { total: number; facets: TSearchFacets };

/** One pass of the counts: the clauses it leaves out and the facets it counts. The base group comes first. */
export type TAggregateGroup = { left: TClauseKey[]; terms: TTermFacet[]; ranges: TRangeFilter[] };

/**
 * Which passes a search's counts need: facets whose own filter is set are counted in a pass without it
 * (facets leaving out the same filters share one); the others share the base pass, which counts the total.
 */
export function aggregateGroups(present: ReadonlySet<TClauseKey>, facets: TRequestedFacets): TAggregateGroup[] {
  const groups = new Map<string, TAggregateGroup>([["", { left: [], terms: [], ranges: [] }]]);
  const groupOf = (facet: TTermFacet | TRangeFilter) => {
    const left = clauseKeysOf(facet).filter((k) => present.has(k));
    const id = left.sort().join(",");
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { left, terms: [], ranges: [] }));
    return group;
  };
  for (const term of new Set(facets.terms)) groupOf(term).terms.push(term);
  for (const range of new Set(facets.ranges)) groupOf(range).ranges.push(range);
  return [...groups.values()];
}

/** The passes' results as one answer (the base pass, first, holds the total). */
export function mergeGroups(results: readonly TGroupCounts[]): TAggregates {
  const facets: TSearchFacets = { terms: {}, ranges: {} };
  for (const result of results) {
    Object.assign(facets.terms, result.terms);
    Object.assign(facets.ranges, result.ranges);
  }
  return { total: results[0]!.total, facets };
}

/**
 * The total and the requested facet counts of a search, exactly, over every match, in SQL. Facets whose
 * own filter is set are counted in a pass without it; the others share one pass with the total.
 */
export async function computeAggregates(input: TAggregateInput): Promise<TAggregates> {
  const present = new Set(input.clauses(new SqlParams()).map((clause) => clause.key));
  // The passes are independent: on a server they run side by side on separate connections.
  const results = await Promise.all(
    aggregateGroups(present, input.facets).map((group, i) => countGroup(input, group.left, group.terms, group.ranges, i === 0)),
  );
  return mergeGroups(results);
}

/**
 * One count of a pass, as the SQL returns it: f the facet ("total", "trait", a term facet, a range facet,
 * "<range>:min"/"<range>:max"), v the value as text, n the count.
 */
export type TCountRow = { f: string; v: string | null; n: number };
type TRow = TCountRow;
export type TGroupCounts = { total: number; terms: TSearchFacets["terms"]; ranges: TSearchFacets["ranges"] };

/** Columns the covering indexes of search_profiles carry (migration 0003). */
const COVERED_COLUMNS = new Set(["gender_bits", "birth_date", "price_60", "height", "weight", "flags", "cup_group"]);

async function countGroup(
  input: TAggregateInput,
  leftOut: readonly TClauseKey[],
  terms: readonly TTermFacet[],
  ranges: readonly TRangeFilter[],
  withTotal: boolean,
): Promise<TGroupCounts> {
  const params = new SqlParams();
  const clauses = input.clauses(params, new Set(leftOut));
  const where = [`s.user_type = ANY(ARRAY[${input.shape.userTypes.map(int).join(",")}]::smallint[])`, ...placeWhere(input.shape, params), whereOf(clauses)];
  const match = `FROM search_profiles s WHERE ${where.map((w) => `(${w})`).join(" AND ")}`;

  if (terms.length === 0 && ranges.length === 0) {
    const [row] = await input.db.query<{ n: number }>(`SELECT count(*)::int AS n ${match}`, params.values);
    return { total: Number(row?.n ?? 0), terms: {}, ranges: {} };
  }

  const selects: string[] = [];
  const columns = new Set<string>();
  if (withTotal) selects.push(`SELECT 'total', NULL, count(*)::int FROM m`);
  const wants = new Set<string>(terms);
  if (wants.has("gender")) {
    columns.add("gender_bits");
    selects.push(`SELECT 'gender', g::text, count(*)::int FROM m, (VALUES (1), (2), (3)) AS x(g) WHERE (m.gender_bits & (1 << g)) <> 0 GROUP BY g`);
  }
  if (terms.some((t) => (TRAIT_FILTER_KEYS as readonly string[]).includes(t))) {
    columns.add("traits");
    selects.push(`SELECT 'trait', t::text, count(*)::int FROM m, unnest(m.traits) AS t GROUP BY t`);
  }
  if (wants.has("cup_size")) {
    columns.add("cup_group");
    selects.push(`SELECT 'cup_size', cup_group::text, count(*)::int FROM m WHERE cup_group IS NOT NULL GROUP BY cup_group`);
  }
  for (const [facet, column] of [["bread_type", "breast_type"], ["breast_type", "breast_type"], ["gender_identity", "gender_identity"], ["nationality", "nationality"], ["business_type", "business_type"]] as const) {
    if (!wants.has(facet)) continue;
    columns.add(column);
    selects.push(`SELECT '${facet}', ${column}::text, count(*)::int FROM m WHERE ${column} IS NOT NULL GROUP BY ${column}`);
  }
  if (wants.has("languages")) {
    columns.add("languages");
    selects.push(`SELECT 'languages', l, count(*)::int FROM m, unnest(m.languages) AS l GROUP BY l`);
  }
  if (wants.has("is_smoker")) {
    columns.add("is_smoker");
    selects.push(`SELECT 'is_smoker', is_smoker::int::text, count(*)::int FROM m WHERE is_smoker IS NOT NULL GROUP BY is_smoker`);
  }
  if (wants.has("exclusive_content")) {
    columns.add("flags");
    selects.push(`SELECT 'exclusive_content', ((flags & ${int(FLAG_BITS.exclusive_content)}) <> 0)::int::text, count(*)::int FROM m GROUP BY 2`);
  }
  for (const range of ranges) {
    const { buckets, column, kind } = rangeFacetSpec(range);
    columns.add(column);
    const conditions = buckets.map((bucket, i) => `WHEN ${bucketSql(column, kind, bucket, input.clock, params)} THEN '${i}'`);
    selects.push(`SELECT '${range}', b, count(*)::int FROM m, LATERAL (SELECT CASE ${conditions.join(" ")} END AS b) x WHERE b IS NOT NULL GROUP BY b`);
    selects.push(`SELECT '${range}:min', min(${column})::text, 0 FROM m`, `SELECT '${range}:max', max(${column})::text, 0 FROM m`);
  }
  const list = [...columns].map((column) => `s.${column}`).join(", ") || "1 AS one";
  // Columns outside the covering indexes are read by key for the matches only, after an index-only
  // pass has found them (a bitmap scan would read every profile in the box from the table).
  const matches = [...columns].every((column) => COVERED_COLUMNS.has(column))
    ? `m AS MATERIALIZED (SELECT ${list} ${match})`
    : `ids AS MATERIALIZED (SELECT s.user_id ${match}),
       m AS MATERIALIZED (SELECT ${list} FROM ids JOIN search_profiles s ON s.user_id = ids.user_id)`;
  const rows = await input.db.query<TRow>(
    `WITH ${matches}
     SELECT f, v, n FROM (${selects.map((select) => `(${select})`).join(" UNION ALL ")}) AS counts(f, v, n)`,
    params.values,
  );

  return assembleCounts(rows, terms, ranges, input.clock);
}

/** A pass's rows as its counts: values in catalogue order, trait values per filter, range buckets with min and max. */
export function assembleCounts(rows: readonly TCountRow[], terms: readonly TTermFacet[], ranges: readonly TRangeFilter[], clock: TSearchClock): TGroupCounts {
  let total = 0;
  const termCounts: TSearchFacets["terms"] = {};
  for (const term of terms) termCounts[term] = [];
  const traitCounts: [number, number][] = [];
  const rangeRows = new Map<string, TRow[]>();
  for (const row of rows) {
    const count = Number(row.n);
    if (row.f === "total") total = count;
    else if (row.f === "trait") traitCounts.push([Number(row.v), count]);
    else if (row.f === "gender" || row.f === "is_smoker" || row.f === "exclusive_content") termCounts[row.f]?.push({ value: Number(row.v), count });
    else if (row.f === "cup_size") termCounts.cup_size?.push({ value: CUP_GROUP_CODES[Number(row.v) - 1] ?? String(row.v), count });
    else if (row.f in termCounts) termCounts[row.f]!.push({ value: String(row.v), count });
    else rangeRows.set(row.f, [...(rangeRows.get(row.f) ?? []), row]);
  }
  for (const term of terms) {
    if ((TRAIT_FILTER_KEYS as readonly string[]).includes(term)) {
      termCounts[term] = traitCounts.filter(([id]) => isTraitValueOf(term as TTraitFilter, id)).map(([value, count]) => ({ value, count }));
    }
    termCounts[term] = sortCounts(term, termCounts[term] ?? []);
  }
  const rangeCounts: TSearchFacets["ranges"] = {};
  for (const range of ranges) rangeCounts[range] = rangeFacetOf(range, rangeFacetSpec(range).buckets, rangeRows, clock);
  return { total, terms: termCounts, ranges: rangeCounts };
}

function placeWhere(shape: TSearchShape, params: SqlParams): string[] {
  const place = shape.place;
  if (place.kind === "country") return [`s.country = ANY(${params.add(place.countries, "bpchar[]")})`];
  if (place.kind !== "radius") return [];
  const centre = `ll_to_earth(${params.add(place.circle.lat, "float8")}, ${params.add(place.circle.lon, "float8")})`;
  const radius = params.add(place.circle.radiusM, "float8");
  return [`earth_box(${centre}, ${radius}) @> s.earth_pt`, `earth_distance(${centre}, s.earth_pt) <= ${radius}`];
}

export function rangeFacetSpec(range: TRangeFilter): { buckets: readonly TRange[]; column: string; kind: "age" | "number" } {
  switch (range) {
    case "age":
      return { buckets: AGE_FACET_BUCKETS, column: "birth_date", kind: "age" };
    case "price":
      return { buckets: PRICE_FACET_BUCKETS, column: "price_60", kind: "number" };
    case "weight":
      return { buckets: WEIGHT_FACET_BUCKETS, column: "weight", kind: "number" };
    case "height":
      return { buckets: HEIGHT_FACET_BUCKETS, column: "height", kind: "number" };
  }
}

function bucketSql(column: string, kind: "age" | "number", bucket: TRange, clock: TSearchClock, params: SqlParams): string {
  const parts: string[] = [`${column} IS NOT NULL`];
  if (kind === "age") {
    if (bucket.min > 0) parts.push(`${column} <= ${params.add(yearsBefore(clock.today, bucket.min), "date")}`);
    if (bucket.max !== null) parts.push(`${column} > ${params.add(yearsBefore(clock.today, bucket.max + 1), "date")}`);
  } else {
    if (bucket.min > 0) parts.push(`${column} >= ${int(bucket.min)}`);
    if (bucket.max !== null) parts.push(`${column} <= ${int(bucket.max)}`);
  }
  return parts.join(" AND ");
}

function rangeFacetOf(range: TRangeFilter, buckets: readonly TRange[], rows: Map<string, TRow[]>, clock: TSearchClock): TRangeFacet {
  const counts = new Map((rows.get(range) ?? []).map((row) => [Number(row.v), Number(row.n)]));
  const low = rows.get(`${range}:min`)?.[0]?.v ?? null;
  const high = rows.get(`${range}:max`)?.[0]?.v ?? null;
  // Ages come from birth dates: the youngest has the latest date.
  const [min, max] =
    range === "age"
      ? [high === null ? null : ageOn(high, clock.today), low === null ? null : ageOn(low, clock.today)]
      : [low === null ? null : Number(low), high === null ? null : Number(high)];
  return {
    min,
    max,
    buckets: buckets.map((bucket, i) => ({ range: formatRequestRange(bucket), count: counts.get(i) ?? 0 })),
  };
}

const CODE_ORDER: Record<string, readonly string[]> = {
  cup_size: CUP_GROUP_CODES,
  breast_type: BREAST_TYPES,
  bread_type: BREAST_TYPES,
  gender_identity: GENDER_IDENTITIES,
  business_type: BUSINESS_TYPE_IDS,
};

/** Values in catalogue order (ids and codes ascending otherwise), so a panel keeps its order. */
function sortCounts(term: string, counts: TTermFacetCount[]): TTermFacetCount[] {
  const order = CODE_ORDER[term];
  return [...counts].sort((a, b) => {
    if (order) return order.indexOf(String(a.value)) - order.indexOf(String(b.value));
    if (typeof a.value === "number" && typeof b.value === "number") return a.value - b.value;
    return String(a.value).localeCompare(String(b.value));
  });
}
