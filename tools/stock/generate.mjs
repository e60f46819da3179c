#!/usr/bin/env node
// Stock generator (issue 4 item 5): inserts N realistic Israeli stock vehicles (default 100,000) into the
// database the API uses — PostgreSQL when DATABASE_URL is set, otherwise the PGlite folder PGLITE_DIR
// (default .data/pglite, as `npm start` uses it). The cars come from the seed's own builder
// (apps/api/src/seed/stock.data.ts: the catalogue's models and trims, Hebrew colours, ₪ prices with
// depreciation, the demo retailers, states new/approved/used), driven by a seeded PRNG, so the same
// --seed and --count always give the same cars. Rows go in batches (one parameterised INSERT … SELECT FROM
// unnest per 1,000 cars), then ANALYZE refreshes the planner's statistics.
//
// Usage: node tools/stock/generate.mjs [--count 100000] [--seed 4242] [--reset] [--batch 1000]
//   --reset  delete previously generated vehicles first (the 300 seeded demo cars stay)
// Running it twice without --reset inserts nothing new (VINs are unique and the rows are the same).
// The database must be seeded first (`npm start` does it, or `node apps/api/dist/seed.js` with the same
// PGLITE_DIR/DATABASE_URL): the cars belong to the seeded retailers and show the seeded photos.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = (file) => pathToFileURL(path.join(root, 'apps/api/src', file)).href;

/** Generated vehicles carry this key in `attributes` (never sent by the API), which is how --reset finds them. */
export const GENERATED_MARK = 'generated_by';
export const DEFAULT_SEED = 4242;
/** The generated stock was listed over the two years before the seed's reference date. */
const LISTED_OVER_MS = 2 * 365 * 24 * 3_600_000;

/**
 * @param {{ count?: number, seed?: number, reset?: boolean, batch?: number, env?: NodeJS.ProcessEnv,
 *   log?: (message: string) => void }} [options]
 * @returns {Promise<{ driver: string, deleted: number, inserted: number, total: number, ms: number }>}
 */
export async function generateStock({ count = 100_000, seed = DEFAULT_SEED, reset = false, batch = 1000, env = process.env, log = () => {} } = {}) {
  const started = performance.now();
  const [{ loadConfig }, { openDatabase }, schema, { generateStockVehicles, DEMO_LISTING }, { MEDIA_BUCKET }] = await Promise.all([
    tsImport(api('config.ts'), import.meta.url),
    tsImport(api('db/client.ts'), import.meta.url),
    tsImport(api('db/schema.ts'), import.meta.url),
    tsImport(api('seed/stock.data.ts'), import.meta.url),
    tsImport(api('services/media/sizes.ts'), import.meta.url),
  ]);
  const { sql, and, eq, inArray } = await import('drizzle-orm');
  const { stockVehicles, dealers, images } = schema;

  const database = await openDatabase(loadConfig(env, root).database);
  const db = database.db;
  try {
    await database.migrate();
    const [{ n: dealerCount }] = await db.select({ n: sql`count(*)::int` }).from(dealers);
    if (dealerCount === 0)
      throw new Error('no retailers in the database: seed it first (`npm start`, or `node apps/api/dist/seed.js` with the same PGLITE_DIR/DATABASE_URL)');

    let deleted = 0;
    if (reset) {
      deleted = (await db.delete(stockVehicles).where(sql`${stockVehicles.attributes} ? ${GENERATED_MARK}`).returning({ id: stockVehicles.id })).length;
      log(`deleted ${deleted} generated vehicles`);
    }

    const vehicles = generateStockVehicles(count, seed);
    const filenames = [...new Set(vehicles.flatMap((v) => v.photoFilenames))];
    const imageIds = new Map(
      (
        await db
          .select({ id: images.id, filename: images.filename })
          .from(images)
          .where(and(eq(images.bucket, MEDIA_BUCKET), inArray(images.filename, filenames)))
      ).map((row) => [row.filename, row.id]),
    );
    // The builder spaces its 300 demo cars seven hours apart; spread this many over two years instead.
    const newest = vehicles[0]?.createdAt.getTime() ?? Date.now();
    const step = Math.max(1, Math.floor(LISTED_OVER_MS / Math.max(1, count)));

    let inserted = 0;
    for (let start = 0; start < vehicles.length; start += batch) {
      const rows = vehicles.slice(start, start + batch).map(({ photoFilenames, attributes, createdAt, ...vehicle }, offset) => ({
        ...vehicle,
        createdAt: new Date(newest - (start + offset) * step - (createdAt.getTime() % step)),
        attributes: { ...attributes, [GENERATED_MARK]: `tools/stock/generate.mjs seed ${seed}` },
        photoImageIds: photoFilenames.flatMap((name) => {
          const id = imageIds.get(name);
          return id === undefined ? [] : [id];
        }),
      }));
      inserted += (await db.execute(insertSql(sql, stockVehicles, rows))).rows.length;
      if ((start / batch) % 20 === 19 || start + batch >= vehicles.length) log(`${Math.min(start + batch, vehicles.length)} / ${vehicles.length}`);
    }
    // Fresh planner statistics: 100,000 new rows change which index each filter should use.
    await db.execute(sql`analyze ${stockVehicles}`);
    const [{ n: total }] = await db
      .select({ n: sql`count(*)::int` })
      .from(stockVehicles)
      .where(eq(stockVehicles.listing, DEMO_LISTING));
    return { driver: database.driver, deleted, inserted, total, ms: Math.round(performance.now() - started) };
  } finally {
    await database.close();
  }
}

