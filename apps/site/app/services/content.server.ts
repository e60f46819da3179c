import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { settingsFromEnvelope, type Locale } from '@lux/content';
import type { BlockInstance } from '@lux/blocks';
import { siteConfig } from '../config.server';

export interface CmsPage {
  id: number;
  locale: Locale;
  path: string;
  page_type: 'page' | 'folder';
  title: string | null;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  external_meta_image: string | null;
  image_id: number | null;
  disable_seo_tracking: boolean;
  updated_at: string;
}

export interface CmsMetahead {
  id: number;
  page_id: number | null;
  content: string | null;
  language: 'javascript' | 'js-src' | 'css' | 'sass' | 'scss' | 'html' | null;
  sequence: number | null;
  in_body: boolean | null;
  reload_on_each_page: boolean | null;
}

export interface CmsPageResponse {
  page: CmsPage;
  blocks: BlockInstance[];
  metaheads: CmsMetahead[];
  /** The same path in other locales (hreflang). */
  alternates: Array<{ locale: string; path: string }>;
}

/** The CMS answered 403: the caller sends the visitor to /no-access (A§6). */
export class NoAccessError extends Error {
  constructor() {
    super('The content service refused access (403)');
  }
}

let client: AxiosInstance | undefined;

function contentClient(): AxiosInstance {
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

/** GET /public_api/pages/by_path/{path}; null when the CMS has no such page. */
export async function fetchPage(contentPath: string, locale: Locale, requestId: string): Promise<CmsPageResponse | null> {
  const encoded = contentPath
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  try {
    const response = await contentClient().get(`/public_api/pages/by_path/${encoded}`, {
      params: { locale },
      headers: { 'x-request-id': requestId },
    });
    return (response.data as { data: CmsPageResponse }).data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    if (isAxiosError(error) && error.response?.status === 403) throw new NoAccessError();
    throw error;
  }
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
