import { PRICE_DURATIONS, type TRangeFilter } from "@samtrot/constants-catalogue";
import {
  TRAIT_FILTER_KEYS,
  parseRequestRange,
  type TRange,
  type TSearchRequest,
  type TTermFacet,
} from "@samtrot/search-query-builder";
import {
  aggregateGroups,
  assembleCounts,
  mergeGroups,
  rangeFacetSpec,
  type TAggregates,
  type TCountRow,
  type TRequestedFacets,
} from "./compute-aggregates.js";
import { BLOCK, COUNTRY_SPAN, CUBE_SPAN, NULL_INT, NULL_SMALL, blockOf, cubeOf, type CodeDictionary, type CountColumns } from "./count-index.js";
import { buildFilterClauses, type TClauseKey } from "./filter-clauses.js";
import { EARTH_RADIUS_M } from "./geo.js";
import { FLAG_BITS, NEW_PROFILE_DAYS, cupGroupIndex, isStoredFlag } from "./search-columns.js";
import { yearsBefore, type TSearchClock } from "./search-clock.js";
import type { TSearchShape } from "./search-shape.js";
import { SqlParams } from "./sql-params.js";

// Totals and facets counted over the count index (count-index.ts), with the meaning of the SQL in
// filter-clauses.ts and compute-aggregates.ts clause for clause: the same passes, the same rows handed to
// the same assembly, so the answers are equal (count-index.test.ts compares them on random searches).

export type TCountInput = {
  /** the request after the viewer's rights */
  request: TSearchRequest;
  shape: TSearchShape;
  clock: TSearchClock;
  blockedUserIds: readonly number[];
  facets: TRequestedFacets;
};

type TTest = (i: number) => boolean;
type TValue = (i: number) => number;
/** A value range as the SQL compares it: lo < v (age) or lo ≤ v, and v ≤ hi; NaN (null) never matches. */
type TBounds = { lo: number; hi: number; loOpen: boolean };

/** Column at a time: writes for each selected slot whether it passes (1) or not (0). */
type TBatch = (sel: Int32Array, n: number, ok: Uint8Array) => void;

/** A per-row test as a batch (for the rarer clauses). */
function batchOf(test: TTest): TBatch {
  return (sel, n, ok) => {
    for (let k = 0; k < n; k++) ok[k] = test(sel[k]!) ? 1 : 0;
  };
}

/** Keeps the selected slots that passed; returns how many. */
function compact(sel: Int32Array, n: number, ok: Uint8Array): number {
  let m = 0;
  for (let k = 0; k < n; k++) if (ok[k] === 1) sel[m++] = sel[k]!;
  return m;
}

/** Closed whole-number intervals of the alternatives, merged (values are whole days or whole numbers). */
function intervalsOf(alternatives: readonly TBounds[]): [number, number][] {
  const closed = alternatives
    .map((b): [number, number] => [b.loOpen ? b.lo + 1 : b.lo, b.hi])
    .filter(([a, b]) => a <= b)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of closed) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/** A stored column with its null value and the offset of its stored form (prices: value + 1). */
type TStored = { values: Int32Array | Uint16Array | Int16Array; nullValue: number; offset: number };

function storedOf(columns: CountColumns, column: string): TStored {
  if (column === "birth_date") return { values: columns.birthDay, nullValue: NULL_INT, offset: 0 };
  if (column === "height") return { values: columns.height, nullValue: NULL_SMALL, offset: 0 };
  if (column === "weight") return { values: columns.weight, nullValue: NULL_SMALL, offset: 0 };
  const d = PRICE_DURATIONS.findIndex((duration) => column === `price_${duration}`);
  if (d < 0) throw new Error(`count index: no column ${column}`);
  return { values: columns.prices[d]!, nullValue: 0, offset: 1 };
}

