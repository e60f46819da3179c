export { BlockListOf, type BlockComponents, type BlockFailure, type BlockListProps } from './BlockList';
export { blockComponents, loadBlock, loadBlocks } from './registry/lazy';
export { blockKeys, blockLoaders, isBlockKey, type BlockKey } from './registry';
export type { BlockProblem, ValidBlock } from './validate';
export { MediaProvider, mediaServiceSource, type MediaSource } from './shared/media';
export {
  DynamicContent,
  useDynamicContent,
  useDynamicContentFilter,
  useMounted,
  type DynamicContentProps,
} from './shared/dynamic-content';
export { MODAL_FORM_EVENT, type ModalFormRequest } from './shared/BlockLink';
export type { AnyBlockComponent, BlockComponent, BlockInstance, BlockProps } from './shared/types';
export { ShowroomPage, type ShowroomPageProps } from './showroom';
export { recordNewsVisit } from './news/visited';
export { ComparePage, compareStrings, type CompareData, type CompareResult } from './compare';
