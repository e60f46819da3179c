import { loadBlockData, prepareBlocks } from '@lux/blocks/server';
import type { BlockInstance } from '@lux/blocks';
import type { Locale } from '@lux/content';
import { contentClient } from '../services/content.server';
import { formsClient } from '../services/forms.server';
import { serverStockApi } from '../services/stock.server';
import { logger } from './logger.server';

/**
 * A page's blocks made ready to render: validated and sanitised by the catalogue (invalid ones dropped and
 * logged), and their server data (stock, retailers, forms) loaded. The public page and the editor's live
 * preview (ADR 027 §7) both go through here, so the preview is what the page will be.
 */
export async function renderableBlocks(
  blocks: readonly BlockInstance[],
  options: { locale: Locale; url: URL; requestId: string; markDegraded?: ((reason: string) => void) | undefined },
) {
  const { valid, problems } = prepareBlocks(blocks);
  for (const problem of problems) {
    logger.warn({ ...problem, path: options.url.pathname, requestId: options.requestId }, 'block skipped: invalid content');
  }
  const blockData = await loadBlockData(valid, {
    locale: options.locale,
    url: options.url,
    // A listing answered while the stock index is rebuilt is right for this visitor, not a page to keep.
    stockApi: serverStockApi(() => options.markDegraded?.('stock index rebuilding')),
    contentHttp: contentClient(),
    formsHttp: formsClient(),
    requestId: options.requestId,
    // A block whose data failed (the warning carries `err`) shows its fallback: fine for this visitor, not a page to keep (ADR 030).
    warn: (details, message) => {
      logger.warn({ ...details, path: options.url.pathname }, message);
      if ('err' in details) options.markDegraded?.(message);
    },
  });
  return { valid, problems, blockData };
}
