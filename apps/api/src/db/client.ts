import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import * as schema from './schema.js';

/** The query-builder surface shared by both drivers; services only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseConfig['driver'];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite's buffer pool is part of its WebAssembly heap, which lives in the API's own memory from the
 * start and never shrinks: PostgreSQL's default of 128 MB was ~120 MB of the API's resident memory before
 * any request (issue 16 item 7; ADR 017 addendum 2). The pages it no longer holds are read again from the
 * data folder, in the OS's page cache; the hot statements (a page of rows by primary key) touch a few dozen.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Opens the configured database without touching its schema. PGlite is a single connection: it
 * already queues every query and transaction behind one mutex, so concurrent requests are
 * serialised for us. The one trap is calling `db` (instead of `tx`) inside a transaction, which
 * waits for the transaction forever.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (config.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client whose server connection dies (restart, DROP DATABASE ... FORCE in tests)
    // emits 'error' on the pool; without a listener Node treats it as uncaught and exits.
    // The pool discards that client and the next query opens a fresh one.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL idle client error: ${error.message}`, { code: 'PG_IDLE_CLIENT' });
    });
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }

  // PGlite creates its data folder but not the folders above it.
  if (config.dataDir !== 'memory://') mkdirSync(dirname(config.dataDir), { recursive: true });
  const client = await PGlite.create(config.dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * The SQL migrations live in apps/api/drizzle. From source this file is src/db/client.ts; in the
 * bundle it is inlined into dist/main.js and the build copies the folder to dist/drizzle.
 */
function findMigrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'drizzle'), join(here, '..', '..', 'drizzle')];
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}
