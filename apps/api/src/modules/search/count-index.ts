import { PRICE_DURATIONS } from "@samtrot/constants-catalogue";
import type { Database } from "@samtrot/db";

// The count index (docs/decisions/011-cold-search-counts.md): the columns of search_profiles that totals
// and facets read, for every listed profile, as compact typed arrays in this process. Counting a search
// over them takes a few milliseconds at a million profiles, where the database needs a pass over every
// match per facet group. Loaded from one snapshot, then kept current from the change feed the triggers
// write (migration 0009, search_changes): before a search counts, the rows changed by every transaction
// the last snapshot did not see are read again. So the counts are exact and as current as the page.

/** Null in the Int32 and Int16 columns. */
export const NULL_INT = -2_147_483_648;
export const NULL_SMALL = -32_768;
/** Prices are kept as value + 1 in 16 bits (0 = no price); a larger price marks its column overflowed. */
const PRICE_LIMIT = 65_534;
/** Bits per profile for trait value ids (0 … 255) and languages (a dictionary of codes). */
const TRAIT_WORDS = 8;
const LANGUAGE_WORDS = 2;
/**
 * Side of the cubes (metres, in the earth_pt space) the rows are ordered by: within a user type and a
 * country, the rows in a box are a few contiguous runs of the arrays, so a radius search reads about the
 * rows in its box and a country search the rows of its countries.
 */
export const CUBE_M = 10_000;
const CUBE_OFFSET = 700; // ⌊±6,378 km / 10 km⌋ + margin: 0 … 1,400 < 2,048
export const CUBE_SPAN = 2048;
/** Keys of one (user type, country) block: the cube part, 33 bits. */
export const BLOCK = CUBE_SPAN ** 3;
/** Country codes per user type in the key (a larger code shares the last block; the country is tested anyway). */
export const COUNTRY_SPAN = 4096;
/** The block of a user type and a country code. */
export function blockOf(type: number, country: number): number {
  return type * COUNTRY_SPAN + Math.min(country, COUNTRY_SPAN - 1);
}
/** The order key of a row: user type, country, then its cube (x, y, z); rows without a position last. */
export function orderKey(type: number, country: number, x: number, y: number, z: number): number {
  const block = blockOf(type, country) * BLOCK;
  if (Number.isNaN(x) || Number.isNaN(y) || Number.isNaN(z)) return block + BLOCK - 1;
  return block + (cubeOf(x) * CUBE_SPAN + cubeOf(y)) * CUBE_SPAN + cubeOf(z);
}
export function cubeOf(coordinate: number): number {
  return Math.min(CUBE_SPAN - 2, Math.max(0, Math.floor(coordinate / CUBE_M) + CUBE_OFFSET));
}
/** Rows read per statement while loading. */
const LOAD_CHUNK = 25_000;
/** More changed users than this in one look and the index is loaded again instead (bulk loads, repairs). */
const MAX_DELTA = 20_000;
/** Change rows are deleted when the transactions that wrote them were over an hour ago… */
const CHANGE_RETENTION_MS = 60 * 60_000;
/** …so a process that has not looked for longer than this loads everything again. */
const MAX_SYNC_GAP_MS = 45 * 60_000;
const CLEANUP_EVERY_MS = 10 * 60_000;

const COLUMNS_SQL = `user_id, user_type, gender_bits, (birth_date - DATE '1970-01-01') AS birth_day,
  cube_ll_coord(earth_pt, 1) AS x, cube_ll_coord(earth_pt, 2) AS y, cube_ll_coord(earth_pt, 3) AS z, country,
  ${PRICE_DURATIONS.map((d) => `price_${d}`).join(", ")}, height, weight, cup_group, breast_type, gender_identity,
  nationality, array_to_string(languages, ',') AS languages, array_to_string(traits, ',') AS traits, is_smoker, flags,
  (extract(epoch FROM registered_at) * 1000000)::int8 AS registered_us, business_type`;

type TRow = {
  user_id: number;
  user_type: number;
  gender_bits: number;
  birth_day: number | null;
  x: number | null;
  y: number | null;
  z: number | null;
  country: string | null;
  height: number | null;
  weight: number | null;
  cup_group: number | null;
  breast_type: string | null;
  gender_identity: string | null;
  nationality: string | null;
  languages: string;
  traits: string;
  is_smoker: boolean | null;
  flags: number;
  registered_us: number;
  business_type: string | null;
} & Record<`price_${number}`, number | null>;

