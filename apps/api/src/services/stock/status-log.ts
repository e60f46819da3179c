/**
 * Status changes applied to the in-memory facet index in place (ADR 017 addendum). Holds (ADR 026 §1)
 * change only vehicles' `status`, often, in transactions that set `lux.stock_status_only`: the row trigger
 * of migration 0009 logs each change to `stock_status_log` (seq, vehicle_id, listing, status) and
 * `stock_data_version` stays, so the index is patched from the log instead of rebuilt.
 *
 * A `StatusLogCursor` says which log rows an index already holds. `seq` is a bigserial, numbered when the
 * row is written but visible only at commit, so on PostgreSQL a later number can be seen before an earlier
 * one (two holds committing in the other order). A number missing below the highest seen is therefore a
 * "hole" that may still appear: it is remembered, checked on every search and applied when it shows up,
 * until `holeMs` after it was first missed (then its transaction is taken to have rolled back). Rows of one
 * vehicle never arrive out of order: its row lock makes the second change wait for the first's commit.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * What a search reads about the log with the page's rows (one statement): the highest and lowest seq, and
 * the rows the index lacks (after its seq, or filling a hole), at most INLINE_ROWS of them.
 */
export interface StatusLogState {
  seq: number;
  min: number | null;
  rows: StatusLogRow[];
}

export interface StatusLogRow {
  seq: number;
  vehicle_id: number;
  listing: string;
  status: string;
}

/** The log as the snapshot read it before its rows (snapshot.ts): its highest seq and the seqs present just below. */
export interface StatusLogSnapshot {
  seq: number;
  recent: number[];
}

/** How far below the snapshot's highest seq a rebuild looks for numbers still in flight. */
export const SNAPSHOT_HOLE_WINDOW = 128;
/** Most holes remembered (the oldest are given up first); bounds the check's parameter. */
const MAX_HOLES = 1024;
/** Further behind than this, a rebuild is cheaper than patching row by row. */
export const MAX_PATCH_BACKLOG = 5000;
/** Log rows a search reads with its page; with more behind, the index catches up with `statusLogRowsSql`. */
export const INLINE_ROWS = 64;

export type LogAction = 'current' | 'patch' | 'rebuild';

export class StatusLogCursor {
  /** Every visible log row up to `seq` is applied, except the holes. */
  seq: number;
  readonly #holeMs: number;
  /** Missing seq → when it is given up (ms since the epoch). */
  readonly #holes = new Map<number, number>();

  constructor(snapshot: StatusLogSnapshot, holeMs: number, now: number) {
    this.seq = Number(snapshot.seq);
    this.#holeMs = holeMs;
    const present = new Set(snapshot.recent.map(Number));
    for (let seq = Math.max(1, this.seq - SNAPSHOT_HOLE_WINDOW + 1); seq < this.seq; seq++) if (!present.has(seq)) this.#holes.set(seq, now + holeMs);
  }

