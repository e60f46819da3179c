import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * This run's folder for PGlite templates: `<root>/pglite` is migrated and empty; the seeded copy is
     * made in `<root>` by the first test file that asks for one. Null when the tests run on PostgreSQL.
     */
    pgliteTemplateRoot: string | null;
    /**
     * On PostgreSQL, this run's template databases: `empty` is migrated, `seeded` (made by the first file
     * that asks for it) also holds the demo content. Null on PGlite.
     */
    postgresTemplates: { empty: string; seeded: string } | null;
  }
}

let templateRoot: string | undefined;
let postgres: { serverUrl: string; names: string[] } | undefined;

/**
 * Creating a database and migrating it takes seconds (on PGlite, initdb runs inside WebAssembly). Doing it
 * once and giving each test file a copy keeps one database per file at a fraction of the cost. The seeded
 * template (see database.ts) is made on first use, so a run without seeded files does not pay for it.
 */
export async function setup(project: TestProject) {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) {
    // Names unique to this run, so runs sharing one server (or an interrupted earlier run) never collide.
    const run = randomBytes(4).toString('hex');
    const templates = { empty: `lux_template_${run}`, seeded: `lux_seeded_template_${run}` };
    postgres = { serverUrl, names: [templates.empty, templates.seeded, `${templates.seeded}_build`] };
    await createPostgresTemplate(serverUrl, templates.empty);
    project.provide('pgliteTemplateRoot', null);
    project.provide('postgresTemplates', templates);
    return;
  }
  templateRoot = await mkdtemp(join(tmpdir(), 'lux-api-template-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: join(templateRoot, 'pglite') });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateRoot', templateRoot);
  project.provide('postgresTemplates', null);
}

export async function teardown() {
  if (templateRoot) await rm(templateRoot, { recursive: true, force: true });
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.serverUrl });
    await admin.connect();
    try {
      for (const name of postgres.names) {
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
      }
    } finally {
      await admin.end();
    }
  }
}

/** A migrated database that test files copy with CREATE DATABASE … TEMPLATE; nothing stays connected to it. */
async function createPostgresTemplate(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  try {
    await database.migrate();
  } finally {
    // Ends every pooled connection: CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await database.close();
  }
}
