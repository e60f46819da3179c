import type { MetaDescriptor } from 'react-router';
import { metaImageUrl, metaTagsDisabledFor, routeNameFromId, type ExtraMetaTag, type Locale } from '@lux/content';

export interface PageSeo {
  title: string;
  description: string | null;
  robots: string;
  canonical: string;
  /** The page's own social image (absolute, or a path on the site); blank or null falls to `imageId`. */
  image: string | null;
  /** The page's media image, served at the meta width (A§9); without one the default share image is used. */
  imageId?: number | null;
  /** The site origin media images are served from; defaults to the canonical's origin. */
  origin?: string;
  locale: Locale;
  alternates: Array<{ hrefLang: string; href: string }>;
  extraTags: ExtraMetaTag[];
  /** schema.org objects, each rendered as its own JSON-LD script. */
  structuredData: Array<Record<string, unknown>>;
}

const ogLocales: Record<Locale, string> = { he: 'he_IL', en: 'en_IL', ar: 'ar_AR', ru: 'ru_RU' };

export interface SeoMetaOptions {
  /** The leaf route's id: the layout's page meta tags are off on some routes (A§2, `metaTagsDisabledFor`). */
  routeId?: string;
}

/**
 * Turns the loader's SEO facts into meta tags (A§2): robots, canonical, social card, hreflang.
 *
 * The previous-page rule of A§2 (`pageMetaToUse`) needs no call here: a route's meta function runs with
 * the loader data committed for the location it is given, so its path always matches the route's.
 */
export function seoMeta(seo: PageSeo, options: SeoMetaOptions = {}): MetaDescriptor[] {
  const image = metaImageUrl({ externalImage: seo.image, imageId: seo.imageId, origin: seo.origin ?? originOf(seo.canonical) });
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'robots', content: seo.robots },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: ogLocales[seo.locale] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
  ];
  if (seo.description) {
    tags.push(
      { name: 'description', content: seo.description },
      { property: 'og:description', content: seo.description },
      { name: 'twitter:description', content: seo.description },
    );
  }
  tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  for (const alternate of seo.alternates) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
  }
  for (const item of seo.structuredData) tags.push({ 'script:ld+json': item });
  const extraTags = options.routeId !== undefined && metaTagsDisabledFor(routeNameFromId(options.routeId)) ? [] : seo.extraTags;
  for (const extra of extraTags) {
    tags.push(extra.property ? { property: extra.property, content: extra.content } : { name: extra.name ?? '', content: extra.content });
  }
  return tags;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
