import { RADIUS } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { chooseAccess, type TAccess } from "./choose-access.js";
import type { DensityGrid } from "./density-grid.js";
import { whereOf, type TClause } from "./filter-clauses.js";
import type { TCircle } from "./geo.js";
import type { TSearchShape, TSortKind } from "./search-shape.js";
import { SqlParams, int } from "./sql-params.js";

/** A sort key: its expression, direction, and a form no btree matches (to keep a GiST plan a GiST plan). */
type TKey = { expr: string; order: string; opaque: string };

const key = (expr: string, order: string, opaque = expr): TKey => ({ expr, order, opaque });
const USER_ID = key("s.user_id", "ASC");
const RANK = key("s.rank_score", "DESC", "(s.rank_score + 0)");

type TIndexedSort = Exclude<TSortKind, "distance" | "ring">;

/** Keys in the order of each sort's index (migration 0003), so an index walk needs no sort step. */
const WALK_KEYS: Record<TIndexedSort, TKey[]> = {
  rank: [RANK, USER_ID],
  rating: [key("s.rating", "DESC NULLS LAST", "(s.rating + 0)"), key("s.reviews_count", "DESC", "(s.reviews_count + 0)"), RANK, USER_ID],
  reviews_count: [key("s.reviews_count", "DESC", "(s.reviews_count + 0)"), RANK, USER_ID],
  // the price walks cover profiles with an hourly price; the others follow by rank (see priceSegments)
  price_asc: [key("s.price_60", "ASC", "(s.price_60 + 0)"), RANK, USER_ID],
  price_desc: [key("s.price_60", "DESC", "(s.price_60 + 0)"), RANK, USER_ID],
  last_login: [key("a.last_login_at", "DESC NULLS LAST", "(a.last_login_at + interval '0 seconds')"), key("a.user_id", "ASC")],
};

/** The same orders over every row (profiles without an hourly price last). */
const FULL_KEYS: Record<TIndexedSort, TKey[]> = {
  ...WALK_KEYS,
  price_asc: [key("s.price_60", "ASC NULLS LAST", "(s.price_60 + 0)"), RANK, USER_ID],
  price_desc: [key("s.price_60", "DESC NULLS LAST", "(s.price_60 + 0)"), RANK, USER_ID],
};

/** One ordered subquery over one user type (and cell or country). */
type TPart = { from: string; where: string[]; keys: TKey[]; opaque: boolean };

export type TFindInput = {
  db: DatabaseTx;
  grid: DensityGrid;
  shape: TSearchShape;
  /** the request's filter clauses, built into the statement's parameters */
  clauses: (params: SqlParams) => TClause[];
  offset: number;
  limit: number;
  /** overrides of the plan costs (see choose-access.ts) */
  tuning?: { cellStartCost?: number };
};

/** Result: the ids of one page in order, and how each part was searched (for logs and the benchmark). */
export type TFindResult = { ids: number[]; plan: string[] };

/**
 * The page of profile ids for a search, in the requested order. The plan is chosen here, per user type,
 * from the density estimate (choose-access.ts); the SQL keeps the planner to it (function forms where
 * a GiST must not be used, opaque sort keys where a btree must not be).
 */
export async function findProfileIds(input: TFindInput): Promise<TFindResult> {
  const { shape } = input;
  const plan: string[] = [];
  const filtered = (params: SqlParams) => input.clauses(params);
  const hasFilters = input.clauses(new SqlParams()).length > 0;
  const textSearch = input.clauses(new SqlParams()).some((clause) => clause.key === "query");

  if (textSearch) {
    // A name search is narrow by itself: one statement, the planner picks the name indexes.
    return { ids: await runGeneric(input), plan: ["name"] };
  }

  if (shape.sort === "distance" && shape.centre) {
    const params = new SqlParams();
    const centre = earthOf(shape.centre, params);
    const placeWhere = placeConditions(shape, params, "index");
    const clauses = whereOf(filtered(params));
    const parts: TPart[] = shape.userTypes.map((type) => ({
      from: "search_profiles s",
      where: [`s.user_type = ${int(type)}`, ...placeWhere, "s.earth_pt IS NOT NULL", clauses],
      keys: [key(`(s.earth_pt <-> ${centre})`, "ASC")],
      opaque: false,
    }));
    plan.push("knn");
    return { ids: await runParts(input.db, parts, params, input.offset, input.limit), plan };
  }

  if (shape.sort === "ring" && shape.centre) return ringSearch(input, hasFilters);

  const sort = shape.sort as TIndexedSort;
  const need = input.offset + input.limit;
  const place = shape.place;
  if (place.kind === "radius") {
    const accesses = shape.userTypes.map((type) =>
      chooseAccess({
        grid: input.grid,
        userType: type,
        circle: place.circle,
        need,
        filtered: hasFilters,
        cellsPossible: sort === "rank",
        walkRowCost: sort === "last_login" ? 3 : 1,
        ...input.tuning,
      }),
    );
    plan.push(...accesses.map((access, i) => `${shape.userTypes[i]}:${access.kind}`));
    const walks = accesses.some((access) => access.kind !== "gist");
    if ((sort === "price_asc" || sort === "price_desc") && walks) {
      return { ids: await priceSegments(input, (params) => regionParts(input, params, place.circle, accesses, sort, [])), plan };
    }
    const params = new SqlParams();
    const parts = regionParts(input, params, place.circle, accesses, sort, []);
    return { ids: await runParts(input.db, parts, params, input.offset, input.limit), plan };
  }

  plan.push(place.kind === "country" ? "country" : "anywhere");
  if (sort === "price_asc" || sort === "price_desc") {
    return { ids: await priceSegments(input, (params) => wideParts(input, params, sort)), plan };
  }
  const params = new SqlParams();
  return { ids: await runParts(input.db, wideParts(input, params, sort), params, input.offset, input.limit), plan };
}

