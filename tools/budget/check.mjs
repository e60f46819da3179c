// The JavaScript budget (ADR 031): each page's first-load JS, gzip-compressed, read from the site's production
// build, must stay within its committed budget in budgets.json. `npm test` runs it after the builds.
// Usage: node tools/budget/check.mjs [--build apps/site/build] [--budgets tools/budget/budgets.json]
//   [--registry libs/blocks/src/registry] [--update]
// --update writes today's figures plus the file's headroom as the new budgets: for a growth that is
// justified, in the same change as the code that grows (the review sees both).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { firstLoadMeter } from './first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/**
 * Measures every page of `budgets.pages` ({ route, blocks?, budgetKb }) in the build at `clientDir`; one
 * result per page: { page, kb, budgetKb, files, over }.
 */
export async function checkBudgets({ clientDir, registryDir, budgets }) {
  const meter = await firstLoadMeter({ clientDir, registryDir });
  const results = [];
  for (const [page, spec] of Object.entries(budgets.pages)) {
    const { bytes, files } = await meter.measure(spec);
    results.push({ page, kb: kb(bytes), budgetKb: spec.budgetKb, files, over: kb(bytes) > spec.budgetKb });
  }
  return results;
}

/** The budgets for today's figures: each page's figure plus `headroom` (a fraction), to 0.1 KB. */
export function updatedBudgets(budgets, results) {
  const pages = structuredClone(budgets.pages);
  for (const result of results)
    pages[result.page].budgetKb = Math.ceil(result.kb * (1 + budgets.headroom) * 10) / 10;
  return { ...budgets, pages };
}

async function main(args) {
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return path.resolve(root, index === -1 ? fallback : args[index + 1]);
  };
  const buildDir = option('build', 'apps/site/build');
  const budgetsFile = option('budgets', 'tools/budget/budgets.json');
  const budgets = JSON.parse(await readFile(budgetsFile, 'utf8'));
  const results = await checkBudgets({
    clientDir: path.join(buildDir, 'client'),
    registryDir: option('registry', 'libs/blocks/src/registry'),
    budgets,
  });
  console.log('First-load JS per page (gzip), against its budget:');
  for (const r of results) {
    console.log(
      `  ${r.page.padEnd(12)} ${r.kb.toFixed(1).padStart(7)} KB of ${r.budgetKb.toFixed(1)} KB in ${r.files} files${r.over ? '  OVER' : ''}`,
    );
  }
  if (args.includes('--update')) {
    await writeFile(budgetsFile, `${JSON.stringify(updatedBudgets(budgets, results), null, 2)}\n`);
    console.log(`Budgets updated in ${path.relative(root, budgetsFile)}.`);
    return 0;
  }
  const over = results.filter((r) => r.over);
  for (const r of over) {
    console.error(
      `JavaScript budget exceeded: the ${r.page} page loads ${r.kb.toFixed(1)} KB of first-load JS (gzip), over its budget of ${r.budgetKb.toFixed(1)} KB (${path.relative(root, budgetsFile)}).`,
    );
  }
  if (over.length > 0) {
    console.error(
      'Split what the page does not need at once behind a dynamic import, or raise the budget with --update and say why (ADR 031).',
    );
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(`JavaScript budget check failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
