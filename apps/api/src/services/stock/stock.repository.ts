import {
  CHECKBOX_FILTER_KEYS,
  RANGE_FILTER_KEYS,
  type ApiFilterCondition,
  type SortOption,
} from '@lux/stock-locator';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import {
  dealers,
  modelFamilies,
  nameplates,
  stockCompanyConfigs,
  stockTranslations,
  stockVehicles as v,
} from '../../db/schema.js';
import { ListingIndex, type IndexQuery, type IndexResult } from './facet-index.js';
import { facetsSql, includesMatchSql, orderBy, whereSql, type FacetRow } from './query.js';
import { readSnapshot } from './snapshot.js';
import {
  INLINE_ROWS,
  StatusLogCursor,
  pruneStatusLogSql,
  stateFromColumns,
  statusLogColumns,
  statusLogRowsSql,
  statusLogStateSql,
  type StatusLogRow,
  type StatusLogState,
} from './status-log.js';

/** Owner (selling retailer) columns joined onto every vehicle (A§3 owner fields). */
const VEHICLE_COLUMNS = {
  vehicle: v,
  dealerNameHe: dealers.nameHe,
  dealerNameEn: dealers.nameEn,
  dealerAddress: dealers.addressHe,
  dealerCity: dealers.cityHe,
  dealerPostcode: dealers.postcode,
  dealerPhone: dealers.phone,
  dealerEmail: dealers.email,
  dealerHours: dealers.openingHours,
};

export type VehicleRow = NonNullable<Awaited<ReturnType<StockRepository['find']>>>;

/** Beyond this offset a page cannot hold anything in a realistic stock; the page query is skipped. */
const MAX_OFFSET = 10_000_000;

/** Listings whose facet index stays in memory (least recently used first out); ~26 MB per 100,000 cars. */
const INDEXED_LISTINGS = 8;
/**
 * A larger listing is answered by SQL alone (query.ts), which needs no memory but is slower (seconds a
 * request at a million cars). The snapshot is read in chunks (snapshot.ts), so a million cars cost ~260 MB
 * of index and no larger transient result (issue 16 item 7).
 */
const MAX_INDEXED_VEHICLES = 2_000_000;
/** Status-log rows read per patch statement. */
const LOG_BATCH = 1000;
/** Status-log rows deleted per prune statement. */
const PRUNE_BATCH = 10_000;
/**
 * Patches one request may wait for before it answers: under constant hold traffic a request could
 * otherwise chase the log for ever. The answer's statuses are then at most one patch older than its rows.
 */
const MAX_PATCH_ROUNDS = 3;
/** Index answers tried per request before the SQL path answers (rebuilds, patches, a page read again). */
const MAX_ROUNDS = 8;

export interface StockRepositoryOptions {
  /** How long a status-log number missing below the highest may still appear (its transaction in flight). */
  statusHoleMs?: number;
  /** Status-log rows older than this are deleted (ADR 017 addendum). */
  statusLogRetentionMs?: number;
  /** How often, at most, this process deletes old status-log rows (piggy-backed on patching). */
  statusLogPruneEveryMs?: number;
}

/** How the facet indexes were kept current (tests and the benchmark read these). */
export interface IndexStats {
  /** Snapshot loads (a new stock version, a gap in the status log, or a first request). */
  rebuilds: number;
  /** Patches that applied at least one status change, and the changes they applied. */
  patches: number;
  patchedRows: number;
  /** Status-log rows this process deleted. */
  prunedRows: number;
  /**
   * Searches answered from the listing's previous index while the new one loaded after a change (ADR 017
   * addendum 3): the page's rows are read afresh, which vehicles match and the counts are the previous index's.
   */
  answeredWhileRebuilding: number;
  /** Statements that read a page's rows with the index check (one per search, unless the stock changed meanwhile). */
  pageReads: number;
}

export interface ListOptions {
  listing: string;
  conditions: readonly ApiFilterCondition[];
  sort: SortOption;
  page: number;
  items: number;
  /** The light listing skips facets and ranges (carousels need cards only). */
  facets: boolean;
}

export interface RetailerSearch {
  brand: string;
  state: string;
  postcode: string;
  locality: string;
}