function rangesBatch(texts: readonly string[], column: string, kind: "age" | "number", columns: CountColumns, clock: TSearchClock): TBatch {
  const alternatives: TBounds[] = [];
  for (const text of texts) {
    const range = parseRequestRange(text);
    if (range) alternatives.push(boundsOf(range, kind, clock)); // an unreadable range matches nothing
  }
  const { values, nullValue, offset } = storedOf(columns, column);
  const intervals = intervalsOf(alternatives).map(([a, b]) => [a + offset, b + offset] as [number, number]);
  if (intervals.length === 0) return (_sel, n, ok) => ok.fill(0, 0, n);
  if (intervals.length === 1) {
    const [a, b] = intervals[0]!;
    return (sel, n, ok) => {
      for (let k = 0; k < n; k++) {
        const v = values[sel[k]!]!;
        ok[k] = v !== nullValue && v >= a && v <= b ? 1 : 0;
      }
    };
  }
  return (sel, n, ok) => {
    for (let k = 0; k < n; k++) {
      const v = values[sel[k]!]!;
      let pass = 0;
      if (v !== nullValue) for (const [a, b] of intervals) if (v >= a && v <= b) pass = 1;
      ok[k] = pass;
    }
  };
}

function allowedBatch(values: Uint8Array | Uint16Array, allowed: Uint8Array): TBatch {
  return (sel, n, ok) => {
    for (let k = 0; k < n; k++) ok[k] = allowed[values[sel[k]!]!] === 1 ? 1 : 0;
  };
}

function maskBatch(values: Uint8Array | Int32Array, mask: number): TBatch {
  return (sel, n, ok) => {
    for (let k = 0; k < n; k++) ok[k] = (values[sel[k]!]! & mask) !== 0 ? 1 : 0;
  };
}

const DAY_MS = 86_400_000;
const dayOf = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoDayOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

function valueOf(columns: CountColumns, column: string): TValue {
  if (column === "birth_date") {
    const days = columns.birthDay;
    return (i) => (days[i] === NULL_INT ? Number.NaN : days[i]!);
  }
  if (column === "height" || column === "weight") {
    const values = column === "height" ? columns.height : columns.weight;
    return (i) => (values[i] === NULL_SMALL ? Number.NaN : values[i]!);
  }
  const d = PRICE_DURATIONS.findIndex((duration) => column === `price_${duration}`);
  if (d < 0) throw new Error(`count index: no column ${column}`);
  const prices = columns.prices[d]!;
  return (i) => (prices[i] === 0 ? Number.NaN : prices[i]! - 1);
}

/** The bounds of one range alternative (filter-clauses.ts rangesSql / compute-aggregates.ts bucketSql). */
function boundsOf(range: TRange | { min: number | null; max: number | null }, kind: "age" | "number", clock: TSearchClock): TBounds {
  if (kind === "age") {
    // age ≥ min ⇔ born on or before today − min years; age ≤ max ⇔ born after today − (max + 1) years
    return {
      lo: range.max !== null ? dayOf(yearsBefore(clock.today, range.max + 1)) : -Infinity,
      loOpen: true,
      hi: range.min !== null && range.min > 0 ? dayOf(yearsBefore(clock.today, range.min)) : Infinity,
    };
  }
  return { lo: range.min !== null && range.min > 0 ? range.min : -Infinity, loOpen: false, hi: range.max ?? Infinity };
}

const within = (v: number, b: TBounds): boolean => (b.loOpen ? v > b.lo : v >= b.lo) && v <= b.hi;

function codesBatch(codes: Uint16Array, dictionary: CodeDictionary, wanted: readonly string[]): TBatch {
  const allowed = new Uint8Array(dictionary.codes.length + 1);
  for (const code of wanted) {
    const n = dictionary.find(code);
    if (n !== undefined) allowed[n] = 1;
  }
  return allowedBatch(codes, allowed);
}

