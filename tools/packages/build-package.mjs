// `nx run <lib>:build-package`: turns a framework-free lib into an npm package in dist/packages/<project>/
// (ADR 024). The lib's own package.json stays as the workspace uses it (exports → ./src/*.ts); everything
// the published package.json says is derived here from it, from the code and from the root manifest:
//   - JavaScript: Vite library mode, ES modules, one file per source module (preserveModules), so every
//     relative import in the output carries its `.js` extension and Node loads it directly;
//   - declarations: TypeScript's own emit, then the same `.js` extensions written into the relative
//     specifiers of the `.d.ts` files (TypeScript keeps the extension-less specifiers of the source,
//     which `moduleResolution: node16/nodenext` consumers cannot follow);
//   - exports: one entry per entry of the lib's `exports`, `types` first;
//   - peerDependencies: every package the JavaScript or the declarations import, at the root manifest's
//     version; importing another workspace package (@lux/*) or an undeclared one fails the build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACE_SCOPE = '@lux/';
const LICENSE = 'UNLICENSED';

const projectArgument = process.argv[2];
if (!projectArgument) fail('usage: node tools/packages/build-package.mjs <project root, e.g. libs/pricing>');
const projectRoot = path.resolve(root, projectArgument);
const sourceRoot = path.join(projectRoot, 'src');
const project = readJson(path.join(projectRoot, 'project.json'));
const manifest = readJson(path.join(projectRoot, 'package.json'));
const rootManifest = readJson(path.join(root, 'package.json'));
const outDir = path.join(root, 'dist/packages', project.name);
const libDir = path.join(outDir, 'lib');

const entries = Object.entries(manifest.exports ?? {}).map(([subpath, source]) => {
  const match = typeof source === 'string' ? /^\.\/src\/(.+)\.ts$/.exec(source) : null;
  if (!match)
    fail(
      `${manifest.name}: export "${subpath}" must point at one ./src/*.ts file, found ${JSON.stringify(source)}`,
    );
  return { subpath, source: path.join(projectRoot, source), file: match[1] };
});
if (!entries.some((entry) => entry.subpath === '.'))
  fail(`${manifest.name}: package.json exports has no "." entry`);

fs.rmSync(outDir, { recursive: true, force: true });

/** Bare specifiers the code imports, by package name. */
const imported = new Map();
const started = Date.now();
await build({
  configFile: false,
  root: projectRoot,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: libDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    lib: { entry: Object.fromEntries(entries.map((entry) => [entry.file, entry.source])), formats: ['es'] },
    rolldownOptions: {
      external: (id, importer) => {
        if (!isBare(id)) return false;
        record(id, importer ?? manifest.name);
        return true;
      },
      output: { preserveModules: true, preserveModulesRoot: sourceRoot, entryFileNames: '[name].js' },
    },
  },
});

emitDeclarations();

const peerDependencies = Object.fromEntries(
  [...imported.keys()].sort().map((name) => {
    const range = rootManifest.dependencies?.[name];
    if (!range)
      fail(
        `${manifest.name} imports "${name}" (${imported.get(name)}), which is not a dependency of the root package.json`,
      );
    return [name, `^${range.replace(/^[~^]/, '')}`];
  }),
);

const exportsMap = Object.fromEntries(
  entries.map(({ subpath, file }) => [subpath, { types: `./lib/${file}.d.ts`, default: `./lib/${file}.js` }]),
);
for (const { file } of entries) {
  for (const built of [`${file}.js`, `${file}.d.ts`]) {
    if (!fs.existsSync(path.join(libDir, built)))
      fail(`${manifest.name}: the build did not write lib/${built}`);
  }
}

const published = {
  name: manifest.name,
  version: manifest.version,
  ...(manifest.description ? { description: manifest.description } : {}),
  license: LICENSE,
  type: 'module',
  // No module does work at import beyond creating its own units: unused modules can be dropped.
  sideEffects: false,
  main: exportsMap['.'].default,
  types: exportsMap['.'].types,
  exports: { ...exportsMap, './package.json': './package.json' },
  files: ['lib'],
  peerDependencies,
};
fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
fs.copyFileSync(path.join(projectRoot, 'README.md'), path.join(outDir, 'README.md'));

const files = fs
  .readdirSync(libDir, { recursive: true })
  .filter((name) => /\.(js|d\.ts)$/.test(String(name)));
console.log(
  `${manifest.name}@${manifest.version} → ${path.relative(root, outDir)} (${files.length} files; peers ${Object.keys(peerDependencies).join(', ') || 'none'}) in ${Date.now() - started} ms`,
);

/** Declarations of the entries and everything they reach, with Node-resolvable relative specifiers. */
function emitDeclarations() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(projectRoot, 'tsconfig.json'),
    // No ambient @types: a declaration that needs Node's types would fail here, not in an adopter's build.
    {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: sourceRoot,
      outDir: libDir,
      types: [],
    },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail(formatDiagnostics([diagnostic])) },
  );
  const program = ts.createProgram({
    rootNames: entries.map((entry) => entry.source),
    options: parsed.options,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) fail(formatDiagnostics(diagnostics));
  const result = program.emit(undefined, (fileName, text) => {
    fs.mkdirSync(path.dirname(fileName), { recursive: true });
    fs.writeFileSync(fileName, withExtensions(fileName, text));
  });
  if (result.emitSkipped || result.diagnostics.length > 0) fail(formatDiagnostics(result.diagnostics));
}

/**
 * Writes `./x.js` or `./x/index.js` for each relative `./x` a declaration file imports (`from`, `import()`
 * types). TypeScript's own pre-processor finds the specifiers, so text in comments is never touched.
 */
function withExtensions(declarationFile, text) {
  const sourceDir = path.join(sourceRoot, path.relative(libDir, path.dirname(declarationFile)));
  const specifiers = ts.preProcessFile(text, true, true).importedFiles;
  let result = text;
  // From the end, so earlier positions stay valid; `pos` is the opening quote.
  for (const { fileName: specifier, pos } of [...specifiers].reverse()) {
    let rewritten = specifier;
    if (isBare(specifier)) record(specifier, declarationFile);
    else if (!specifier.endsWith('.js')) {
      const target = path.resolve(sourceDir, specifier);
      if (fs.existsSync(`${target}.ts`)) rewritten = `${specifier}.js`;
      else if (fs.existsSync(path.join(target, 'index.ts'))) rewritten = `${specifier}/index.js`;
      else fail(`${path.relative(libDir, declarationFile)}: cannot resolve "${specifier}"`);
    }
    result = result.slice(0, pos + 1) + rewritten + result.slice(pos + 1 + specifier.length);
  }
  return result;
}

function record(specifier, importer) {
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  if (name.startsWith('node:'))
    fail(`${manifest.name} imports "${specifier}": the package must also run in browsers`);
  if (name.startsWith(WORKSPACE_SCOPE)) {
    fail(
      `${manifest.name} imports the workspace package "${specifier}" (${importer}): a published package cannot reach the monorepo`,
    );
  }
  if (!imported.has(name)) imported.set(name, path.relative(root, importer));
}

function isBare(specifier) {
  return !specifier.startsWith('.') && !path.isAbsolute(specifier) && !specifier.startsWith('\0');
}

function formatDiagnostics(diagnostics) {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  });
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function fail(message) {
  console.error(`build-package: ${message}`);
  process.exit(1);
}
