import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleRetailers } from '../retailer-locator/fixtures';
import { BlockPreview } from '../testing/BlockPreview';

const fields = {
  name: 'לוקס מוטורס תל אביב',
  description: '<p>אולם התצוגה ומרכז השירות של לנד רובר בתל אביב.</p>',
  keywords: 'לנד רובר, דיפנדר, ריינג׳ רובר',
  opening_hours: JSON.stringify(["א'–ה' 08:30–18:00", "ו' 08:30–13:00"]),
  payment_accepted: 'מזומן, כרטיס אשראי',
  price_range: '₪₪₪₪',
  address: 'דרך מנחם בגין 132, תל אביב-יפו 6701101',
  latitude: 32.0753,
  longitude: 34.7913,
  contact_info: JSON.stringify([{ type: 'phone', icon: 'phone', label: '03-7654321', href: 'tel:+97237654321' }]),
  offers_info: JSON.stringify([{ category: 'רכב חדש', description: 'דיפנדר 110', url: '/models/defender' }]),
};

const meta = {
  title: 'Blocks/Retailers/Retailer schema',
  component: BlockPreview,
  args: {
    template: 'retailer-schema',
    index: 6,
    fields,
    data: { origin: 'https://www.example.co.il', pageUrl: 'https://www.example.co.il/retailer-locator', retailers: null },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const jsonLd = (canvasElement: HTMLElement) =>
  JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown> | Array<Record<string, unknown>>;

/** Hebrew: nothing visible; one AutoDealer with its address, position, phone and opening hours. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvasElement }) => {
    const item = jsonLd(canvasElement) as Record<string, unknown>;
    await expect(item).toMatchObject({ '@type': 'AutoDealer', name: 'לוקס מוטורס תל אביב', telephone: '+97237654321', url: 'https://www.example.co.il/retailer-locator' });
    await expect(item['openingHoursSpecification']).toHaveLength(2);
    await expect(canvasElement.textContent?.trim()).toBe(JSON.stringify(item));
  },
};

/** English service schema without a name: every retailer of the dealers list as AutoDealer and AutoRepair. */
export const EnglishServiceCentres: Story = {
  globals: { locale: 'en' },
  args: {
    template: 'retailer-service-schema',
    fields: { ...fields, name: '' },
    data: { origin: 'https://www.example.co.il', pageUrl: 'https://www.example.co.il/en/retailer-locator', retailers: sampleRetailers('en') },
  },
  play: async ({ canvasElement }) => {
    const items = jsonLd(canvasElement) as Array<Record<string, unknown>>;
    await expect(items).toHaveLength(6);
    await expect(items[0]!['@type']).toEqual(['AutoDealer', 'AutoRepair']);
    await expect(items[0]!['openingHoursSpecification']).toHaveLength(2);
  },
};
