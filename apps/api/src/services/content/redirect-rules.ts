import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type LinkType, pages } from '../../db/schema.js';
import { Refusal } from '../../http/back-office.js';
import { normalisePagePath } from './page-path.js';
import { validatePage } from './page-validation.js';

/**
 * The rules every redirect (`pages` row of type `url_redirection`) follows, whether it is made in the
 * redirects screen or as a link page in the page tree (ADR 019, ADR 027 §4): targets in the stored form,
 * checked by the one page validator, and no chain or loop — every redirect points straight at its final target.
 */

/** A redirect as the API receives it. */
export interface RedirectInput {
  locale?: 'he' | 'en' | 'ar' | 'ru' | undefined;
  path: string;
  to: string;
  http_code?: 301 | 302 | undefined;
  link_type?: LinkType | undefined;
  link_new_window?: boolean | undefined;
}

type PageRow = typeof pages.$inferSelect;

/** The path part of an internal target, in the stored form (`/a//b/?x` → `/a/b`). */
export const targetPath = (to: string) => normalisePagePath(to.split(/[?#]/)[0] ?? '');

/** What follows the path part of a target: its query and fragment (`/a?x#y` → `?x#y`). */
export const targetRest = (to: string) => to.slice((to.split(/[?#]/)[0] ?? '').length);

/** The path part of a stored redirect target, in SQL (query and fragment cut off). */
export const redirectTargetPath = sql<string>`split_part(split_part(${pages.redirectPath}, '#', 1), '?', 1)`;

const POINTERS: Record<string, string> = { '/redirectPath': '/to', '/linkType': '/link_type', '/httpCode': '/http_code', '/linkNewWindow': '/link_new_window' };

/** The redirect in the stored form, checked by the page validator every page goes through (400 with a pointer). */
export function normaliseRedirect(body: RedirectInput) {
  const linkType = body.link_type ?? 'internal';
  const path = normalisePagePath(body.path);
  const to = linkType === 'internal' ? `${targetPath(body.to)}${targetRest(body.to)}` : body.to.trim();
  const input = {
    locale: body.locale ?? 'he',
    path,
    type: 'url_redirection',
    redirectPath: linkType === 'internal' && !body.to.startsWith('/') ? body.to : to,
    linkType,
    httpCode: body.http_code ?? 301,
    linkNewWindow: body.link_new_window ?? false,
  };
  const result = validatePage(input);
  if (!result.ok) {
    const [first] = result.problems;
    throw new Refusal(400, first!.detail, { pointer: POINTERS[first!.pointer] ?? first!.pointer });
  }
  const page = result.page;
  return { locale: page.locale, path: page.path, redirectPath: page.redirectPath!, linkType: page.linkType, httpCode: page.httpCode, linkNewWindow: page.linkNewWindow };
}
export type Redirect = ReturnType<typeof normaliseRedirect>;

/**
 * Refuses what would break resolution: a path a page or another redirect already has, a target that is
 * itself a redirect (a chain, or a loop back here), and redirects that already lead to this path.
 */
export async function checkRedirectGraph(tx: Pick<Database, 'select'>, redirect: Redirect, self: PageRow | null) {
  const { locale, path } = redirect;
  const notSelf = self ? ne(pages.id, self.id) : undefined;
  const at = (where: string) =>
    tx.select().from(pages).where(and(eq(pages.locale, locale), eq(pages.path, where), notSelf)).limit(1).then((rows) => rows[0]);

  const occupant = await at(path);
  if (occupant?.type === 'page') {
    throw new Refusal(409, `A page already exists at "${path}" (${locale}); a redirect cannot replace it. Disable or move the page first.`, { pointer: '/path' });
  }
  if (occupant) throw new Refusal(409, `A redirect from "${path}" (${locale}) already exists (id ${occupant.id}); edit that one instead.`, { pointer: '/path' });

  if (redirect.linkType !== 'internal') return;
  const trail = [path, targetPath(redirect.redirectPath)];
  for (let next = await at(trail[1]!); next?.type === 'url_redirection' && next.linkType === 'internal'; ) {
    const onward = targetPath(next.redirectPath ?? '');
    if (onward === path || trail.includes(onward)) {
      throw new Refusal(409, `This redirect would make a loop: ${[...trail, onward].join(' → ')}. Point "${path}" at a page instead.`, { pointer: '/to' });
    }
    trail.push(onward);
    next = await at(onward);
  }
  if (trail.length > 2) {
    const final = trail[trail.length - 1];
    throw new Refusal(409, `"${trail[1]}" is itself a redirect (${trail.slice(1).join(' → ')}); point this redirect at the final target "${final}" instead of chaining.`, { pointer: '/to' });
  }

  if (self && self.path === path && self.locale === locale) return;
  const [incoming] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.locale, locale), eq(pages.type, 'url_redirection'), eq(pages.linkType, 'internal'), or(eq(redirectTargetPath, path), eq(redirectTargetPath, `${path}/`)), notSelf))
    .limit(1);
  if (incoming) {
    throw new Refusal(409, `"${incoming.path}" already redirects to "${path}"; a redirect from "${path}" would chain them. Point "${incoming.path}" at the final target "${redirect.redirectPath}" first.`, { pointer: '/path' });
  }
}