/** The same order on every database (code points, not the database's collation). */
const sortedNames = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The listing answer from an index result and the page's rows (facet values in a stable order).
 * `fromPreviousIndex`: answered by the index in use before a change while the new one loads (Addendum 3 of
 * ADR 017): the rows are current, the matches and counts may be a rebuild behind; not to be kept by a cache.
 */
function answer<Row>(result: IndexResult, rows: Row[], fromPreviousIndex = false) {
  const facets: Record<string, { value: string; count: number }[]> = {};
  for (const [key, values] of Object.entries(result.facets)) facets[key] = values.sort((a, b) => a.value.localeCompare(b.value));
  return { rows, total: result.total, facets, ranges: result.ranges, fromPreviousIndex: fromPreviousIndex || undefined };
}

export function createStockRepository(
  db: Database,
  { statusHoleMs = 30_000, statusLogRetentionMs = 10 * 60_000, statusLogPruneEveryMs = 60_000 }: StockRepositoryOptions = {},
) {
  const select = () =>
    db.select(VEHICLE_COLUMNS).from(v).leftJoin(dealers, eq(dealers.dealerCode, v.dealerCode));

  /**
   * Facet indexes by listing, each tagged with the stock version it was built from, with the answers
   * the database gave for text `_includes` conditions (they depend only on the listing's values), and —
   * once built — the status-log cursor saying which status changes it holds (status-log.ts).
   */
  interface Entry {
    listing: string;
    version: string;
    index: Promise<ListingIndex | null>;
    includes: Map<string, ReadonlySet<string>>;
    cursor: StatusLogCursor | null;
    /** The patch running or queued last; patches of one index run one after another. `false`: rebuild. */
    patching: Promise<boolean> | null;
    /** Counts patches that changed the index, so a request sees that its answer was computed before one. */
    generation: number;
    /** The snapshot is loaded (or failed): searches may use `index` without waiting. */
    ready: boolean;
    /** While this one loads: the listing's index it replaces after a change of the stock, which answers. */
    previous: Entry | null;
  }
  const indexes = new Map<string, Entry>();
  const stats: IndexStats = { rebuilds: 0, patches: 0, patchedRows: 0, prunedRows: 0, answeredWhileRebuilding: 0, pageReads: 0 };
  let lastPrune = 0;

  /** The version and the log's state (the rows after `after` or in `holes` among it). */
  const readState = async (after: number, holes: readonly number[]) => {
    const [row] = rowsOf<{ version: string } & Parameters<typeof stateFromColumns>[0]>(await db.execute(statusLogStateSql(after, holes)));
    return { version: row?.version ?? null, log: row ? stateFromColumns(row) : null };
  };

  /**
   * The listing's index for stock version `version` (read now when not given): the cached one while the
   * version stands, else rebuilt — once, however many requests wait. `stale`: an entry that must not be
   * reused although its version stands (the status log lost rows it needs). `null` → no version row; use SQL.
   */
  async function entryFor(listing: string, version?: string | null, stale?: Entry): Promise<Entry | null> {
    const current = version === undefined ? (await readState(Number.MAX_SAFE_INTEGER, [])).version : version;
    if (current === null) return null;
    const cached = indexes.get(listing);
    // Most recently used last, so the first key is the one to evict.
    indexes.delete(listing);
    // Never replace a newer index with an older version's (a slow request may report an older version).
    if (cached && cached !== stale && BigInt(cached.version) >= BigInt(current)) {
      indexes.set(listing, cached);
      return cached;
    }
    stats.rebuilds++;
    // A log gap (`stale`) may have lost statuses: that index never answers again. Otherwise the one in use
    // answers until this one is loaded (or the one it was itself answering for, when a rebuild is superseded).
    const previous = !cached || cached === stale ? null : cached.ready && cached.cursor ? cached : cached.previous;
    const entry: Entry = { listing, version: current, index: Promise.resolve(null), includes: new Map(), cursor: null, patching: null, generation: 0, ready: false, previous };
    entry.index = readSnapshot(db, listing, MAX_INDEXED_VEHICLES).then((snapshot) => {
      if (!snapshot) return null;
      // The version and the log's position were read before the rows: a vehicle changed meanwhile moves the
      // version past this one (the next search rebuilds); a status changed meanwhile is in the log after it.
      if (snapshot.version && BigInt(snapshot.version) > BigInt(entry.version)) entry.version = snapshot.version;
      entry.cursor = new StatusLogCursor(snapshot.status_log, statusHoleMs, Date.now());
      return new ListingIndex(snapshot);
    });
    indexes.set(listing, entry);
    entry.index.then(
      () => {
        entry.ready = true;
        entry.previous = null;
      },
      () => {
        entry.ready = true;
        entry.previous = null;
        if (indexes.get(listing) === entry) indexes.delete(listing);
      },
    );
    while (indexes.size > INDEXED_LISTINGS) indexes.delete(indexes.keys().next().value!);
    return entry;
  }

  /**
   * Brings the entry's index up to at least what a search saw in the log (`seen`), after any patch
   * already running. `false` when only a rebuild can (a status the index cannot code).
   */
  function catchUp(entry: Entry, seen: StatusLogState): Promise<boolean> {
    const previous = entry.patching ?? Promise.resolve(true);
    const next = previous
      .catch(() => true)
      .then(async (fine) => (!fine ? false : entry.cursor!.covers(seen) ? true : applyLog(entry)));
    entry.patching = next;
    const done = () => {
      if (entry.patching === next) entry.patching = null;
    };
    next.then(done, done);
    return next;
  }

  /**
   * Sets the statuses of the log rows the index lacks (`rows` ascending, any listing) in place, at once
   * (synchronous: no search sees them half applied). `false` when only a rebuild can (a status the index
   * cannot code).
   */
  function applyRows(entry: Entry, index: ListingIndex, rows: readonly StatusLogRow[]): boolean {
    let applied = 0;
    let coded = true;
    for (const row of entry.cursor!.take(rows, Date.now())) {
      if (row.listing !== entry.listing) continue;
      coded = index.setStatus(Number(row.vehicle_id), row.status);
      if (!coded) break;
      applied++;
    }
    if (applied > 0) {
      entry.generation++;
      stats.patches++;
      stats.patchedRows += applied;
    }
    return coded;
  }

  /** Reads the log rows the index lacks, batch by batch, and applies them (a backlog too long to come with a search). */
  async function applyLog(entry: Entry): Promise<boolean> {
    const index = await entry.index;
    const cursor = entry.cursor;
    if (!index || !cursor) return false;
    for (;;) {
      const rows = rowsOf<StatusLogRow>(await db.execute(statusLogRowsSql(cursor.seq, cursor.holes(Date.now()), LOG_BATCH)));
      if (!applyRows(entry, index, rows)) return false;
      if (rows.length < LOG_BATCH) break;
    }
    await pruneStatusLogNow(false);
    return true;
  }

  /** Deletes old status-log rows, at most every `statusLogPruneEveryMs` unless forced. */
  async function pruneStatusLogNow(force: boolean): Promise<number> {
    const now = Date.now();
    if (!force && now - lastPrune < statusLogPruneEveryMs) return 0;
    lastPrune = now;
    let deleted = 0;
    for (;;) {
      const result = (await db.execute(pruneStatusLogSql(statusLogRetentionMs, PRUNE_BATCH))) as { rowCount?: number | null; affectedRows?: number };
      const n = Number(result.rowCount ?? result.affectedRows ?? 0);
      deleted += n;
      if (n < PRUNE_BATCH) break;
    }
    stats.prunedRows += deleted;
    return deleted;
  }

  /** Which of the listing's values a text `_includes` condition accepts, as the database's `lower()` says. */
  async function includesMatches(entry: Entry, index: ListingIndex, conditions: readonly ApiFilterCondition[]) {
    const out = new Map<ApiFilterCondition, ReadonlySet<string>>();
    for (const condition of conditions) {
      if (!ListingIndex.needsDatabase(condition)) continue;
      const key = JSON.stringify([condition.attribute, condition.values]);
      let accepted = entry.includes.get(key);
      if (!accepted) {
        const candidates = index.dictionary(condition.attribute);
        const rows = candidates.length === 0 ? [] : rowsOf<{ value: string }>(await db.execute(includesMatchSql(candidates, condition.values)));
        accepted = new Set(rows.map((row) => row.value));
        if (entry.includes.size >= 256) entry.includes.clear();
        entry.includes.set(key, accepted);
      }
      out.set(condition, accepted);
    }
    return out;
  }

  /**
   * The page's rows in the order of `ids`, with the stock version and the status log's state read in the
   * same statement (so all come from one snapshot of the database): one round trip checks the index and
   * fetches the page. `after`, `holes`: the index's log position and the numbers it still awaits
   * (status-log.ts); the log rows past them come along.
   */
  async function pageRows(listing: string, ids: readonly number[], after: number, holes: readonly number[]) {
    stats.pageReads++;
    if (ids.length === 0) return { rows: [], ...(await readState(after, holes)) };
    const found = await db
      .select({ ...VEHICLE_COLUMNS, stockVersion: sql<string | null>`(select version::text from stock_data_version where id = 1)`, ...statusLogColumns(after, holes) })
      .from(v)
      .leftJoin(dealers, eq(dealers.dealerCode, v.dealerCode))
      .where(and(eq(v.listing, listing), inArray(v.id, [...ids])));
    const byId = new Map(found.map(({ stockVersion: _version, statusSeq: _seq, statusMin: _min, statusRows: _rows, ...row }) => [row.vehicle.id, row]));
    // The version is the same in every row; with no row (all deleted meanwhile) read it on its own.
    const state = found[0] ? { version: found[0].stockVersion, log: stateFromColumns(found[0]) } : await readState(after, holes);
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), ...state };
  }

  /** The listing as query.ts answers it: the page, then one statement for the total, facets and ranges. */
  async function listWithSql(options: ListOptions) {
    const offset = (options.page - 1) * options.items;
    const where = whereSql(options.listing, options.conditions);
    const page =
      offset > MAX_OFFSET
        ? []
        : await select()
            .where(where)
            .orderBy(...orderBy(options.sort))
            .limit(options.items)
            .offset(offset);
    const facetRows = rowsOf<FacetRow>(
      await db.execute(
        facetsSql(
          options.listing,
          options.conditions,
          options.facets ? CHECKBOX_FILTER_KEYS : [],
          options.facets ? RANGE_FILTER_KEYS : [],
        ),
      ),
    );
    const facets: Record<string, { value: string; count: number }[]> = {};
    const ranges: Record<string, { min: number; max: number }> = {};
    let total = 0;
    for (const row of facetRows) {
      const n = Number(row.n);
      if (row.facet === '') total = n;
      else if ((RANGE_FILTER_KEYS as readonly string[]).includes(row.facet)) {
        if (row.lo !== null && row.hi !== null) ranges[row.facet] = { min: Number(row.lo), max: Number(row.hi) };
      } else if (row.value !== null) (facets[row.facet] ??= []).push({ value: row.value, count: n });
    }
    if (options.facets) for (const key of CHECKBOX_FILTER_KEYS) facets[key] = (facets[key] ?? []).sort((a, b) => a.value.localeCompare(b.value));
    return { rows: page, total, facets, ranges };
  }

  return {
    /**
     * A listing page with its total and, unless light, facet counts and range bounds. Answered from the
     * listing's in-memory facet index, then the page's rows by id (one round trip, which also checks the
     * index is current); the SQL of query.ts answers when the listing cannot be indexed.
     */
    async list(options: ListOptions) {
      // Optimistic: answer from the cached index, and check its version and the status log with the
      // page's rows; only when the stock changed meanwhile is the index rebuilt, or patched with the
      // status changes (holds), and the answer computed again.
      const cached = indexes.get(options.listing);
      if (cached) {
        indexes.delete(options.listing);
        indexes.set(options.listing, cached);
      }
      const queryFor = async (source: Entry, index: ListingIndex): Promise<IndexQuery> => ({
        conditions: options.conditions,
        includesMatches: await includesMatches(source, index, options.conditions),
        sort: options.sort,
        offset: (options.page - 1) * options.items,
        items: options.items,
        facets: options.facets,
      });
      let entry = cached ?? (await entryFor(options.listing));
      let patchRounds = 0;
      for (let round = 0, rebuilds = 0; entry && rebuilds < 3 && round < MAX_ROUNDS; round++) {
        // A search never waits for a rebuild after a change (seconds at 100k vehicles, more at 1M; the SQL path
        // takes as long): the previous index answers until the new one is loaded, with the page's rows read
        // afresh. Only a listing's first index, and one replacing an index with a log gap, are waited for.
        const previous = entry.ready ? null : entry.previous;
        if (previous) {
          const index = (await previous.index)!;
          stats.answeredWhileRebuilding++;
          const result = index.query(await queryFor(previous, index));
          const page = await pageRows(options.listing, result.ids, previous.cursor!.seq, previous.cursor!.holes(Date.now()));
          return answer(result, page.rows, true);
        }
        const index = await entry.index;
        if (!index || !entry.cursor) break;
        const query = await queryFor(entry, index);
        const generation = entry.generation;
        const result = index.query(query);
        const page = await pageRows(options.listing, result.ids, entry.cursor.seq, entry.cursor.holes(Date.now()));
        const sameVersion = page.version === entry.version && page.log !== null;
        let action = sameVersion ? entry.cursor.needs(page.log!) : 'rebuild';
        // Status churn alone never sends a request to the slow SQL path: after a few patches it answers
        // with what the index holds (statuses at most one patch older than the rows).
        const chasing = patchRounds < MAX_PATCH_ROUNDS;
        if (action === 'patch' && chasing) {
          patchRounds++;
          // The rows came with the check (the page's snapshot): applied here, no other round trip. A longer
          // backlog is read on its own, one patch at a time per index.
          const complete = page.log!.rows.length < INLINE_ROWS;
          if (!(complete ? applyRows(entry, index, page.log!.rows) : await catchUp(entry, page.log!))) action = 'rebuild';
          else if (complete) await pruneStatusLogNow(false);
        }
        if (action === 'rebuild') {
          // A new version, or the same one whose index cannot follow the log (then it must not be reused).
          const answered = entry;
          entry = await entryFor(options.listing, page.version, sameVersion ? entry : undefined);
          rebuilds++;
          // The new index is loading and the one just asked stands in for it (as the next round would have it
          // do): its answer, with the page's rows just read, is that round's answer — no second query.
          if (entry && !entry.ready && entry.previous === answered) {
            stats.answeredWhileRebuilding++;
            return answer(result, page.rows, true);
          }
          continue;
        }
        if (entry.generation === generation) return answer(result, page.rows);
        // Patched since `result` (by this request or another): the rows read with the check still fit when
        // the page holds the same vehicles and the index holds exactly what the check saw; else read again.
        const again = index.query(query);
        if (sameIds(again.ids, result.ids) && (entry.cursor.seq === page.log!.seq || !chasing)) return answer(again, page.rows);
      }
      // Too large to index, no version row, or the stock changing faster than it can be indexed.
      return listWithSql(options);
    },

    /** Resolves once the listing's index build, if one is running, has loaded (tests and benchmarks wait on it). */
    async settled(listing: string) {
      await indexes.get(listing)?.index.catch(() => null);
    },

    /** How the facet indexes were kept current (rebuilds, patches, pruned log rows) since this repository was made. */
    indexStats(): IndexStats {
      return { ...stats };
    },

    /** Deletes status-log rows older than the retention now (searches also do it, at most once a minute). */
    pruneStatusLog: () => pruneStatusLogNow(true),

    /** The same answer from SQL alone (query.ts); kept for listings too large to index, and as the reference. */
    listWithSql,

    async find(listing: string, id: number) {
      const [row] = await select().where(and(eq(v.listing, listing), eq(v.id, id))).limit(1);
      return row;
    },

    async findByConfigUrl(listing: string, configUrl: string) {
      const [row] = await select()
        .where(and(eq(v.listing, listing), eq(v.configUrl, configUrl.replaceAll('\u0000', ''))))
        .limit(1);
      return row;
    },

    /**
     * A§4 retailer search within a listing: retailers selling the brand, in the district (`state`),
     * or — for a postcode search — in the locality or the postcode's two-digit area.
     */
    async retailers(listing: string, search: RetailerSearch) {
      const clean = (value: string) => value.replaceAll('\u0000', '');
      const parts: SQL[] = [sql`exists (select 1 from ${v} where ${v.dealerCode} = ${dealers.dealerCode} and ${v.listing} = ${clean(listing)})`];
      const brand = clean(search.brand);
      if (brand) {
        const code = brand.toLowerCase().replace(/[\s-]+/g, '_');
        parts.push(sql`(${code} = any(${dealers.brands}) or exists (select 1 from ${v} where ${v.dealerCode} = ${dealers.dealerCode} and ${v.nameplateBrandName} = ${brand}))`);
      }
      if (search.state) parts.push(or(eq(dealers.stateHe, clean(search.state)), eq(dealers.stateEn, clean(search.state))) as SQL);
      if (search.postcode || search.locality) {
        const near: SQL[] = [];
        if (search.locality) near.push(sql`lower(${dealers.cityHe}) = lower(${clean(search.locality)}) or lower(${dealers.cityEn}) = lower(${clean(search.locality)})`);
        if (/^\d{2}/.test(search.postcode)) near.push(sql`left(${dealers.postcode}, 2) = ${search.postcode.slice(0, 2)}`);
        parts.push(near.length > 0 ? sql`(${sql.join(near, sql` or `)})` : sql`false`);
      }
      return db.select().from(dealers).where(and(...parts)).orderBy(asc(dealers.nameHe), asc(dealers.id));
    },

    async companyConfigs(company: string, types: readonly string[] | null) {
      const company_ = company.replaceAll('\u0000', '');
      return db
        .select()
        .from(stockCompanyConfigs)
        .where(
          types && types.length > 0
            ? and(eq(stockCompanyConfigs.company, company_), inArray(stockCompanyConfigs.configType, types.map((t) => t.replaceAll('\u0000', ''))))
            : eq(stockCompanyConfigs.company, company_),
        )
        .orderBy(asc(stockCompanyConfigs.id));
    },

    async translations(key: string) {
      const [row] = await db.select().from(stockTranslations).where(eq(stockTranslations.key, key)).limit(1);
      return row;
    },

    /**
     * B§7 Reffine data: the model names on sale in each of the given listings. A listing with no vehicle
     * at all is absent from the map (unknown); one whose vehicles are all sold maps to []. Names come
     * distinct and sorted here (not in SQL, whose collation differs between PGlite and PostgreSQL).
     */
    async modelsByListing(listings: readonly string[]): Promise<Map<string, string[]>> {
      const clean = [...new Set(listings.map((listing) => listing.replaceAll('\u0000', '')))];
      const byListing = new Map<string, Set<string>>();
      if (clean.length === 0) return new Map();
      const rows = await db
        .selectDistinct({ listing: v.listing, name: v.nameplateName, onSale: sql<boolean>`${v.status} <> 'sold'` })
        .from(v)
        .where(inArray(v.listing, clean));
      for (const row of rows) {
        const names = byListing.get(row.listing) ?? new Set<string>();
        if (row.onSale) names.add(row.name);
        byListing.set(row.listing, names);
      }
      return new Map([...byListing].map(([listing, names]) => [listing, sortedNames(names)]));
    },

    /** B§7 external stock: every model name on sale in any listing, distinct and sorted. */
    async modelsOnSale(): Promise<string[]> {
      const rows = await db.selectDistinct({ name: v.nameplateName }).from(v).where(sql`${v.status} <> 'sold'`);
      return sortedNames(rows.map((row) => row.name));
    },

    /** Nameplates of the catalogue with the number of listed vehicles of each. */
    async nameplates() {
      return db
        .select({
          id: nameplates.id,
          key: nameplates.key,
          code: nameplates.code,
          nameEn: nameplates.nameEn,
          nameHe: nameplates.nameHe,
          brand: modelFamilies.brand,
          familyKey: modelFamilies.key,
        })
        .from(nameplates)
        .innerJoin(modelFamilies, eq(modelFamilies.id, nameplates.familyId))
        .orderBy(asc(modelFamilies.sequence), asc(nameplates.sequence), asc(nameplates.id));
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    stockRepository: StockRepository;
  }
}

export const stockRepositoryPlugin = fp(
  async (app) => {
    app.decorate('stockRepository', createStockRepository(app.db));
  },
  { name: 'stock-repository', dependencies: ['db'], fastify: '5.x' },
);
