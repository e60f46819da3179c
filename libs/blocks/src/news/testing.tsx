// Test helper for the news-group blocks: one block through the validator and the block list, with the
// providers the site sets up and a content environment that answers from a table (no network).
import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { UiProvider } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import type { BlockKey } from '../registry';
import { validateBlocks } from '../validate';
import { ContentEnvironmentProvider, type ContentEnvironment } from './environment';

export { newsAnswer, tableEnvironment } from './fixtures';

export function renderContentBlock(
  template: BlockKey,
  fields: Record<string, unknown>,
  { locale = 'he', data, environment }: { locale?: 'he' | 'en'; data?: unknown; environment: ContentEnvironment },
) {
  const { valid, problems } = validateBlocks([{ id: 1, template, sequence: 1, fields, groups: [] }]);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.reason).join('; '));
  const scope = fork({ values: [[$priceSettings, { ...defaultPriceSettings, symbol: '₪' }]] });
  const blockData = data === undefined ? undefined : { [valid[0]!.id]: data };
  const router = createMemoryRouter([{ path: '*', element: <BlockList blocks={valid} locale={locale} blockData={blockData} /> }]);
  return render(
    <Provider value={scope}>
      <UiProvider locale={locale}>
        <ContentEnvironmentProvider value={environment}>
          <RouterProvider router={router} />
        </ContentEnvironmentProvider>
      </UiProvider>
    </Provider>,
  );
}
