import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints imaginary files inside real projects: the module-boundary matrix must reject forbidden imports.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  it('keeps React out of domain libs', async () => {
    const errors = await boundaryErrors('libs/pricing/src/forbidden.ts', "import { useState } from 'react';\nexport const x = useState;\n");
    expect(errors.join('\n')).toMatch(/react/);
  });

  it('keeps react-dom (and its subpaths) and effector-react out of domain libs', async () => {
    const dom = await boundaryErrors('libs/shell/src/forbidden.ts', "import { hydrateRoot } from 'react-dom';\nexport const x = hydrateRoot;\n");
    expect(dom.join('\n')).toMatch(/type:domain" is not allowed to import "react-dom"/);
    const client = await boundaryErrors('libs/stock-locator/src/forbidden.ts', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;\n");
    expect(client.join('\n')).toMatch(/not allowed to import "react-dom\/client"/);
    const bindings = await boundaryErrors('libs/pricing/src/forbidden.ts', "import { useUnit } from 'effector-react';\nexport const x = useUnit;\n");
    expect(bindings.join('\n')).toMatch(/not allowed to import "effector-react"/);
  });

  it('keeps styled-components out of domain libs', async () => {
    const errors = await boundaryErrors('libs/content/src/forbidden.ts', "import styled from 'styled-components';\nexport const x = styled;\n");
    expect(errors.join('\n')).toMatch(/styled-components/);
  });

  it('stops the design system importing domain libs', async () => {
    const errors = await boundaryErrors('libs/ui/src/forbidden.ts', "import { formatPrice } from '@lux/pricing';\nexport const x = formatPrice;\n");
    expect(errors.join('\n')).toMatch(/type:ui|tags/);
  });

  it('stops a domain lib importing a feature lib', async () => {
    const errors = await boundaryErrors('libs/stock-locator/src/forbidden.ts', "import { Footer } from '@lux/chrome';\nexport const x = Footer;\n");
    expect(errors.join('\n')).toMatch(/"type:domain" can only depend on libs tagged with/);
  });

  it('lets apps reach a lib only through its public entry, never a deep or relative path', async () => {
    const deep = await boundaryErrors('apps/site/app/forbidden.ts', "import { formatPrice } from '@lux/pricing/src/format';\nexport const x = formatPrice;\n");
    expect(deep.join('\n')).toMatch(/unresolvable dependencies are not allowed|deep import/i);
    const relative = await boundaryErrors('apps/site/app/forbidden.ts', "import { formatPrice } from '../../../libs/pricing/src/format';\nexport const x = formatPrice;\n");
    expect(relative.join('\n')).toMatch(/relative or absolute path/);
  });

  it('keeps one domain scope out of another (content cannot reach the stock domain)', async () => {
    const errors = await boundaryErrors('libs/content/src/forbidden.ts', "import { shortVin } from '@lux/stock-locator';\nexport const x = shortVin;\n");
    expect(errors.join('\n')).toMatch(/scope:content|tags/);
  });

  it('lets only apps import the block library, which alone composes scopes', async () => {
    const fromFeature = await boundaryErrors('libs/chrome/src/forbidden.ts', "import { BlockList } from '@lux/blocks';\nexport const x = BlockList;\n");
    expect(fromFeature.length).toBeGreaterThan(0);
    const fromBlocks = await boundaryErrors('libs/blocks/src/allowed.ts', "import { shortVin } from '@lux/stock-locator';\nexport const x = shortVin;\n");
    expect(fromBlocks).toEqual([]);
  });

  it('lets the back office read content and shared libs, but not the block library or another feature scope', async () => {
    const allowed = await boundaryErrors('libs/admin/src/allowed.ts', "import { localisedPath } from '@lux/content';\nexport const x = localisedPath;\n");
    expect(allowed).toEqual([]);
    const blocks = await boundaryErrors('libs/admin/src/forbidden.ts', "import { BlockList } from '@lux/blocks';\nexport const x = BlockList;\n");
    expect(blocks.join('\n')).toMatch(/scope:admin|tags/);
    const intoAdmin = await boundaryErrors('libs/chrome/src/forbidden.ts', "import { AdminLayout } from '@lux/admin';\nexport const x = AdminLayout;\n");
    expect(intoAdmin.length).toBeGreaterThan(0);
  });

  it('allows the site to use a domain lib through its public entry', async () => {
    const errors = await boundaryErrors('apps/site/app/allowed.ts', "import { formatPrice } from '@lux/pricing';\nexport const x = formatPrice;\n");
    expect(errors).toEqual([]);
  });
});
