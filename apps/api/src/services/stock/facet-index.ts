/**
 * The stock of one listing held in memory as typed columns, so a listing request's total, facet counts
 * (under the OTHER active filters), range bounds and page of ids take a few passes over small arrays
 * instead of eighteen aggregates over the table (ADR 017). It answers exactly what the SQL of `query.ts`
 * answers — the same conditions, facet values, range bounds and order with the same id tie-breaks (the
 * tests compare the two) — and the repository rebuilds it whenever `stock_data_version` says the vehicles
 * changed, or sets a vehicle's status in place (`setStatus`) when only statuses changed (holds; ADR 017
 * addendum). Only the page's rows are then read from the database, by primary key.
 *
 * One thing is left to the database: `_includes` on a text column (colour families) compares with
 * PostgreSQL's `lower()`, which depends on the database's locale; the repository asks the database which
 * of this listing's distinct values match (`includesMatches`) and the index applies that answer.
 *
 * Per request: a bitmap per filter key (an OR of the selected values' bitmaps, or a range cut from the
 * column's sorted order), their AND (the matched rows), one pass over the matched rows counting every
 * facet at once (correlated columns counted as one combined code), per filter key one pass over the rows
 * only it rejects (its own facet ignores it), range bounds from the sorted orders, and the page from the
 * chosen sort's order.
 *
 * The columns are the snapshot's own (snapshot.ts: dictionary codes and typed arrays, read in chunks), kept
 * as they are but for the status codes, which `setStatus` changes. Memory: ~26 MB per 100,000 vehicles once
 * every sort has been asked for (the codes, ranges and ids ~11 MB, each sort's order and rank 0.8 MB, each
 * range's order 0.4 MB, the bitmaps of the values filtered on), and nothing per vehicle but typed arrays.
 * The codes stay Int32Array, one element type for every column, so the hot loops stay monomorphic.
 */
import {
  CHECKBOX_FILTER_KEYS,
  FILTER_DEFINITIONS,
  RANGE_FILTER_KEYS,
  VEHICLE_STATUSES,
  type ApiFilterCondition,
  type CheckboxFilterKey,
  type FilterKey,
  type SortOption,
} from '@lux/stock-locator';
import { RANGE_ATTRIBUTES, TEXT_ATTRIBUTES } from './columns.js';
import { COLOUR_FAMILIES, filterKeyOf } from './query.js';
import type { Snapshot, TextColumn } from './snapshot.js';

/** What a listing request needs back; the repository turns ids into rows. */
export interface IndexResult {
  ids: number[];
  total: number;
  facets: Record<string, { value: string; count: number }[]>;
  ranges: Record<string, { min: number; max: number }>;
}

export interface IndexQuery {
  conditions: readonly ApiFilterCondition[];
  /** For each text `_includes` condition: which of `dictionary(attribute)` the database says match. */
  includesMatches: ReadonlyMap<ApiFilterCondition, ReadonlySet<string>>;
  sort: SortOption;
  offset: number;
  items: number;
  facets: boolean;
}

/** Dimensions: the text attributes (columns.ts), then the distinct financing lists (`financing_options` as a whole). */
const FINANCING = TEXT_ATTRIBUTES.length;

const textIndex = (attribute: string) => (TEXT_ATTRIBUTES as readonly string[]).indexOf(attribute);
const STATUS = textIndex('status');
/** Checkbox facets that count the status column as it is. */
const STATUS_FACETS = CHECKBOX_FILTER_KEYS.filter((key) => key !== 'financing_options' && key !== 'colors' && FILTER_DEFINITIONS[key].attribute === 'status');
/** Each status's place in the `status` sort (query.ts orderBy: array_position, 1-based). */
const STATUS_POSITIONS = new Map<string, number>(VEHICLE_STATUSES.map((status, index) => [status, index + 1]));
/** array_position(...) is NULL for an unknown status, and NULLs sort last. */
const statusPosition = (status: string) => STATUS_POSITIONS.get(status) ?? Number.POSITIVE_INFINITY;
const rangeIndex = (attribute: string) => (RANGE_ATTRIBUTES as readonly string[]).indexOf(attribute);

/** PostgreSQL text cannot hold NUL; query.ts strips it from every value the same way. */
const clean = (value: string) => value.replaceAll('\u0000', '');

