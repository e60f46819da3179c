import { SORT_OPTIONS, VEHICLE_STATUSES, parseListingApiQuery, type SortOption } from '@lux/stock-locator';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { stockStatusLog, stockVehicles } from '../src/db/schema.js';
import { DEMO_LISTING } from '../src/seed/stock.data.js';
import { ListingIndex, type IndexQuery } from '../src/services/stock/facet-index.js';
import { readSnapshot, textColumn } from '../src/services/stock/snapshot.js';
import { StatusLogCursor } from '../src/services/stock/status-log.js';
import { createStockRepository, type StockRepository } from '../src/services/stock/stock.repository.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

/**
 * Holds change vehicles' status in transactions that set `lux.stock_status_only` (ADR 026 §1): the stock
 * version stays and the search patches its in-memory index from `stock_status_log` (ADR 017 addendum).
 * Whatever the order of changes, a patched index must answer exactly as a freshly built one (and as the
 * SQL reference), without being rebuilt.
 */
let database: TestDatabase;
let handle: DatabaseHandle;
let repo: StockRepository;
let ids: number[];
/** Seeded cars in stock (a hold takes them to reserved, a release brings them back). */
let inStock: number[];

const v = stockVehicles;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  handle = await openDatabase(loadConfig(database.env).database);
  await handle.migrate();
  repo = createStockRepository(handle.db);
  ids = (await handle.db.select({ id: v.id }).from(v).where(eq(v.listing, DEMO_LISTING)).orderBy(asc(v.id))).map((row) => row.id);
  inStock = (await handle.db.select({ id: v.id }).from(v).where(and(eq(v.listing, DEMO_LISTING), eq(v.status, 'stock'))).orderBy(asc(v.id))).map((row) => row.id);
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