function bitsBatch(words: Uint32Array, width: number, bits: readonly number[]): TBatch {
  const mask = new Uint32Array(width);
  for (const bit of bits) if (bit >= 0 && bit < width * 32) mask[bit >>> 5]! |= 1 << (bit & 31);
  const used = [...mask.keys()].filter((w) => mask[w] !== 0);
  return (sel, n, ok) => {
    for (let k = 0; k < n; k++) {
      const base = sel[k]! * width;
      let pass = 0;
      for (const w of used) if ((words[base + w]! & mask[w]!) !== 0) pass = 1;
      ok[k] = pass;
    }
  };
}

/** The test of one clause of buildFilterClauses, or null when only SQL can answer it. */
function clauseBatch(key: TClauseKey, input: TCountInput, columns: CountColumns): TBatch | null {
  const filter = input.request.filterquery;
  const { clock } = input;
  switch (key) {
    case "gender":
      return maskBatch(columns.genderBits, (filter.gender ?? []).reduce((bits, gender) => bits | (1 << gender), 0));
    case "age":
      return rangesBatch(filter.age ?? [], "birth_date", "age", columns, clock);
    case "price":
      return columns.overflowed.has("price_60") ? null : rangesBatch(filter.price ?? [], "price_60", "number", columns, clock);
    case "weight":
    case "height":
      return columns.overflowed.has(key) ? null : rangesBatch(filter[key] ?? [], key, "number", columns, clock);
    case "price_custom": {
      const durations = new Set(filter.prices_durations ?? []);
      for (const duration of PRICE_DURATIONS) if (filter[`price_${duration}_mins`] !== undefined) durations.add(duration);
      const alternatives: { value: TValue; bounds: TBounds }[] = [];
      for (const duration of [...durations].sort((a, b) => a - b)) {
        if (columns.overflowed.has(`price_${duration}`)) return null;
        const text = filter[`price_${duration}_mins`];
        const range = text === undefined ? { min: null, max: null } : parseRequestRange(text);
        if (range) alternatives.push({ value: valueOf(columns, `price_${duration}`), bounds: boundsOf(range, "number", clock) });
      }
      return batchOf((i) => alternatives.some(({ value, bounds }) => within(value(i), bounds)));
    }
    case "is_smoker": {
      const allowed = new Uint8Array(3);
      allowed[filter.is_smoker === 1 ? 2 : 1] = 1;
      return allowedBatch(columns.smoker, allowed);
    }
    case "business_type":
      return codesBatch(columns.businessType, columns.dictionaries.businessType, filter.business_type ?? []);
    case "cup_size": {
      const allowed = new Uint8Array(256);
      for (const code of filter.cup_size ?? []) allowed[cupGroupIndex(code as Parameters<typeof cupGroupIndex>[0])] = 1;
      allowed[0] = 0; // no cup size
      return allowedBatch(columns.cupGroup, allowed);
    }
    case "languages": {
      const bits: number[] = [];
      for (const code of filter.languages ?? []) {
        const n = columns.dictionaries.languages.find(code);
        if (n !== undefined) bits.push(n - 1);
      }
      return bitsBatch(columns.languages, columns.languageWords, bits);
    }
    case "breast_type":
      return codesBatch(columns.breastType, columns.dictionaries.breastType, filter.breast_type ?? []);
    case "gender_identity":
      return codesBatch(columns.genderIdentity, columns.dictionaries.genderIdentity, filter.gender_identity ?? []);
    case "nationality":
      return codesBatch(columns.nationality, columns.dictionaries.nationality, filter.nationality ?? []);
    case "blocked": {
      const slots = new Set(input.blockedUserIds.map((id) => columns.slotOf(id)).filter((slot) => slot >= 0));
      return batchOf((i) => !slots.has(i));
    }
    case "query":
      // Name searches are narrow and answered by the name indexes: SQL.
      return null;
  }
  if ((TRAIT_FILTER_KEYS as readonly string[]).includes(key)) {
    return bitsBatch(columns.traits, columns.traitWords, (filter[key as (typeof TRAIT_FILTER_KEYS)[number]] ?? []) as number[]);
  }
  if (key.startsWith("flag:")) {
    const flag = key.slice(5) as Parameters<typeof isStoredFlag>[0];
    if (isStoredFlag(flag)) return maskBatch(columns.flags, FLAG_BITS[flag]);
    if (flag === "is_new") {
      // registered_at > the cut-off (milliseconds, as the SQL parameter is written)
      const cutoffUs = (clock.now.getTime() - NEW_PROFILE_DAYS * DAY_MS) * 1000;
      const registered = columns.registeredUs;
      return batchOf((i) => registered[i]! > cutoffUs);
    }
    // is_available_now (working hours) and is_visible (search_activity) are not in the index.
    return null;
  }
  return null;
}

