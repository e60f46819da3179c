import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { blocks, metaheads, pages } from '../../db/schema.js';

export type Page = Omit<typeof pages.$inferSelect, 'disabled' | 'createdAt'>;
export type Block = Omit<typeof blocks.$inferSelect, 'pageId'>;
export type Metahead = typeof metaheads.$inferSelect;

export interface PageDocument {
  page: Page;
  blocks: Block[];
  metaheads: Metahead[];
  /** The same path published in other locales: the site's hreflang alternates. */
  alternates: Array<{ locale: string; path: string }>;
}

export function createPagesRepository(db: Database) {
  return {
    /**
     * A published page with its blocks and the metaheads that apply to it (its own plus the global
     * ones), or null. Disabled pages are treated as absent so drafts never leak to the site.
     */
    async findPublished(locale: string, path: string): Promise<PageDocument | null> {
      const [page] = await db
        .select({
          id: pages.id,
          locale: pages.locale,
          path: pages.path,
          pageType: pages.pageType,
          title: pages.title,
          metaTitle: pages.metaTitle,
          metaDescription: pages.metaDescription,
          canonicalUrl: pages.canonicalUrl,
          externalMetaImage: pages.externalMetaImage,
          imageId: pages.imageId,
          disableSeoTracking: pages.disableSeoTracking,
          updatedAt: pages.updatedAt,
        })
        .from(pages)
        .where(and(eq(pages.locale, locale), eq(pages.path, path), eq(pages.disabled, false)))
        .limit(1);
      if (!page) return null;

      const [pageBlocks, heads, alternates] = await Promise.all([
        db
          .select({
            id: blocks.id,
            template: blocks.template,
            sequence: blocks.sequence,
            fields: blocks.fields,
            groups: blocks.groups,
          })
          .from(blocks)
          .where(eq(blocks.pageId, page.id))
          .orderBy(asc(blocks.sequence), asc(blocks.id)),
        db
          .select()
          .from(metaheads)
          .where(or(eq(metaheads.pageId, page.id), isNull(metaheads.pageId)))
          // PostgreSQL sorts nulls last in ascending order, so unsequenced snippets come after the rest.
          .orderBy(asc(metaheads.sequence), asc(metaheads.id)),
        db
          .select({ locale: pages.locale, path: pages.path })
          .from(pages)
          .where(and(eq(pages.path, path), ne(pages.locale, locale), eq(pages.disabled, false)))
          .orderBy(asc(pages.locale)),
      ]);
      return { page, blocks: pageBlocks, metaheads: heads, alternates };
    },

    /** Published pages a search engine may index (not disabled, SEO on, not folders), for sitemap.xml. */
    async listIndexable(): Promise<Array<{ locale: string; path: string; updatedAt: Date }>> {
      return db
        .select({ locale: pages.locale, path: pages.path, updatedAt: pages.updatedAt })
        .from(pages)
        .where(and(eq(pages.disabled, false), eq(pages.disableSeoTracking, false), eq(pages.pageType, 'page')))
        .orderBy(asc(pages.path), asc(pages.locale));
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    pagesRepository: PagesRepository;
  }
}

export const pagesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('pagesRepository', createPagesRepository(app.db));
  },
  { name: 'pages-repository', dependencies: ['db'], fastify: '5.x' },
);
