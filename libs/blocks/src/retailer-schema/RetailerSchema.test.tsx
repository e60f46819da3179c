import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import type { ContentHttp } from '@lux/content';
import type { StockApi } from '@lux/stock-locator';
import { UiProvider } from '@lux/ui';
import type { BlockDataContext } from '../data/types';
import { dealersBody, sampleRetailers } from '../retailer-locator/fixtures';
import type { ValidBlock } from '../validate';
import { retailerSchemaLoader, type RetailerSchemaData } from './data';
import { jsonLdText, postalAddress, schemaFromFields, schemaFromRetailers } from './jsonLd';
import { retailerSchemaComponent as RetailerSchema, retailerServiceSchemaComponent as RetailerServiceSchema } from './RetailerSchema';
import type { Fields } from './types';

afterEach(cleanup);

const fields: Fields = {
  block_scroll_id: '',
  image: { id: 12, alt: 'אולם התצוגה' },
  name: 'לוקס מוטורס תל אביב',
  description: '<p>אולם התצוגה <strong>הגדול</strong> בישראל &amp; מרכז שירות.</p>',
  keywords: 'לנד רובר, דיפנדר',
  opening_hours: JSON.stringify([{ dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '18:00' }, "ו' 08:30–13:00"]),
  payment_accepted: 'Cash, Credit Card',
  price_range: '₪₪₪₪',
  address: 'דרך מנחם בגין 132, תל אביב-יפו 6701101',
  latitude: 32.0753,
  longitude: 34.7913,
  contact_info: JSON.stringify([
    { type: 'phone', icon: 'phone', label: '03-7654321', href: 'tel:+97237654321' },
    { type: 'email', icon: 'mail', label: 'tlv01@lux-motors.co.il', href: 'mailto:tlv01@lux-motors.co.il' },
  ]),
  offers_info: JSON.stringify([{ category: 'New cars', description: 'דיפנדר 110', url: '/models/defender' }]),
};
const context = { pageUrl: 'https://site.test/retailer-locator', imageUrl: 'https://site.test/media/api/v2/images/12/w/1600.jpg?ratio=16-9' };

describe('retailer schema JSON-LD', () => {
  it('declares exactly the template fields, for both schema blocks', () => {
    for (const key of ['retailer-schema', 'retailer-service-schema'] as const) {
      expect(Object.keys(fields).sort()).toEqual(templateByKey(key).fields.map((f) => f.symbol).sort());
    }
  });

  it('publishes an AutoDealer with address, geo, telephone, opening hours, url and offers', () => {
    const { items, problems } = schemaFromFields(fields, 'retailer', context);
    expect(problems).toEqual([]);
    expect(items).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'AutoDealer',
        name: 'לוקס מוטורס תל אביב',
        description: 'אולם התצוגה הגדול בישראל & מרכז שירות.',
        image: context.imageUrl,
        url: 'https://site.test/retailer-locator',
        telephone: '+97237654321',
        email: 'tlv01@lux-motors.co.il',
        address: { '@type': 'PostalAddress', streetAddress: 'דרך מנחם בגין 132', addressLocality: 'תל אביב-יפו', postalCode: '6701101', addressCountry: 'IL' },
        geo: { '@type': 'GeoCoordinates', latitude: 32.0753, longitude: 34.7913 },
        openingHoursSpecification: [
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '18:00' },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '08:30', closes: '13:00' },
        ],
        keywords: 'לנד רובר, דיפנדר',
        paymentAccepted: 'Cash, Credit Card',
        priceRange: '₪₪₪₪',
        makesOffer: [{ '@type': 'Offer', category: 'New cars', description: 'דיפנדר 110', url: 'https://site.test/models/defender' }],
      },
    ]);
  });

  it('marks the service centre as AutoDealer and AutoRepair', () => {
    expect(schemaFromFields(fields, 'service', context).items[0]!['@type']).toEqual(['AutoDealer', 'AutoRepair']);
  });

  it('skips broken JSON parts with a problem and leaves out what is blank', () => {
    const { items, problems } = schemaFromFields(
      { ...fields, opening_hours: '{"bad": ', contact_info: '[{"type":"fax"}]', offers_info: '[{"url":"javascript:alert(1)"}]', description: '', latitude: null, keywords: ' ' },
      'retailer',
      { pageUrl: null, imageUrl: null },
    );
    expect(problems).toHaveLength(3);
    expect(Object.keys(items[0]!).sort()).toEqual(['@context', '@type', 'address', 'name', 'paymentAccepted', 'priceRange']);
  });

  it('publishes nothing of its own without a name', () => {
    expect(schemaFromFields({ ...fields, name: '  ' }, 'retailer', context).items).toEqual([]);
    expect(jsonLdText([])).toBeNull();
  });

  it('reads addresses with and without locality and postcode', () => {
    expect(postalAddress('הרצל 30')).toEqual({ '@type': 'PostalAddress', streetAddress: 'הרצל 30', addressCountry: 'IL' });
    expect(postalAddress('Yishpro Center, 4 HaHarash St, Modi’in 71788')).toMatchObject({ streetAddress: 'Yishpro Center, 4 HaHarash St', addressLocality: 'Modi’in', postalCode: '71788' });
    expect(postalAddress('', {})).toBeNull();
    expect(postalAddress('ההסתדרות 9', { city: 'חיפה', postcode: '3508409' })).toMatchObject({ addressLocality: 'חיפה', postalCode: '3508409' });
  });

  it('publishes every dealer of the list with hours read from its text', () => {
    const { items, problems } = schemaFromRetailers(sampleRetailers(), 'retailer', { pageUrl: 'https://site.test/retailer-locator', imageUrl: null });
    expect(problems).toEqual([]);
    expect(items).toHaveLength(6);
    expect(items[4]).toMatchObject({
      '@type': 'AutoDealer',
      '@id': 'https://site.test/retailer-locator#retailer-TLV01',
      name: 'לוקס מוטורס תל אביב',
      telephone: '+97237654321',
      address: { streetAddress: 'דרך מנחם בגין 132', addressLocality: 'תל אביב-יפו', postalCode: '6701101' },
      openingHoursSpecification: [{ dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'] }, { dayOfWeek: ['Friday'] }],
    });
  });

  it('cannot be closed from inside a value', () => {
    const json = jsonLdText(schemaFromFields({ ...fields, name: '</script>\u2028<script>alert(1)</script>' }, 'retailer', context).items)!;
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).name).toBe('</script>\u2028<script>alert(1)</script>');
  });
});

