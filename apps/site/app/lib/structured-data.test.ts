import { describe, expect, it } from 'vitest';
import { structuredData } from './structured-data';

const base = { siteName: 'לנד רובר ישראל', homeUrl: 'https://x.co.il/', pageUrl: 'https://x.co.il/models/defender', locale: 'he' as const };

describe('structuredData', () => {
  it('describes the organisation and the website on the home page', () => {
    const items = structuredData({ ...base, pageUrl: base.homeUrl, pageTitle: 'בית', isHome: true });
    expect(items.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(items[0]).toMatchObject({ '@context': 'https://schema.org', name: 'לנד רובר ישראל', url: 'https://x.co.il/' });
  });

  it('gives other pages a breadcrumb trail from home', () => {
    const [crumbs] = structuredData({ ...base, pageTitle: 'דיפנדר', isHome: false });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'לנד רובר ישראל', item: 'https://x.co.il/' },
        { position: 2, name: 'דיפנדר', item: 'https://x.co.il/models/defender' },
      ],
    });
  });
});
