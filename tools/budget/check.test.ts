import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBudgets, updatedBudgets } from './check.mjs';
import { firstBlocksOf, languageOf, readRouteManifest, routeIdOf } from './first-load.mjs';

// A synthetic production build in a temp folder: React Router's browser manifest, Vite's manifest and
// chunks of random (incompressible) bytes, so each chunk's gzip size is known to within a few bytes.
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check.mjs');
const exec = promisify(execFile);
const KB = 1024;

let dir: string;
// Laid out as the repository is: the site in apps/site, the block registry in libs/blocks/src/registry.
const clientDir = () => path.join(dir, 'apps/site/build/client');
const registryDir = () => path.join(dir, 'libs/blocks/src/registry');

/** A chunk whose gzip is about `kb` KB. */
async function chunk(name: string, kb: number) {
  await writeFile(
    path.join(clientDir(), 'assets', name),
    `/*${randomBytes(kb * KB)
      .toString('base64')
      .slice(0, kb * KB * 1.33)}*/`,
  );
}

async function fakeBuild({ stockKb }: { stockKb: number }) {
  await mkdir(path.join(clientDir(), 'assets'), { recursive: true });
  await mkdir(path.join(clientDir(), '.vite'), { recursive: true });
  await mkdir(registryDir(), { recursive: true });
  await chunk('entry.client-a.js', 40);
  await chunk('react-dom-a.js', 60);
  await chunk('root-a.js', 30);
  await chunk('page-a.js', 10);
  await chunk('stock-a.js', stockKb);
  await chunk('Quote-a.js', 5);
  await chunk('shared-a.js', 8);
  await chunk('Never-a.js', 500); // a block no page hydrates at once: never counted
  await chunk('he-a.js', 2);
  await chunk('en-a.js', 300); // another language: never counted on a Hebrew page
  const routeManifest = {
    entry: { module: '/assets/entry.client-a.js', imports: ['/assets/react-dom-a.js'], css: [] },
    routes: {
      root: { id: 'root', module: '/assets/root-a.js', imports: ['/assets/react-dom-a.js'] },
      page: { id: 'page', parentId: 'root', path: '*', module: '/assets/page-a.js', imports: [] },
      stock: {
        id: 'stock',
        parentId: 'root',
        path: 'stock',
        module: '/assets/stock-a.js',
        imports: ['/assets/react-dom-a.js'],
      },
    },
  };
  await writeFile(
    path.join(clientDir(), 'assets/manifest-abc123.js'),
    `window.__reactRouterManifest=${JSON.stringify(routeManifest)};`,
  );
  const viteManifest = {
    '../../libs/blocks/src/quote/Quote.tsx': {
      file: 'assets/Quote-a.js',
      src: '../../libs/blocks/src/quote/Quote.tsx',
      isDynamicEntry: true,
      imports: ['_shared-a.js'],
    },
    '_shared-a.js': { file: 'assets/shared-a.js', name: 'shared' },
    '../../libs/blocks/src/never/Never.tsx': {
      file: 'assets/Never-a.js',
      src: '../../libs/blocks/src/never/Never.tsx',
      isDynamicEntry: true,
    },
    'app/i18n/he.ts': { file: 'assets/he-a.js', src: 'app/i18n/he.ts', isDynamicEntry: true },
    'app/i18n/en.ts': { file: 'assets/en-a.js', src: 'app/i18n/en.ts', isDynamicEntry: true },
  };
  await writeFile(path.join(clientDir(), '.vite/manifest.json'), JSON.stringify(viteManifest));
  await writeFile(
    path.join(registryDir(), 'core.ts'),
    [
      'export const coreBlocks = {',
      "  quote: () => import('../quote/Quote').then((m) => m.quoteComponent),",
      // Prettier wraps a long entry onto two lines.
      '  never: () =>',
      "    import('../never/Never').then((m) => m.neverComponent),",
      '};',
    ].join('\n'),
  );
}

const budgets = {
  headroom: 0.05,
  pages: {
    home: { route: 'page', blocks: ['quote'], language: 'he', budgetKb: 160 },
    stock: { route: 'stock', budgetKb: 160 },
  },
};

async function runCheck() {
  const budgetsFile = path.join(dir, 'budgets.json');
  await writeFile(budgetsFile, JSON.stringify(budgets));
  const args = [
    script,
    '--build',
    path.join(dir, 'apps/site/build'),
    '--budgets',
    budgetsFile,
    '--registry',
    registryDir(),
  ];
  return exec(process.execPath, args).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lux-budget-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('JavaScript budget check', () => {
  it('counts the entry, the routes from the root down, their imports and the named blocks, each file once', async () => {
    await fakeBuild({ stockKb: 20 });
    const results = await checkBudgets({ clientDir: clientDir(), registryDir: registryDir(), budgets });
    const home = results.find((r) => r.page === 'home')!;
    // entry 40 + react-dom 60 (imported three times, counted once) + root 30 + page 10 + Quote 5 + shared 8
    // + the Hebrew strings 2.
    expect(home.files).toBe(7);
    expect(home.kb).toBeGreaterThan(152);
    expect(home.kb).toBeLessThan(158);
    expect(results.find((r) => r.page === 'stock')).toMatchObject({ files: 4, over: false });
    const never = await checkBudgets({
      clientDir: clientDir(),
      registryDir: registryDir(),
      budgets: { headroom: 0, pages: { never: { route: 'page', blocks: ['never'], budgetKb: 1000 } } },
    });
    expect(never[0]!.kb).toBeGreaterThan(500);
  });

  it('passes while every page is within its budget', async () => {
    await fakeBuild({ stockKb: 20 });
    const { code, stdout } = await runCheck();
    expect(code).toBe(0);
    expect(stdout).toMatch(/stock\s+1\d\d\.\d KB of 160\.0 KB/);
  });

  it('fails, naming the page, its figure and its budget, when a page grows past its budget', async () => {
    await fakeBuild({ stockKb: 40 });
    const { code, stderr } = await runCheck();
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /the stock page loads 1[67]\d\.\d KB of first-load JS \(gzip\), over its budget of 160\.0 KB/,
    );
    expect(stderr).not.toMatch(/the home page/);
  });

  it('fails when the build is missing, rather than passing', async () => {
    const { code, stderr } = await runCheck();
    expect(code).toBe(1);
    expect(stderr).toMatch(/is the site built\?|ENOENT/);
  });

  it('sets new budgets to the figures plus the headroom', () => {
    const next = updatedBudgets(budgets, [{ page: 'stock', kb: 100, budgetKb: 160, files: 4, over: false }]);
    expect(next.pages.stock.budgetKb).toBe(105);
    expect(next.pages.home.budgetKb).toBe(160);
  });
});

describe('a served page, as the site bench measures it', () => {
  it('is matched to the deepest route of the build, its first blocks and its language', async () => {
    await fakeBuild({ stockKb: 20 });
    const routeManifest = await readRouteManifest(clientDir());
    expect(routeIdOf(routeManifest, '/stock')).toBe('stock');
    expect(routeIdOf(routeManifest, '/models/defender')).toBe('page');
    const html =
      '<main><div id="component-0" data-block="hero-title-banner"><span id="rdx-a"></span></div><div id="component-1" data-block="quote"></div><div id="component-2" data-block="news"></div></main>';
    expect(firstBlocksOf(html)).toEqual(['hero-title-banner', 'quote']);
    expect(languageOf('<!DOCTYPE html><html lang="he" dir="rtl" data-theme="light"><head>')).toBe('he');
  });
});
