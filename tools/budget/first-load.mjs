// First-load JavaScript of the site's pages, read from its production build (ADR 031): the scripts a first
// visit downloads before it can run, gzip-compressed. Shared by the budget check (check.mjs) and the site
// bench (tools/bench/site.mjs), so both report the same figure.
//
// A page is a React Router route (its id in the route config) and the blocks it hydrates at once. Its first
// load is the client entry, each route module from the root down to the route, their static imports (the
// modulepreload closure React Router puts in the document), and each named block's chunk with its static
// imports (ADR 029: the first block hydrates while the page starts), and the page's language's strings
// (loaded before hydration). The manifest of routes is inlined in the document, so its file is not counted.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';

/** How many of a page's first blocks count as first load: those a phone's first screen hydrates (ADR 029). */
export const FIRST_BLOCKS = 2;

/** React Router's browser manifest (`window.__reactRouterManifest=…` in build/client/assets/manifest-*.js). */
export async function readRouteManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const names = (await readdir(assets)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (names.length !== 1)
    throw new Error(
      `expected one React Router manifest in ${assets}, found ${names.length}: is the site built?`,
    );
  const source = await readFile(path.join(assets, names[0]), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json);
}

/** Vite's build manifest (build/client/.vite/manifest.json), for block chunks; null when the build has none. */
export async function readViteManifest(clientDir) {
  try {
    return JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT') return null;
    throw error;
  }
}

/** The route ids from the root down to `routeId`. */
export function routeChain(routeManifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = routeManifest.routes[id]?.parentId) {
    if (!routeManifest.routes[id]) throw new Error(`route "${id}" is not in the build's route manifest`);
    chain.unshift(id);
  }
  return chain;
}

/** The id of the deepest route the site matches for `pathname`, from the build's route manifest. */
export function routeIdOf(routeManifest, pathname) {
  const byParent = new Map();
  for (const route of Object.values(routeManifest.routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      children: tree(route.id),
    }));
  const matches = matchRoutes(tree(undefined), pathname);
  if (!matches?.length) throw new Error(`no route of the build matches ${pathname}`);
  return matches[matches.length - 1].route.id;
}

/** The language of a server-rendered page (`<html lang>`). */
export function languageOf(html) {
  return /<html[^>]*\slang="([\w-]+)"/.exec(html)?.[1];
}

/** The templates of a server-rendered page's first blocks, read from its HTML (BlockList's `data-block`). */
export function firstBlocksOf(html, count = FIRST_BLOCKS) {
  return [...html.matchAll(/<div id="component-\d+" data-block="([\w-]+)"/g)]
    .slice(0, count)
    .map((match) => match[1]);
}

/** The static-import closure of a Vite manifest entry, as public URLs (`/assets/…`). */
function viteClosure(viteManifest, key, into = new Set(), seen = new Set()) {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = viteManifest[key];
  if (!chunk) throw new Error(`"${key}" is not in the build's Vite manifest`);
  if (chunk.file.endsWith('.js')) into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) viteClosure(viteManifest, imported, into, seen);
  return into;
}

/**
 * The Vite manifest key of a source module (an absolute path, extension optional). Vite names sources
 * relative to the site's root (`siteRoot`, two folders above build/client).
 */
export function viteKeyOf(viteManifest, modulePath, siteRoot) {
  const bare = (file) => file.replace(/\.[cm]?[jt]sx?$/, '');
  const wanted = bare(modulePath);
  const key = Object.keys(viteManifest).find((candidate) => {
    const source = viteManifest[candidate].src;
    return source !== undefined && bare(path.resolve(siteRoot, source)) === wanted;
  });
  if (key) return key;
  // A module that another chunk also imports statically becomes a shared chunk (`_Name-hash.js`), named
  // after the module but without its source: found by that name when only one chunk has it.
  const name = path.basename(wanted);
  const named = Object.keys(viteManifest).filter(
    (candidate) => candidate.startsWith('_') && viteManifest[candidate].name === name,
  );
  if (named.length !== 1) throw new Error(`no chunk of the build comes from ${modulePath}`);
  return named[0];
}

/**
 * The scripts of a page's first load: `{ route, modules? }` where `route` is a route id and `modules` lists
 * the absolute paths of source modules loaded before or while it hydrates (its first blocks, its
 * language's strings), each with its static imports.
 */
export function firstLoadFiles({ routeManifest, viteManifest, siteRoot }, page) {
  const files = new Set([routeManifest.entry.module, ...routeManifest.entry.imports]);
  for (const id of routeChain(routeManifest, page.route)) {
    const route = routeManifest.routes[id];
    if (route.module) files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  for (const modulePath of page.modules ?? []) {
    if (!viteManifest)
      throw new Error('the build has no Vite manifest (build.manifest in apps/site/vite.config.ts)');
    viteClosure(viteManifest, viteKeyOf(viteManifest, modulePath, siteRoot), files);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/** gzip bytes of each built file (level 9, as a CDN would serve it), read once per file. */
export async function gzipSizes(clientDir, files, cache = new Map()) {
  let total = 0;
  for (const file of files) {
    if (!cache.has(file))
      cache.set(file, gzipSync(await readFile(path.join(clientDir, file)), { level: 9 }).length);
    total += cache.get(file);
  }
  return total;
}

/**
 * The block modules by template key, read from the block registry's one shape (ADR 031): each entry of
 * libs/blocks/src/registry/*.ts is `'key': () => import('../folder/Module')…`.
 */
export async function blockModules(registryDir) {
  const modules = {};
  for (const name of await readdir(registryDir)) {
    if (!/^[\w-]+\.ts$/.test(name) || name.endsWith('.data.ts')) continue;
    const source = await readFile(path.join(registryDir, name), 'utf8');
    for (const match of source.matchAll(/^\s+'?([\w-]+)'?: \(\) =>\s*import\('\.\.\/([^']+)'\)/gm)) {
      modules[match[1]] = path.resolve(registryDir, '..', match[2]);
    }
  }
  return modules;
}

/**
 * Reads a build once and measures pages: `measure({ route, blocks: [template keys], language })` →
 * { bytes, files }. `language` counts the site's strings of that language (apps/site/app/i18n/<language>.ts),
 * which the browser loads before it hydrates.
 */
export async function firstLoadMeter({ clientDir, registryDir }) {
  const siteRoot = path.resolve(clientDir, '../..');
  const build = {
    routeManifest: await readRouteManifest(clientDir),
    viteManifest: await readViteManifest(clientDir),
    siteRoot,
  };
  const modules = registryDir ? await blockModules(registryDir) : {};
  const cache = new Map();
  return {
    routeManifest: build.routeManifest,
    async measure(page) {
      const blocks = (page.blocks ?? []).map((key) => {
        if (!modules[key]) throw new Error(`block "${key}" is not in the block registry`);
        return modules[key];
      });
      const strings = page.language ? [path.join(siteRoot, 'app/i18n', page.language)] : [];
      const files = firstLoadFiles(build, { route: page.route, modules: [...blocks, ...strings] });
      return { bytes: await gzipSizes(clientDir, files, cache), files: files.length };
    },
  };
}
