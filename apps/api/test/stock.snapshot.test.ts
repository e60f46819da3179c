import { SORT_OPTIONS, VEHICLE_STATUSES, parseListingApiQuery } from '@lux/stock-locator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { stockVehicles } from '../src/db/schema.js';
import { DEMO_LISTING } from '../src/seed/stock.data.js';
import { ListingIndex, type IndexQuery } from '../src/services/stock/facet-index.js';
import {
  SnapshotBuilder,
  readSnapshot,
  textColumn,
  type SnapshotChunk,
} from '../src/services/stock/snapshot.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The compact snapshot (snapshot.ts): dictionary-encoded text, NaN for NULL numbers, financing lists coded
 * whole, and a snapshot read chunk by chunk that holds exactly what one read of everything holds.
 */
const v = stockVehicles;

/** A chunk of `rows` vehicles as snapshotChunkSql returns it, from per-vehicle values. */
function chunk(rows: Partial<Record<keyof SnapshotChunk, unknown>>[]): SnapshotChunk {
  const column = (name: keyof SnapshotChunk, fallback: unknown) =>
    rows.map((row) => (name in row ? row[name] : fallback));
  return {
    size: rows.length,
    last: null,
    id: column('id', 0),
    brand: column('brand', 'land_rover'),
    nameplate_brand_name: column('nameplate_brand_name', 'Land Rover'),
    nameplate_name: column('nameplate_name', 'Defender 110'),
    nameplate_key: column('nameplate_key', 'defender-110'),
    state: column('state', 'new'),
    status: column('status', 'stock'),
    engine_type: column('engine_type', 'בנזין'),
    transmission: column('transmission', 'אוטומטית'),
    color_name: column('color_name', 'שחור'),
    dealer_code: column('dealer_code', 'TLV01'),
    number_of_seats: column('number_of_seats', '5'),
    financing_options: column('financing_options', ['lease']),
    msrp_price: column('msrp_price', 500_000),
    sale_price: column('sale_price', 450_000),
    mileage: column('mileage', 0),
    production_year: column('production_year', 2025),
    model_year: column('model_year', 2026),
    power: column('power', 300),
    created_us: column('created_us', '1767225600123456'),
  } as SnapshotChunk;
}

describe('compact snapshot encoding', () => {
  it('codes each distinct text once, known values first, NULL as the code after the last value', () => {
    const column = textColumn(['b', null, 'a', 'b', null], ['z', 'a']);
    expect(column.values).toEqual(['z', 'a', 'b']);
    expect([...column.codes]).toEqual([2, 3, 1, 2, 3]);
    expect(textColumn([]).codes.length).toBe(0);
  });

  it('assembles chunks into typed columns: NaN for NULL numbers, seats as text, financing lists whole', () => {
    const builder = new SnapshotBuilder(1);
    builder.add(
      chunk([
        {
          id: 1,
          sale_price: null,
          dealer_code: null,
          number_of_seats: '7',
          financing_options: ['lease', 'lease', null],
        },
        { id: 2, status: 'reserved', financing_options: [] },
      ]),
    );
    builder.add(
      chunk([
        { id: 3, financing_options: null, msrp_price: null, created_us: '1767225600000001' },
        { id: 4, financing_options: ['lease', 'lease', null] },
      ]),
    );
    const snapshot = builder.finish({ version: '7', status_log: { seq: 3, recent: [3] } });

    expect(snapshot.size).toBe(4);
    expect(snapshot.id).toBeInstanceOf(Int32Array);
    expect([...snapshot.id]).toEqual([1, 2, 3, 4]);
    expect([...snapshot.numbers.sale_price]).toEqual([Number.NaN, 450_000, 450_000, 450_000]);
    expect([...snapshot.numbers.msrp_price]).toEqual([500_000, 500_000, Number.NaN, 500_000]);
    expect(snapshot.numbers.created_us[2]).toBe(1_767_225_600_000_001);
    expect(snapshot.text.dealer_code.values).toEqual(['TLV01']);
    expect([...snapshot.text.dealer_code.codes]).toEqual([1, 0, 0, 0]);
    expect(snapshot.text.number_of_seats.values).toEqual(['7', '5']);
    // Every status is coded from the start, in the contract's order.
    expect(snapshot.text.status.values).toEqual([...VEHICLE_STATUSES]);
    expect(snapshot.text.status.values[snapshot.text.status.codes[1]!]).toBe('reserved');
    // A list is one value; the same list twice is one code, NULL elements kept; a NULL list is NULL.
    expect(snapshot.financingLists).toEqual([['lease', 'lease', null], []]);
    expect([...snapshot.financing.codes]).toEqual([0, 1, 2, 0]);
    expect(snapshot).toMatchObject({ version: '7', status_log: { seq: 3, recent: [3] } });
  });

  it('refuses a chunk whose columns do not line up', () => {
    const bad = { ...chunk([{ id: 1 }, { id: 2 }]), state: ['new'] };
    expect(() => new SnapshotBuilder(2).add(bad)).toThrow(/state has 1 values, not 2/);
  });
});

describe('readSnapshot', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    handle = await openDatabase(loadConfig(database.env).database);
    await handle.migrate();
    const every = (n: number) => sql`${v.id} % ${n} = 0`;
    await handle.db.update(v).set({ salePrice: null }).where(every(5));
    await handle.db.update(v).set({ dealerCode: null }).where(every(7));
    await handle.db
      .update(v)
      .set({ financingOptions: sql`array['lease', null]::text[]` })
      .where(every(11));
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('reads the same snapshot in small chunks as in one, and an index built from it answers the same', async () => {
    const whole = (await readSnapshot(handle.db, DEMO_LISTING, 1_000_000, 1_000_000))!;
    const [{ n }] = (await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(v)
      .where(eq(v.listing, DEMO_LISTING))) as [{ n: number }];
    expect(whole.size).toBe(n);
    expect(new Set(whole.id).size).toBe(n);
    for (const size of [1, 7, 64, n, n + 1]) {
      const chunked = (await readSnapshot(handle.db, DEMO_LISTING, 1_000_000, size))!;
      expect(chunked, `chunks of ${size}`).toEqual(whole);
    }
    const small = new ListingIndex((await readSnapshot(handle.db, DEMO_LISTING, 1_000_000, 13))!);
    const reference = new ListingIndex(whole);
    for (const query of [
      '',
      'filter[state_in]=used&sort=priceAsc',
      'filter[financing_options_includes]=lease&filter[sale_price_gteq]=1',
      ...SORT_OPTIONS.map((sort) => `sort=${sort}&page=3&items=7`),
    ]) {
      const parsed = parseListingApiQuery(query);
      const q: IndexQuery = {
        conditions: parsed.conditions,
        includesMatches: new Map(),
        sort: parsed.sort ?? 'createdAtDesc',
        offset: (parsed.page - 1) * parsed.items,
        items: parsed.items,
        facets: true,
      };
      expect(small.query(q), query).toEqual(reference.query(q));
    }
  });

  it('gives up before reading a row when the listing holds more than the limit; an unknown listing is empty', async () => {
    const whole = (await readSnapshot(handle.db, DEMO_LISTING, 1_000_000))!;
    expect(await readSnapshot(handle.db, DEMO_LISTING, whole.size - 1, 10)).toBeNull();
    expect((await readSnapshot(handle.db, DEMO_LISTING, whole.size, 10))!.size).toBe(whole.size);
    const empty = (await readSnapshot(handle.db, 'no-such-listing', 10))!;
    expect(empty.size).toBe(0);
    expect(new ListingIndex(empty).size).toBe(0);
  });
});