function view(Component: typeof RetailerSchema, f: Fields, data?: RetailerSchemaData) {
  return (
    <UiProvider locale="he">
      <Component id={1} index={5} locale="he" fields={f} groups={[]} data={data} />
    </UiProvider>
  );
}

describe('retailer schema blocks', () => {
  const data: RetailerSchemaData = { origin: 'https://site.test', pageUrl: 'https://site.test/retailer-locator', retailers: null };

  it('server-render one JSON-LD script with an absolute image address and nothing visible', () => {
    const html = renderToString(view(RetailerSchema, fields, data));
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html);
    expect(match).not.toBeNull();
    const parsed = JSON.parse(match![1]!);
    expect(parsed['@type']).toBe('AutoDealer');
    expect(parsed.image).toBe('https://site.test/media/api/v2/images/12/w/1600.jpg?ratio=16-9');
    expect(parsed.url).toBe('https://site.test/retailer-locator');
  });

  it('publish every dealer the loader brought when the name is blank, and nothing without data', () => {
    const { container } = render(view(RetailerServiceSchema, { ...fields, name: '' }, { ...data, retailers: sampleRetailers() }));
    const parsed = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(parsed).toHaveLength(6);
    expect(parsed[0]['@type']).toEqual(['AutoDealer', 'AutoRepair']);
    cleanup();
    expect(render(view(RetailerSchema, { ...fields, name: '' })).container.innerHTML).toBe('');
    cleanup();
    // Without loader data the editor's retailer is still published, without an image it cannot make absolute.
    const own = JSON.parse(render(view(RetailerSchema, fields)).container.querySelector('script')!.textContent!);
    expect(own.image).toBeUndefined();
    expect(own.url).toBeUndefined();
  });
});

describe('retailer schema loader', () => {
  const block = (name: string) => ({ id: 9, template: 'retailer-schema', sequence: 1, fields: { ...fields, name }, groups: [] }) as unknown as ValidBlock;
  const ctx = (get: (path: string) => unknown): BlockDataContext => ({
    locale: 'he',
    url: new URL('https://site.test/retailer-locator?q=x'),
    stockApi: {} as StockApi,
    contentHttp: { get: vi.fn(async (path: string) => ({ data: get(path) })) } as unknown as ContentHttp,
    requestId: 'r',
    warn: vi.fn(),
  });

  it('gives the page address and origin, and fetches no dealers for a named retailer', async () => {
    const context = ctx(() => {
      throw new Error('no call expected');
    });
    expect(await retailerSchemaLoader('retailer')(block('X'), context)).toEqual({ origin: 'https://site.test', pageUrl: 'https://site.test/retailer-locator', retailers: null });
  });

  it('brings the dealers list (A§7) when the name is blank', async () => {
    const context = ctx((path) => (path.startsWith('/settings') ? { data: [] } : dealersBody()));
    const data = (await retailerSchemaLoader('retailer')(block(''), context)) as RetailerSchemaData;
    expect(data.retailers).toHaveLength(6);
    expect(vi.mocked(context.contentHttp.get).mock.calls.map((call) => call[0])).toContain('/dealers?items=50&sort=name&locale=he');
  });
});