/** Codes of a text column, numbered from 1 (0 = null). */
export class CodeDictionary {
  readonly codes: string[] = [""];
  private readonly numbers = new Map<string, number>();

  numberOf(code: string | null): number {
    if (code === null) return 0;
    let n = this.numbers.get(code);
    if (n === undefined) {
      n = this.codes.length;
      this.codes.push(code);
      this.numbers.set(code, n);
    }
    return n;
  }

  /** The number of a code, or undefined when no profile has had it. */
  find(code: string): number | undefined {
    return this.numbers.get(code);
  }
}

function grown<T extends Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array | Float64Array>(array: T, length: number, fill?: number): T {
  const next = new (array.constructor as new (n: number) => T)(length);
  next.set(array);
  if (fill !== undefined) next.fill(fill, array.length);
  return next;
}

/**
 * The arrays themselves: one slot per profile ever loaded (a removed profile's slot keeps user type 0).
 * Read by count-in-memory.ts; written only here.
 */
export class CountColumns {
  size = 0;
  /** 0 = no listed profile in this slot */
  userType: Uint8Array;
  genderBits: Uint8Array;
  /** days since 1970-01-01, NULL_INT when not set */
  birthDay: Int32Array;
  /** the stored earth_pt (metres), NaN without a position */
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  country: Uint16Array;
  /** per PRICE_DURATIONS entry: price + 1, 0 = none */
  prices: Uint16Array[];
  height: Int16Array;
  weight: Int16Array;
  cupGroup: Uint8Array;
  breastType: Uint16Array;
  genderIdentity: Uint16Array;
  nationality: Uint16Array;
  businessType: Uint16Array;
  /** bit (n − 1) of the profile's words for language code n */
  languages: Uint32Array;
  /** bit id of the profile's words for trait value id */
  traits: Uint32Array;
  /** 0 not stated, 1 non-smoker, 2 smoker */
  smoker: Uint8Array;
  flags: Int32Array;
  /** registered_at in microseconds since 1970 */
  registeredUs: Float64Array;
  /** the order key each slot was sorted by (slots below `sortedSize` are in key order) */
  keys: Float64Array;
  sortedSize = 0;
  /** slots below sortedSize whose key changed since (listed in `displaced`, read one by one) */
  moved: Uint8Array;
  readonly displaced: number[] = [];

  readonly dictionaries = {
    country: new CodeDictionary(),
    breastType: new CodeDictionary(),
    genderIdentity: new CodeDictionary(),
    nationality: new CodeDictionary(),
    businessType: new CodeDictionary(),
    languages: new CodeDictionary(),
  };
  /** columns holding a value the compact form cannot (a price above 65,534, a height of −32,768) */
  readonly overflowed = new Set<string>();
  readonly traitWords = TRAIT_WORDS;
  readonly languageWords = LANGUAGE_WORDS;

  private slotById = new Int32Array(0);
  private readonly farSlots = new Map<number, number>();

  constructor(capacity: number) {
    const n = Math.max(1024, capacity);
    this.userType = new Uint8Array(n);
    this.genderBits = new Uint8Array(n);
    this.birthDay = new Int32Array(n).fill(NULL_INT);
    this.x = new Float64Array(n).fill(Number.NaN);
    this.y = new Float64Array(n).fill(Number.NaN);
    this.z = new Float64Array(n).fill(Number.NaN);
    this.country = new Uint16Array(n);
    this.prices = PRICE_DURATIONS.map(() => new Uint16Array(n));
    this.height = new Int16Array(n).fill(NULL_SMALL);
    this.weight = new Int16Array(n).fill(NULL_SMALL);
    this.cupGroup = new Uint8Array(n);
    this.breastType = new Uint16Array(n);
    this.genderIdentity = new Uint16Array(n);
    this.nationality = new Uint16Array(n);
    this.businessType = new Uint16Array(n);
    this.languages = new Uint32Array(n * LANGUAGE_WORDS);
    this.traits = new Uint32Array(n * TRAIT_WORDS);
    this.smoker = new Uint8Array(n);
    this.flags = new Int32Array(n);
    this.registeredUs = new Float64Array(n);
    this.keys = new Float64Array(n);
    this.moved = new Uint8Array(n);
  }

