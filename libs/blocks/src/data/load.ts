import { blockDataLoaders } from '../registry/data';
import { loadBlocks } from '../registry/lazy';
import type { ValidBlock } from '../validate';
import type { BlockDataContext, BlockDataLoader } from './types';

/**
 * Runs every block's data loader in parallel, and loads the blocks' modules meanwhile so the page renders
 * whole (ADR 031). A failing loader is logged and leaves its block without data; it never fails the page
 * (A§8: bad data never takes a page down).
 */
export async function loadBlockData(
  blocks: readonly ValidBlock[],
  context: BlockDataContext,
  loaders: Partial<Record<string, BlockDataLoader>> = blockDataLoaders,
): Promise<Record<number, unknown>> {
  const modules = loadBlocks(blocks.map((block) => block.template)).catch((error: unknown) => {
    // The block then loads while the page renders, and shows its failure if that fails too.
    context.warn({ err: error instanceof Error ? error.message : String(error), requestId: context.requestId }, 'block module failed to load');
  });
  const entries = await Promise.all(
    blocks.map(async (block): Promise<[number, unknown] | null> => {
      const loader = loaders[block.template];
      if (!loader) return null;
      try {
        return [block.id, await loader(block, { ...context, pageBlocks: blocks })];
      } catch (error) {
        context.warn(
          { blockId: block.id, template: block.template, err: error instanceof Error ? error.message : String(error), requestId: context.requestId },
          'block data: loader failed',
        );
        return null;
      }
    }),
  );
  await modules;
  const data: Record<number, unknown> = {};
  for (const entry of entries) if (entry && entry[1] !== undefined) data[entry[0]] = entry[1];
  return data;
}