/** Per pass: its facets, counted for the rows that pass every clause it keeps. */
class PassCounter {
  total = 0;
  private readonly gender: Float64Array | null;
  private readonly traits: Float64Array | null;
  private readonly cups: Float64Array | null;
  private readonly codes: { facet: string; column: Uint16Array; dictionary: CodeDictionary; counts: Float64Array }[] = [];
  private readonly languages: Float64Array | null;
  private readonly smoker: Float64Array | null;
  private readonly exclusive: Float64Array | null;
  /** per range facet: the stored column, each bucket as a closed interval of stored values, min and max stored */
  private readonly ranges: { range: TRangeFilter; stored: TStored; buckets: [number, number][]; counts: Float64Array; min: number; max: number }[] = [];

  constructor(
    private readonly columns: CountColumns,
    readonly keepMask: number,
    readonly terms: readonly TTermFacet[],
    readonly rangeFacets: readonly TRangeFilter[],
    clock: TSearchClock,
  ) {
    const wants = new Set<string>(terms);
    this.gender = wants.has("gender") ? new Float64Array(4) : null;
    this.traits = terms.some((t) => (TRAIT_FILTER_KEYS as readonly string[]).includes(t)) ? new Float64Array(columns.traitWords * 32) : null;
    this.cups = wants.has("cup_size") ? new Float64Array(256) : null;
    const { dictionaries: d } = columns;
    for (const [facet, column, dictionary] of [
      ["bread_type", columns.breastType, d.breastType],
      ["breast_type", columns.breastType, d.breastType],
      ["gender_identity", columns.genderIdentity, d.genderIdentity],
      ["nationality", columns.nationality, d.nationality],
      ["business_type", columns.businessType, d.businessType],
    ] as const) {
      if (wants.has(facet)) this.codes.push({ facet, column, dictionary, counts: new Float64Array(dictionary.codes.length) });
    }
    this.languages = wants.has("languages") ? new Float64Array(columns.languageWords * 32) : null;
    this.smoker = wants.has("is_smoker") ? new Float64Array(3) : null;
    this.exclusive = wants.has("exclusive_content") ? new Float64Array(2) : null;
    for (const range of rangeFacets) {
      const spec = rangeFacetSpec(range);
      const stored = storedOf(columns, spec.column);
      this.ranges.push({
        range,
        stored,
        // an empty bucket interval (a > b) never matches, as its CASE branch never would
        buckets: spec.buckets.map((bucket) => {
          const [interval] = intervalsOf([boundsOf(bucket, spec.kind, clock)]);
          return interval ? [interval[0] + stored.offset, interval[1] + stored.offset] : [1, 0];
        }),
        counts: new Float64Array(spec.buckets.length),
        min: Infinity,
        max: -Infinity,
      });
    }
  }

