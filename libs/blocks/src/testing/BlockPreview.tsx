import { isLocale } from '@lux/content';
import { useUi } from '@lux/ui';
import { BlockList } from './BlockList';
import type { BlockKey } from '../registry';
import { validateBlocks } from '../validate';

export interface BlockPreviewProps {
  template: BlockKey;
  fields: Record<string, unknown>;
  groups?: Array<Record<string, unknown>>;
  /** Position on the page; 0 makes the block's image the page's main image. */
  index?: number;
  /** What the block's server-side data loader would have returned (undefined: it failed). */
  data?: unknown;
}

/**
 * Renders one block the way a page does: through the catalogue validator (so defaults apply and bad
 * story data fails the story) and the block list (anchors, registry lookup).
 */
export function BlockPreview({ template, fields, groups = [], index = 0, data }: BlockPreviewProps) {
  const { locale } = useUi();
  const { valid, problems } = validateBlocks([{ id: 1, template, sequence: 1, fields, groups }]);
  if (problems.length > 0) {
    throw new Error(`Story content is not valid for ${template}: ${problems.map((p) => p.reason).join('; ')}`);
  }
  const pageLocale = isLocale(locale) ? locale : 'he';
  // Padding blocks before this one keeps the index (image priority) without rendering them.
  const block = valid[0]!;
  return <BlockList blocks={[block]} locale={pageLocale} startIndex={index} blockData={data === undefined ? undefined : { [block.id]: data }} />;
}