/** One PostgreSQL array literal: `{"a","b"}` (NULL elements unquoted). */
const arrayLiteral = (items) => `{${items.map((item) => (item === null || item === undefined ? 'NULL' : `"${String(item).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

/**
 * `insert … select … from unnest($1::text[], $2::text[], …)`: one parameter per column (an array of
 * its values as text, cast back to the column's type), so a batch of 1,000 cars is 29 parameters, not
 * 29,000 — far less to build, send and parse than a VALUES list. Columns and types come from the schema.
 */
function insertSql(sql, table, rows) {
  const keys = Object.keys(rows[0]);
  const columns = keys.map((key) => {
    const column = table[key];
    if (!column?.name) throw new Error(`stock_vehicles has no column for ${key}`);
    return column;
  });
  const text = (value, type) => {
    if (value === null || value === undefined) return null;
    if (type.endsWith('[]')) return arrayLiteral(value);
    if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
    if (value instanceof Date) return value.toISOString();
    return String(value);
  };
  const names = sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `);
  const casts = sql.join(columns.map((column, i) => sql.raw(`u.c${i}::${column.getSQLType()}`)), sql`, `);
  const arrays = sql.join(
    columns.map((column, i) => sql`${sql.param(rows.map((row) => text(row[keys[i]], column.getSQLType())))}::text[]`),
    sql`, `,
  );
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
  return sql`insert into ${table} (${names}) select ${casts} from unnest(${arrays}) as u(${aliases}) on conflict (${sql.identifier(table.vin.name)}) do nothing returning 1`;
}

function parseArgs(argv) {
  const options = { count: 100_000, seed: DEFAULT_SEED, reset: false, batch: 1000 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const n = Number(argv[++i]);
      if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${arg} needs a whole number`);
      return n;
    };
    if (arg === '--count') options.count = value();
    else if (arg === '--seed') options.seed = value();
    else if (arg === '--batch') options.batch = Math.min(2000, Math.max(1, value()));
    else if (arg === '--reset') options.reset = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: node tools/stock/generate.mjs [--count 100000] [--seed 4242] [--reset] [--batch 1000]');
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const result = await generateStock({ ...options, log: (message) => console.error(`[generate] ${message}`) });
    console.log(
      `[generate] ${result.driver}: inserted ${result.inserted} vehicles` +
        `${options.reset ? ` (deleted ${result.deleted} generated before)` : ''}; listing now holds ${result.total}; ${(result.ms / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.error(`[generate] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