/** ll_to_earth of a point, as parameters. */
function earthOf(point: { lat: number; lon: number }, params: SqlParams): string {
  return `ll_to_earth(${params.add(point.lat, "float8")}, ${params.add(point.lon, "float8")})`;
}

/** Radius conditions: `index` lets a GiST serve the box, `function` hides it from every GiST. */
function circleConditions(circle: TCircle, params: SqlParams, form: "index" | "function"): string[] {
  const centre = earthOf(circle, params);
  const radius = params.add(circle.radiusM, "float8");
  const box = form === "index" ? `earth_box(${centre}, ${radius}) @> s.earth_pt` : `cube_contains(earth_box(${centre}, ${radius}), s.earth_pt)`;
  return [box, `earth_distance(${centre}, s.earth_pt) <= ${radius}`];
}

function placeConditions(shape: TSearchShape, params: SqlParams, form: "index" | "function"): string[] {
  const place = shape.place;
  if (place.kind === "radius") return circleConditions(place.circle, params, form);
  if (place.kind === "country") return [`s.country = ANY(${params.add(place.countries, "bpchar[]")})`];
  return [];
}

/** Parts for a circle: one per user type (and per cell for a cell walk). */
function regionParts(
  input: TFindInput,
  params: SqlParams,
  circle: TCircle,
  accesses: readonly TAccess[],
  sort: TIndexedSort,
  extra: readonly string[],
): TPart[] {
  const clauses = whereOf(input.clauses(params));
  const parts: TPart[] = [];
  input.shape.userTypes.forEach((type, i) => {
    const access = accesses[i] ?? { kind: "gist" };
    const activity = sort === "last_login";
    const from = activity ? "search_activity a JOIN search_profiles s ON s.user_id = a.user_id" : "search_profiles s";
    const typeWhere = activity ? `a.user_type = ${int(type)} AND s.user_type = ${int(type)}` : `s.user_type = ${int(type)}`;
    if (access.kind === "gist") {
      parts.push({ from, where: [typeWhere, ...circleConditions(circle, params, "index"), ...extra, clauses], keys: FULL_KEYS[sort], opaque: true });
    } else if (access.kind === "cells") {
      const geo = circleConditions(circle, params, "function");
      for (const cell of access.cells) {
        parts.push({ from, where: [typeWhere, `s.cell = ${int(cell)}`, ...geo, ...extra, clauses], keys: WALK_KEYS[sort], opaque: false });
      }
    } else {
      parts.push({ from, where: [typeWhere, ...circleConditions(circle, params, "function"), ...extra, clauses], keys: WALK_KEYS[sort], opaque: false });
    }
  });
  return parts;
}

