import { describe, expect, it, vi } from 'vitest';
import { buildTitle, canonicalUrl, DEFAULT_SHARE_IMAGE_ID, extraMetaTags, metaImageUrl, pageNotFoundOverrides, robotsFor } from './meta';
import { mergeSettings } from './settings';

describe('buildTitle (A§2 fallback chain)', () => {
  const settings = mergeSettings({ 'meta.app_name': 'לנד רובר ישראל' });

  it('prefers meta_title, then title', () => {
    expect(buildTitle({ meta_title: 'דיפנדר 110', title: 'דיפנדר' }, settings)).toBe('דיפנדר 110 | לנד רובר ישראל');
    expect(buildTitle({ meta_title: ' ', title: 'דיפנדר' }, settings)).toBe('דיפנדר | לנד רובר ישראל');
  });

  it('falls back to the app name, then the theme brand name', () => {
    expect(buildTitle({}, settings)).toBe('לנד רובר ישראל');
    expect(buildTitle(null, mergeSettings({}))).toBe('Land Rover');
    expect(buildTitle(null, mergeSettings({ 'theme.name': 'jdx' }))).toBe('Jaguar');
  });

  it('uses the configured divider, defaulting to |', () => {
    expect(buildTitle({ title: 'A' }, mergeSettings({ 'meta.app_name': 'B', 'meta.title_divider': '–' }))).toBe('A – B');
    expect(buildTitle({ title: 'A' }, mergeSettings({ 'meta.app_name': 'B', 'meta.title_divider': '' }))).toBe('A | B');
  });

  it('does not repeat the site name when the page is titled the same', () => {
    expect(buildTitle({ title: 'לנד רובר ישראל' }, settings)).toBe('לנד רובר ישראל');
  });
});

describe('canonicalUrl', () => {
  it('joins host, base path and path', () => {
    expect(canonicalUrl({ hostName: 'https://x.co.il/', basePath: '/site/', path: '/models' })).toBe('https://x.co.il/site/models');
    expect(canonicalUrl({ hostName: 'https://x.co.il', path: '/' })).toBe('https://x.co.il/');
    expect(canonicalUrl({ hostName: 'https://x.co.il', basePath: '', path: 'a' })).toBe('https://x.co.il/a');
  });

  it('uses the page canonical when it is absolute', () => {
    expect(canonicalUrl({ pageCanonical: 'https://y.com/p', hostName: 'https://x', path: '/a' })).toBe('https://y.com/p');
    expect(canonicalUrl({ pageCanonical: 'relative', hostName: 'https://x', path: '/a' })).toBe('https://x/a');
  });
});

describe('robotsFor', () => {
  it('returns none when SEO is disabled', () => {
    expect(robotsFor({ disable_seo_tracking: true })).toBe('none');
    expect(robotsFor({ disable_seo_tracking: false })).toBe('index, follow');
    expect(robotsFor(null)).toBe('index, follow');
  });
});

describe('extraMetaTags', () => {
  it('logs the A§8 message and adds nothing for invalid JSON', () => {
    const logger = { warn: vi.fn() };
    expect(extraMetaTags({ 'meta.extra_tags': '{' }, logger)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('Please check your "meta" settings in admin panel.', expect.anything());
  });

  it('returns valid tags', () => {
    const logger = { warn: vi.fn() };
    const tags = [{ name: 'author', content: 'x' }];
    expect(extraMetaTags({ 'meta.extra_tags': JSON.stringify(tags) }, logger)).toEqual(tags);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('pageNotFoundOverrides', () => {
  it('logs "Invalid JSON in 404 page setting" and uses defaults', () => {
    const logger = { warn: vi.fn() };
    expect(pageNotFoundOverrides({ page_not_found: '{heading:' }, logger)).toEqual({});
    expect(logger.warn).toHaveBeenCalledWith('Invalid JSON in 404 page setting', expect.anything());
  });

  it('keeps only known non-blank string fields', () => {
    const logger = { warn: vi.fn() };
    expect(
      pageNotFoundOverrides({ page_not_found: '{"heading":"אבד","paragraph":"","extra":1,"button_label":"הביתה"}' }, logger),
    ).toEqual({ heading: 'אבד', button_label: 'הביתה' });
  });
});

describe('metaImageUrl (A§2, A§9)', () => {
  const origin = 'https://x.co.il/';

  it('uses the external meta image, made absolute', () => {
    expect(metaImageUrl({ externalImage: 'https://cdn.example.com/a.jpg', imageId: 5, origin })).toBe('https://cdn.example.com/a.jpg');
    expect(metaImageUrl({ externalImage: '/img/a.jpg', origin })).toBe('https://x.co.il/img/a.jpg');
  });

  it('else the page image from the media service at width 1600', () => {
    expect(metaImageUrl({ externalImage: ' ', imageId: 5, origin })).toBe('https://x.co.il/media/api/v2/images/5/w/1600.jpg');
    expect(metaImageUrl({ externalImage: 'javascript:alert(1)', imageId: 5, origin })).toBe('https://x.co.il/media/api/v2/images/5/w/1600.jpg');
  });

  it('else the default share image 24730', () => {
    expect(DEFAULT_SHARE_IMAGE_ID).toBe(24730);
    expect(metaImageUrl({ imageId: null, origin })).toBe('https://x.co.il/media/api/v2/images/24730/w/1600.jpg');
    expect(metaImageUrl({ origin, mediaPath: '/m/' })).toBe('https://x.co.il/m/api/v2/images/24730/w/1600.jpg');
  });
});