  /** The holes still awaited (expired ones dropped). */
  holes(now: number): number[] {
    for (const [seq, until] of this.#holes) if (until <= now) this.#holes.delete(seq);
    return [...this.#holes.keys()];
  }

  /**
   * What the index needs after a search read `state`: nothing; the rows it lacks (`state.rows`, when
   * complete, else read on their own); or a rebuild — the log lost rows this index never saw (pruned: its
   * lowest seq is past ours), went backwards (reset), or is too far ahead to patch row by row.
   */
  needs(state: StatusLogState): LogAction {
    if (state.seq < this.seq) return 'rebuild';
    if (state.min !== null && state.min > this.seq + 1) return 'rebuild';
    if (state.seq - this.seq > MAX_PATCH_BACKLOG) return 'rebuild';
    return this.covers(state) ? 'current' : 'patch';
  }

  /** Whether the index already holds every row `state` reported (and nothing newer was reported). */
  covers(state: StatusLogState): boolean {
    return state.seq <= this.seq && state.rows.every((row) => Number(row.seq) <= this.seq && !this.#holes.has(Number(row.seq)));
  }

  /**
   * Of `rows` (ascending seq, every listing: their numbers matter here), those not applied yet — a filled
   * hole or a number past `seq` — in order; numbers skipped on the way become holes.
   */
  take(rows: readonly StatusLogRow[], now: number): StatusLogRow[] {
    const fresh: StatusLogRow[] = [];
    for (const row of rows) {
      const seq = Number(row.seq);
      if (this.#holes.delete(seq)) fresh.push(row);
      else if (seq > this.seq) {
        for (let missing = Math.max(this.seq + 1, seq - MAX_HOLES); missing < seq; missing++) this.#holes.set(missing, now + this.#holeMs);
        this.seq = seq;
        fresh.push(row);
      }
    }
    // Map order is insertion order: the first keys are the oldest holes.
    for (const seq of this.#holes.keys()) {
      if (this.#holes.size <= MAX_HOLES) break;
      this.#holes.delete(seq);
    }
    return fresh;
  }
}

/** `'{1,2,3}'`: holes go to the database as one array parameter. */
const bigintArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::bigint[]`;

/**
 * The log's state as columns of the search's page statement (or of `statusLogStateSql`): highest and
 * lowest seq (the primary key answers both) and, as JSON, the first INLINE_ROWS rows after `after` or in
 * `holes` — usually none, and when there are some, the search patches the index without another trip.
 */
export function statusLogColumns(after: number, holes: readonly number[]) {
  return {
    statusSeq: sql<number | null>`(select max(seq)::float8 from stock_status_log)`,
    statusMin: sql<number | null>`(select min(seq)::float8 from stock_status_log)`,
    statusRows: sql<StatusLogRow[] | string>`(select coalesce(json_agg(r order by r.seq), '[]'::json) from (${logRowsSql(after, holes, INLINE_ROWS)}) as r)`,
  };
}

export const stateFromColumns = (row: { statusSeq: number | string | null; statusMin: number | string | null; statusRows: StatusLogRow[] | string }): StatusLogState => ({
  seq: Number(row.statusSeq ?? 0),
  min: row.statusMin === null ? null : Number(row.statusMin),
  rows: typeof row.statusRows === 'string' ? (JSON.parse(row.statusRows) as StatusLogRow[]) : row.statusRows,
});

/** The version and the log's state alone (a search whose page is empty). */
export function statusLogStateSql(after: number, holes: readonly number[]): SQL {
  const c = statusLogColumns(after, holes);
  return sql`select version::text as version, ${c.statusSeq} as "statusSeq", ${c.statusMin} as "statusMin", ${c.statusRows} as "statusRows" from stock_data_version where id = 1`;
}

/**
 * Log rows after `after` (the first `limit`) and those in `holes`, every listing. Two index scans on the
 * primary key, not an OR (which would walk the whole index); unordered — callers order by seq.
 */
function logRowsSql(after: number, holes: readonly number[], limit: number): SQL {
  const columns = sql`l.seq::float8 as seq, l.vehicle_id, l.listing, l.status`;
  const next = sql`(select ${columns} from stock_status_log l where l.seq > ${after}::bigint order by l.seq limit ${limit})`;
  return holes.length === 0 ? next : sql`${next} union all (select ${columns} from stock_status_log l where l.seq = any(${bigintArray(holes)}))`;
}

/** Log rows after `after` (at most `limit`) or in `holes`, every listing, ascending. */
export function statusLogRowsSql(after: number, holes: readonly number[], limit: number): SQL {
  return sql`select * from (${logRowsSql(after, holes, limit)}) as r order by r.seq`;
}

/**
 * Deletes up to `limit` rows older than `retentionMs`, always a prefix in seq order (so an index that
 * missed a deleted row sees the lowest seq pass its own and rebuilds) and never the highest row (so the
 * highest seq never goes back). Runs in any process, any number of times.
 */
export function pruneStatusLogSql(retentionMs: number, limit: number): SQL {
  return sql`delete from stock_status_log where seq in (
    select seq from stock_status_log
    where seq <= (select max(seq) from stock_status_log where changed_at < now() - ${retentionMs}::integer * interval '1 millisecond')
      and seq < (select max(seq) from stock_status_log)
    order by seq limit ${limit})`;
}
