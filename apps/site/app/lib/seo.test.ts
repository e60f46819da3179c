import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { robotsFor } from '@lux/content';
import { seoMeta, type PageSeo } from './seo';

const seo = (overrides: Partial<PageSeo> = {}): PageSeo => ({
  title: 'דיפנדר | לנד רובר ישראל',
  description: 'הדיפנדר החדש',
  robots: 'index, follow',
  canonical: 'https://lr.example.co.il/models/defender',
  image: null,
  locale: 'he',
  alternates: [
    { hrefLang: 'he', href: 'https://lr.example.co.il/models/defender' },
    { hrefLang: 'en', href: 'https://lr.example.co.il/en/models/defender' },
  ],
  extraTags: [{ name: 'facebook-domain-verification', content: 'abc' }],
  structuredData: [],
  ...overrides,
});

const content = (tags: MetaDescriptor[], attribute: 'name' | 'property', key: string) =>
  tags.filter((tag) => (tag as Record<string, unknown>)[attribute] === key).map((tag) => (tag as { content: string }).content);

describe('seoMeta (A§2)', () => {
  it('renders a large social card with the page title and description', () => {
    const tags = seoMeta(seo());
    expect(content(tags, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(tags, 'property', 'og:title')).toEqual(['דיפנדר | לנד רובר ישראל']);
    expect(content(tags, 'property', 'og:description')).toEqual(['הדיפנדר החדש']);
    expect(content(tags, 'name', 'description')).toEqual(['הדיפנדר החדש']);
    expect(tags).toContainEqual({ title: 'דיפנדר | לנד רובר ישראל' });
  });

  it('leaves description tags out when the page has none', () => {
    const tags = seoMeta(seo({ description: null }));
    expect(content(tags, 'property', 'og:description')).toEqual([]);
    expect(content(tags, 'name', 'description')).toEqual([]);
  });

  it('uses the page image, else its media image at width 1600, else the default share image 24730 (A§9)', () => {
    expect(content(seoMeta(seo({ image: 'https://cdn.example.com/d.jpg' })), 'property', 'og:image')).toEqual(['https://cdn.example.com/d.jpg']);
    expect(content(seoMeta(seo({ imageId: 12 })), 'property', 'og:image')).toEqual(['https://lr.example.co.il/media/api/v2/images/12/w/1600.jpg']);
    const fallback = seoMeta(seo({ image: '', origin: 'https://www.example.co.il' }));
    expect(content(fallback, 'property', 'og:image')).toEqual(['https://www.example.co.il/media/api/v2/images/24730/w/1600.jpg']);
    expect(content(fallback, 'name', 'twitter:image')).toEqual(['https://www.example.co.il/media/api/v2/images/24730/w/1600.jpg']);
  });

  it('links the canonical address; a page flagged disable_seo_tracking gets robots none', () => {
    expect(content(seoMeta(seo({ robots: robotsFor({ disable_seo_tracking: false }) })), 'name', 'robots')).toEqual(['index, follow']);
    const tags = seoMeta(seo({ robots: robotsFor({ disable_seo_tracking: true }) }));
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://lr.example.co.il/models/defender' });
    expect(content(tags, 'property', 'og:url')).toEqual(['https://lr.example.co.il/models/defender']);
    expect(content(tags, 'name', 'robots')).toEqual(['none']);
  });

  it('links one hreflang alternate per locale the page exists in', () => {
    const alternates = seoMeta(seo()).filter((tag) => (tag as { rel?: string }).rel === 'alternate');
    expect(alternates).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'he', href: 'https://lr.example.co.il/models/defender' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://lr.example.co.il/en/models/defender' },
    ]);
    expect(seoMeta(seo({ alternates: [] })).some((tag) => (tag as { rel?: string }).rel === 'alternate')).toBe(false);
  });

  it('drops the editors extra tags on the stock vehicle preview and order-online routes only', () => {
    const verification = (routeId?: string) => content(seoMeta(seo(), { routeId }), 'name', 'facebook-domain-verification');
    expect(verification()).toEqual(['abc']);
    expect(verification('page')).toEqual(['abc']);
    expect(verification('stock-locator-preview')).toEqual([]);
    expect(verification('stock-locator-preview-en')).toEqual([]);
    expect(verification('stock-locator-order-online-checkout')).toEqual([]);
  });
});
