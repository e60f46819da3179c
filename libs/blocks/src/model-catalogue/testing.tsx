// Renders catalogue blocks the way a page does (validator, block list, loader data by block id) inside
// the providers the site sets up: a router, a fresh Effector scope with shekel prices, the UI locale.
import { render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { UiProvider } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import type { BlockKey } from '../registry';
import { validateBlocks } from '../validate';

export const shekelSettings = {
  ...defaultPriceSettings,
  symbol: '₪',
  offerString: 'החל מ-@',
  formats: { ...defaultPriceSettings.formats, lease: '% ^ / לחודש' },
};

export interface TestBlock {
  id?: number;
  template: BlockKey;
  fields?: Record<string, unknown>;
  groups?: Array<Record<string, unknown>>;
  /** The loader's result for this block; omitted means the loader failed. */
  data?: unknown;
}

export function renderBlocks(
  blocks: readonly TestBlock[],
  { locale = 'he' as 'he' | 'en', scope }: { locale?: 'he' | 'en'; scope?: Scope } = {},
) {
  const withIds = blocks.map((block, index) => ({ ...block, id: block.id ?? index + 1 }));
  const { valid, problems } = validateBlocks(
    withIds.map((block) => ({
      id: block.id,
      template: block.template,
      sequence: block.id,
      fields: block.fields ?? {},
      groups: block.groups ?? [],
    })),
  );
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.reason).join('; '));
  const blockData = Object.fromEntries(
    withIds.filter((block) => 'data' in block).map((block) => [block.id, block.data]),
  );
  const effectorScope = scope ?? fork({ values: [[$priceSettings, shekelSettings]] });
  const router = createMemoryRouter([
    { path: '*', element: <BlockList blocks={valid} locale={locale} startIndex={2} blockData={blockData} /> },
  ]);
  return {
    scope: effectorScope,
    router,
    ...render(
      <Provider value={effectorScope}>
        <UiProvider locale={locale}>
          <RouterProvider router={router} />
        </UiProvider>
      </Provider>,
    ),
  };
}

export function renderBlock(
  template: BlockKey,
  fields: Record<string, unknown>,
  options: Omit<TestBlock, 'template' | 'fields'> & { locale?: 'he' | 'en' } = {},
) {
  const { locale, ...rest } = options;
  return renderBlocks([{ template, fields, ...rest }], { locale });
}
