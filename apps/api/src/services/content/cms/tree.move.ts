import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { pages } from '../../../db/schema.js';
import { recordAudit } from '../../../http/audit.js';
import { Refusal } from '../../../http/back-office.js';
import { normalisePagePath } from '../page-path.js';
import { pagePathProblem } from '../page-validation.js';
import { redirectTargetPath, targetPath, targetRest } from '../redirect-rules.js';
import { auditView, isSlug, type PageRow, under } from './tree.resource.js';

type Tx = Pick<Database, 'select' | 'insert' | 'update'>;

export interface MoveResult {
  moved: Array<{ from: string; to: string }>;
  redirects_created: string[];
  redirects_repointed: string[];
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

/** The page or folder at `path` (the home '/' always counts), for a parent check; null when there is none. */
export async function parentProblem(tx: Pick<Database, 'select'>, locale: string, path: string): Promise<string | null> {
  if (path === '/') return null;
  const [parent] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.locale, locale), eq(pages.path, path), eq(pages.type, 'page')))
    .limit(1);
  return parent ? null : `There is no page or folder at "${path}" (${locale}) to put it under; create that folder first.`;
}

/**
 * Moves a page and every descendant to `requested` (ADR 027 §4), in the caller's transaction. Each published
 * page left behind gets a 301 link page at its old path; redirects that led to an old path are pointed at
 * the new one, so no chain is ever made. Every changed row is audited; a refusal rolls it all back.
 */
export async function movePage(tx: Tx, request: FastifyRequest, page: PageRow, requested: string): Promise<MoveResult> {
  const result: MoveResult = { moved: [], redirects_created: [], redirects_repointed: [] };
  const to = normalisePagePath(requested);
  const problem = pagePathProblem(to);
  if (problem) throw new Refusal(400, problem, { pointer: '/path' });
  if (to === page.path) return result;
  if (page.path === '/') throw new Refusal(409, 'The home page cannot be moved.', { pointer: '/path' });
  if (to === '/' || to.startsWith(`${page.path}/`)) {
    throw new Refusal(400, `"${page.path}" cannot be moved to "${to}", inside itself.`, { pointer: '/path' });
  }
  if (lastSegment(to) !== lastSegment(page.path) && !isSlug(lastSegment(to))) {
    throw new Refusal(400, 'The last part of the path may hold only lower-case Hebrew or Latin letters, digits and single "-" between words.', { pointer: '/path' });
  }
  const noParent = await parentProblem(tx, page.locale, parentOf(to));
  if (noParent) throw new Refusal(400, noParent, { pointer: '/path' });

  const { locale } = page;
  const descendants = await tx.select().from(pages).where(and(eq(pages.locale, locale), under(page.path))).for('update');
  const rows = [page, ...descendants];
  const newPath = new Map(rows.map((row) => [row.path, `${to}${row.path.slice(page.path.length)}`]));
  const taken = await tx
    .select({ path: pages.path })
    .from(pages)
    .where(and(eq(pages.locale, locale), inArray(pages.path, [...newPath.values()])))
    .limit(1);
  if (taken[0]) {
    throw new Refusal(409, `"${taken[0].path}" is already taken in this locale; choose another path or move that page first.`, { pointer: '/path' });
  }

  // Link pages that move must not end up pointing at themselves, nor be the target of another redirect (a chain).
  const links = rows.filter((row) => row.type === 'url_redirection' && row.linkType === 'internal');
  for (const link of links) {
    const target = targetPath(link.redirectPath ?? '');
    if ((newPath.get(target) ?? target) === newPath.get(link.path)) {
      throw new Refusal(400, `The link page "${link.path}" would redirect to itself at "${newPath.get(link.path)}".`, { pointer: '/path' });
    }
  }
  if (links.length > 0) {
    const arriving = links.flatMap((link) => [newPath.get(link.path)!, `${newPath.get(link.path)}/`]);
    const [incoming] = await tx
      .select({ path: pages.path })
      .from(pages)
      .where(
        and(
          eq(pages.locale, locale),
          eq(pages.type, 'url_redirection'),
          eq(pages.linkType, 'internal'),
          inArray(redirectTargetPath, arriving),
          notInArray(pages.id, rows.map((row) => row.id)),
        ),
      )
      .limit(1);
    if (incoming) {
      throw new Refusal(409, `"${incoming.path}" already redirects to a path a link page would move to; that would chain two redirects.`, { pointer: '/path' });
    }
  }

  for (const row of rows) {
    const [after] = await tx.update(pages).set({ path: newPath.get(row.path)! }).where(eq(pages.id, row.id)).returning();
    result.moved.push({ from: row.path, to: after!.path });
    if (row.id !== page.id) {
      await recordAudit(tx, request, { action: 'update', entity: 'page', entityId: row.id, before: auditView(row), after: auditView(after!) });
    }
  }

  // Redirects that led to an old path now lead straight to the new one (ADR 019: no chains).
  const leading = await tx
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.locale, locale),
        eq(pages.type, 'url_redirection'),
        eq(pages.linkType, 'internal'),
        or(eq(redirectTargetPath, page.path), sql`left(${redirectTargetPath}, ${page.path.length + 1}) = ${`${page.path}/`}`),
      ),
    )
    .for('update');
  for (const redirect of leading) {
    const target = newPath.get(targetPath(redirect.redirectPath ?? ''));
    if (!target) continue;
    const [after] = await tx
      .update(pages)
      .set({ redirectPath: `${target}${targetRest(redirect.redirectPath ?? '')}` })
      .where(eq(pages.id, redirect.id))
      .returning();
    result.redirects_repointed.push(after!.path);
    await recordAudit(tx, request, { action: 'update', entity: 'page', entityId: redirect.id, before: auditView(redirect), after: auditView(after!) });
  }

  // Published pages leave a permanent redirect behind, so links and search results keep working.
  for (const row of rows.filter((r) => r.type === 'page' && r.pageType === 'page' && !r.disabled)) {
    const [created] = await tx
      .insert(pages)
      .values({ locale, path: row.path, title: row.title, type: 'url_redirection', pageType: 'page', redirectPath: newPath.get(row.path)!, linkType: 'internal', httpCode: 301 })
      .returning();
    result.redirects_created.push(created!.path);
    await recordAudit(tx, request, { action: 'create', entity: 'page', entityId: created!.id, before: null, after: auditView(created!) });
  }
  return result;
}

/** Refuses deleting a page that still has children, and the home page. */
export async function deleteProblem(tx: Pick<Database, 'select'>, page: PageRow): Promise<string | null> {
  if (page.path === '/') return 'The home page cannot be deleted.';
  const [child] = await tx
    .select({ path: pages.path })
    .from(pages)
    .where(and(eq(pages.locale, page.locale), under(page.path), ne(pages.id, page.id)))
    .limit(1);
  return child ? `"${page.path}" still has pages under it (such as "${child.path}"); move or delete them first.` : null;
}