/** As the orders service changes statuses: one transaction that says it changes statuses only. */
async function statusOnly(changes: readonly (readonly [number, string])[]) {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('lux.stock_status_only', 'on', true)`);
    for (const [id, status] of changes) await tx.update(v).set({ status }).where(eq(v.id, id));
  });
}

const statusOf = async (id: number) => (await handle.db.select({ status: v.status }).from(v).where(eq(v.id, id)))[0]!.status;
const version = async () => rowsOf<{ version: string }>(await handle.db.execute(sql`select version::text as version from stock_data_version`))[0]!.version;

const optionsOf = (query: string, listing = DEMO_LISTING) => {
  const parsed = parseListingApiQuery(query);
  return { listing, conditions: parsed.conditions, sort: (parsed.sort ?? 'createdAtDesc') as SortOption, page: parsed.page, items: parsed.items, facets: true };
};
const shape = (answer: Awaited<ReturnType<StockRepository['list']>>) => ({ ...answer, rows: answer.rows.map((row) => [row.vehicle.id, row.vehicle.status]) });

/** The patched repository answers as a fresh one (a rebuild) and as the SQL reference. */
async function sameAsRebuilt(query: string) {
  const options = optionsOf(query);
  const patched = shape(await repo.list(options));
  expect(patched, query).toEqual(shape(await createStockRepository(handle.db).list(options)));
  expect(patched, query).toEqual(shape(await repo.listWithSql(options)));
  return patched;
}

const QUERIES = [
  '',
  'filter[status_in]=reserved',
  'filter[status_in]=stock  reserved  demo',
  'sort=status&items=12',
  'sort=status&items=7&page=4',
  'filter[state_in]=new&sort=status&page=2',
  'filter[status_in]=stock&filter[state_in]=new  used&sort=priceAsc',
  'filter[status_in]=sold  in_production&filter[sale_price_lteq]=700000',
  'filter[nameplate_name_in]=Defender 110&sort=status',
];

describe('status changes applied in place', () => {
  it('answers after holds exactly as a rebuilt index, without rebuilding', async () => {
    // Warm every structure a status change touches: the status order, the status bitmaps, the unfiltered cache.
    for (const query of QUERIES) await sameAsRebuilt(query);
    const before = repo.indexStats();
    const stockVersion = await version();
    const reservedBefore = (await sameAsRebuilt('filter[status_in]=reserved')).total;

    const held = inStock.filter((_, i) => i % 7 === 3).slice(0, 6);
    expect(held).toHaveLength(6);
    const previous = await Promise.all(held.map(statusOf));
    for (const id of held) await statusOnly([[id, 'reserved']]);
    expect(await version()).toBe(stockVersion);
    for (const query of QUERIES) await sameAsRebuilt(query);
    expect((await sameAsRebuilt('filter[status_in]=reserved')).total).toBe(reservedBefore + held.length);

    // Released: each car gets its status back (two in one transaction).
    await statusOnly(held.slice(0, 2).map((id, i) => [id, previous[i]!]));
    for (const [i, id] of held.slice(2).entries()) await statusOnly([[id, previous[i + 2]!]]);
    for (const query of QUERIES) await sameAsRebuilt(query);

    const after = repo.indexStats();
    expect(after.rebuilds).toBe(before.rebuilds);
    expect(after.patchedRows - before.patchedRows).toBe(held.length * 2);
    expect(await version()).toBe(stockVersion);
  });

  it('patches once for requests that arrive together, with the rows read along or, when many, on their own', async () => {
    const together = async () => {
      const answers = await Promise.all(QUERIES.map((query) => repo.list(optionsOf(query))));
      for (const [i, query] of QUERIES.entries()) expect(shape(answers[i]!), query).toEqual(shape(await repo.listWithSql(optionsOf(query))));
    };
    await sameAsRebuilt('');
    const before = repo.indexStats();
    await statusOnly([[inStock[0]!, 'reserved']]);
    await together();
    expect(repo.indexStats()).toMatchObject({ rebuilds: before.rebuilds, patches: before.patches + 1, patchedRows: before.patchedRows + 1 });

    // More changes than a search reads along (INLINE_ROWS): one patch reads them, the other requests wait for it.
    const many = inStock.slice(1, 71);
    expect(many).toHaveLength(70);
    await statusOnly(many.map((id) => [id, 'reserved']));
    await together();
    expect(repo.indexStats()).toMatchObject({ rebuilds: before.rebuilds, patches: before.patches + 2, patchedRows: before.patchedRows + 71 });
    await statusOnly(inStock.slice(0, 71).map((id) => [id, 'stock']));
    for (const query of QUERIES) await sameAsRebuilt(query);
    expect(repo.indexStats().rebuilds).toBe(before.rebuilds);
  });

  it('still rebuilds after a normal update (no status-only setting)', async () => {
    await sameAsRebuilt('');
    const before = repo.indexStats();
    const stockVersion = await version();
    await handle.db.update(v).set({ status: 'demo' }).where(eq(v.id, ids[10]!));
    expect(BigInt(await version())).toBeGreaterThan(BigInt(stockVersion));
    // The first search finds the new version and starts the rebuild; the previous index answers meanwhile.
    await repo.list(optionsOf(''));
    await repo.settled(DEMO_LISTING);
    await sameAsRebuilt('filter[status_in]=demo&sort=status');
    expect(repo.indexStats().rebuilds).toBe(before.rebuilds + 1);
    // The rebuild took the log's position with its snapshot: the same change is not applied again.
    await sameAsRebuilt('');
    expect(repo.indexStats()).toMatchObject({ rebuilds: before.rebuilds + 1, patchedRows: before.patchedRows });
  });

  it('never waits for a rebuild after a normal update: the previous index answers, with the rows read afresh', async () => {
    await repo.list(optionsOf(''));
    await repo.settled(DEMO_LISTING);
    await sameAsRebuilt('');
    const before = repo.indexStats();
    // The newest car's price changes (not its place in the default order): searches arriving together see it
    // on its card at once, though their order and counts come from the index built before the change.
    const newest = (await repo.list(optionsOf(''))).rows[0]!.vehicle;
    const price = newest.salePrice;
    await handle.db.update(v).set({ salePrice: (price ?? 100_000) + 1 }).where(eq(v.id, newest.id));
    const answers = await Promise.all(QUERIES.map((query) => repo.list(optionsOf(query))));
    const during = repo.indexStats();
    expect(during.rebuilds).toBe(before.rebuilds + 1);
    expect(during.answeredWhileRebuilding).toBeGreaterThan(before.answeredWhileRebuilding);
    const card = answers[0]!.rows.find((row) => row.vehicle.id === newest.id);
    expect(card?.vehicle.salePrice).toBe((price ?? 100_000) + 1);

    // Once loaded, the new index answers as a fresh one and as SQL, and no search is answered the old way.
    await repo.settled(DEMO_LISTING);
    for (const query of QUERIES) await sameAsRebuilt(query);
    expect(repo.indexStats()).toMatchObject({ rebuilds: before.rebuilds + 1, answeredWhileRebuilding: during.answeredWhileRebuilding });
    await handle.db.update(v).set({ salePrice: price }).where(eq(v.id, newest.id));
    await repo.list(optionsOf(''));
    await repo.settled(DEMO_LISTING);
  });

  it('answers the first search after a change in one round: the index it asked stands in, no second query', async () => {
    await repo.list(optionsOf(''));
    await repo.settled(DEMO_LISTING);
    const newest = (await repo.list(optionsOf(''))).rows[0]!.vehicle;
    const price = newest.salePrice;
    const before = repo.indexStats();
    await handle.db.update(v).set({ salePrice: (price ?? 100_000) + 1 }).where(eq(v.id, newest.id));
    const first = await repo.list(optionsOf(''));
    expect(repo.indexStats()).toMatchObject({
      rebuilds: before.rebuilds + 1,
      answeredWhileRebuilding: before.answeredWhileRebuilding + 1,
      pageReads: before.pageReads + 1,
    });
    expect(first).toMatchObject({ fromPreviousIndex: true });
    expect(first.rows.find((row) => row.vehicle.id === newest.id)?.vehicle.salePrice).toBe((price ?? 100_000) + 1);
    await repo.settled(DEMO_LISTING);
    await handle.db.update(v).set({ salePrice: price }).where(eq(v.id, newest.id));
    await repo.list(optionsOf(''));
    await repo.settled(DEMO_LISTING);
  });

  it('rebuilds when the log was pruned past what the index holds (a gap), keeps patching otherwise', async () => {
    await sameAsRebuilt('');
    const before = repo.indexStats();
    // Two changes this index never sees, aged past the retention, then pruned by another process.
    await statusOnly([[inStock[2]!, 'reserved']]);
    await statusOnly([[inStock[3]!, 'reserved']]);
    await handle.db.update(stockStatusLog).set({ changedAt: sql`now() - interval '11 minutes'` });
    await statusOnly([[inStock[4]!, 'reserved']]);
    const other = createStockRepository(handle.db);
    expect(await other.pruneStatusLog()).toBeGreaterThanOrEqual(2);
    const left = await handle.db.select({ vehicleId: stockStatusLog.vehicleId }).from(stockStatusLog);
    // The newest row always stays, so the highest number never goes back.
    expect(left.map((row) => row.vehicleId)).toEqual([inStock[4]!]);

    for (const query of QUERIES.slice(0, 4)) await sameAsRebuilt(query);
    expect(repo.indexStats().rebuilds).toBe(before.rebuilds + 1);

    // Pruning rows the index already holds changes nothing: it keeps patching.
    await statusOnly([[inStock[2]!, 'stock'], [inStock[3]!, 'stock']]);
    await sameAsRebuilt('');
    await handle.db.update(stockStatusLog).set({ changedAt: sql`now() - interval '11 minutes'` });
    await statusOnly([[inStock[4]!, 'stock']]);
    expect(await other.pruneStatusLog()).toBeGreaterThanOrEqual(1);
    for (const query of QUERIES.slice(0, 4)) await sameAsRebuilt(query);
    expect(repo.indexStats().rebuilds).toBe(before.rebuilds + 1);
  });

  it('applies a change whose number was skipped when it commits later (a hole)', async () => {
    await sameAsRebuilt('');
    const before = repo.indexStats();
    const reservedBefore = (await sameAsRebuilt('filter[status_in]=reserved')).total;
    // A transaction took number h and has not committed; h + 1 commits first.
    const [{ h }] = rowsOf<{ h: string }>(await handle.db.execute(sql`select nextval('stock_status_log_seq_seq')::text as h`)) as [{ h: string }];
    await statusOnly([[inStock[12]!, 'reserved']]);
    await sameAsRebuilt('filter[status_in]=reserved');
    // Now h commits: the row appears below the highest number, which does not move.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lux.stock_status_only', 'on', true)`);
      await tx.update(v).set({ status: 'reserved' }).where(eq(v.id, inStock[13]!));
      await tx.execute(sql`update stock_status_log set seq = ${h}::bigint where seq = (select max(seq) from stock_status_log)`);
    });
    expect((await sameAsRebuilt('filter[status_in]=reserved&sort=status')).total).toBe(reservedBefore + 2);
    expect(await statusOf(inStock[13]!)).toBe('reserved');
    expect(repo.indexStats().rebuilds).toBe(before.rebuilds);
    await statusOnly([[inStock[12]!, 'stock'], [inStock[13]!, 'stock']]);
    await sameAsRebuilt('filter[status_in]=reserved');
  });

  it.runIf(Boolean(process.env['DATABASE_URL']))('applies holds that commit out of order (PostgreSQL, two connections)', async () => {
    const before = repo.indexStats();
    const reservedBefore = (await sameAsRebuilt('filter[status_in]=reserved')).total;
    const connectionString = database.env['DATABASE_URL'];
    const [first, second] = [new pg.Client({ connectionString }), new pg.Client({ connectionString })];
    await Promise.all([first.connect(), second.connect()]);
    try {
      for (const client of [first, second]) await client.query("begin; select set_config('lux.stock_status_only', 'on', true)");
      await first.query(`update stock_vehicles set status = 'reserved' where id = $1`, [inStock[22]]);
      await second.query(`update stock_vehicles set status = 'reserved' where id = $1`, [inStock[23]]);
      await second.query('commit');
      expect((await sameAsRebuilt('filter[status_in]=reserved')).total).toBe(reservedBefore + 1);
      await first.query('commit');
      expect((await sameAsRebuilt('filter[status_in]=reserved')).total).toBe(reservedBefore + 2);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    expect(repo.indexStats().rebuilds).toBe(before.rebuilds);
    await statusOnly([[inStock[22]!, 'stock'], [inStock[23]!, 'stock']]);
    await sameAsRebuilt('');
  });

  it('equals a rebuild after any sequence of status changes (property)', async () => {
    await sameAsRebuilt('');
    const before = repo.indexStats();
    const change = fc.tuple(fc.constantFrom(...ids.slice(0, 40)), fc.constantFrom(...VEHICLE_STATUSES));
    // Transactions of 1–3 changes; after some of them a search (so patches come in several steps).
    const step = fc.record({ changes: fc.array(change, { minLength: 1, maxLength: 3 }), search: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), fc.constantFrom(...QUERIES), async (steps, query) => {
        for (const { changes, search } of steps) {
          await statusOnly(changes);
          if (search) await repo.list(optionsOf(query));
        }
        await sameAsRebuilt(query);
        await sameAsRebuilt('sort=status&items=12&page=2');
      }),
      { numRuns: 12 },
    );
    expect(repo.indexStats().rebuilds).toBe(before.rebuilds);
  });
});