  get capacity(): number {
    return this.userType.length;
  }

  /** Bytes held by the arrays. */
  get bytes(): number {
    let sum = this.slotById.byteLength + this.farSlots.size * 40;
    for (const value of Object.values(this)) {
      if (ArrayBuffer.isView(value)) sum += value.byteLength;
    }
    for (const prices of this.prices) sum += prices.byteLength;
    return sum;
  }

  /** The slot of a user id, or -1. */
  slotOf(userId: number): number {
    if (userId < this.slotById.length) return this.slotById[userId]! - 1;
    return this.farSlots.get(userId) ?? -1;
  }

  /** Listed profiles in the index. */
  count(): number {
    let n = 0;
    for (let i = 0; i < this.size; i++) if (this.userType[i] !== 0) n++;
    return n;
  }

  /** Writes a row (a new user gets a new slot); false when it does not fit the compact form. */
  put(row: TRow): boolean {
    const id = Number(row.user_id);
    let slot = this.slotOf(id);
    if (slot < 0) {
      slot = this.size++;
      if (slot >= this.capacity) this.grow(Math.ceil(this.capacity * 1.5));
      this.remember(id, slot);
    }
    this.userType[slot] = Number(row.user_type);
    this.genderBits[slot] = Number(row.gender_bits);
    this.birthDay[slot] = row.birth_day === null ? NULL_INT : Number(row.birth_day);
    this.x[slot] = row.x === null ? Number.NaN : Number(row.x);
    this.y[slot] = row.y === null ? Number.NaN : Number(row.y);
    this.z[slot] = row.z === null ? Number.NaN : Number(row.z);
    this.country[slot] = this.dictionaries.country.numberOf(row.country);
    PRICE_DURATIONS.forEach((duration, d) => {
      const price = row[`price_${duration}`];
      if (price === null || price === undefined) this.prices[d]![slot] = 0;
      else if (price >= 0 && price <= PRICE_LIMIT) this.prices[d]![slot] = Number(price) + 1;
      else {
        this.overflowed.add(`price_${duration}`);
        this.prices[d]![slot] = 0;
      }
    });
    this.height[slot] = this.small("height", row.height);
    this.weight[slot] = this.small("weight", row.weight);
    this.cupGroup[slot] = row.cup_group === null ? 0 : Number(row.cup_group);
    this.breastType[slot] = this.dictionaries.breastType.numberOf(row.breast_type);
    this.genderIdentity[slot] = this.dictionaries.genderIdentity.numberOf(row.gender_identity);
    this.nationality[slot] = this.dictionaries.nationality.numberOf(row.nationality);
    this.businessType[slot] = this.dictionaries.businessType.numberOf(row.business_type);
    this.smoker[slot] = row.is_smoker === null ? 0 : row.is_smoker ? 2 : 1;
    this.flags[slot] = Number(row.flags);
    this.registeredUs[slot] = Number(row.registered_us);
    let fits = true;
    const words = this.languages.subarray(slot * LANGUAGE_WORDS, (slot + 1) * LANGUAGE_WORDS).fill(0);
    if (row.languages !== "") {
      for (const code of row.languages.split(",")) {
        const bit = this.dictionaries.languages.numberOf(code) - 1;
        if (bit >= LANGUAGE_WORDS * 32) fits = false;
        else words[bit >>> 5]! |= 1 << (bit & 31);
      }
    }
    const traits = this.traits.subarray(slot * TRAIT_WORDS, (slot + 1) * TRAIT_WORDS).fill(0);
    if (row.traits !== "") {
      for (const text of row.traits.split(",")) {
        const id = Number(text);
        if (id < 0 || id >= TRAIT_WORDS * 32) fits = false;
        else traits[id >>> 5]! |= 1 << (id & 31);
      }
    }
    if (slot < this.sortedSize && this.moved[slot] === 0) {
      if (orderKey(this.userType[slot]!, this.country[slot]!, this.x[slot]!, this.y[slot]!, this.z[slot]!) !== this.keys[slot]) {
        this.moved[slot] = 1;
        this.displaced.push(slot);
      }
    }
    return fits;
  }

