import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureEnvironment } from '../retailer-locator/fixtures';
import { BlockPreview } from '../testing/BlockPreview';
import { RetailerEnvironmentProvider, type RetailerEnvironment } from './environment';

const withEnvironment =
  (environment: RetailerEnvironment): Decorator =>
  (Story) => (
    <RetailerEnvironmentProvider value={environment}>
      <Story />
    </RetailerEnvironmentProvider>
  );

const contacts = (phone: string, email: string, whatsapp: string) =>
  JSON.stringify([
    { type: 'phone', icon: 'phone', label: phone, href: `tel:+972${phone.replace(/^0/, '').replace(/-/g, '')}` },
    { type: 'whatsapp', icon: 'whatsapp', label: whatsapp, href: `https://wa.me/972${phone.replace(/^0/, '').replace(/-/g, '')}` },
    { type: 'email', icon: 'mail', label: email, href: `mailto:${email}` },
  ]);

const hebrewCards = [
  {
    name: 'לוקס מוטורס אילת',
    address: 'המלאכה 14',
    city: 'אילת',
    latitude: 29.5629,
    longitude: 34.9612,
    contact_info: contacts('08-6332800', 'elt01@lux-motors.co.il', 'וואטסאפ'),
    services: JSON.stringify([
      { icon: 'car', label: 'מכירת רכב חדש' },
      { icon: 'wrench', label: 'מרכז שירות' },
    ]),
  },
  {
    name: 'לוקס מוטורס חיפה',
    address: 'דרך העצמאות 60',
    city: 'חיפה',
    latitude: 32.8191,
    longitude: 34.9983,
    contact_info: contacts('04-8612500', 'hfa01@lux-motors.co.il', 'וואטסאפ'),
    services: JSON.stringify([
      { icon: 'car', label: 'מכירת רכב חדש' },
      { icon: 'approved', label: 'רכב מאושר Approved' },
      { icon: 'spray', label: 'פחחות וצבע' },
    ]),
  },
  {
    name: 'לוקס מוטורס תלפיות',
    address: 'יד חרוצים 10',
    city: 'ירושלים',
    latitude: 31.7546,
    longitude: 35.2135,
    // Broken on purpose: the card shows without its services (logged), never breaks.
    contact_info: contacts('02-6781500', 'jrs01@lux-motors.co.il', 'וואטסאפ'),
    services: '{"label": "שירות"}',
  },
];

const meta = {
  title: 'Blocks/Retailers/Retailer cards',
  component: BlockPreview,
  decorators: [withEnvironment(fixtureEnvironment({ geolocation: 'granted' }))],
  args: {
    template: 'retailer-cards',
    index: 3,
    fields: { heading: 'הסוכנויות שלנו', header_tag: 'H2', header_size: 'l', distance_unit: 'km', box_color: 'grey' },
    groups: hebrewCards,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: tel:, WhatsApp and mailto: links; "sort by distance" puts Haifa first with km from the visitor. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const haifa = canvas.getByRole('article', { name: 'לוקס מוטורס חיפה' });
    await expect(within(haifa).getByRole('link', { name: 'טלפון: 04-8612500' })).toHaveAttribute('href', 'tel:+97248612500');
    await expect(within(haifa).getByRole('link', { name: 'דוא״ל: hfa01@lux-motors.co.il' })).toHaveAttribute('href', 'mailto:hfa01@lux-motors.co.il');
    await expect(within(haifa).getByRole('list', { name: 'שירותים' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'מיון לפי המרחק ממני' }));
    await expect(await canvas.findByText('הסוכנויות ממוינות לפי המרחק ממך.')).toBeVisible();
    const [first] = canvas.getAllByRole('article');
    await expect(first).toHaveAccessibleName('לוקס מוטורס חיפה');
    await expect(within(first!).getByText(/ק״מ ממך$/)).toBeVisible();
  },
};

/** English, dark theme, miles, and an editor's own wording through the translations field. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Our retailers',
      header_tag: 'H2',
      distance_unit: 'mi',
      box_color: 'dark',
      translations: JSON.stringify({ directions: 'Plan your visit' }),
    },
    groups: [
      { ...hebrewCards[0]!, name: 'Lux Motors Eilat', address: '14 HaMelacha St', city: 'Eilat', contact_info: contacts('08-6332800', 'elt01@lux-motors.co.il', 'WhatsApp'), services: JSON.stringify([{ icon: 'car', label: 'New car sales' }]) },
      { ...hebrewCards[1]!, name: 'Lux Motors Haifa', address: '60 HaAtzmaut Rd', city: 'Haifa', contact_info: contacts('04-8612500', 'hfa01@lux-motors.co.il', 'WhatsApp'), services: JSON.stringify([{ icon: 'wrench', label: 'Service centre' }]) },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Plan your visit/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by distance from me' }));
    const [first] = await canvas.findAllByRole('article');
    await expect(within(first!).getByText(/mi from you$/)).toBeVisible();
  },
};
