import type { AdminClient } from './client';
import { flatten } from './client';
import type {
  CmsLocale,
  CmsTreeRow,
  ImageUsage,
  LibraryImageRow,
  PageContent,
  PageDraft,
  PageScheduleRow,
  PageVersionRow,
  VersionDiff,
} from './cmsTypes';
import type { ListResult } from './types';

/**
 * The editor's calls (ADR 027), relative to their service: the site's loaders send them to the API with
 * the user's token, the browser through the proxy (`/admin/api/content/cms/…`).
 */
const seg = (value: string | number) => encodeURIComponent(String(value));
export const cmsPaths = {
  tree: (locale: CmsLocale) => `cms/tree?locale=${locale}`,
  pages: () => 'cms/pages',
  page: (id: string | number) => `cms/pages/${seg(id)}`,
  draft: (id: string | number) => `cms/pages/${seg(id)}/draft`,
  publish: (id: string | number) => `cms/pages/${seg(id)}/publish`,
  versions: (id: string | number) => `cms/pages/${seg(id)}/versions`,
  diff: (id: string | number, from: number | 'draft', to: number | 'draft') => `cms/pages/${seg(id)}/versions/${seg(from)}/diff/${seg(to)}`,
  rollback: (id: string | number, version: number) => `cms/pages/${seg(id)}/versions/${seg(version)}/rollback`,
  schedules: (id: string | number) => `cms/pages/${seg(id)}/schedules`,
  schedule: (id: string | number, scheduleId: string | number) => `cms/pages/${seg(id)}/schedules/${seg(scheduleId)}`,
  /** Under the media service. */
  images: (query = '') => `library/images${query}`,
  image: (id: string | number) => `library/images/${seg(id)}`,
  imageUsage: (id: string | number) => `library/images/${seg(id)}/usage`,
} as const;

const dataOf = <T>(body: unknown): T => (body as { data: T }).data;
const rowsOf = <T>(body: unknown): T[] => ((body as { data?: unknown[] }).data ?? []).map(flatten) as T[];

/** `{ data: [resource…] }` of the tree as flat rows. */
export function treeOf(body: unknown): CmsTreeRow[] {
  return rowsOf<CmsTreeRow>(body);
}

export function pageDraftOf(body: unknown): PageDraft {
  return dataOf<PageDraft>(body);
}

export function versionsOf(body: unknown): PageVersionRow[] {
  return rowsOf<PageVersionRow>(body);
}

export function schedulesOf(body: unknown): PageScheduleRow[] {
  return rowsOf<PageScheduleRow>(body);
}

export function imagesOf(body: unknown): ListResult<LibraryImageRow> {
  const { data = [], meta } = (body ?? {}) as { data?: unknown[]; meta?: ListResult<LibraryImageRow>['meta'] };
  const rows = data.map(flatten) as LibraryImageRow[];
  return { data: rows, meta: meta ?? { total: rows.length, page: 1, items: rows.length, pages: 1 } };
}

export interface NewPageBody {
  locale: CmsLocale;
  parent_path: string;
  slug: string;
  title: string;
  page_type: 'page' | 'folder';
  type?: 'page' | 'url_redirection';
  to?: string;
  http_code?: number;
  link_type?: string;
  link_new_window?: boolean;
}

/** The editor's calls through the client (the browser's proxy). */
export function cmsApi(client: AdminClient) {
  const { http } = client;
  const content = (path: string) => `/content/${path}`;
  const media = (path: string) => `/media/${path}`;
  return {
    async tree(locale: CmsLocale) {
      return treeOf((await http.get(content(cmsPaths.tree(locale)))).data);
    },
    async createPage(body: NewPageBody) {
      return flatten(dataOf((await http.post(content(cmsPaths.pages()), body)).data)) as CmsTreeRow;
    },
    async updatePage(id: string, body: { expected_updated_at: string; title?: string; path?: string }) {
      return flatten(dataOf((await http.patch(content(cmsPaths.page(id)), body)).data)) as CmsTreeRow;
    },
    async deletePage(id: string) {
      await http.delete(content(cmsPaths.page(id)));
    },
    async draft(id: string | number) {
      return pageDraftOf((await http.get(content(cmsPaths.draft(id)))).data);
    },
    async saveDraft(id: string | number, revision: number, pageContent: PageContent) {
      return pageDraftOf((await http.put(content(cmsPaths.draft(id)), { revision, content: pageContent })).data);
    },
    async publish(id: string | number, revision: number) {
      return dataOf<{ page_id: number; version: number; published_at: string }>((await http.post(content(cmsPaths.publish(id)), { revision })).data);
    },
    async versions(id: string | number) {
      return versionsOf((await http.get(content(cmsPaths.versions(id)))).data);
    },
    async diff(id: string | number, from: number | 'draft', to: number | 'draft') {
      return dataOf<VersionDiff>((await http.get(content(cmsPaths.diff(id, from, to)))).data);
    },
    async rollback(id: string | number, version: number, revision: number) {
      return dataOf<{ page_id: number; version: number }>((await http.post(content(cmsPaths.rollback(id, version)), { revision })).data);
    },
    async schedules(id: string | number) {
      return schedulesOf((await http.get(content(cmsPaths.schedules(id)))).data);
    },
    async schedule(id: string | number, action: 'publish' | 'unpublish', runAt: string) {
      return flatten(dataOf((await http.post(content(cmsPaths.schedules(id)), { action, run_at: runAt })).data)) as PageScheduleRow;
    },
    async cancelSchedule(id: string | number, scheduleId: string | number) {
      await http.delete(content(cmsPaths.schedule(id, scheduleId)));
    },
    async images(params: Record<string, string> = {}) {
      const query = new URLSearchParams(params).toString();
      return imagesOf((await http.get(media(cmsPaths.images(query ? `?${query}` : '')))).data);
    },
    async upload(file: File, alt: { alt_he?: string; alt_en?: string } = {}) {
      const form = new FormData();
      if (alt.alt_he) form.append('alt_he', alt.alt_he);
      if (alt.alt_en) form.append('alt_en', alt.alt_en);
      form.append('file', file);
      return flatten(dataOf((await http.post(media(cmsPaths.images()), form)).data)) as LibraryImageRow;
    },
    async updateImage(id: string, body: { alt_he?: string; alt_en?: string; focal_x?: number; focal_y?: number }) {
      return flatten(dataOf((await http.patch(media(cmsPaths.image(id)), body)).data)) as LibraryImageRow;
    },
    async imageUsage(id: string) {
      return rowsOf<ImageUsage>((await http.get(media(cmsPaths.imageUsage(id)))).data);
    },
    async deleteImage(id: string) {
      await http.delete(media(cmsPaths.image(id)));
    },
  };
}

export type CmsApi = ReturnType<typeof cmsApi>;