/** Parts without a circle (country mode or anywhere): the sort's index per user type (and country). */
function wideParts(input: TFindInput, params: SqlParams, sort: TIndexedSort): TPart[] {
  const { shape } = input;
  const clauses = whereOf(input.clauses(params));
  const activity = sort === "last_login";
  const from = activity ? "search_activity a JOIN search_profiles s ON s.user_id = a.user_id" : "search_profiles s";
  const parts: TPart[] = [];
  for (const type of shape.userTypes) {
    const typeWhere = activity ? `a.user_type = ${int(type)} AND s.user_type = ${int(type)}` : `s.user_type = ${int(type)}`;
    if (shape.place.kind === "country" && sort === "rank") {
      // The country index: one ordered walk per country, merged.
      for (const country of shape.place.countries) {
        parts.push({ from, where: [`s.country = ${params.add(country, "bpchar")}`, typeWhere, clauses], keys: WALK_KEYS.rank, opaque: false });
      }
    } else {
      parts.push({ from, where: [typeWhere, ...placeConditions(shape, params, "function"), clauses], keys: WALK_KEYS[sort], opaque: false });
    }
  }
  return parts;
}

/**
 * Price sorts over index walks: first the profiles with an hourly price (the partial price index), then
 * those without, by rank — the order "price, nulls last" in two walks.
 */
async function priceSegments(input: TFindInput, partsOf: (params: SqlParams) => TPart[]): Promise<number[]> {
  return concatSegments(input, [
    (params) => partsOf(params).map((part) => ({ ...part, where: [...part.where, "s.price_60 IS NOT NULL"] })),
    // all prices are null here: every part, GiST or walk, is in rank order
    (params) => partsOf(params).map((part) => ({ ...part, where: [...part.where, "s.price_60 IS NULL"], keys: WALK_KEYS.rank })),
  ]);
}

/** Distance rings of the member clients' sort (spec 001 §6): radius choices as ring edges, rank inside. */
export function ringEdgesKm(maxKm: number | null): number[] {
  const choices = RADIUS.memberChoices.filter((km) => maxKm === null || km < maxKm);
  return maxKm === null ? [...choices] : [...choices, maxKm];
}

/**
 * top_ranking_distance_ring: the profiles of the nearest ring first, each ring in rank order. Each ring
 * is a circle search of its own (its plan chosen by its density), started only when the page needs it.
 */
async function ringSearch(input: TFindInput, hasFilters: boolean): Promise<TFindResult> {
  const { shape } = input;
  const centre = shape.centre!;
  const place = shape.place;
  const searchCircle = place.kind === "radius" ? place.circle : null;
  // Rings end at the search radius when they share its centre; around another point (the viewer's
  // position) they go on outwards and the search circle limits them.
  const bounded = searchCircle !== null && searchCircle.lat === centre.lat && searchCircle.lon === centre.lon;
  const edges = ringEdgesKm(bounded ? searchCircle.radiusM / 1000 : null).map((km) => km * 1000);
  const rings: { inner: number; outer: number | null }[] = edges.map((outer, i) => ({ inner: i === 0 ? 0 : edges[i - 1]!, outer }));
  if (!bounded) rings.push({ inner: edges[edges.length - 1]!, outer: null });
  const need = input.offset + input.limit;
  const plan: string[] = [];

  const segments = rings.map((ring) => (params: SqlParams): TPart[] => {
    const ringCentre = earthOf(centre, params);
    const extra: string[] = [];
    if (ring.inner > 0) extra.push(`earth_distance(${ringCentre}, s.earth_pt) >= ${params.add(ring.inner, "float8")}`);
    if (place.kind === "country") extra.push(`s.country = ANY(${params.add(place.countries, "bpchar[]")})`);
    if (searchCircle && !bounded) extra.push(...circleConditions(searchCircle, params, "function"));
    if (ring.outer === null) {
      // Beyond the last edge: walk by rank, the distance checked per row.
      const clauses = whereOf(input.clauses(params));
      plan.push("ring>500:walk");
      return shape.userTypes.map((type) => ({
        from: "search_profiles s",
        where: [`s.user_type = ${int(type)}`, "s.earth_pt IS NOT NULL", ...extra, clauses],
        keys: WALK_KEYS.rank,
        opaque: false,
      }));
    }
    // The last ring of a bounded search ends at the radius inclusive (the circle's own condition).
    if (!bounded || ring.outer !== edges[edges.length - 1]) {
      extra.push(`earth_distance(${ringCentre}, s.earth_pt) < ${params.add(ring.outer, "float8")}`);
    }
    const circle: TCircle = { lat: centre.lat, lon: centre.lon, radiusM: ring.outer };
    const accesses = shape.userTypes.map((type) =>
      chooseAccess({ grid: input.grid, userType: type, circle, need, filtered: hasFilters || extra.length > 0, cellsPossible: true, ...input.tuning }),
    );
    plan.push(`ring<${ring.outer / 1000}:${accesses.map((a) => a.kind).join("+")}`);
    return regionParts(input, params, circle, accesses, "rank", extra);
  });
  return { ids: await concatSegments(input, segments), plan };
}

