import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DEFAULT_PREVIEW_TTL_SECONDS, signPreviewToken } from '../services/content/preview-token.js';

/**
 * Prints a preview token signed with PREVIEW_TOKEN_SECRET, until the editor issues them:
 *   npm run preview-token -w apps/api -- --page 12 --ttl 3600
 * Send it as `Authorization: Bearer <token>` to GET /public_api/pages/by_path/{path}.
 */
function main() {
  const { values } = parseArgs({
    options: { page: { type: 'string' }, ttl: { type: 'string', default: String(DEFAULT_PREVIEW_TTL_SECONDS) } },
  });
  const config = loadConfig();
  const pageId = values.page === undefined ? undefined : Number(values.page);
  if (pageId !== undefined && !Number.isInteger(pageId)) throw new Error('--page must be a page id');
  console.log(
    signPreviewToken(config.previewTokenSecret, {
      ttlSeconds: Number(values.ttl),
      ...(pageId === undefined ? {} : { pageId }),
    }),
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