  add(i: number): void {
    this.total++;
    const c = this.columns;
    if (this.gender) {
      const bits = c.genderBits[i]!;
      for (let g = 1; g <= 3; g++) if ((bits & (1 << g)) !== 0) this.gender[g]!++;
    }
    if (this.traits) addBits(c.traits, i, c.traitWords, this.traits);
    if (this.cups && c.cupGroup[i] !== 0) this.cups[c.cupGroup[i]!]!++;
    for (const code of this.codes) if (code.column[i] !== 0) code.counts[code.column[i]!]!++;
    if (this.languages) addBits(c.languages, i, c.languageWords, this.languages);
    if (this.smoker && c.smoker[i] !== 0) this.smoker[c.smoker[i]!]!++;
    if (this.exclusive) this.exclusive[(c.flags[i]! & FLAG_BITS.exclusive_content) !== 0 ? 1 : 0]!++;
    for (const range of this.ranges) {
      const v = range.stored.values[i]!;
      if (v === range.stored.nullValue) continue;
      if (v < range.min) range.min = v;
      if (v > range.max) range.max = v;
      const buckets = range.buckets;
      for (let b = 0; b < buckets.length; b++) {
        const bucket = buckets[b]!;
        if (v >= bucket[0] && v <= bucket[1]) {
          range.counts[b]!++;
          break;
        }
      }
    }
  }

  /** The counts as the SQL pass returns them. */
  rows(): TCountRow[] {
    const rows: TCountRow[] = [{ f: "total", v: null, n: this.total }];
    const push = (f: string, counts: Float64Array, label: (index: number) => string) => {
      counts.forEach((n, index) => n > 0 && rows.push({ f, v: label(index), n }));
    };
    if (this.gender) push("gender", this.gender, String);
    if (this.traits) push("trait", this.traits, String);
    if (this.cups) push("cup_size", this.cups, String);
    for (const code of this.codes) push(code.facet, code.counts, (n) => code.dictionary.codes[n]!);
    if (this.languages) push("languages", this.languages, (bit) => this.columns.dictionaries.languages.codes[bit + 1]!);
    if (this.smoker) push("is_smoker", this.smoker, (n) => String(n - 1));
    if (this.exclusive) push("exclusive_content", this.exclusive, String);
    for (const range of this.ranges) {
      push(range.range, range.counts, String);
      const text = (v: number) => (range.range === "age" ? isoDayOf(v - range.stored.offset) : String(v - range.stored.offset));
      if (range.min <= range.max) rows.push({ f: `${range.range}:min`, v: text(range.min), n: 0 }, { f: `${range.range}:max`, v: text(range.max), n: 0 });
    }
    return rows;
  }
}

function addBits(words: Uint32Array, i: number, width: number, counts: Float64Array): void {
  const base = i * width;
  for (let w = 0; w < width; w++) {
    let word = words[base + w]!;
    while (word !== 0) {
      const low = word & -word;
      counts[w * 32 + 31 - Math.clz32(low)]!++;
      word ^= low;
    }
  }
}

type TBox = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

