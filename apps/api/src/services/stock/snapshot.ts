/**
 * A listing's stock as the facet index holds it (facet-index.ts, ADR 017): compact columns built while the
 * rows arrive, never one JavaScript object or string per vehicle and column. Text columns are
 * dictionary-encoded (each distinct value once, an Int32Array of codes, NULL as the extra code
 * `values.length`); numeric columns are Float64Arrays with NULL as NaN (every comparison rejects it, as SQL
 * rejects NULL); the financing lists are coded as whole lists.
 *
 * The rows are read in chunks of `SNAPSHOT_CHUNK` by ascending id (keyset: `id > last`), each chunk one row
 * of JSON arrays, so neither the database's memory for one result (PGlite's WebAssembly heap grows to its
 * peak and never shrinks) nor a JSON text in the API outgrows a chunk. The statements are separate, so
 * other queries interleave (PGlite is one connection): the first reads the stock version and the status
 * log's position with the row count, and a change meanwhile is caught as any other — a vehicle change moves
 * the version past the one the snapshot is tagged with (the next search rebuilds), a status change is in
 * the log after that position (the index applies it; setting a status a vehicle already has is no change).
 */
import { VEHICLE_STATUSES } from '@lux/stock-locator';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stockVehicles as v } from '../../db/schema.js';
import { RANGE_ATTRIBUTES, RANGE_FILTER_COLUMNS, TEXT_ATTRIBUTES, TEXT_FILTER_COLUMNS } from './columns.js';
import { SNAPSHOT_HOLE_WINDOW, type StatusLogSnapshot } from './status-log.js';

/** Vehicles per chunk statement: ~1.5 MB of JSON, so one result's memory stays small at any stock size. */
export const SNAPSHOT_CHUNK = 4096;

/** Text columns, dictionary-encoded: the search's text attributes (columns.ts) and two the facets need. */
export const TEXT_COLUMNS = ['brand', 'nameplate_key', ...TEXT_ATTRIBUTES] as const;
/** Numeric columns: the range attributes, and `created_us`, created_at in microseconds since the epoch. */
export const NUMBER_COLUMNS = [...RANGE_ATTRIBUTES, 'created_us'] as const;

export type TextColumnName = (typeof TEXT_COLUMNS)[number];
export type NumberColumnName = (typeof NUMBER_COLUMNS)[number];

/** A dictionary-encoded column: `values[codes[i]]` is row i's value; NULL is the code `values.length`. */
export interface TextColumn {
  values: string[];
  codes: Int32Array;
}

/** A listing's vehicles, position i one vehicle in every column. */
export interface Snapshot {
  size: number;
  id: Int32Array;
  text: Record<TextColumnName, TextColumn>;
  /** Each distinct financing list is one value (its JSON); a NULL list is NULL. */
  financing: TextColumn;
  /** The financing lists as stored (NULL elements kept), by code of `financing`. */
  financingLists: (string | null)[][];
  numbers: Record<NumberColumnName, Float64Array>;
  /** The stock version read before the rows (a change while they were read moves it past this). */
  version: string | null;
  /** The status log's position read with the version (status-log.ts). */
  status_log: StatusLogSnapshot;
}

/** Encodes one text column value by value; `known` values get the first codes even when no row holds them. */
export class DictionaryEncoder {
  readonly #lookup = new Map<string, number>();
  readonly #values: string[] = [];
  #codes: Int32Array;
  #size = 0;

  constructor(capacity: number, known: readonly string[] = []) {
    this.#codes = new Int32Array(Math.max(16, capacity));
    for (const value of known) this.#code(value);
  }

