import { data } from 'react-router';
import { cmsPaths, imagesOf, metaheadPaths, metaheadsOf, pageDraftOf, schedulesOf, treeOf, versionsOf, type CmsLocale, type CmsTreeRow } from '@lux/admin';
import { readAdmin } from '../admin/api.server';

/** Page ids as the content service numbers them; anything else is a 404 before any call. */
const PAGE_ID = /^[1-9]\d{0,9}$/;

export function siteLocaleOf(search: URLSearchParams): CmsLocale {
  return search.get('locale') === 'en' ? 'en' : 'he';
}

export async function loadTree(request: Request, locale: CmsLocale, requestId: string): Promise<CmsTreeRow[]> {
  return treeOf(await readAdmin(request, 'content', cmsPaths.tree(locale), requestId));
}

/**
 * Everything the page editor opens with: the page's place in the tree (found in either language's tree),
 * its draft, versions and schedules, read in parallel with the editor's token.
 */
export async function loadPageEditor(request: Request, id: string, requestId: string) {
  if (!PAGE_ID.test(id) || Number(id) > 2_147_483_647) throw data(null, { status: 404 });
  const [he, en, draft, versions, schedules] = await Promise.all([
    loadTree(request, 'he', requestId),
    loadTree(request, 'en', requestId),
    readAdmin(request, 'content', cmsPaths.draft(id), requestId),
    readAdmin(request, 'content', cmsPaths.versions(id), requestId),
    readAdmin(request, 'content', cmsPaths.schedules(id), requestId),
  ]);
  const page = [...he, ...en].find((row) => row.id === id);
  if (!page) throw data(null, { status: 404 });
  return { page, draft: pageDraftOf(draft), versions: versionsOf(versions), schedules: schedulesOf(schedules) };
}

export async function loadImages(request: Request, requestId: string) {
  return imagesOf(await readAdmin(request, 'media', cmsPaths.images('?items=100'), requestId));
}

/**
 * The metaheads screen's list: the global ones, or one page's (`?page_id=`). A malformed id is a 400 before any
 * call; the API refuses anyone but developers and admins (403 → the no-access page).
 */
export async function loadMetaheads(request: Request, requestId: string) {
  const raw = new URL(request.url).searchParams.get('page_id');
  if (raw !== null && raw !== '' && (!PAGE_ID.test(raw) || Number(raw) > 2_147_483_647)) throw data(null, { status: 400 });
  const pageId = raw ? Number(raw) : null;
  const { rows } = metaheadsOf(await readAdmin(request, 'content', metaheadPaths.list(pageId), requestId));
  return { metaheads: rows, pageId };
}
