import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder to copy; null when the tests run on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

let templateRoot: string | undefined;

/**
 * Creating a PGlite database runs initdb inside WebAssembly, which takes seconds. Doing it once and
 * giving each test file a copy keeps one database per file (as on PostgreSQL) at a fraction of the cost.
 */
export async function setup(project: TestProject) {
  if (process.env['DATABASE_URL']) {
    project.provide('pgliteTemplate', null);
    return;
  }
  templateRoot = await mkdtemp(join(tmpdir(), 'lux-api-template-'));
  const dataDir = join(templateRoot, 'pglite');
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', dataDir);
}

export async function teardown() {
  if (templateRoot) await rm(templateRoot, { recursive: true, force: true });
}
