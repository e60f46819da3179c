import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the generator as people do (the CLI, in its own process) against a throwaway PGlite folder that the
// API's own seed CLI migrated and seeded; both run from TypeScript source through tsx, so nothing is built.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);
const SEEDED = 300;

let folder: string;
let env: NodeJS.ProcessEnv;

async function node(args: string[]) {
  return exec(process.execPath, args, { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
}

async function generate(...args: string[]) {
  const { stdout } = await node([path.join(root, 'tools/stock/generate.mjs'), ...args]);
  const summary = /inserted (\d+) vehicles(?: \(deleted (\d+) generated before\))?; listing now holds (\d+)/.exec(stdout);
  if (!summary) throw new Error(`unexpected output: ${stdout}`);
  return { inserted: Number(summary[1]), deleted: Number(summary[2] ?? 0), total: Number(summary[3]) };
}

/** Read between runs, never during one: a PGlite folder belongs to one process at a time. */
async function vins() {
  const db = await PGlite.create(path.join(folder, 'pglite'));
  try {
    const generated = await db.query<{ vin: string }>(`select vin from stock_vehicles where attributes ? 'generated_by' order by vin`);
    const [seeded] = (await db.query<{ n: number }>(`select count(*)::int as n from stock_vehicles where not attributes ? 'generated_by'`)).rows;
    return { generated: generated.rows.map((row) => row.vin), seeded: seeded!.n };
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lux-generate-test-'));
  env = { ...process.env, PGLITE_DIR: path.join(folder, 'pglite'), LOG_LEVEL: 'silent' };
  // PGlite, whatever the calling environment says (say, a PostgreSQL test run).
  delete env['DATABASE_URL'];
  await node(['--import', 'tsx', path.join(root, 'apps/api/src/seed/cli.ts')]);
}, 180_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('tools/stock/generate.mjs', () => {
  let first: string[];

  it('adds --count vehicles next to the seeded demo stock', async () => {
    expect(await generate('--count', '50', '--seed', '99')).toEqual({ inserted: 50, deleted: 0, total: SEEDED + 50 });
    const state = await vins();
    first = state.generated;
    expect(first).toHaveLength(50);
    expect(new Set(first).size).toBe(50);
    expect(state.seeded).toBe(SEEDED);
  });

  it('inserts nothing new when run again without --reset', async () => {
    expect(await generate('--count', '50', '--seed', '99')).toEqual({ inserted: 0, deleted: 0, total: SEEDED + 50 });
  });

  it('with --reset deletes only generated cars, and the same seed rebuilds the same VINs', async () => {
    expect(await generate('--count', '50', '--seed', '99', '--reset')).toEqual({ inserted: 50, deleted: 50, total: SEEDED + 50 });
    const state = await vins();
    expect(state.generated).toEqual(first);
    expect(state.seeded).toBe(SEEDED);
  });

  it('gives other cars for another seed, and --reset replaces the previous ones', async () => {
    expect(await generate('--count', '20', '--seed', '7', '--reset')).toEqual({ inserted: 20, deleted: 50, total: SEEDED + 20 });
    const { generated, seeded } = await vins();
    expect(generated).toHaveLength(20);
    expect(generated.filter((vin) => first.includes(vin))).toEqual([]);
    expect(seeded).toBe(SEEDED);
  });
});
