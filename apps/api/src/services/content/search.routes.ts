import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { editorHtmlToText, searchExcerpt, searchHighlightRanges, searchLimits, searchMatchesAll, searchQueryProblem } from '@lux/shell';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { LOCALES } from './schemas.js';
import { createSearchRepository, type SearchRow } from './search.repository.js';

const strict = { additionalProperties: false } as const;
const { minQueryLength: MIN, maxQueryLength: MAX, defaultItems, maxItems } = searchLimits;

const SearchQuery = Type.Object({
  q: Type.String({
    description:
      `What to search for: ${MIN} to ${MAX} characters after trimming. Case, Hebrew points, final letters, ` +
      'geresh and quotes, dashes and punctuation do not matter; every word must match.',
    examples: ["ריינג' רובר", 'דיפנדר 110'],
  }),
  locale: Type.Optional(Type.Enum([...LOCALES], { default: 'he', description: 'Content locale.' })),
  items: Type.Optional(Type.String({ maxLength: 20, description: `Results, 1 to ${maxItems}; default ${defaultItems}.` })),
});

const SearchResource = Type.Object(
  {
    type: Type.Enum(['model', 'page'], { description: 'A model of the catalogue (linking to its page) or a content page.' }),
    id: Type.String({ description: 'Page id, or the model key.', examples: ['12', 'defender-110'] }),
    attributes: Type.Object(
      {
        title: Type.String({ examples: ['דיפנדר 110'] }),
        path: Type.String({ description: 'Content path without the locale prefix.', examples: ['/models/defender'] }),
        excerpt: Type.String({ description: 'Plain text around the first match (or the description), up to about 160 characters.' }),
      },
      strict,
    ),
  },
  strict,
);

const SearchResponse = Type.Object(
  { data: Type.Array(SearchResource), meta: Type.Object({ total: Type.Integer({ description: 'Matches in all.' }) }, strict) },
  { ...strict, description: 'Best matches first: title hits, then other names, descriptions and page text.' },
);

/** Pages: the meta description if it has every word, else the first block text that has, else the description. */
function excerptOf(row: SearchRow, query: string): string {
  if (row.type === 'model') return searchExcerpt(row.summary, query);
  const matches = (text: string) => searchMatchesAll(text, query);
  if (matches(row.summary)) return searchExcerpt(row.summary, query);
  const texts = row.texts.map((value) => editorHtmlToText(value));
  // Words spread over several blocks: the first block with any of them shows where the page matched.
  const text = texts.find(matches) ?? (searchHighlightRanges(row.summary, query).length > 0 ? undefined : texts.find((value) => searchHighlightRanges(value, query).length > 0));
  return searchExcerpt(text ?? row.summary, query);
}

/**
 * Site search (A§2 search popup): published pages (title, meta description, block text) and the model
 * catalogue, in one ranked list. Reads only; the site proxies it at `/api/content/public_api/search`.
 */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = createSearchRepository(app.db);

  app.get(
    '/public_api/search',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'Search published pages and models',
        description:
          'Hebrew-friendly substring search over page titles, meta descriptions and block text, and over ' +
          'model names (both languages), keys, platform codes and versions. Disabled, SEO-hidden, folder and ' +
          'redirect pages never appear; a model appears only when its page (or its family page) is published.',
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      const problem = searchQueryProblem(q);
      if (problem !== null) {
        const detail =
          problem === 'too-long'
            ? `q must be at most ${MAX} characters long`
            : `q must have at least ${MIN} letters or digits`;
        return sendError(reply, 400, detail, { parameter: 'q' });
      }
      const rawItems = request.query.items;
      const items = rawItems === undefined ? defaultItems : /^\d{1,3}$/.test(rawItems.trim()) ? Number(rawItems) : NaN;
      if (!(items >= 1 && items <= maxItems)) {
        return sendError(reply, 400, `items must be a whole number from 1 to ${maxItems}`, { parameter: 'items' });
      }
      const query = q.trim();
      const { rows, total } = await repo.search(query, request.query.locale ?? 'he', items);
      // Public content only; a minute of caching spares the database from repeated keystrokes.
      reply.header('cache-control', 'public, max-age=60');
      return {
        data: rows.map((row) => ({
          type: row.type,
          id: row.id,
          attributes: { title: row.title, path: row.path, excerpt: excerptOf(row, query) },
        })),
        meta: { total },
      };
    },
  );
};
