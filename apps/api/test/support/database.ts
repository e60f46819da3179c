import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, open, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { seed } from '../../src/seed/index.js';

export interface TestDatabase {
  /** Environment variables that point the app's config at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, so files can run in parallel: a copy of the migrated template
 * the global setup made (a PGlite folder, or with DATABASE_URL a PostgreSQL template database).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) return createPostgresDatabase(serverUrl, postgresTemplates().empty);
  return createPgliteDatabase(join(pgliteTemplateRoot(), 'pglite'));
}

/**
 * A database of its own with the demo content in it (listings, pages, images, users), for tests that need
 * rows: a copy of a seeded template. Seeding takes many seconds, so it runs once per run, in the first
 * file that asks for it; the others wait for it and copy the result. The seed does not depend on when it
 * runs, except the demo orders, dated days before it.
 */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) {
    const templates = postgresTemplates();
    await ensurePostgresSeededTemplate(serverUrl, templates);
    return createPostgresDatabase(serverUrl, templates.seeded);
  }
  return createPgliteDatabase(await ensurePgliteSeededTemplate(pgliteTemplateRoot()));
}

function pgliteTemplateRoot(): string {
  const root = inject('pgliteTemplateRoot');
  if (!root) throw new Error('The PGlite template was not prepared by the global setup');
  return root;
}

function postgresTemplates() {
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error('The PostgreSQL templates were not prepared by the global setup');
  return templates;
}

async function createPgliteDatabase(template: string): Promise<TestDatabase> {
  const root = await mkdtemp(join(tmpdir(), 'lux-api-test-'));
  const dataDir = join(root, 'pglite');
  await cp(template, dataDir, { recursive: true });
  return {
    env: { PGLITE_DIR: dataDir },
    drop: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * `<root>/seeded/pglite`, made once per run. Workers are processes (or threads) of their own, so the one
 * that builds it holds a lock file with its pid; the others poll until the folder appears. A lock whose
 * process died is taken over; a failed build releases the lock, and the next file tries again.
 */
async function ensurePgliteSeededTemplate(root: string): Promise<string> {
  const seeded = join(root, 'seeded');
  const lock = join(root, 'seeded.lock');
  for (;;) {
    if (existsSync(seeded)) return join(seeded, 'pglite');
    let file;
    try {
      file = await open(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
      if (holder > 0 && !isAlive(holder)) await rm(lock, { force: true });
      else await sleep(200);
      continue;
    }
    const build = join(root, `seeded-build-${randomBytes(4).toString('hex')}`);
    try {
      await file.writeFile(String(process.pid));
      await file.close();
      await cp(join(root, 'pglite'), join(build, 'pglite'), { recursive: true });
      const handle = await openDatabase({ driver: 'pglite', dataDir: join(build, 'pglite') });
      try {
        await seed(handle.db);
      } finally {
        await handle.close();
      }
      // Atomic: a waiter sees either no folder or the complete one.
      await rename(build, seeded).catch((error: NodeJS.ErrnoException) => {
        if (!existsSync(seeded)) throw error;
      });
    } finally {
      await rm(build, { recursive: true, force: true });
      await rm(lock, { force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The run's seeded template database, made once: under an advisory lock (per run), the first file creates
 * it from the empty template under a build name, seeds it, closes every connection and renames it, so it
 * exists only complete and nobody is connected to it when files copy it.
 */
async function ensurePostgresSeededTemplate(serverUrl: string, templates: { empty: string; seeded: string }) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [templates.seeded]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [templates.seeded]);
    if (found.rowCount) return;
    const build = `${templates.seeded}_build`;
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(build)} WITH (FORCE)`);
    await admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(build)} TEMPLATE ${admin.escapeIdentifier(templates.empty)}`,
    );
    const url = new URL(serverUrl);
    url.pathname = `/${build}`;
    const handle = await openDatabase({ driver: 'postgres', url: url.toString() });
    try {
      await seed(handle.db);
    } finally {
      await handle.close();
    }
    await admin.query(
      `ALTER DATABASE ${admin.escapeIdentifier(build)} RENAME TO ${admin.escapeIdentifier(templates.seeded)}`,
    );
  } finally {
    // Ending the session releases the advisory lock.
    await admin.end();
  }
}

async function createPostgresDatabase(serverUrl: string, template: string): Promise<TestDatabase> {
  // Only [a-z0-9_] from our own generator, and still escaped: identifiers cannot be bound as parameters.
  const name = `lux_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(template)}`);
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