/** The place of a search as a test on the stored earth points (earthdistance, float for float), and its box. */
function placeBatch(shape: TSearchShape, columns: CountColumns): { test: TBatch | null; box: TBox | null } {
  const place = shape.place;
  if (place.kind === "anywhere") return { test: null, box: null };
  if (place.kind === "country") return { test: codesBatch(columns.country, columns.dictionaries.country, place.countries), box: null };
  const R = EARTH_RADIUS_M;
  const r = place.circle.radiusM;
  // ll_to_earth(lat, lon): radians() multiplies by RADIANS_PER_DEGREE, the products run left to right.
  const lat = place.circle.lat * (Math.PI / 180);
  const lon = place.circle.lon * (Math.PI / 180);
  const cx = R * Math.cos(lat) * Math.cos(lon);
  const cy = R * Math.cos(lat) * Math.sin(lon);
  const cz = R * Math.sin(lat);
  // earth_box: cube_enlarge by gc_to_sec(r)
  const s = r < 0 ? 0 : r / R > Math.PI ? 2 * R : 2 * R * Math.sin(r / (2 * R));
  const box = { x0: cx - s, x1: cx + s, y0: cy - s, y1: cy + s, z0: cz - s, z1: cz + s };
  const { x0, x1, y0, y1, z0, z1 } = box;
  const { x, y, z } = columns;
  // Inside ⇔ chord ≤ 2R·sin(r/2R) (sec_to_gc inverted): rows clearly inside or outside are decided on the
  // squared chord; only those within a hair of the circle take the exact float path of the SQL.
  const chord = 2 * R * Math.sin(Math.min(r, Math.PI * R) / (2 * R));
  const insideSq = (chord * (1 - 1e-9)) ** 2;
  const outsideSq = (chord * (1 + 1e-9)) ** 2;
  const exact = (px: number, py: number, pz: number) => {
    if (!(px >= x0 && px <= x1 && py >= y0 && py <= y1 && pz >= z0 && pz <= z1)) return false;
    // earth_distance: sec_to_gc(cube_distance)
    let sum = 0;
    sum += (px - cx) * (px - cx);
    sum += (py - cy) * (py - cy);
    sum += (pz - cz) * (pz - cz);
    const d = Math.sqrt(sum);
    const gc = d / (2 * R) > 1 ? Math.PI * R : 2 * R * Math.asin(d / (2 * R));
    return gc <= r;
  };
  const test: TBatch = (sel, n, ok) => {
    for (let k = 0; k < n; k++) {
      const i = sel[k]!;
      const dx = x[i]! - cx;
      const dy = y[i]! - cy;
      const dz = z[i]! - cz;
      const sq = dx * dx + dy * dy + dz * dz;
      if (sq < insideSq) ok[k] = 1;
      else if (!(sq <= outsideSq)) ok[k] = 0; // NaN (no position) too
      else ok[k] = exact(x[i]!, y[i]!, z[i]!) ? 1 : 0;
    }
  };
  return { test, box };
}

/**
 * The runs of sorted slots that can hold a match: per user type the blocks of its countries (every country
 * unless in country mode), in radius mode within each block the cubes the box touches (one run per x, y
 * column of cubes). Rows moved or added since the load are read apart.
 */
function runsOf(columns: CountColumns, shape: TSearchShape, box: TBox | null): number[] {
  const runs: number[] = [];
  const span = CUBE_SPAN;
  const countries = columns.dictionaries.country;
  const codes =
    shape.place.kind === "country"
      ? [...new Set(shape.place.countries.map((code) => countries.find(code)).filter((n): n is number => n !== undefined).map((n) => Math.min(n, COUNTRY_SPAN - 1)))]
      : null;
  for (const type of shape.userTypes) {
    if (!codes && !box) {
      runs.push(columns.lowerBound(blockOf(type, 0) * BLOCK), columns.lowerBound((blockOf(type, 0) + COUNTRY_SPAN) * BLOCK));
      continue;
    }
    for (const code of codes ?? Array.from({ length: Math.min(countries.codes.length, COUNTRY_SPAN) }, (_, n) => n)) {
      const block = blockOf(type, code) * BLOCK;
      const [start, end] = [columns.lowerBound(block), columns.lowerBound(block + BLOCK)];
      if (end <= start) continue;
      if (!box) {
        runs.push(start, end);
        continue;
      }
      const [ix0, ix1, iy0, iy1, iz0, iz1] = [cubeOf(box.x0), cubeOf(box.x1), cubeOf(box.y0), cubeOf(box.y1), cubeOf(box.z0), cubeOf(box.z1)];
      for (let ix = ix0; ix <= ix1; ix++) {
        for (let iy = iy0; iy <= iy1; iy++) {
          const column = block + (ix * span + iy) * span;
          const from = columns.lowerBound(column + iz0);
          const to = columns.lowerBound(column + iz1 + 1);
          if (to > from) runs.push(from, to);
        }
      }
    }
  }
  return runs;
}

/**
 * The total and the requested facets from the count index, or null when the search has a filter only
 * SQL can answer (a name query, is_available_now, is_visible, a value beyond the compact form).
 */