/** A dimension with more values filters row by row instead of keeping a bitmap per value (memory). */
const MAX_BITMAPS_PER_DIMENSION = 256;
/** Beyond this offset a page cannot hold anything in a realistic stock (as the repository's SQL path). */
const MAX_OFFSET = 10_000_000;

/**
 * A dictionary-encoded column (snapshot.ts): `values[codes[i]]` is row i's value; NULL is the extra code
 * `values.length`, which no condition accepts and no facet reports (`is not null`).
 */
type Dim = TextColumn;

/** At most this many combinations make a group of dimensions (counts stay small and cache-resident). */
const GROUP_LIMIT = 4096;

/** Dense codes of the combinations of `members`' codes, row by row. */
function combinationCodes(dims: readonly Dim[], members: readonly number[], n: number): { codes: Int32Array; size: number; memberCodes: Int32Array } {
  const codes = new Int32Array(n);
  const lookup = new Map<number, number>();
  const memberCodes: number[] = [];
  for (let i = 0; i < n; i++) {
    let key = 0;
    for (const d of members) key = key * (dims[d]!.values.length + 1) + dims[d]!.codes[i]!;
    let code = lookup.get(key);
    if (code === undefined) {
      code = lookup.size;
      lookup.set(key, code);
      for (const d of members) memberCodes.push(dims[d]!.codes[i]!);
    }
    codes[i] = code;
  }
  return { codes, size: lookup.size, memberCodes: Int32Array.from(memberCodes) };
}

/**
 * Groups dimensions greedily, fewest values first, while a group's combinations in this stock stay
 * within GROUP_LIMIT (and its key within 2^53). Correlated columns collapse: in the demo stock nine
 * dimensions make ~1,800 combinations, and the retailer is a group of its own.
 */
function groupDimensions(dims: readonly Dim[], n: number, limit: number): { members: number[]; size: number; memberCodes: Int32Array }[] {
  const byCardinality = dims.map((_, d) => d).sort((a, b) => dims[a]!.values.length - dims[b]!.values.length || a - b);
  const groups: { members: number[]; size: number; memberCodes: Int32Array }[] = [];
  let current: { members: number[]; size: number; memberCodes: Int32Array } | null = null;
  let keySpace = 1;
  for (const d of byCardinality) {
    const width = dims[d]!.values.length + 1;
    if (current && keySpace * width < 2 ** 52) {
      const merged = combinationCodes(dims, [...current.members, d], n);
      if (merged.size <= limit) {
        current = { members: [...current.members, d], size: merged.size, memberCodes: merged.memberCodes };
        keySpace *= width;
        continue;
      }
    }
    if (current) groups.push(current);
    const alone = combinationCodes(dims, [d], n);
    current = { members: [d], size: alone.size, memberCodes: alone.memberCodes };
    keySpace = width;
  }
  if (current) groups.push(current);
  return groups;
}

/** Fresh arrays, so callers may sort what they get without touching a cached copy. */
function copy({ facets, ranges }: Pick<IndexResult, 'facets' | 'ranges'>): Pick<IndexResult, 'facets' | 'ranges'> {
  return {
    facets: Object.fromEntries(Object.entries(facets).map(([key, values]) => [key, values.map((value) => ({ ...value }))])),
    ranges: Object.fromEntries(Object.entries(ranges).map(([key, bounds]) => [key, { ...bounds }])),
  };
}