describe('ListingIndex.setStatus', () => {
  it('leaves every layout answering as an index built with the new statuses (property)', async () => {
    const base = (await readSnapshot(handle.db, DEMO_LISTING, 1_000_000))!;
    const queries = [...QUERIES, ...SORT_OPTIONS.map((sort) => `sort=${sort}&filter[status_in]=stock  available_soon&page=2&items=5`)].map((query): IndexQuery => {
      const parsed = parseListingApiQuery(query);
      return { conditions: parsed.conditions, includesMatches: new Map(), sort: parsed.sort ?? 'createdAtDesc', offset: (parsed.page - 1) * parsed.items, items: parsed.items, facets: true };
    });
    const layouts = [{}, { groupLimit: 1, bitmapLimit: 0 }, { groupLimit: 40, bitmapLimit: 4 }, { groupLimit: 100_000 }];
    const sorted = (result: ReturnType<ListingIndex['query']>) => ({
      ...result,
      facets: Object.fromEntries(Object.entries(result.facets).map(([key, values]) => [key, [...values].sort((a, b) => (a.value < b.value ? -1 : 1))])),
    });
    await fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(base.size - 1), fc.constantFrom(...VEHICLE_STATUSES)), { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(queries.length - 1), { maxLength: 3 }),
        (changes, warm) => {
          const patched = layouts.map((layout) => new ListingIndex(base, layout));
          // Some answers cached before the changes (orders, bitmaps, the unfiltered facets).
          for (const index of patched) for (const q of warm) index.query(queries[q]!);
          const status = Array.from(base.text.status.codes, (code) => base.text.status.values[code]!);
          for (const [row, value] of changes) {
            status[row] = value;
            for (const index of patched) expect(index.setStatus(base.id[row]!, value)).toBe(true);
          }
          const rebuilt = new ListingIndex({ ...base, text: { ...base.text, status: textColumn(status, VEHICLE_STATUSES) } });
          for (const q of queries) {
            const expected = sorted(rebuilt.query(q));
            for (const index of patched) expect(sorted(index.query(q))).toEqual(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a status it cannot code, and ignores a vehicle it does not hold', async () => {
    const snapshot = await readSnapshot(handle.db, DEMO_LISTING, 1_000_000);
    const index = new ListingIndex(snapshot!);
    expect(index.setStatus(snapshot!.id[0]!, 'teleported')).toBe(false);
    expect(index.setStatus(-1, 'reserved')).toBe(true);
  });
});

describe('StatusLogCursor', () => {
  const row = (seq: number) => ({ seq, vehicle_id: seq, listing: DEMO_LISTING, status: 'reserved' });

  it('remembers numbers skipped until they appear or time out, and takes every row once', () => {
    const cursor = new StatusLogCursor({ seq: 10, recent: [4, 5, 7, 8, 9, 10] }, 1000, 0);
    expect(cursor.holes(0)).toEqual([1, 2, 3, 6]);
    expect(cursor.take([row(3), row(11), row(14)], 100).map((r) => r.seq)).toEqual([3, 11, 14]);
    expect(cursor.holes(100)).toEqual([1, 2, 6, 12, 13]);
    expect(cursor.take([row(3), row(6), row(11), row(13), row(14)], 200).map((r) => r.seq)).toEqual([6, 13]);
    expect(cursor.seq).toBe(14);
    expect(cursor.holes(1099)).toEqual([12]);
    expect(cursor.holes(1100)).toEqual([]);
  });

  it('asks for a patch, a rebuild or nothing', () => {
    const cursor = new StatusLogCursor({ seq: 10, recent: [8, 9, 10] }, 1000, 0);
    expect(cursor.needs({ seq: 10, min: 1, rows: [] })).toBe('current');
    expect(cursor.needs({ seq: 10, min: 1, rows: [row(9)] })).toBe('current');
    expect(cursor.needs({ seq: 12, min: 1, rows: [row(11), row(12)] })).toBe('patch');
    expect(cursor.needs({ seq: 10, min: 1, rows: [row(7)] })).toBe('patch');
    expect(cursor.needs({ seq: 15, min: 12, rows: [] })).toBe('rebuild');
    expect(cursor.needs({ seq: 15, min: 11, rows: [] })).toBe('patch');
    expect(cursor.needs({ seq: 9, min: 1, rows: [] })).toBe('rebuild');
    expect(cursor.needs({ seq: 100_000, min: 1, rows: [] })).toBe('rebuild');
  });
});