  /** The user left the listing (the slot stays theirs). */
  remove(userId: number): void {
    const slot = this.slotOf(userId);
    if (slot >= 0) this.userType[slot] = 0;
  }

  private small(column: string, value: number | null): number {
    if (value === null) return NULL_SMALL;
    if (value === NULL_SMALL) this.overflowed.add(column);
    return Number(value);
  }

  private remember(userId: number, slot: number): void {
    // Ids come from a sequence: a table indexed by id, except for ids far beyond the profiles held.
    const limit = Math.max(1 << 20, this.capacity * 8);
    if (userId >= this.slotById.length && userId < limit) {
      this.slotById = grown(this.slotById, Math.min(limit, Math.max(userId + 1, Math.ceil(this.slotById.length * 1.5))));
    }
    if (userId < this.slotById.length) this.slotById[userId] = slot + 1;
    else this.farSlots.set(userId, slot);
  }

  private grow(capacity: number): void {
    this.userType = grown(this.userType, capacity);
    this.genderBits = grown(this.genderBits, capacity);
    this.birthDay = grown(this.birthDay, capacity, NULL_INT);
    this.x = grown(this.x, capacity, Number.NaN);
    this.y = grown(this.y, capacity, Number.NaN);
    this.z = grown(this.z, capacity, Number.NaN);
    this.country = grown(this.country, capacity);
    this.prices = this.prices.map((prices) => grown(prices, capacity));
    this.height = grown(this.height, capacity, NULL_SMALL);
    this.weight = grown(this.weight, capacity, NULL_SMALL);
    this.cupGroup = grown(this.cupGroup, capacity);
    this.breastType = grown(this.breastType, capacity);
    this.genderIdentity = grown(this.genderIdentity, capacity);
    this.nationality = grown(this.nationality, capacity);
    this.businessType = grown(this.businessType, capacity);
    this.languages = grown(this.languages, capacity * LANGUAGE_WORDS);
    this.traits = grown(this.traits, capacity * TRAIT_WORDS);
    this.smoker = grown(this.smoker, capacity);
    this.flags = grown(this.flags, capacity);
    this.registeredUs = grown(this.registeredUs, capacity);
    this.keys = grown(this.keys, capacity);
    this.moved = grown(this.moved, capacity);
  }

  /**
   * Puts the loaded slots in key order (the arrays permuted, the slot table renumbered). Called once
   * after a load; later changes that move a row are read through `displaced`, new rows after sortedSize.
   */
  sortByKey(): void {
    const n = this.size;
    const keys = this.keys;
    for (let i = 0; i < n; i++) keys[i] = orderKey(this.userType[i]!, this.country[i]!, this.x[i]!, this.y[i]!, this.z[i]!);
    // By block (counting sort), then within each block by cube: the cube part (33 bits) and the slot
    // packed in 64 bits, sorted by the typed array's own sort.
    const blocks = new Int32Array(n);
    let blockCount = 0;
    for (let i = 0; i < n; i++) {
      blocks[i] = Math.floor(keys[i]! / BLOCK);
      blockCount = Math.max(blockCount, blocks[i]! + 1);
    }
    const starts = new Int32Array(blockCount + 1);
    for (let i = 0; i < n; i++) starts[blocks[i]! + 1]!++;
    for (let b = 0; b < blockCount; b++) starts[b + 1]! += starts[b]!;
    const order = new Int32Array(n);
    const fill = starts.slice();
    for (let i = 0; i < n; i++) order[fill[blocks[i]!]!++] = i;
    if (n < 2 ** 24) {
      for (let b = 0; b < blockCount; b++) {
        const [from, to] = [starts[b]!, starts[b + 1]!];
        if (to - from < 2) continue;
        const packed = new BigUint64Array(to - from);
        for (let j = from; j < to; j++) packed[j - from] = (BigInt(keys[order[j]!]! - b * BLOCK) << 24n) | BigInt(order[j]!);
        packed.sort();
        for (let j = from; j < to; j++) order[j] = Number(packed[j - from]! & 0xffffffn);
      }
    } else {
      order.sort((a, b) => keys[a]! - keys[b]! || a - b);
    }
    const position = new Int32Array(n);
    for (let j = 0; j < n; j++) position[order[j]!] = j;
    const permute = <T extends Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array | Float64Array>(array: T, width = 1): T => {
      const next = new (array.constructor as new (length: number) => T)(array.length);
      for (let j = 0; j < n; j++) {
        const from = order[j]! * width;
        for (let w = 0; w < width; w++) next[j * width + w] = array[from + w]!;
      }
      return next;
    };
    this.userType = permute(this.userType);
    this.genderBits = permute(this.genderBits);
    this.birthDay = permute(this.birthDay);
    this.x = permute(this.x);
    this.y = permute(this.y);
    this.z = permute(this.z);
    this.country = permute(this.country);
    this.prices = this.prices.map((prices) => permute(prices));
    this.height = permute(this.height);
    this.weight = permute(this.weight);
    this.cupGroup = permute(this.cupGroup);
    this.breastType = permute(this.breastType);
    this.genderIdentity = permute(this.genderIdentity);
    this.nationality = permute(this.nationality);
    this.businessType = permute(this.businessType);
    this.languages = permute(this.languages, LANGUAGE_WORDS);
    this.traits = permute(this.traits, TRAIT_WORDS);
    this.smoker = permute(this.smoker);
    this.flags = permute(this.flags);
    this.registeredUs = permute(this.registeredUs);
    this.keys = permute(this.keys);
    for (let id = 0; id < this.slotById.length; id++) {
      const slot = this.slotById[id]! - 1;
      if (slot >= 0) this.slotById[id] = position[slot]! + 1;
    }
    for (const [id, slot] of this.farSlots) this.farSlots.set(id, position[slot]!);
    this.sortedSize = n;
    this.moved.fill(0);
    this.displaced.length = 0;
  }

