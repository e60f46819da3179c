import { eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../../db/client.js';
import { LINK_TYPES, PAGE_KINDS, PAGE_TYPES, pages } from '../../../db/schema.js';
import { Line, Resource } from '../../../http/back-office.js';
import { LOCALES } from '../schemas.js';

/**
 * The page tree's shapes (ADR 027 §4): the flat list the editor draws its tree from, and the bodies that
 * create, rename, move and delete pages, folders and link pages.
 */

const strict = { additionalProperties: false } as const;
const NoControl = '^[^\\u0000-\\u001f\\u007f]*$';

/** One path segment an editor types: lower-case Hebrew or Latin letters and digits, words joined by single "-". */
export const SLUG_PATTERN = '^[a-z0-9\\u05d0-\\u05ea]+(-[a-z0-9\\u05d0-\\u05ea]+)*$';
export const isSlug = (segment: string) => new RegExp(SLUG_PATTERN, 'u').test(segment);

const Locale = Type.Enum([...LOCALES], { default: 'he', description: 'Content locale.' });
const Title = Line({ minLength: 1, maxLength: 200, description: 'The title editors see in the tree (and the page title).', examples: ['מבצעים'] });
const PathText = (description: string, example: string) =>
  Type.String({ minLength: 1, maxLength: 2048, pattern: NoControl, description, examples: [example] });

export const TreeQuery = Type.Object({ locale: Type.Optional(Locale) }, strict);

export const CreateBody = Type.Object(
  {
    locale: Type.Optional(Locale),
    parent_path: PathText('Where the new page goes: "/" or an existing page or folder.', '/offers'),
    slug: Type.String({ minLength: 1, maxLength: 200, pattern: SLUG_PATTERN, description: 'The last path segment: lower-case Hebrew/Latin letters, digits and "-".', examples: ['summer-deals'] }),
    title: Title,
    page_type: Type.Enum([...PAGE_TYPES], { description: 'A page, or a folder that only groups pages.' }),
    type: Type.Optional(Type.Enum([...PAGE_KINDS], { default: 'page', description: '"url_redirection" makes a link page; it then needs `to`.' })),
    to: Type.Optional(PathText('A link page\'s target: a "/" path (internal), an http(s) URL (external) or a file.', '/offers')),
    http_code: Type.Optional(Type.Union([Type.Literal(301), Type.Literal(302)], { description: 'A link page\'s status: 301 (default) or 302.' })),
    link_type: Type.Optional(Type.Enum([...LINK_TYPES], { description: 'A link page\'s kind of target (default internal).' })),
    link_new_window: Type.Optional(Type.Boolean({ description: 'Whether menus open a link page in a new window.' })),
  },
  strict,
);

export const UpdateBody = Type.Object(
  {
    expected_updated_at: Type.String({ format: 'date-time', description: 'The `updated_at` the client last read; a newer stored row answers 409.' }),
    title: Type.Optional(Title),
    path: Type.Optional(PathText('The new full path (a move, a new slug, or both); descendants move with it.', '/offers/summer')),
  },
  strict,
);

export const TreeNode = Resource(
  'cms_pages',
  Type.Object(
    {
      locale: Type.String(),
      path: Type.String(),
      title: Type.Union([Type.String(), Type.Null()]),
      page_type: Type.String({ description: 'page or folder.' }),
      type: Type.String({ description: 'page or url_redirection (a link page).' }),
      disabled: Type.Boolean({ description: 'Not public: a new page stays disabled until first published.' }),
      draft_changed: Type.Boolean({ description: 'The draft differs from the latest published version (or nothing was published yet).' }),
      published_version: Type.Union([Type.Integer(), Type.Null()], { description: 'The latest version number, or null.' }),
      updated_at: Type.String({ format: 'date-time' }),
      to: Type.Optional(Type.String()),
      http_code: Type.Optional(Type.Integer()),
      link_type: Type.Optional(Type.String()),
      link_new_window: Type.Optional(Type.Boolean()),
    },
    strict,
  ),
);
export const TreeResponse = Type.Object({ data: Type.Array(TreeNode) }, strict);
export const NodeResponse = Type.Object({ data: TreeNode }, strict);
export const MoveResponse = Type.Object(
  {
    data: TreeNode,
    meta: Type.Object(
      {
        moved: Type.Array(Type.Object({ from: Type.String(), to: Type.String() }, strict), { description: 'Every path that changed, descendants included.' }),
        redirects_created: Type.Array(Type.String(), { description: 'Old paths of published pages that now redirect (301) to their new path.' }),
        redirects_repointed: Type.Array(Type.String(), { description: 'Paths of redirects that pointed at an old path and now point at the new one.' }),
      },
      strict,
    ),
  },
  strict,
);

export type PageRow = typeof pages.$inferSelect;

/** What the audit log keeps of a page. */
export const auditView = (row: PageRow) => ({
  locale: row.locale,
  path: row.path,
  title: row.title,
  page_type: row.pageType,
  type: row.type,
  disabled: row.disabled,
  ...(row.type === 'url_redirection' ? { to: row.redirectPath, http_code: row.httpCode, link_type: row.linkType } : {}),
});

/** Rows beginning with `prefix + '/'`: the descendants of the page at `prefix`. */
export const under = (prefix: string) => sql`left(${pages.path}, ${prefix.length + 1}) = ${`${prefix}/`}`;

/** The tree's rows with the draft and version state, ordered by path in byte order (parents before children). */
export async function treeNodes(db: Pick<Database, 'select'>, where: SQL | undefined) {
  const rows = await db
    .select({
      page: pages,
      draftChanged: sql<boolean>`exists (select 1 from page_drafts d where d.page_id = "pages"."id" and d.content is distinct from (select v.content from page_versions v where v.page_id = "pages"."id" order by v.version desc limit 1))`,
      publishedVersion: sql<number | null>`(select max(v.version) from page_versions v where v.page_id = "pages"."id")`.mapWith(Number),
    })
    .from(pages)
    .where(where)
    .orderBy(sql`${pages.path} collate "C"`, pages.id);
  return rows.map(({ page, draftChanged, publishedVersion }) => ({
    id: String(page.id),
    type: 'cms_pages' as const,
    attributes: {
      locale: page.locale,
      path: page.path,
      title: page.title,
      page_type: page.pageType,
      type: page.type,
      disabled: page.disabled,
      draft_changed: Boolean(draftChanged),
      published_version: publishedVersion ?? null,
      updated_at: page.updatedAt.toISOString(),
      ...(page.type === 'url_redirection'
        ? { to: page.redirectPath ?? '', http_code: page.httpCode, link_type: page.linkType, link_new_window: page.linkNewWindow }
        : {}),
    },
  }));
}

export async function treeNode(db: Pick<Database, 'select'>, id: number) {
  const [node] = await treeNodes(db, eq(pages.id, id));
  return node!;
}
