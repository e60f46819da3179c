/**
 * The publishable packages (ADR 024), used the way another brand site would use them. Each package that
 * `build-package` wrote to dist/packages/ is packed by npm and unpacked into its own fresh project under
 * the system temp folder, outside the workspace, with nothing beside it but its peer dependencies. There:
 *   - its README's "Use it in another site" example runs under plain `node` and prints what the README says;
 *   - every entry of its `exports` map loads and has exactly the runtime exports of the lib's source entry;
 *   - `tsc` (module nodenext, skipLibCheck off, no ambient types) finds every export of every entry, types
 *     included, and type-checks the example as JavaScript.
 * `nx run tools:test` builds the packages first (`dependsOn: ["^build-package"]` in tools/project.json).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const README_SECTION = '## Use it in another site';

/** The projects tools:test builds and checks: its implicit dependencies. */
const projects: string[] = readJson(path.join(root, 'tools/project.json')).implicitDependencies;

interface PublishedManifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  type?: string;
  sideEffects?: boolean;
  types?: string;
  files?: string[];
  exports: Record<string, string | { types: string; default: string }>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface Consumer {
  project: string;
  dir: string;
  packed: string[];
  manifest: PublishedManifest;
  /** The lib's own manifest: `exports` subpath → source file. */
  source: { name: string; version: string; description?: string; exports: Record<string, string> };
  example: { install: string; code: string; output: string };
}

let work = '';
const consumers = new Map<string, Consumer>();

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'lux-packages-'));
  const folders = projects.map((project) => path.join(root, 'dist/packages', project));
  for (const folder of folders) {
    if (!existsSync(path.join(folder, 'package.json')))
      throw new Error(`${folder} is missing: run nx run-many -t build-package`);
  }
  // `npm pack` applies `files` and npm's own rules: what it leaves out, an adopter never receives.
  const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--offline', '--ignore-scripts', '--pack-destination', work, ...folders],
    {
      cwd: work,
      env: npmEnv,
    },
  );
  const tarballs: { name: string; filename: string; files: { path: string }[] }[] = JSON.parse(stdout);
  await Promise.all(
    projects.map(async (project) => {
      const source = readJson(path.join(root, 'libs', project, 'package.json'));
      const tarball = tarballs.find((packed) => packed.name === source.name);
      if (!tarball) throw new Error(`npm pack wrote no ${source.name}`);
      const dir = path.join(work, project);
      const manifest = await install(dir, path.join(work, tarball.filename));
      const example = readmeExample(
        await fs.readFile(path.join(dir, 'node_modules', manifest.name, 'README.md'), 'utf8'),
      );
      await fs.writeFile(path.join(dir, 'example.mjs'), example.code);
      consumers.set(project, {
        project,
        dir,
        packed: tarball.files.map((file) => file.path),
        manifest,
        source,
        example,
      });
    }),
  );
}, 60_000);

afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('publishable packages', () => {
  it('are exactly the libs with a build-package target', ({ expect }) => {
    const withTarget = readdirSync(path.join(root, 'libs')).filter((lib) => {
      const file = path.join(root, 'libs', lib, 'project.json');
      return existsSync(file) && readJson(file).targets?.['build-package'] !== undefined;
    });
    expect([...projects].sort()).toEqual(withTarget.sort());
  });

  describe.concurrent.each(projects)('%s', (project) => {
    const consumer = () => consumers.get(project)!;

    it('has a package.json fit to publish, and ships only its build and README', ({ expect }) => {
      const { manifest, source, packed } = consumer();
      expect(manifest).toMatchObject({
        name: source.name,
        version: source.version,
        description: source.description,
        type: 'module',
        sideEffects: false,
        license: 'UNLICENSED',
      });
      expect(manifest.private).toBeUndefined();
      expect(manifest.dependencies ?? {}).toEqual({});
      expect(Object.keys(manifest.peerDependencies ?? {})).toContain('effector');
      expect(Object.keys(manifest.peerDependencies ?? {}).filter((name) => name.startsWith('@lux/'))).toEqual(
        [],
      );
      expect(Object.keys(manifest.exports).sort()).toEqual(
        [...Object.keys(source.exports), './package.json'].sort(),
      );
      const targets = Object.values(manifest.exports).flatMap((target) =>
        typeof target === 'string' ? [target] : [target.types, target.default],
      );
      for (const target of [...targets, manifest.types!])
        expect(packed).toContain(path.posix.normalize(target));
      expect(packed).toContain('README.md');
      expect(
        packed.filter(
          (file) => !/^(package\.json|README\.md|lib\/.+\.(js|d\.ts))$/.test(file) || /\.test\./.test(file),
        ),
      ).toEqual([]);
    });

    it('runs its README example under node and prints what the README says', async ({ expect }) => {
      const { dir, manifest, example } = consumer();
      expect(example.install).toMatch(new RegExp(`npm install ${manifest.name}\\b`));
      for (const peer of Object.keys(manifest.peerDependencies ?? {}))
        expect(example.install).toContain(peer);
      const { stdout } = await node(dir, 'example.mjs');
      expect(stdout.trimEnd()).toBe(example.output.trimEnd());
    });

    it('loads every entry with exactly the runtime exports of its source', async ({ expect }) => {
      const { dir, manifest, source } = consumer();
      const specifiers = Object.keys(source.exports).map((subpath) =>
        path.posix.join(manifest.name, subpath),
      );
      const script = `const result = {};\nfor (const specifier of ${JSON.stringify(specifiers)}) result[specifier] = Object.keys(await import(specifier)).sort();\nconsole.log(JSON.stringify(result));\n`;
      await fs.writeFile(path.join(dir, 'exports.mjs'), script);
      const loaded = JSON.parse((await node(dir, 'exports.mjs')).stdout);
      const expected = Object.fromEntries(
        Object.entries(source.exports).map(([subpath, file]) => [
          path.posix.join(manifest.name, subpath),
          sourceExports(path.join(root, 'libs', project, file)).values.sort(),
        ]),
      );
      expect(loaded).toEqual(expected);
    });

    it('type-checks for TypeScript consumers (nodenext), every export and the example', async ({
      expect,
    }) => {
      const { dir, manifest, source } = consumer();
      const imports = Object.entries(source.exports).map(([subpath, file]) => {
        const { values, types } = sourceExports(path.join(root, 'libs', project, file));
        return `import type {\n  ${[...values, ...types].join(',\n  ')},\n} from '${path.posix.join(manifest.name, subpath)}';`;
      });
      await fs.writeFile(path.join(dir, 'consumer.ts'), `${imports.join('\n')}\nexport {};\n`);
      const compilerOptions = {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2023', 'dom', 'dom.iterable'],
        types: [],
        strict: true,
        skipLibCheck: false,
        skipDefaultLibCheck: true, // TypeScript's own lib files: checking them proves nothing about the package
        noEmit: true,
        allowJs: true,
        checkJs: true,
      };
      await fs.writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions, include: ['consumer.ts', 'example.mjs'] }),
      );
      const result = await run(process.execPath, [tsc, '-p', dir], { cwd: dir }).then(
        ({ stdout }) => ({ stdout, code: 0 }),
        (error: { stdout?: string; message: string; code?: number }) => ({
          stdout: error.stdout || error.message,
          code: error.code ?? 1,
        }),
      );
      expect(result.stdout).toBe('');
      expect(result.code).toBe(0);
    });
  });
});

/** Unpacks the tarball into `dir/node_modules/<name>` and links its peers from the workspace. */
async function install(dir: string, tarball: string): Promise<PublishedManifest> {
  const unpacked = path.join(dir, 'node_modules', '.unpacked');
  await fs.mkdir(unpacked, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
  const manifest: PublishedManifest = readJson(path.join(unpacked, 'package.json'));
  const target = path.join(dir, 'node_modules', manifest.name);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(unpacked, target);
  for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
    const link = path.join(dir, 'node_modules', peer);
    await fs.mkdir(path.dirname(link), { recursive: true });
    await fs.symlink(await fs.realpath(path.join(root, 'node_modules', peer)), link, 'dir');
  }
  await fs.writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'another-site', private: true, type: 'module' }),
  );
  return manifest;
}

/** The install line, the `js` example and the `text` block it prints, from the README's adoption section. */
function readmeExample(readme: string) {
  const start = readme.indexOf(`\n${README_SECTION}\n`);
  if (start < 0) throw new Error(`the README has no "${README_SECTION}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const block = (language: string, from = 0) => {
    const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section.slice(from));
    if (!match) throw new Error(`"${README_SECTION}" has no \`\`\`${language} block`);
    return { text: match[1]!, end: from + match.index + match[0].length };
  };
  const code = block('js');
  return { install: block('sh').text, code: code.text, output: block('text', code.end).text };
}

/** Names an entry file exports, split into values and types (the workspace's `verbatimModuleSyntax` marks every type). */
function sourceExports(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const values: string[] = [];
  const types: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause))
        throw new Error(`${file}: name each export`);
      for (const element of statement.exportClause.elements)
        (statement.isTypeOnly || element.isTypeOnly ? types : values).push(element.name.text);
      continue;
    }
    const exported =
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) values.push(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      values.push(statement.name.text);
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      types.push(statement.name.text);
    } else {
      throw new Error(`${file}: unexpected export ${ts.SyntaxKind[statement.kind]}`);
    }
  }
  return { values, types };
}

/** Plain `node`, in the consumer project, with nothing of the workspace on its resolution path. */
function node(dir: string, script: string) {
  const { NODE_OPTIONS: _options, NODE_PATH: _path, ...env } = process.env;
  return run(process.execPath, [script], { cwd: dir, env });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from disk
function readJson(file: string): any {
  return JSON.parse(readFileSync(file, 'utf8'));
}
