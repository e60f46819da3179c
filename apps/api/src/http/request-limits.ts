import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

/**
 * How long a request's URL may be. No route takes a path near 4 KiB (the longest are CMS paths, at most
 * a few hundred characters; the page route refuses one past 2 KiB itself) nor a query near 8 KiB (the stock locator's fullest filter is under 2 KiB);
 * past that a request is refused at once with 414, before routing, rate limiting or validation do any
 * work with it. Node refuses a request line past its header limit with a bare 431 (no envelope), so the
 * server takes headers up to {@link MAX_HEADER_BYTES}: a URL between the two limits still gets the 414.
 */
export const MAX_PATH_LENGTH = 4096;
export const MAX_URL_LENGTH = 8192;
export const MAX_HEADER_BYTES = 32 * 1024;

export function registerUrlLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const query = url.indexOf('?');
    const pathLength = query === -1 ? url.length : query;
    if (pathLength > MAX_PATH_LENGTH || url.length > MAX_URL_LENGTH) {
      const what = pathLength > MAX_PATH_LENGTH ? `path is longer than ${MAX_PATH_LENGTH}` : `URL is longer than ${MAX_URL_LENGTH}`;
      return sendError(reply, 414, `The ${what} characters.`);
    }
  });
}
