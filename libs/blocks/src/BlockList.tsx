import type { Locale } from '@lux/content';
import { blockComponents } from './registry';
import { BlockBoundary } from './shared/BlockBoundary';
import type { AnyBlockComponent } from './shared/types';
import type { ValidBlock } from './validate';

/** Renders validated blocks in order; each gets the anchors the scroll rules target (A§2). */
export function BlockList({
  blocks,
  locale,
  startIndex = 0,
  blockData,
}: {
  blocks: readonly ValidBlock[];
  locale: Locale;
  /** Page position of the first block (previews render one block at its real position). */
  startIndex?: number;
  /** Server-loaded data by block id (loadBlockData in @lux/blocks/server). */
  blockData?: Readonly<Record<number, unknown>>;
}) {
  return (
    <>
      {blocks.map((block, position) => {
        const index = startIndex + position;
        const Component: AnyBlockComponent = blockComponents[block.template];
        const scrollId = typeof block.fields['block_scroll_id'] === 'string' ? block.fields['block_scroll_id'] : '';
        return (
          <div key={block.id} id={`component-${index}`} data-block={block.template}>
            {scrollId && <span id={`rdx-${scrollId}`} />}
            <BlockBoundary locale={locale}>
              <Component id={block.id} index={index} locale={locale} fields={block.fields} groups={block.groups} data={blockData?.[block.id]} />
            </BlockBoundary>
          </div>
        );
      })}
    </>
  );
}
