import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { seed } from '../../src/seed/index.js';

export interface TestDatabase {
  /** Environment variables that point the app's config at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, so files can run in parallel: a copy of the migrated
 * PGlite template, or, when DATABASE_URL is set, a freshly created PostgreSQL database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  return serverUrl ? createPostgresDatabase(serverUrl) : createPgliteDatabase();
}

/** A database of its own with the demo content in it (listings, pages, images), for tests that need rows. */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const handle = await openDatabase(loadConfig(database.env).database);
  try {
    await handle.migrate();
    await seed(handle.db);
  } finally {
    await handle.close();
  }
  return database;
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('The PGlite template was not prepared by the global setup');
  const root = await mkdtemp(join(tmpdir(), 'lux-api-test-'));
  const dataDir = join(root, 'pglite');
  await cp(template, dataDir, { recursive: true });
  return {
    env: { PGLITE_DIR: dataDir },
    drop: () => rm(root, { recursive: true, force: true }),
  };
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  // Only [a-z0-9_] from our own generator, and still escaped: identifiers cannot be bound as parameters.
  const name = `lux_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
