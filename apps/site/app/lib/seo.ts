import type { MetaDescriptor } from 'react-router';
import type { ExtraMetaTag, Locale } from '@lux/content';

export interface PageSeo {
  title: string;
  description: string | null;
  robots: string;
  canonical: string;
  image: string | null;
  locale: Locale;
  alternates: Array<{ hrefLang: string; href: string }>;
  extraTags: ExtraMetaTag[];
  /** schema.org objects, each rendered as its own JSON-LD script. */
  structuredData: Array<Record<string, unknown>>;
}

const ogLocales: Record<Locale, string> = { he: 'he_IL', en: 'en_IL' };

/** Turns the loader's SEO facts into meta tags (A§2): robots, canonical, social card, hreflang. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
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
  if (seo.image) tags.push({ property: 'og:image', content: seo.image }, { name: 'twitter:image', content: seo.image });
  for (const alternate of seo.alternates) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
  }
  for (const item of seo.structuredData) tags.push({ 'script:ld+json': item });
  for (const extra of seo.extraTags) {
    tags.push(extra.property ? { property: extra.property, content: extra.content } : { name: extra.name ?? '', content: extra.content });
  }
  return tags;
}
