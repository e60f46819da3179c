import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { createContentApi, settingsFromEnvelope, type Breadcrumb, type CmsPageDocument, type Locale, type NavSection } from '@lux/content';
import type { BlockInstance } from '@lux/blocks';
import { siteConfig } from '../config.server';

export type { CmsMetahead } from '@lux/content';
export type CmsPageResponse = Omit<CmsPageDocument, 'blocks'> & { blocks: BlockInstance[] };

/** The CMS answered 403: the caller sends the visitor to /no-access (A§6). */
export class NoAccessError extends Error {
  constructor() {
    super('The content service refused access (403)');
  }
}

let client: AxiosInstance | undefined;

export function contentClient(): AxiosInstance {
  const config = siteConfig();
  client ??= axios.create({
    baseURL: config.contentApiUrl,
    timeout: config.apiTimeoutMs,
    headers: { accept: 'application/json' },
  });
  return client;
}

/** GET /settings → flat key/value map (the spec reads data.data). */
export async function fetchSettings(requestId: string): Promise<Record<string, string>> {
  const response = await contentClient().get('/settings', { headers: { 'x-request-id': requestId } });
  return settingsFromEnvelope(response.data);
}

function contentApi() {
  return createContentApi(contentClient());
}

/** GET /public_api/pages/by_path/{path}; null when the CMS has no such page. */
export async function fetchPage(contentPath: string, locale: Locale, requestId: string, previewToken?: string): Promise<CmsPageResponse | null> {
  try {
    const document = await contentApi().page(contentPath, { locale, requestId, ...(previewToken ? { previewToken } : {}) });
    return document as CmsPageResponse | null;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 403) throw new NoAccessError();
    throw error;
  }
}

/** GET /nav_entries_v2: the main navigation's sections and items (A§7). */
export function fetchNavigation(locale: Locale, requestId: string): Promise<NavSection[]> {
  return contentApi().navEntriesV2(locale, { requestId });
}

/** GET /nav_entries/breadcrumbs/{pageId}; null when the page has none. */
export function fetchBreadcrumbs(pageId: number, requestId: string): Promise<Breadcrumb[] | null> {
  return contentApi().breadcrumbs(pageId, { requestId });
}

export interface SitemapEntry {
  locale: string;
  path: string;
  updated_at: string;
}

/** GET /public_api/sitemap: indexable published pages in every locale. */
export async function fetchSitemap(requestId: string): Promise<SitemapEntry[]> {
  const response = await contentClient().get('/public_api/sitemap', { headers: { 'x-request-id': requestId } });
  return (response.data as { data: SitemapEntry[] }).data;
}
