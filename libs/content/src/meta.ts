import { readJsonSetting, type Settings, type SettingsLogger } from './settings';

/** Brand name used when neither the page nor the settings name the site (A§2: by theme). */
export const defaultBrandNameByTheme: Readonly<Record<string, string>> = {
  light: 'Land Rover',
  grey: 'Land Rover',
  dark: 'Land Rover',
  black: 'Land Rover',
  jdx: 'Jaguar',
};

export interface TitleSource {
  meta_title?: string | null;
  title?: string | null;
}

/**
 * A§2 title chain: meta_title, then title, then the configured app name, then the theme's brand name.
 * The page part and the site part are joined by `meta.title_divider` (default '|').
 */
export function buildTitle(page: TitleSource | null | undefined, settings: Settings): string {
  const theme = settings['theme.name'] ?? 'light';
  const site = nonBlank(settings['meta.app_name']) ?? defaultBrandNameByTheme[theme] ?? 'Land Rover';
  const own = nonBlank(page?.meta_title) ?? nonBlank(page?.title);
  if (own === undefined || own === site) return site;
  const divider = nonBlank(settings['meta.title_divider']) ?? '|';
  return `${own} ${divider} ${site}`;
}

/** A§2: canonical = configured host name + base path + current path; the page's own canonical wins. */
export function canonicalUrl(options: {
  pageCanonical?: string | null;
  hostName: string;
  basePath?: string;
  path: string;
}): string {
  const own = nonBlank(options.pageCanonical);
  if (own !== undefined && /^https?:\/\//i.test(own)) return own;
  const host = options.hostName.replace(/\/+$/, '');
  const base = (options.basePath ?? '').replace(/^\/*/, '/').replace(/\/+$/, '');
  const path = options.path.startsWith('/') ? options.path : `/${options.path}`;
  const joined = `${base}${path}`.replace(/\/{2,}/g, '/');
  return `${host}${joined === '' ? '/' : joined}`;
}

/** A§2: pages flagged to disable SEO get robots 'none'; others are indexable. */
export function robotsFor(page: { disable_seo_tracking?: boolean | null } | null | undefined): string {
  return page?.disable_seo_tracking ? 'none' : 'index, follow';
}

/** A§9: the share image of pages without one of their own (media library id), and the meta image width. */
export const DEFAULT_SHARE_IMAGE_ID = 24730;
export const META_IMAGE_WIDTH = 1600;

/**
 * The page's social image (A§2, A§9) as an absolute URL: its external meta image, else its media image,
 * else the default share image — media images at the meta width, `{origin}{mediaPath}/api/v2/images/{id}/w/1600.jpg`.
 */
export function metaImageUrl(options: {
  externalImage?: string | null;
  imageId?: number | string | null;
  origin: string;
  /** Where the site serves the media service (same origin, A§7). */
  mediaPath?: string;
}): string {
  const origin = options.origin.replace(/\/+$/, '');
  const external = nonBlank(options.externalImage);
  if (external !== undefined) {
    try {
      const url = new URL(external, `${origin}/`);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a usable address: fall through to the media images.
    }
  }
  const id = options.imageId === null || options.imageId === undefined || String(options.imageId).trim() === '' ? DEFAULT_SHARE_IMAGE_ID : options.imageId;
  const mediaPath = (options.mediaPath ?? '/media').replace(/\/+$/, '');
  return `${origin}${mediaPath}/api/v2/images/${encodeURIComponent(String(id).trim())}/w/${META_IMAGE_WIDTH}.jpg`;
}

export interface ExtraMetaTag {
  name?: string;
  property?: string;
  content: string;
}

/** The `meta.extra_tags` JSON setting; invalid → A§8 console message and no extra tags. */
export function extraMetaTags(settings: Settings, logger: SettingsLogger): ExtraMetaTag[] {
  return readJsonSetting<ExtraMetaTag[]>(settings, 'meta.extra_tags', {
    fallback: [],
    invalidMessage: 'Please check your "meta" settings in admin panel.',
    logger,
    validate: (parsed) =>
      Array.isArray(parsed) &&
      parsed.every(
        (tag) =>
          typeof tag === 'object' &&
          tag !== null &&
          typeof (tag as ExtraMetaTag).content === 'string' &&
          (typeof (tag as ExtraMetaTag).name === 'string' || typeof (tag as ExtraMetaTag).property === 'string'),
      )
        ? (parsed as ExtraMetaTag[])
        : undefined,
  });
}

export interface PageNotFoundContent {
  heading?: string;
  paragraph?: string;
  image?: string;
  button_label?: string;
}

/** A§2: the 404 page's heading, image, paragraph and button label can be overridden by JSON (A§8 message). */
export function pageNotFoundOverrides(settings: Settings, logger: SettingsLogger): PageNotFoundContent {
  return readJsonSetting<PageNotFoundContent>(settings, 'page_not_found', {
    fallback: {},
    invalidMessage: 'Invalid JSON in 404 page setting',
    logger,
    validate: (parsed) => {
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
      const result: PageNotFoundContent = {};
      for (const key of ['heading', 'paragraph', 'image', 'button_label'] as const) {
        const value = (parsed as Record<string, unknown>)[key];
        if (typeof value === 'string' && value.trim() !== '') result[key] = value;
      }
      return result;
    },
  });
}

function nonBlank(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
