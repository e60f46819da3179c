import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { blocks, metaheads, pages, type BlockPosition } from '../../db/schema.js';
import { validatePage, type PageInput, type PageProblem } from './page-validation.js';
import { allowsPreview, type PreviewClaims } from './preview-token.js';

export type Page = Omit<typeof pages.$inferSelect, 'createdAt'>;
export type Block = Omit<typeof blocks.$inferSelect, 'pageId'>;
export type Metahead = typeof metaheads.$inferSelect;

export interface PageDocument {
  page: Page;
  blocks: Block[];
  metaheads: Metahead[];
  /** The same path published in other locales: the site's hreflang alternates. */
  alternates: Array<{ locale: string; path: string }>;
}

export interface FindOptions {
  /** The claims of the request's preview token, if it carried a valid one. */
  preview?: PreviewClaims | null;
  /** Serve only the blocks active at this position (ADR 010). */
  position?: BlockPosition;
}

/** A page the validator refused; the error handler answers 400 with the first problem. */
export class PageValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly problems: PageProblem[]) {
    super(problems.map((problem) => problem.detail).join(' '));
    this.name = 'PageValidationError';
  }
}

const PAGE_COLUMNS = {
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
  disabled: pages.disabled,
  type: pages.type,
  httpCode: pages.httpCode,
  redirectPath: pages.redirectPath,
  linkType: pages.linkType,
  linkNewWindow: pages.linkNewWindow,
  updatedAt: pages.updatedAt,
};

/** PostgreSQL sorts nulls last in ascending order, so unsequenced snippets come after the rest. */
const METAHEAD_ORDER = [asc(metaheads.sequence), asc(metaheads.id)];

export function createPagesRepository(db: Database) {
  /** A page visible to this request: published, or disabled with a preview token that covers it. */
  async function findVisible(where: ReturnType<typeof and>, preview: PreviewClaims | null | undefined) {
    const [page] = await db.select(PAGE_COLUMNS).from(pages).where(where).limit(1);
    if (!page) return null;
    if (page.disabled && !allowsPreview(preview ?? null, page.id)) return null;
    return page;
  }

  return {
    /**
     * The page at this path with its blocks and the metaheads that apply to it (its own plus the
     * global ones), or null. A disabled page is absent unless the preview token covers it. A block
     * switched off at every position is never served; `position` keeps only the blocks active there.
     * A url_redirection page carries no content: the site only needs where it leads.
     */
    async findByPath(locale: string, path: string, options: FindOptions = {}): Promise<PageDocument | null> {
      const page = await findVisible(and(eq(pages.locale, locale), eq(pages.path, path)), options.preview);
      if (!page) return null;

      const alternates = db
        .select({ locale: pages.locale, path: pages.path })
        .from(pages)
        .where(and(eq(pages.path, path), ne(pages.locale, locale), eq(pages.disabled, false)))
        .orderBy(asc(pages.locale));
      if (page.type === 'url_redirection') {
        return { page, blocks: [], metaheads: [], alternates: await alternates };
      }

      const active = options.position
        ? sql`${options.position} = any(${blocks.activePositions})`
        : sql`cardinality(${blocks.activePositions}) > 0`;
      const [pageBlocks, heads, others] = await Promise.all([
        db
          .select({
            id: blocks.id,
            template: blocks.template,
            sequence: blocks.sequence,
            fields: blocks.fields,
            groups: blocks.groups,
            activePositions: blocks.activePositions,
          })
          .from(blocks)
          .where(and(eq(blocks.pageId, page.id), active))
          .orderBy(asc(blocks.sequence), asc(blocks.id)),
        db
          .select()
          .from(metaheads)
          .where(or(eq(metaheads.pageId, page.id), isNull(metaheads.pageId)))
          .orderBy(...METAHEAD_ORDER),
        alternates,
      ]);
      return { page, blocks: pageBlocks, metaheads: heads, alternates: others };
    },

    /**
     * `GET /metaheads?q[page_id_equal_or_null]=`: the global snippets plus those of the given page, by
     * sequence. A disabled page contributes its own only under a preview token; without a page id only
     * the global ones are listed.
     */
    async listMetaheads(pageId: number | undefined, preview?: PreviewClaims | null): Promise<Metahead[]> {
      const page = pageId === undefined ? null : await findVisible(eq(pages.id, pageId), preview);
      return db
        .select()
        .from(metaheads)
        .where(page ? or(eq(metaheads.pageId, page.id), isNull(metaheads.pageId)) : isNull(metaheads.pageId))
        .orderBy(...METAHEAD_ORDER);
    },

    /** Published pages a search engine may index (not disabled, SEO on, not folders, not redirects). */
    async listIndexable(): Promise<Array<{ locale: string; path: string; updatedAt: Date }>> {
      return db
        .select({ locale: pages.locale, path: pages.path, updatedAt: pages.updatedAt })
        .from(pages)
        .where(
          and(
            eq(pages.disabled, false),
            eq(pages.disableSeoTracking, false),
            eq(pages.pageType, 'page'),
            eq(pages.type, 'page'),
          ),
        )
        .orderBy(asc(pages.path), asc(pages.locale));
    },

    /**
     * Validates and stores a page with its blocks and metaheads in one transaction; the way every
     * page enters the database outside the seed. Throws {@link PageValidationError}.
     */
    async create(input: PageInput): Promise<number> {
      const result = validatePage(input);
      if (!result.ok) throw new PageValidationError(result.problems);
      const { blocks: pageBlocks, metaheads: heads, ...page } = result.page;
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(pages)
          .values(page)
          .onConflictDoNothing({ target: [pages.locale, pages.path] })
          .returning({ id: pages.id });
        if (!created) {
          throw new PageValidationError([
            { pointer: '/path', detail: `A page already exists at "${page.path}" for locale "${page.locale}".` },
          ]);
        }
        if (pageBlocks.length > 0) {
          await tx.insert(blocks).values(
            pageBlocks.map((block, index) => ({ ...block, pageId: created.id, sequence: (index + 1) * 10 })),
          );
        }
        if (heads.length > 0) await tx.insert(metaheads).values(heads.map((head) => ({ ...head, pageId: created.id })));
        return created.id;
      });
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
