export { BlockList } from './BlockList';
export { blockComponents } from './components';
export { blockKeys, isBlockKey, type BlockKey } from './registry';
export { blockSchemas } from './schemas';
export { validateBlocks, type BlockProblem, type ValidBlock } from './validate';
export type {
  AnyBlockComponent,
  AnyBlockSchema,
  BlockComponent,
  BlockInstance,
  BlockProps,
  BlockSchema,
} from './shared/types';