export class ListingIndex {
  readonly size: number;
  readonly #ids: Int32Array;
  /** The text dimensions, then the financing lists. */
  readonly #dims: Dim[];
  /** Each distinct financing list (dimension FINANCING's values), as stored. */
  readonly #financingLists: (string | null)[][];
  readonly #brandKey: Dim;
  readonly #nameplateKey: Dim;
  readonly #ranges: Float64Array[];
  readonly #createdUs: Float64Array;
  readonly #statusPosition: Float64Array;
  readonly #orders = new Map<SortOption, { order: Int32Array; rank: Int32Array }>();
  /**
   * Dimensions that vary together (model, engine, gearbox, seats…) are counted as one: a group's code is
   * the row's combination of its members' codes, and a facet pass increments one counter per group
   * instead of one per dimension. `rowCodes` holds each row's group codes side by side.
   */
  readonly #groups: { members: number[]; size: number; memberCodes: Int32Array }[];
  readonly #rowCodes: Int32Array;
  /** Per range column: rows by ascending value, NULLs (NaN) after `nonNull` (built on first use). */
  readonly #rangeOrders: ({ order: Int32Array; nonNull: number } | undefined)[] = [];
  /** Bitmaps (bit i = row i) of the rows holding each code, per dimension; built on a dimension's first filter. */
  readonly #valueBits = new Map<Dim, Uint32Array[]>();
  /** Words in a bitmap of every row, and the bitmap of every row (the bits past the last row clear). */
  readonly #words: number;
  readonly #allBits: Uint32Array;
  /** Scratch (queries are synchronous): the matched rows' bitmap and positions. */
  readonly #matchedBits: Uint32Array;
  readonly #matched: Int32Array;
  /** Facets and ranges without filters, the most common request. */
  #unfiltered: Pick<IndexResult, 'facets' | 'ranges'> | null = null;

  readonly #bitmapLimit: number;
  /** Row of each vehicle id; built on the first status change. */
  #rows: Map<number, number> | null = null;
  /** Per group, combination key (as combinationCodes computes it) → code; built on a group's first status change. */
  readonly #combinations = new Map<number, Map<number, number>>();

  /**
   * `groupLimit`: most combinations in a group of dimensions; `bitmapLimit`: most values of a dimension
   * with a bitmap per value (tests vary both to exercise every layout).
   */
  constructor(snapshot: Snapshot, { groupLimit = GROUP_LIMIT, bitmapLimit = MAX_BITMAPS_PER_DIMENSION }: { groupLimit?: number; bitmapLimit?: number } = {}) {
    this.#bitmapLimit = bitmapLimit;
    const n = snapshot.size;
    this.size = n;
    // The snapshot's columns are used as they are (read only), except the status codes, which setStatus
    // changes in place: several indexes may share one snapshot (tests build one per layout).
    const { text } = snapshot;
    this.#ids = snapshot.id;
    this.#dims = [
      ...TEXT_ATTRIBUTES.map((attribute) => (attribute === 'status' ? { values: [...text.status.values], codes: text.status.codes.slice() } : text[attribute])),
      snapshot.financing,
    ];
    this.#financingLists = snapshot.financingLists;
    this.#brandKey = text.brand;
    this.#nameplateKey = text.nameplate_key;
    this.#ranges = RANGE_ATTRIBUTES.map((attribute) => snapshot.numbers[attribute]);
    this.#createdUs = snapshot.numbers.created_us;
    const statuses = this.#dims[STATUS]!;
    this.#statusPosition = Float64Array.from(statuses.codes, (code) => statusPosition(statuses.values[code] ?? ''));
    for (const column of [snapshot.id, ...this.#dims.map((dim) => dim.codes), this.#brandKey.codes, this.#nameplateKey.codes, ...this.#ranges, this.#createdUs])
      if (column.length !== n) throw new Error(`stock snapshot column has ${column.length} values, not ${n}`);

    this.#groups = groupDimensions(this.#dims, n, groupLimit);
    const G = this.#groups.length;
    this.#rowCodes = new Int32Array(n * G);
    this.#groups.forEach((group, g) => {
      const codes = combinationCodes(this.#dims, group.members, n).codes;
      for (let i = 0; i < n; i++) this.#rowCodes[i * G + g] = codes[i]!;
    });
    this.#words = (n + 31) >>> 5;
    this.#allBits = new Uint32Array(this.#words).fill(0xffffffff);
    if (n % 32 !== 0) this.#allBits[this.#words - 1] = 2 ** (n % 32) - 1;
    this.#matchedBits = new Uint32Array(this.#words);
    this.#matched = new Int32Array(n);
  }

  /** How many groups the dimensions formed (see groupDimensions). */
  get groupCount(): number {
    return this.#groups.length;
  }

  /** Distinct values of a text attribute in this listing (what `_includes` is evaluated against). */
  dictionary(attribute: string): readonly string[] {
    const d = textIndex(attribute);
    return d < 0 ? [] : this.#dims[d]!.values;
  }

  /** Text `_includes` conditions need the database's `lower()`; the repository answers them first. */
  static needsDatabase(condition: ApiFilterCondition): boolean {
    return condition.operator === 'includes' && condition.attribute !== 'financing_options' && textIndex(condition.attribute) >= 0;
  }