export function countInMemory(columns: CountColumns, input: TCountInput): TAggregates | null {
  const present = buildFilterClauses(input.request, { clock: input.clock, blockedUserIds: input.blockedUserIds }, new SqlParams()).map((c) => c.key);
  const groups = aggregateGroups(new Set(present), input.facets);
  // Bit 0: a clause every pass keeps; one bit per clause some pass leaves out.
  const bitOf = new Map<TClauseKey, number>();
  for (const group of groups) for (const key of group.left) if (!bitOf.has(key)) bitOf.set(key, 1 << (bitOf.size + 1));
  if (bitOf.size > 29) return null;
  for (const group of groups) for (const range of group.ranges) if (columns.overflowed.has(rangeFacetSpec(range).column)) return null;
  const tests: { bit: number; batch: TBatch }[] = [];
  for (const key of present) {
    const batch = clauseBatch(key, input, columns);
    if (!batch) return null;
    tests.push({ bit: bitOf.get(key) ?? 1, batch });
  }
  const passes = groups.map((group) => {
    const leftMask = group.left.reduce((mask, key) => mask | bitOf.get(key)!, 0);
    return new PassCounter(columns, ~leftMask, group.terms, group.ranges, input.clock);
  });
  const onlyBase = passes.length === 1 && passes[0]!.terms.length === 0 && passes[0]!.rangeFacets.length === 0;

  // The candidates: the runs of the user types (and the box), rows moved or added since the load.
  const { sel, ok, failed } = columns.scratch();
  const { test: place, box } = placeBatch(input.shape, columns);
  const types = new Uint8Array(256);
  for (const type of input.shape.userTypes) types[type] = 1;
  const { userType, moved } = columns;
  let n = 0;
  const runs = runsOf(columns, input.shape, box);
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1]!;
    for (let i = runs[r]!; i < end; i++) if (moved[i] === 0 && userType[i] !== 0) sel[n++] = i;
  }
  const fromRuns = n;
  for (const i of columns.displaced) if (types[userType[i]!] === 1) sel[n++] = i;
  for (let i = columns.sortedSize; i < columns.size; i++) if (types[userType[i]!] === 1) sel[n++] = i;
  if (place) {
    // The blocks of a country hold only its rows (a row whose country changed has moved out of its block).
    const countries = input.shape.place.kind === "country" ? input.shape.place.countries.map((code) => columns.dictionaries.country.find(code)) : null;
    const from = countries && countries.every((code) => code === undefined || code < COUNTRY_SPAN - 1) ? fromRuns : 0;
    const part = sel.subarray(from, n);
    place(part, n - from, ok);
    n = from + compact(part, n - from, ok);
  }
  // Clauses every pass keeps narrow the candidates; each one some pass leaves out marks its failures.
  for (const { bit, batch } of tests) {
    if (bit !== 1) continue;
    batch(sel, n, ok);
    n = compact(sel, n, ok);
  }
  failed.fill(0, 0, n);
  for (const { bit, batch } of tests) {
    if (bit === 1) continue;
    batch(sel, n, ok);
    for (let k = 0; k < n; k++) if (ok[k] === 0) failed[k]! |= bit;
  }
  let total = 0;
  if (onlyBase) {
    for (let k = 0; k < n; k++) if (failed[k] === 0) total++;
  } else {
    // The passes a row counts in, by its failed bits (few distinct values: a table of lists).
    const table = bitOf.size <= 10 ? Array.from({ length: 1 << (bitOf.size + 1) }, (_, mask) => passes.filter((pass) => (mask & pass.keepMask) === 0)) : null;
    for (let k = 0; k < n; k++) {
      const list = table ? table[failed[k]!]! : passes.filter((pass) => (failed[k]! & pass.keepMask) === 0);
      for (let p = 0; p < list.length; p++) list[p]!.add(sel[k]!);
    }
  }
  if (onlyBase) return { total, facets: { terms: {}, ranges: {} } };
  return mergeGroups(passes.map((pass) => assembleCounts(pass.rows(), pass.terms, pass.rangeFacets, input.clock)));
}