  /** The code of `value`, coding it when new; `null` codes as -1 until `finish`. */
  push(value: string | null): number {
    if (this.#size === this.#codes.length) this.#codes = grow(this.#codes);
    const code = value === null ? -1 : this.#code(value);
    this.#codes[this.#size++] = code;
    return code;
  }

  get values(): readonly string[] {
    return this.#values;
  }

  /** The column, NULL recoded as `values.length` (the index's convention), trimmed to the rows pushed. */
  finish(): TextColumn {
    const codes = trim(this.#codes, this.#size);
    const nullCode = this.#values.length;
    for (let i = 0; i < codes.length; i++) if (codes[i]! < 0) codes[i] = nullCode;
    return { values: this.#values, codes };
  }

  #code(value: string): number {
    let code = this.#lookup.get(value);
    if (code === undefined) {
      code = this.#values.length;
      this.#values.push(value);
      this.#lookup.set(value, code);
    }
    return code;
  }
}

function grow<T extends Int32Array | Float64Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** The first `size` elements, without a copy when they are all of it. */
function trim<T extends Int32Array | Float64Array>(array: T, size: number): T {
  return (array.length === size ? array : array.slice(0, size)) as T;
}

/** A text column from whole values (tests, and snapshots made in code). */
export function textColumn(values: readonly (string | null)[], known: readonly string[] = []): TextColumn {
  const encoder = new DictionaryEncoder(values.length, known);
  for (const value of values) encoder.push(value ?? null);
  return encoder.finish();
}

/** One chunk as `snapshotChunkSql` reads it: one JSON array per column, position i one vehicle. */
export type SnapshotChunk = {
  size: number;
  last: number | string | null;
  id: number[];
  financing_options: ((string | null)[] | null)[];
} & { [name in TextColumnName]: (string | null)[] } & { [name in NumberColumnName]: (number | string | null)[] };

/** Assembles chunks into one `Snapshot`; `capacity` is a size hint (the arrays grow past it). */
export class SnapshotBuilder {
  #size = 0;
  #id: Int32Array;
  readonly #text: Record<TextColumnName, DictionaryEncoder>;
  readonly #financing: DictionaryEncoder;
  readonly #lists: (string | null)[][] = [];
  readonly #numbers: Record<NumberColumnName, Float64Array>;

  constructor(capacity: number) {
    this.#id = new Int32Array(Math.max(16, capacity));
    // Every status is coded from the start, so a status change never adds a value (setStatus).
    this.#text = Object.fromEntries(
      TEXT_COLUMNS.map((name) => [
        name,
        new DictionaryEncoder(capacity, name === 'status' ? VEHICLE_STATUSES : []),
      ]),
    ) as Record<TextColumnName, DictionaryEncoder>;
    this.#financing = new DictionaryEncoder(capacity);
    this.#numbers = Object.fromEntries(
      NUMBER_COLUMNS.map((name) => [name, new Float64Array(Math.max(16, capacity))]),
    ) as Record<NumberColumnName, Float64Array>;
  }

  get size(): number {
    return this.#size;
  }