  query(q: IndexQuery): IndexResult {
    const n = this.size;
    const W = this.#words;
    const matched = this.#matched;
    const unfiltered = q.conditions.length === 0;

    // Per filter key, the bitmap of rows its conditions accept; `base` holds those no facet ignores
    // (the block's brand/model `_eq` context filters). A facet counts rows every OTHER key accepts.
    const accepted = new Map<FilterKey, Uint32Array>();
    let base: Uint32Array | null = null;
    for (const condition of q.conditions) {
      const key = filterKeyOf(condition);
      const rows = this.#accepts(condition, q.includesMatches.get(condition));
      const into = key === null ? base : (accepted.get(key) ?? null);
      if (into) for (let w = 0; w < W; w++) into[w]! &= rows[w]!;
      else if (key === null) base = rows;
      else accepted.set(key, rows);
    }

    const matchedBits = this.#matchedBits;
    let total = 0;
    if (unfiltered) total = n;
    else {
      const sets = [...(base ? [base] : []), ...accepted.values()];
      const all = this.#allBits;
      for (let w = 0; w < W; w++) {
        let word = all[w]!;
        for (const set of sets) word &= set[w]!;
        matchedBits[w] = word;
      }
      total = this.#positions(matchedBits, matched);
    }

    const ids = this.#page(q, total, unfiltered);
    if (!q.facets) return { ids, total, facets: {}, ranges: {} };
    if (unfiltered && this.#unfiltered) return { ids, total, ...copy(this.#unfiltered) };

    // Per filter key with conditions: the rows only it rejects ("near" rows) count in its facet too.
    const near = new Map<FilterKey, Uint32Array>();
    for (const [key, own] of accepted) {
      const others = [...(base ? [base] : []), ...[...accepted].filter(([other]) => other !== key).map(([, rows]) => rows)];
      const bitmap = new Uint32Array(W);
      const all = this.#allBits;
      for (let w = 0; w < W; w++) {
        let word = all[w]! & ~own[w]!;
        for (const set of others) word &= set[w]!;
        bitmap[w] = word;
      }
      near.set(key, bitmap);
    }

    const dimCounts = this.#countMatched(total, unfiltered);
    const facets: IndexResult['facets'] = {};
    const ranges: IndexResult['ranges'] = {};
    for (const key of CHECKBOX_FILTER_KEYS) {
      const d = key === 'financing_options' ? FINANCING : textIndex(FILTER_DEFINITIONS[key].attribute);
      const counts = dimCounts[d]!.slice();
      const extra = near.get(key);
      if (extra) {
        const codes = this.#dims[d]!.codes;
        for (let w = 0; w < W; w++) {
          let word = extra[w]!;
          while (word !== 0) {
            const low = word & -word;
            counts[codes[(w << 5) + 31 - Math.clz32(low)]!]!++;
            word ^= low;
          }
        }
      }
      facets[key] = this.#facetValues(key, d, counts);
    }
    for (const key of RANGE_FILTER_KEYS) {
      const r = rangeIndex(FILTER_DEFINITIONS[key].attribute);
      let [min, max] = this.#matchedBounds(r, total, unfiltered);
      const extra = near.get(key);
      if (extra) {
        const column = this.#ranges[r]!;
        for (let w = 0; w < W; w++) {
          let word = extra[w]!;
          while (word !== 0) {
            const low = word & -word;
            const value = column[(w << 5) + 31 - Math.clz32(low)]!;
            word ^= low;
            // NaN (NULL) fails both comparisons, as min()/max() skip NULL.
            if (value < min) min = value;
            if (value > max) max = value;
          }
        }
      }
      if (min <= max) ranges[key] = { min, max };
    }
    if (unfiltered) this.#unfiltered = copy({ facets, ranges });
    return { ids, total, facets, ranges };
  }

  /** Writes the positions of the bitmap's rows into `out`, ascending; returns how many. */
  #positions(bits: Uint32Array, out: Int32Array): number {
    let count = 0;
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        out[count++] = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
      }
    }
    return count;
  }

  /** The bitmap of rows the condition accepts (query.ts conditionSql). */
  #accepts(c: ApiFilterCondition, includesMatches: ReadonlySet<string> | undefined): Uint32Array {
    if (c.operator === 'gteq' || c.operator === 'lteq') {
      const r = rangeIndex(c.attribute);
      return r < 0 ? new Uint32Array(this.#words) : this.#inRange(r, c.operator, c.number ?? 0);
    }
    if (c.attribute === 'financing_options') {
      // `financing_options && array[...]`: the list shares a value with the filter's.
      const wanted = new Set(c.values.map(clean));
      return this.#union(this.#dims[FINANCING]!, this.#financingLists.map((list) => list.some((value) => value !== null && wanted.has(value))));
    }
    const d = textIndex(c.attribute);
    if (d < 0) return new Uint32Array(this.#words);
    const dim = this.#dims[d]!;
    if (c.operator === 'includes') {
      const matches = includesMatches ?? new Set<string>();
      return this.#union(dim, dim.values.map((value) => matches.has(value)));
    }
    const wanted = new Set(c.values.map(clean));
    const rows = this.#union(dim, dim.values.map((value) => wanted.has(value)));
    // The block's brand and model may be given as names or as catalogue keys (query.ts does the same).
    const alias = c.attribute === 'nameplate_brand_name' ? this.#brandKey : c.attribute === 'nameplate_name' ? this.#nameplateKey : null;
    if (alias) {
      const byKey = this.#union(alias, alias.values.map((value) => wanted.has(value)));
      for (let w = 0; w < rows.length; w++) rows[w]! |= byKey[w]!;
    }
    return rows;
  }

  /** Rows whose code `dim` accepts (NULL never is): the union of the accepted codes' bitmaps. */
  #union(dim: Dim, accepts: readonly boolean[]): Uint32Array {
    const out = new Uint32Array(this.#words);
    if (dim.values.length > this.#bitmapLimit) {
      // Too many values to keep a bitmap each: test every row.
      const ok = Uint8Array.from(accepts, (yes) => (yes ? 1 : 0));
      const codes = dim.codes;
      for (let i = 0; i < this.size; i++) if (ok[codes[i]!] === 1) out[i >>> 5]! |= 1 << (i & 31);
      return out;
    }
    let perCode = this.#valueBits.get(dim);
    if (!perCode) {
      perCode = Array.from({ length: dim.values.length }, () => new Uint32Array(this.#words));
      const codes = dim.codes;
      const nullCode = dim.values.length;
      for (let i = 0; i < this.size; i++) if (codes[i] !== nullCode) perCode[codes[i]!]![i >>> 5]! |= 1 << (i & 31);
      this.#valueBits.set(dim, perCode);
    }
    accepts.forEach((yes, code) => {
      if (!yes) return;
      const bits = perCode[code]!;
      for (let w = 0; w < out.length; w++) out[w]! |= bits[w]!;
    });
    return out;
  }

  /** Rows with `column >= bound` (gteq) or `<= bound` (lteq), from the column's ascending order; NULL never. */
  #inRange(r: number, operator: 'gteq' | 'lteq', bound: number): Uint32Array {
    const { order, nonNull } = this.#rangeOrder(r);
    const column = this.#ranges[r]!;
    // First position whose value is >= bound (gteq) or > bound (lteq).
    let lo = 0;
    let hi = nonNull;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const value = column[order[mid]!]!;
      if (operator === 'gteq' ? value < bound : value <= bound) lo = mid + 1;
      else hi = mid;
    }
    const [from, to] = operator === 'gteq' ? [lo, nonNull] : [0, lo];
    const out = new Uint32Array(this.#words);
    for (let j = from; j < to; j++) {
      const row = order[j]!;
      out[row >>> 5]! |= 1 << (row & 31);
    }
    return out;
  }

  /** One pass over the matched rows (all rows when unfiltered): per dimension, the count of each code. */
  #countMatched(total: number, everyRow: boolean): Int32Array[] {
    const G = this.#groups.length;
    const groupCounts = this.#groups.map((group) => new Int32Array(group.size));
    const codes = this.#rowCodes;
    const matched = this.#matched;
    if (G === 2) {
      // The usual shape (everything but the retailer, then the retailer): unrolled.
      const [first, second] = groupCounts as [Int32Array, Int32Array];
      for (let j = 0; j < total; j++) {
        const c = (everyRow ? j : matched[j]!) * 2;
        first[codes[c]!]!++;
        second[codes[c + 1]!]!++;
      }
    } else {
      for (let j = 0; j < total; j++) {
        const c = (everyRow ? j : matched[j]!) * G;
        for (let g = 0; g < G; g++) groupCounts[g]![codes[c + g]!]!++;
      }
    }
    const dimCounts = this.#dims.map((dim) => new Int32Array(dim.values.length + 1));
    this.#groups.forEach((group, g) => {
      const counts = groupCounts[g]!;
      const width = group.members.length;
      for (let combo = 0; combo < group.size; combo++) {
        const count = counts[combo]!;
        if (count === 0) continue;
        for (let m = 0; m < width; m++) dimCounts[group.members[m]!]![group.memberCodes[combo * width + m]!]! += count;
      }
    });
    return dimCounts;
  }

  /**
   * Min and max of range column `r` over the matched rows: the first and last matched rows in the
   * column's ascending order when many rows match (a short walk, given up after `total` steps, as when
   * the filters select by a correlated column), else a scan of the matched rows.
   */
  #matchedBounds(r: number, total: number, everyRow: boolean): [number, number] {
    if (total === 0) return [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    const column = this.#ranges[r]!;
    const bits = this.#matchedBits;
    if (everyRow || total * total >= this.size) {
      const { order, nonNull } = this.#rangeOrder(r);
      const budget = everyRow ? nonNull : Math.min(nonNull, total);
      let low = -1;
      let high = -1;
      for (let j = 0; j < budget; j++) {
        const row = order[j]!;
        if (everyRow || (bits[row >>> 5]! >>> (row & 31)) & 1) {
          low = row;
          break;
        }
      }
      for (let j = nonNull - 1; j >= nonNull - budget; j--) {
        const row = order[j]!;
        if (everyRow || (bits[row >>> 5]! >>> (row & 31)) & 1) {
          high = row;
          break;
        }
      }
      if (low >= 0 && high >= 0) return [column[low]!, column[high]!];
    }
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const matched = this.#matched;
    for (let j = 0; j < total; j++) {
      const value = column[everyRow ? j : matched[j]!]!;
      // NaN (NULL) fails both comparisons, as min()/max() skip NULL.
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return [min, max];
  }

  #rangeOrder(r: number): { order: Int32Array; nonNull: number } {
    const cached = this.#rangeOrders[r];
    if (cached) return cached;
    const column = this.#ranges[r]!;
    const order = new Int32Array(this.size);
    let nonNull = 0;
    for (let i = 0; i < this.size; i++) if (!Number.isNaN(column[i]!)) order[nonNull++] = i;
    let nulls = nonNull;
    for (let i = 0; i < this.size; i++) if (Number.isNaN(column[i]!)) order[nulls++] = i;
    order.subarray(0, nonNull).sort((a, b) => column[a]! - column[b]!);
    const built = { order, nonNull };
    this.#rangeOrders[r] = built;
    return built;
  }

  /** A facet's values with their counts (query.ts facetSource); the NULL slot is never reported. */
  #facetValues(key: CheckboxFilterKey, d: number, counts: Int32Array): { value: string; count: number }[] {
    const out: { value: string; count: number }[] = [];
    const dim = this.#dims[d]!;
    if (d === FINANCING) {
      // Every element of every list counts (query.ts unnests the lists); NULL elements do not.
      const byValue = new Map<string, number>();
      this.#financingLists.forEach((list, code) => {
        if (counts[code]! > 0) for (const value of list) if (value !== null) byValue.set(value, (byValue.get(value) ?? 0) + counts[code]!);
      });
      for (const [value, count] of byValue) out.push({ value, count });
      return out;
    }
    if (key === 'colors') {
      // A colour counts once for every family its name contains (strpos(color_name, family) > 0).
      for (const family of COLOUR_FAMILIES) {
        let sum = 0;
        dim.values.forEach((value, code) => {
          if (value.includes(family)) sum += counts[code]!;
        });
        if (sum > 0) out.push({ value: family, count: sum });
      }
      return out;
    }
    dim.values.forEach((value, code) => counts[code]! > 0 && out.push({ value, count: counts[code]! }));
    return out;
  }

  /** The page's ids: walk the sort order past the matched rows, or, when they are few, sort them by rank. */
  #page(q: IndexQuery, total: number, everyRow: boolean): number[] {
    if (q.offset > MAX_OFFSET || q.offset >= total) return [];
    const { order, rank } = this.#order(q.sort);
    const ids = this.#ids;
    const end = Math.min(total, q.offset + q.items);
    if (everyRow || total === this.size) return Array.from(order.subarray(q.offset, end), (row) => ids[row]!);
    const bits = this.#matchedBits;
    // The walk visits about end × size / total positions; sorting the matched rows' ranks costs ~total.
    if (end * (this.size / total) <= 4 * total) {
      const out: number[] = [];
      let seen = 0;
      for (let j = 0; j < this.size && out.length < end - q.offset; j++) {
        const row = order[j]!;
        if (((bits[row >>> 5]! >>> (row & 31)) & 1) === 0) continue;
        if (seen++ >= q.offset) out.push(ids[row]!);
      }
      return out;
    }
    const ranks = new Int32Array(total);
    for (let j = 0; j < total; j++) ranks[j] = rank[this.#matched[j]!]!;
    ranks.sort();
    return Array.from(ranks.subarray(q.offset, end), (position) => ids[order[position]!]!);
  }

  /** Row positions in the order of query.ts orderBy (ties broken by id), and each row's position; built once per sort. */
  #order(sort: SortOption): { order: Int32Array; rank: Int32Array } {
    const cached = this.#orders.get(sort);
    if (cached) return cached;
    const order = new Int32Array(this.size);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort(this.#comparator(sort));
    const rank = new Int32Array(this.size);
    for (let j = 0; j < order.length; j++) rank[order[j]!] = j;
    const built = { order, rank };
    this.#orders.set(sort, built);
    return built;
  }

  /** query.ts orderBy over row positions: a total order (the id breaks every tie). */
  #comparator(sort: SortOption): (a: number, b: number) => number {
    const ids = this.#ids;
    const byId = (a: number, b: number) => ids[a]! - ids[b]!;
    const asc = (column: Float64Array) => (a: number, b: number) => column[a]! - column[b]! || byId(a, b);
    const desc = (column: Float64Array) => (a: number, b: number) => column[b]! - column[a]! || byId(b, a);
    /** NULL (NaN) after every number, in both directions. */
    const nullsLast = (column: Float64Array, direction: 1 | -1) => (a: number, b: number) => {
      const x = column[a]!;
      const y = column[b]!;
      const xNull = Number.isNaN(x);
      const yNull = Number.isNaN(y);
      if (xNull !== yNull) return xNull ? 1 : -1;
      return (xNull ? 0 : (x - y) * direction) || byId(a, b) * direction;
    };
    const [, salePrice, mileage, productionYear] = this.#ranges as [Float64Array, Float64Array, Float64Array, Float64Array];
    const created = this.#createdUs;
    const position = this.#statusPosition;
    switch (sort) {
      case 'productionYearAsc':
        return asc(productionYear);
      case 'productionYearDesc':
        return desc(productionYear);
      case 'createdAtAsc':
        return asc(created);
      case 'createdAtDesc':
        return desc(created);
      case 'mileageAsc':
        return asc(mileage);
      case 'mileageDesc':
        return desc(mileage);
      case 'priceAsc':
        return nullsLast(salePrice, 1);
      case 'priceDesc':
        return nullsLast(salePrice, -1);
      case 'status':
        // Infinity (an unknown status) sorts last; then newest first, then highest id.
        return (a, b) => (position[a] === position[b] ? 0 : position[a]! < position[b]! ? -1 : 1) || created[b]! - created[a]! || byId(b, a);
    }
  }

  /**
   * Gives vehicle `id` the status `status` in place (a hold taken or released, ADR 017 addendum), leaving
   * the index as a rebuild from a snapshot with that status would answer: the status codes and their
   * bitmaps, the row's code in its group of dimensions (a new combination gets a new code), its place in
   * the `status` sort, and the status counts of the cached unfiltered answer. Every status is coded from the start, so the
   * dictionaries (and the repository's `_includes` answers) stay as they are. `false` when the status is
   * not one the index can code (the caller rebuilds); a vehicle the index does not hold is no change.
   */
  setStatus(id: number, status: string): boolean {
    const dim = this.#dims[STATUS]!;
    const code = dim.values.indexOf(status);
    if (code < 0) return false;
    const row = this.#rowOf().get(id);
    if (row === undefined) return true;
    const previous = dim.codes[row]!;
    if (previous === code) return true;
    dim.codes[row] = code;
    const bits = this.#valueBits.get(dim);
    if (bits) {
      const word = row >>> 5;
      const bit = 1 << (row & 31);
      if (previous < dim.values.length) bits[previous]![word]! &= ~bit;
      bits[code]![word]! |= bit;
    }
    const G = this.#groups.length;
    const g = this.#groups.findIndex((group) => group.members.includes(STATUS));
    this.#rowCodes[row * G + g] = this.#combinationOf(g, row);
    this.#statusPosition[row] = statusPosition(status);
    const sorted = this.#orders.get('status');
    if (sorted) this.#reposition(sorted, row, this.#comparator('status'));
    // Without filters only the status facet moves (one car from one value to another); ranges stay.
    if (this.#unfiltered) for (const key of STATUS_FACETS) this.#unfiltered.facets[key] = this.#moveCount(this.#unfiltered.facets[key] ?? [], dim, previous, code);
    return true;
  }

  /** A facet's values (counts > 0, dictionary order) after one row moved from code `from` to `to`. */
  #moveCount(values: readonly { value: string; count: number }[], dim: Dim, from: number, to: number): { value: string; count: number }[] {
    const counts = new Map(values.map(({ value, count }) => [value, count]));
    const name = (code: number) => (code < dim.values.length ? dim.values[code]! : null);
    const [was, is] = [name(from), name(to)];
    if (was !== null) counts.set(was, (counts.get(was) ?? 0) - 1);
    if (is !== null) counts.set(is, (counts.get(is) ?? 0) + 1);
    return dim.values.flatMap((value) => ((counts.get(value) ?? 0) > 0 ? [{ value, count: counts.get(value)! }] : []));
  }

  /** Row of each vehicle id. */
  #rowOf(): Map<number, number> {
    if (!this.#rows) {
      this.#rows = new Map();
      for (let i = 0; i < this.size; i++) this.#rows.set(this.#ids[i]!, i);
    }
    return this.#rows;
  }

  /** The code of row's combination of group g's member codes; a combination not seen yet is added. */
  #combinationOf(g: number, row: number): number {
    const group = this.#groups[g]!;
    const width = group.members.length;
    const keyOf = (codeOf: (m: number) => number) => {
      let key = 0;
      for (let m = 0; m < width; m++) key = key * (this.#dims[group.members[m]!]!.values.length + 1) + codeOf(m);
      return key;
    };
    let lookup = this.#combinations.get(g);
    if (!lookup) {
      lookup = new Map();
      for (let combo = 0; combo < group.size; combo++) lookup.set(keyOf((m) => group.memberCodes[combo * width + m]!), combo);
      this.#combinations.set(g, lookup);
    }
    const key = keyOf((m) => this.#dims[group.members[m]!]!.codes[row]!);
    const known = lookup.get(key);
    if (known !== undefined) return known;
    const combo = group.size;
    const memberCodes = new Int32Array((combo + 1) * width);
    memberCodes.set(group.memberCodes.subarray(0, combo * width));
    for (let m = 0; m < width; m++) memberCodes[combo * width + m] = this.#dims[group.members[m]!]!.codes[row]!;
    group.memberCodes = memberCodes;
    group.size = combo + 1;
    lookup.set(key, combo);
    return combo;
  }

  /** Moves `row` to its place in a cached sort order after its key changed (a shift, not a new sort). */
  #reposition({ order, rank }: { order: Int32Array; rank: Int32Array }, row: number, compare: (a: number, b: number) => number) {
    const from = rank[row]!;
    const last = this.size - 1;
    order.copyWithin(from, from + 1);
    // First position among the other rows that sorts after `row`.
    let lo = 0;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(order[mid]!, row) < 0) lo = mid + 1;
      else hi = mid;
    }
    order.copyWithin(lo + 1, lo, last);
    order[lo] = row;
    for (let j = Math.min(from, lo); j <= Math.max(from, lo); j++) rank[order[j]!] = j;
  }
}
