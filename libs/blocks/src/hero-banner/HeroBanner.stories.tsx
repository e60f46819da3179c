import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Hero/Hero banner',
  component: BlockPreview,
  args: {
    template: 'hero-banner',
    index: 0,
    fields: {
      heading: 'דיפנדר 130. <strong>מקום לשמונה.</strong>',
      header_tag: 'H1',
      header_size: 'xl',
      paragraph: '<p>שלוש שורות מושבים, מנוע היברידי קל של 400 כ״ס ויכולת שטח שלא מתפשרת. עכשיו באולמות התצוגה.</p>',
      image: { id: 3, alt: 'לנד רובר דיפנדר 130 בצבע אפור על דיונה במדבר יהודה' },
      mobile_image: { id: 3, alt: 'לנד רובר דיפנדר 130 במדבר יהודה' },
      button: { url: '/models/defender-130', type: 'internal', target: '_self', link_text: 'לגלות את דיפנדר 130', ui_type: 'primary' },
      box_color: 'dark',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, first block on the page: an h1, the main image fetched with high priority, an internal link. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /דיפנדר 130/ })).toBeVisible();
    // Both crops are in the page; only one shows at a time (the other claims 1px in `sizes`).
    const images = canvas.getAllByRole('img', { hidden: true });
    await expect(images).toHaveLength(2);
    for (const image of images) await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'לגלות את דיפנדר 130' })).toHaveAttribute('href', '/models/defender-130');
  },
};

/** English, lower on the page: lazy image, the light theme's scrim, copy starting at the left. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    index: 3,
    fields: {
      heading: 'Range Rover Velar. Avant-garde by design.',
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>Reductive design, a plug-in hybrid with up to 64 km of electric range, and a cabin that feels like a lounge.</p>',
      image: { id: 4, alt: 'Range Rover Velar parked by a modern villa at dusk' },
      button: { url: 'https://www.landrover.co.il/velar', type: 'external', target: '_blank', link_text: 'Build your Velar', ui_type: 'secondary' },
      box_color: 'light',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /Velar/ })).toBeVisible();
    const image = canvas.getByRole('img', { name: /Velar parked/ });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('sizes', '100vw');
    const link = canvas.getByRole('link', { name: 'Build your Velar' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};

/** No image: a plain banner on the chosen theme; a link without an address is not shown (B§5). */
export const WithoutImage: Story = {
  globals: { locale: 'he' },
  args: {
    index: 1,
    fields: {
      heading: 'שירות לנד רובר. בכל מקום בארץ.',
      paragraph: '<p>12 מרכזי שירות מורשים, רכב חלופי ושירות איסוף והחזרה עד הבית.</p>',
      button: { url: '', type: 'internal', target: '_self', link_text: 'קביעת תור', ui_type: 'primary' },
      box_color: 'grey',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