/**
 * Segments one after another (rings, priced then unpriced): each fetches what the page still needs,
 * counting from the first row, so the page is cut from their concatenation.
 */
async function concatSegments(input: TFindInput, segments: ((params: SqlParams) => TPart[])[]): Promise<number[]> {
  const need = input.offset + input.limit;
  const ids: number[] = [];
  for (const segment of segments) {
    if (ids.length >= need) break;
    const params = new SqlParams();
    ids.push(...(await runParts(input.db, segment(params), params, 0, need - ids.length)));
  }
  return ids.slice(input.offset, need);
}

/**
 * A name search. In rank order: one part per user type (an equality, so the planner can walk the rank
 * index, which carries the names, or take the name indexes for a rare name). Other orders: one statement.
 */
async function runGeneric(input: TFindInput): Promise<number[]> {
  const { shape } = input;
  const params = new SqlParams();
  const place = placeConditions(shape, params, "index");
  const clauses = whereOf(input.clauses(params));
  if (shape.sort === "rank") {
    const parts: TPart[] = shape.userTypes.map((type) => ({
      from: "search_profiles s",
      where: [`s.user_type = ${int(type)}`, ...place, clauses],
      keys: WALK_KEYS.rank,
      opaque: false,
    }));
    return runParts(input.db, parts, params, input.offset, input.limit);
  }
  const where = [`s.user_type = ANY(ARRAY[${shape.userTypes.map(int).join(",")}]::smallint[])`, ...place, clauses];
  let from = "search_profiles s";
  let orderBy: string;
  if (shape.sort === "distance" && shape.centre) {
    orderBy = `earth_distance(${earthOf(shape.centre, params)}, s.earth_pt) ASC NULLS LAST, s.user_id`;
  } else if (shape.sort === "ring" && shape.centre) {
    const distance = `earth_distance(${earthOf(shape.centre, params)}, s.earth_pt)`;
    const edges = ringEdgesKm(null).map((km) => km * 1000);
    const ring = `CASE ${edges.map((edge, i) => `WHEN ${distance} < ${int(edge)} THEN ${i}`).join(" ")} WHEN ${distance} IS NOT NULL THEN ${edges.length} END`;
    orderBy = `${ring} ASC NULLS LAST, s.rank_score DESC, s.user_id`;
  } else {
    const sort = shape.sort as TIndexedSort;
    if (sort === "last_login") from = "search_profiles s JOIN search_activity a ON a.user_id = s.user_id";
    orderBy = FULL_KEYS[sort].map((k) => `${k.expr} ${k.order}`).join(", ");
  }
  const rows = await input.db.query<{ id: number }>(
    `SELECT s.user_id AS id FROM ${from} WHERE ${where.map((w) => `(${w})`).join(" AND ")} ORDER BY ${orderBy} LIMIT ${int(input.limit)} OFFSET ${int(input.offset)}`,
    params.values,
  );
  return rows.map((row) => Number(row.id));
}

/** Runs ordered parts: one part directly, several merged by their keys (Merge Append). */
async function runParts(db: DatabaseTx, parts: readonly TPart[], params: SqlParams, offset: number, limit: number): Promise<number[]> {
  if (parts.length === 0 || limit <= 0) return [];
  const orderOf = (part: TPart) => part.keys.map((k) => `${part.opaque ? k.opaque : k.expr} ${k.order}`).join(", ");
  const whereSql = (part: TPart) => part.where.map((w) => `(${w})`).join(" AND ");
  let sql: string;
  if (parts.length === 1) {
    const part = parts[0]!;
    sql = `SELECT s.user_id AS id FROM ${part.from} WHERE ${whereSql(part)} ORDER BY ${orderOf(part)} LIMIT ${int(limit)} OFFSET ${int(offset)}`;
  } else {
    const keys = parts[0]!.keys;
    const each = parts.map(
      (part) =>
        `(SELECT s.user_id AS id, ${part.keys.map((k, i) => `${k.expr} AS k${i}`).join(", ")} FROM ${part.from} WHERE ${whereSql(part)} ORDER BY ${orderOf(part)} LIMIT ${int(offset + limit)})`,
    );
    sql = `SELECT id FROM (${each.join(" UNION ALL ")}) x ORDER BY ${keys.map((k, i) => `k${i} ${k.order}`).join(", ")} LIMIT ${int(limit)} OFFSET ${int(offset)}`;
  }
  const rows = await db.query<{ id: number }>(sql, params.values);
  return rows.map((row) => Number(row.id));
}
