import { imagesOfBlock } from '@lux/block-catalogue';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blocks, pageDrafts, pages } from '../../db/schema.js';

/** A page that shows an image: in its live blocks or share image, or in its draft. */
export interface ImageUsage {
  id: number;
  locale: string;
  path: string;
  title: string | null;
  where: 'live' | 'draft';
}

/**
 * The text of an Image field's value that names `id` (`{"id": 7, …}` or `{"id": "7", …}`, as jsonb prints
 * them). Only narrows the rows read: each candidate is confirmed with the catalogue's `imagesOfBlock`.
 */
const mentions = (column: unknown, id: number) => sql`(${column})::text ~ ${`"id": "?${id}"?[,}]`}`;

type Reader = Pick<Database, 'select'>;

/** Every page whose live blocks or draft (blocks or share image) use image `id`, live first, by path. */
export async function findImageUsage(db: Reader, id: number): Promise<ImageUsage[]> {
  const page = { id: pages.id, locale: pages.locale, path: pages.path, title: pages.title };
  const [liveBlocks, shared, drafts] = await Promise.all([
    db
      .select({ ...page, template: blocks.template, fields: blocks.fields, groups: blocks.groups })
      .from(blocks)
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .where(sql`(${mentions(blocks.fields, id)} or ${mentions(blocks.groups, id)})`),
    db.select(page).from(pages).where(eq(pages.imageId, id)),
    db
      .select({ ...page, content: pageDrafts.content })
      .from(pageDrafts)
      .innerJoin(pages, eq(pages.id, pageDrafts.pageId))
      .where(sql`(${mentions(sql`${pageDrafts.content}->'blocks'`, id)} or ${pageDrafts.content}->>'image_id' = ${String(id)})`),
  ]);

  const found = new Map<string, ImageUsage>();
  const add = (row: Omit<ImageUsage, 'where'>, where: ImageUsage['where']) =>
    found.set(`${where}:${row.id}`, { id: row.id, locale: row.locale, path: row.path, title: row.title, where });
  const uses = (template: string, fields: unknown, groups: unknown) =>
    imagesOfBlock(template, { fields: fields as Record<string, unknown>, groups: groups as Record<string, unknown>[] }).some((use) => use.id === id);

  for (const row of liveBlocks) if (uses(row.template, row.fields, row.groups)) add(row, 'live');
  for (const row of shared) add(row, 'live');
  for (const row of drafts) {
    const content = row.content as { image_id?: unknown; blocks?: unknown };
    const inBlocks = Array.isArray(content.blocks) && content.blocks.some((block: { template?: unknown; fields?: unknown; groups?: unknown }) => typeof block?.template === 'string' && uses(block.template, block.fields, block.groups));
    if (inBlocks || Number(content.image_id) === id) add(row, 'draft');
  }
  return [...found.values()].sort((a, b) => (a.where === b.where ? a.locale.localeCompare(b.locale) || a.path.localeCompare(b.path) : a.where === 'live' ? -1 : 1));
}
