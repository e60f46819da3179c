// Story helpers of the model-catalogue blocks: the seeded site's shekel prices, loader data from the
// fake content service (the real loaders over fixture answers), and a preview of several blocks.
import type { Decorator } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { isLocale } from '@lux/content';
import { $priceSettings, defaultPriceSettings } from '@lux/pricing';
import { useUi } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import type { BlockDataLoader } from '../data/types';
import type { BlockKey } from '../registry';
import { validateBlocks, type ValidBlock } from '../validate';
import { fakeContent, loaderContext } from './fixtures';

/** The seeded price settings (apps/api seed): ₪, "החל מ-@", lease "% ^ / לחודש". */
const scope = fork({
  values: [
    [
      $priceSettings,
      {
        ...defaultPriceSettings,
        symbol: '₪',
        offerString: 'החל מ-@',
        formats: { ...defaultPriceSettings.formats, lease: '% ^ / לחודש' },
      },
    ],
  ],
});

export const withSeededPrices: Decorator = (Story) => (
  <Provider value={scope}>
    <Story />
  </Provider>
);

export interface StoryBlock {
  id: number;
  template: BlockKey;
  fields: Record<string, unknown>;
  groups?: Array<Record<string, unknown>>;
}

const asValid = (blocks: readonly StoryBlock[]) =>
  blocks.map(
    (block) => ({ ...block, sequence: block.id, groups: block.groups ?? [] }) as unknown as ValidBlock,
  );

/** Runs a block's real loader against the fixture catalogue, as the site's page loader would. */
export async function loadFor(
  loader: BlockDataLoader,
  blocks: readonly StoryBlock[],
  id: number,
  locale: unknown,
): Promise<unknown> {
  const { http } = fakeContent();
  const page = asValid(blocks);
  return loader(
    page.find((block) => block.id === id)!,
    loaderContext(http, { locale: isLocale(locale) ? locale : 'he', pageBlocks: page }),
  );
}

/** Several blocks through the validator and the block list, each with its loaded data. */
export function PagePreview({
  blocks,
  data,
}: {
  blocks: readonly StoryBlock[];
  data: Readonly<Record<number, unknown>>;
}) {
  const { locale } = useUi();
  const { valid, problems } = validateBlocks(
    blocks.map((block) => ({ ...block, sequence: block.id, groups: block.groups ?? [] })),
  );
  if (problems.length > 0)
    throw new Error(`Story content is not valid: ${problems.map((p) => p.reason).join('; ')}`);
  return (
    <BlockList blocks={valid} locale={isLocale(locale) ? locale : 'he'} startIndex={2} blockData={data} />
  );
}