  add(chunk: SnapshotChunk): void {
    const n = Number(chunk.size);
    for (const [name, column] of Object.entries(chunk))
      if (Array.isArray(column) && column.length !== n)
        throw new Error(`stock snapshot column ${name} has ${column.length} values, not ${n}`);
    const start = this.#size;
    while (this.#id.length < start + n) {
      this.#id = grow(this.#id);
      for (const name of NUMBER_COLUMNS) this.#numbers[name] = grow(this.#numbers[name]);
    }
    for (let i = 0; i < n; i++) this.#id[start + i] = chunk.id[i]!;
    for (const name of TEXT_COLUMNS) {
      const encoder = this.#text[name];
      for (const value of chunk[name]) encoder.push(value ?? null);
    }
    for (const list of chunk.financing_options) {
      const before = this.#financing.values.length;
      this.#financing.push(list === null || list === undefined ? null : JSON.stringify(list));
      if (this.#financing.values.length > before) this.#lists.push(list ?? []);
    }
    for (const name of NUMBER_COLUMNS) {
      const column = this.#numbers[name];
      const values = chunk[name];
      for (let i = 0; i < n; i++) {
        const value = values[i];
        column[start + i] = value === null || value === undefined ? Number.NaN : Number(value);
      }
    }
    this.#size += n;
  }

  finish(state: { version: string | null; status_log: StatusLogSnapshot }): Snapshot {
    const size = this.#size;
    return {
      size,
      id: trim(this.#id, size),
      text: Object.fromEntries(TEXT_COLUMNS.map((name) => [name, this.#text[name].finish()])) as Record<
        TextColumnName,
        TextColumn
      >,
      financing: this.#financing.finish(),
      financingLists: this.#lists,
      numbers: Object.fromEntries(
        NUMBER_COLUMNS.map((name) => [name, trim(this.#numbers[name], size)]),
      ) as Record<NumberColumnName, Float64Array>,
      version: state.version,
      status_log: state.status_log,
    };
  }
}

/** The columns a chunk reads, in the snapshot's names. */
const CHUNK_COLUMNS = {
  id: sql`${v.id}`,
  brand: sql`${v.brand}`,
  nameplate_key: sql`${v.nameplateKey}`,
  ...TEXT_FILTER_COLUMNS,
  financing_options: sql`${v.financingOptions}`,
  ...RANGE_FILTER_COLUMNS,
  // Microseconds since the epoch: a whole number, exact in a double until the year 2255.
  created_us: sql`(extract(epoch from ${v.createdAt}) * 1000000)::bigint`,
};

/** PostgreSQL text cannot hold NUL; query.ts strips it from every value the same way. */
const clean = (value: string) => value.replaceAll('\u0000', '');

/**
 * The listing's vehicles with ids above `after`, the first `limit` by id, as ONE row of JSON arrays (one
 * per column; the aggregates advance together over one scan, so the arrays line up) and the chunk's
 * highest id. One row instead of thousands keeps PGlite's wire-protocol overhead out of it. The comment
 * names the statement in plans and logs (tools/bench/stock.mjs reads it).
 */
export function snapshotChunkSql(listing: string, after: number, limit: number): SQL {
  const columns = sql.join(
    Object.entries(CHUNK_COLUMNS).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const arrays = sql.join(
    Object.keys(CHUNK_COLUMNS).map(
      (name) => sql`coalesce(json_agg(s.${sql.identifier(name)}), '[]'::json) as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  return sql`/* stock snapshot */ select count(*)::int as size, max(s.id) as last, ${arrays} from (select ${columns} from ${v} where ${v.listing} = ${clean(listing)} and ${v.id} > ${after} order by ${v.id} limit ${limit}) as s`;
}

/**
 * Read before the chunks, in one statement: how many vehicles the listing holds, the stock version (bumped
 * by a statement trigger on every change to stock_vehicles in the changing transaction, migration 0004,
 * except status-only updates, 0009), and the status log's highest seq with the seqs present just below it
 * (status-log.ts: the numbers missing there may belong to transactions still in flight).
 */
export function snapshotStateSql(listing: string): SQL {
  return sql`/* stock snapshot */ select (select count(*)::int from ${v} where ${v.listing} = ${clean(listing)}) as size,
  (select version::text from stock_data_version where id = 1) as version,
  (select json_build_object('seq', l.seq, 'recent', (select coalesce(json_agg(r.seq order by r.seq), '[]'::json) from stock_status_log r where r.seq > l.seq - ${SNAPSHOT_HOLE_WINDOW}))
     from (select coalesce(max(seq), 0) as seq from stock_status_log) as l) as status_log`;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

/**
 * The listing's snapshot, read chunk by chunk; `null` when it holds more than `limit` vehicles (the SQL of
 * query.ts answers such a listing), which the first statement tells before any row is read.
 */
export async function readSnapshot(
  db: Database,
  listing: string,
  limit: number,
  chunk = SNAPSHOT_CHUNK,
): Promise<Snapshot | null> {
  const [state] = rowsOf<{
    size: number;
    version: string | null;
    status_log: StatusLogSnapshot | string | null;
  }>(await db.execute(snapshotStateSql(listing)));
  const expected = Number(state?.size ?? 0);
  if (expected > limit) return null;
  const log =
    typeof state?.status_log === 'string'
      ? (JSON.parse(state.status_log) as StatusLogSnapshot)
      : state?.status_log;
  const builder = new SnapshotBuilder(expected);
  for (let after = 0; ;) {
    const [rows] = rowsOf<SnapshotChunk>(await db.execute(snapshotChunkSql(listing, after, chunk)));
    if (!rows || Number(rows.size) === 0) break;
    builder.add(rows);
    // Vehicles added while the chunks were read may pass the limit: too large to index after all.
    if (builder.size > limit) return null;
    if (Number(rows.size) < chunk) break;
    after = Number(rows.last);
  }
  return builder.finish({ version: state?.version ?? null, status_log: log ?? { seq: 0, recent: [] } });
}
