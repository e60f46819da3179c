import { useEffect, type ErrorInfo } from 'react';
import type { Locale } from '@lux/content';
import { parseDynamicContentCondition } from '@lux/dynamic-content';
import type { BlockKey } from './registry';
import { BlockBoundary } from './shared/BlockBoundary';
import { DynamicContent } from './shared/dynamic-content';
import { HydrationGate, firstHydrationDone } from './shared/hydration-gate';
import type { AnyBlockComponent } from './shared/types';
import type { ValidBlock } from './validate';

/** Which block failed to render, for the log. */
export interface BlockFailure {
  id: number;
  template: BlockKey;
  /** Position on the page. */
  index: number;
  componentStack: string | null | undefined;
}

export interface BlockListProps {
  blocks: readonly ValidBlock[];
  locale: Locale;
  /** Page position of the first block (previews render one block at its real position). */
  startIndex?: number;
  /** Server-loaded data by block id (loadBlockData in @lux/blocks/server). */
  blockData?: Readonly<Record<number, unknown>>;
  /** Told when a block fails to render: the site passes its logger. */
  onBlockError?: (error: unknown, block: BlockFailure) => void;
  /**
   * Hydrate blocks below the fold when the visitor gets near them (shared/hydration-gate), not while the
   * page starts: for the server-rendered first page in the browser.
   */
  deferBelowFold?: boolean;
}

export type BlockComponents = Readonly<Record<BlockKey, AnyBlockComponent>>;

/**
 * Renders validated blocks in order; each gets the anchors the scroll rules target (A§2). A block that
 * fails to render shows its failure and the page goes on (A§8); `onBlockError` hears of it in the
 * browser (React also logs it with console.error). On the server a failing block is sent empty and
 * reported to the render stream's onError, and the browser renders it again.
 *
 * A block whose fields carry a `dc_strategy` (B§3.5) is dynamic content (B§4): shown until mounted, then
 * only where its strategy says; a hidden block leaves nothing behind, not even its anchor. Needs an
 * Effector scope (`Provider`) carrying the @lux/dynamic-content model's state when rendered with one.
 */
export function BlockListOf({
  components,
  blocks,
  locale,
  startIndex = 0,
  blockData,
  onBlockError,
  deferBelowFold = false,
}: BlockListProps & {
  /** The blocks by key: `blockComponents` (each loaded on demand), or every block up front in tests. */
  components: BlockComponents;
}) {
  useEffect(() => {
    if (deferBelowFold) firstHydrationDone();
  }, [deferBelowFold]);
  return (
    <>
      {blocks.map((block, position) => {
        const index = startIndex + position;
        const Component = components[block.template];
        const scrollId = typeof block.fields['block_scroll_id'] === 'string' ? block.fields['block_scroll_id'] : '';
        const condition = parseDynamicContentCondition(block.fields['dc_strategy']);
        const rendered = (
          <div key={block.id} id={`component-${index}`} data-block={block.template}>
            {scrollId && <span id={`rdx-${scrollId}`} />}
            <BlockBoundary
              locale={locale}
              onError={
                onBlockError &&
                ((error: unknown, info: ErrorInfo) =>
                  onBlockError(error, { id: block.id, template: block.template, index, componentStack: info.componentStack }))
              }
            >
              {deferBelowFold ? (
                <HydrationGate elementId={`component-${index}`} index={index}>
                  <Component id={block.id} index={index} locale={locale} fields={block.fields} groups={block.groups} data={blockData?.[block.id]} />
                </HydrationGate>
              ) : (
                <Component id={block.id} index={index} locale={locale} fields={block.fields} groups={block.groups} data={blockData?.[block.id]} />
              )}
            </BlockBoundary>
          </div>
        );
        return condition ? (
          <DynamicContent key={block.id} condition={condition}>
            {rendered}
          </DynamicContent>
        ) : (
          rendered
        );
      })}
    </>
  );
}