  private buffers: { sel: Int32Array; ok: Uint8Array; failed: Int32Array } | null = null;

  /** Work arrays of a count (counting is synchronous: one count at a time uses them). */
  scratch(): { sel: Int32Array; ok: Uint8Array; failed: Int32Array } {
    const n = this.capacity + this.displaced.length;
    if (!this.buffers || this.buffers.sel.length < n) {
      this.buffers = { sel: new Int32Array(n), ok: new Uint8Array(n), failed: new Int32Array(n) };
    }
    return this.buffers;
  }

  /** First sorted slot whose key is ≥ key. */
  lowerBound(key: number): number {
    let lo = 0;
    let hi = this.sortedSize;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export type TCountIndexOptions = {
  onError?: (error: unknown) => void;
  now?: () => number;
};

/**
 * Holds the columns and keeps them current. `current()` answers whether the counts may come from memory
 * for a search starting now: it starts the first load (searches count in SQL until it is done) and
 * brings the columns up to a snapshot taken after the call.
 */
export class CountIndex {
  columns: CountColumns | null = null;
  private snapshot: string | null = null;
  private lastSyncAt = 0;
  private loading: Promise<void> | null = null;
  private syncRunning: Promise<void> | null = null;
  private syncNext: Promise<void> | null = null;
  private readonly horizons: { at: number; xmin: string }[] = [];
  private lastCleanupAt = 0;
  /** figures of the last full load */
  lastLoad: { rows: number; ms: number; bytes: number } | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: TCountIndexOptions = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Loads the index (again) unless a load runs; resolves when it is in place. */
  load(): Promise<void> {
    if (!this.loading) {
      this.loading = this.loadAll()
        .catch((error) => {
          this.options.onError?.(error);
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  /**
   * True when the counts of a search starting now may come from the index: loaded, and every change
   * committed before this call applied. Never throws (false: count in SQL).
   */
  async current(): Promise<boolean> {
    if (!this.columns || !this.snapshot) {
      void this.load();
      return false;
    }
    try {
      await this.sync();
    } catch (error) {
      this.options.onError?.(error);
      return false;
    }
    return this.columns !== null;
  }

  /**
   * Applies the changes committed since the last snapshot. A call waits for a look that starts after it
   * (a look already under way may have taken its snapshot before a commit the caller has seen).
   */
  sync(): Promise<void> {
    if (!this.syncRunning) {
      this.syncRunning = this.syncOnce().finally(() => {
        this.syncRunning = null;
      });
      return this.syncRunning;
    }
    if (!this.syncNext) {
      const after = this.syncRunning.catch(() => undefined);
      this.syncNext = after.then(() => {
        this.syncNext = null;
        return this.sync();
      });
    }
    return this.syncNext;
  }

  private async loadAll(): Promise<void> {
    const started = performance.now();
    const [{ n: estimate }] = (await this.database.query<{ n: number }>("SELECT count(*)::int AS n FROM search_profiles")) as [{ n: number }];
    const columns = new CountColumns(Math.ceil(Number(estimate) * 1.05) + 1024);
    let fits = true;
    // One snapshot for every chunk: the changes after it are what the next sync reads.
    const snapshot = await this.database.transaction(
      async (tx) => {
        const [{ snapshot }] = (await tx.query<{ snapshot: string }>("SELECT pg_current_snapshot()::text AS snapshot")) as [{ snapshot: string }];
        let after = -1;
        for (;;) {
          const rows = await tx.query<TRow>(`SELECT ${COLUMNS_SQL} FROM search_profiles WHERE user_id > $1 ORDER BY user_id LIMIT ${LOAD_CHUNK}`, [after]);
          for (const row of rows) fits = columns.put(row) && fits;
          if (rows.length < LOAD_CHUNK) break;
          after = Number(rows[rows.length - 1]!.user_id);
        }
        return snapshot;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    if (!fits) throw new Error("count index: a language or trait id beyond the compact form; counting in SQL");
    columns.sortByKey();
    this.columns = columns;
    this.snapshot = snapshot;
    this.lastSyncAt = this.now();
    this.lastLoad = { rows: columns.size, ms: performance.now() - started, bytes: columns.bytes };
  }

  private async syncOnce(): Promise<void> {
    const columns = this.columns;
    const previous = this.snapshot;
    if (!columns || !previous) return;
    if (this.now() - this.lastSyncAt > MAX_SYNC_GAP_MS) {
      // The change rows of that gap may be gone: everything again (SQL counts meanwhile).
      this.drop();
      void this.load();
      return;
    }
    const [row] = await this.database.query<{ snapshot: string; xmin: string; ids: number[] }>(
      `SELECT pg_current_snapshot()::text AS snapshot, pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
              ARRAY(SELECT DISTINCT user_id FROM search_changes
                     WHERE xid >= pg_snapshot_xmin($1::pg_snapshot) AND NOT pg_visible_in_snapshot(xid, $1::pg_snapshot)
                     LIMIT ${MAX_DELTA + 1}) AS ids`,
      [previous],
    );
    const ids = (row?.ids ?? []).map(Number);
    if (ids.length > MAX_DELTA || ids.includes(0)) {
      this.drop();
      void this.load();
      return;
    }
    if (ids.length > 0) {
      // Read after the snapshot: a row may already be newer than it, and is then read again next time.
      const rows = await this.database.query<TRow>(`SELECT ${COLUMNS_SQL} FROM search_profiles WHERE user_id = ANY($1::bigint[])`, [ids]);
      const seen = new Set<number>();
      let fits = true;
      for (const changed of rows) {
        seen.add(Number(changed.user_id));
        fits = columns.put(changed) && fits;
      }
      for (const id of ids) if (!seen.has(id)) columns.remove(id);
      if (!fits) {
        this.drop();
        void this.load();
        return;
      }
    }
    if (this.columns !== columns) return;
    this.snapshot = row!.snapshot;
    this.lastSyncAt = this.now();
    await this.cleanup(row!.xmin);
  }

  private drop(): void {
    this.columns = null;
    this.snapshot = null;
  }

  /**
   * Deletes change rows of transactions that ended over an hour ago: every process that has looked
   * since then has seen them, and one that has not looks again from scratch (MAX_SYNC_GAP_MS).
   */
  private async cleanup(xmin: string): Promise<void> {
    const now = this.now();
    const last = this.horizons[this.horizons.length - 1];
    if (!last || now - last.at >= CLEANUP_EVERY_MS) this.horizons.push({ at: now, xmin });
    if (now - this.lastCleanupAt < CLEANUP_EVERY_MS) return;
    let horizon: string | null = null;
    while (this.horizons.length > 0 && now - this.horizons[0]!.at >= CHANGE_RETENTION_MS) horizon = this.horizons.shift()!.xmin;
    if (horizon === null) return;
    this.lastCleanupAt = now;
    await this.database.query("DELETE FROM search_changes WHERE xid < $1::xid8", [horizon]);
  }
}
