export { BlockList } from './BlockList';
export { blockKeys, blockRegistry, isBlockKey, type BlockKey } from './registry';
export { validateBlocks, type BlockProblem, type ValidBlock } from './validate';
export type { AnyBlockDefinition, BlockDefinition, BlockInstance, BlockProps } from './shared/types';
