import { findTemplate, imagesOfBlock, validateBlockInstance } from '@lux/block-catalogue';
import { asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { DraftBlock, PageContent } from '../../../db/cms.schema.js';
import type { Database } from '../../../db/client.js';
import { blocks, images, pages } from '../../../db/schema.js';
import { Refusal } from '../../../http/back-office.js';

/**
 * A page's editable content (ADR 027 §1–2): reading it from the live tables, its TypeBox shape, and the
 * problems that keep it from being published (the catalogue's validator and images without alt text).
 */

type Reader = Pick<Database, 'select'>;
type PageRow = typeof pages.$inferSelect;

const strict = { additionalProperties: false } as const;
const NoNul = '^[^\\u0000]*$';
const Nullable = (maxLength: number, description: string) =>
  Type.Union([Type.String({ maxLength, pattern: NoNul }), Type.Null()], { description });
const Values = Type.Record(Type.String({ maxLength: 200 }), Type.Unknown());

export const MAX_BLOCKS = 200;

/** One block as the editor sends it. `template` is checked against the catalogue after the shape (422). */
export const DraftBlockSchema = Type.Object(
  {
    template: Type.String({ minLength: 1, maxLength: 100, pattern: NoNul, description: 'A catalogue template key.' }),
    fields: Values,
    groups: Type.Array(Values, { maxItems: 500 }),
    active_positions: Type.Array(Type.Union([Type.Literal('desktop'), Type.Literal('mobile')]), { maxItems: 2, uniqueItems: true }),
  },
  strict,
);

/** `PageContent` (apps/api/src/db/cms.schema.ts): the SEO fields and the ordered blocks. */
export const PageContentSchema = Type.Object(
  {
    title: Nullable(500, 'The page title.'),
    meta_title: Nullable(500, 'The <title> and og:title.'),
    meta_description: Nullable(2000, 'The meta description.'),
    canonical_url: Nullable(2048, 'An absolute canonical URL, or null for the page itself.'),
    external_meta_image: Nullable(2048, 'An absolute og:image URL.'),
    image_id: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]),
    disable_seo_tracking: Type.Boolean(),
    blocks: Type.Array(DraftBlockSchema, { maxItems: MAX_BLOCKS }),
  },
  strict,
);

export interface ContentProblem {
  pointer: string;
  message: string;
}

export const ProblemSchema = Type.Object({ pointer: Type.String(), message: Type.String() }, strict);

/** The editable page or a refusal: folders have no content (404), redirects are edited as redirects (409). */
export async function editablePage(tx: Reader, id: number, options: { lock?: boolean } = {}): Promise<PageRow> {
  const query = tx.select().from(pages).where(eq(pages.id, id));
  const [page] = options.lock ? await query.for('update') : await query;
  if (!page) throw new Refusal(404, `No page has the id ${id}.`, { parameter: 'id' });
  if (page.pageType === 'folder') {
    throw new Refusal(404, `Page ${id} (${page.path}) is a folder: folders have no content and no draft.`, { parameter: 'id' });
  }
  if (page.type === 'url_redirection') {
    throw new Refusal(409, `Page ${id} (${page.path}) is a redirect: it has no draft; change it in Redirects.`, { parameter: 'id' });
  }
  return page;
}

/** The live page as editable content: its SEO fields and its blocks in sequence order. */
export async function liveContent(tx: Reader, page: PageRow): Promise<PageContent> {
  const rows = await tx.select().from(blocks).where(eq(blocks.pageId, page.id)).orderBy(asc(blocks.sequence), asc(blocks.id));
  return {
    title: page.title,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    canonical_url: page.canonicalUrl,
    external_meta_image: page.externalMetaImage,
    image_id: page.imageId,
    disable_seo_tracking: page.disableSeoTracking,
    blocks: rows.map(
      (row): DraftBlock => ({
        template: row.template,
        fields: row.fields,
        groups: row.groups,
        active_positions: row.activePositions,
      }),
    ),
  };
}

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The validator's path (`fields.link.url`, `groups[2].title`, `''`) as a JSON pointer under `base`. */
export function pointerOf(base: string, path: string): string {
  const segments = path.replace(/\[(\d+)\]/g, '.$1').split('.').filter((segment) => segment !== '');
  return segments.length === 0 ? base : `${base}/${segments.map(escapeSegment).join('/')}`;
}

export const altTextMessage = (id: number) => `Image ${id} needs alt text in Hebrew and English before it can be published`;

/**
 * What keeps content from being published, with JSON pointers into the content: every block through the
 * catalogue's validator, and every image a block uses that is missing or lacks alt text in he or en.
 */
export async function contentProblems(tx: Reader, content: PageContent): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const uses: { pointer: string; id: number }[] = [];
  content.blocks.forEach((block, index) => {
    const base = `/blocks/${index}`;
    const template = findTemplate(block.template);
    if (!template) {
      problems.push({ pointer: `${base}/template`, message: `"${block.template}" is not a template of the catalogue` });
      return;
    }
    const result = validateBlockInstance(template, { fields: block.fields, groups: block.groups });
    if (!result.ok) {
      for (const problem of result.problems) problems.push({ pointer: pointerOf(base, problem.path), message: problem.message });
    }
    for (const use of imagesOfBlock(block.template, block)) uses.push({ pointer: `${base}${use.pointer}`, id: use.id });
  });
  if (uses.length === 0) return problems;

  const ids = [...new Set(uses.map((use) => use.id))].filter((id) => id <= 2_147_483_647);
  const found = ids.length
    ? await tx.select({ id: images.id, altHe: images.altHe, altEn: images.altEn }).from(images).where(inArray(images.id, ids))
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  for (const use of uses) {
    const image = byId.get(use.id);
    if (!image) problems.push({ pointer: use.pointer, message: `Image ${use.id} is not in the media library` });
    else if (image.altHe.trim() === '' || image.altEn.trim() === '') problems.push({ pointer: use.pointer, message: altTextMessage(use.id) });
  }
  return problems;
}

// Without the `u` flag the class matches single UTF-16 units, so lone surrogates are found; NUL is checked apart.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The first string (or object key) that PostgreSQL's jsonb cannot store — NUL or a lone surrogate —
 * as a JSON pointer, or null. TypeBox checks the shape; free-form `fields` need this too.
 */
export function unstorableAt(value: unknown, pointer = ''): string | null {
  if (typeof value === 'string') return unstorable(value) ? pointer || '/' : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const at = unstorableAt(value[index], `${pointer}/${index}`);
      if (at !== null) return at;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const here = `${pointer}/${escapeSegment(key)}`;
      if (unstorable(key)) return here;
      const at = unstorableAt(item, here);
      if (at !== null) return at;
    }
  }
  return null;
}
