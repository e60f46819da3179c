import { BlockListOf, type BlockListProps } from '../BlockList';
import { eagerBlockComponents } from './eagerBlocks';

/** `BlockListOf` with every block loaded up front, for tests and stories (the product loads each on demand). */
export function BlockList(props: BlockListProps) {
  return <BlockListOf components={eagerBlockComponents} {...props} />;
}
