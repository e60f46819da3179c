import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const shop = (url: string, text: string) => ({ url, type: 'external', target: '_self', link_text: text, ui_type: 'tertiary' });

const meta = {
  title: 'Blocks/Other/Collection slider',
  component: BlockPreview,
  args: {
    template: 'collection-slider',
    index: 4,
    fields: { heading: 'קולקציית דיפנדר', header_tag: 'H2', header_size: 'l', box_color: 'light' },
    groups: [
      { image: { id: 1, alt: 'דגם מוקטן של דיפנדר 110' }, heading: 'דגם דיפנדר 110 1:43', paragraph: '<p>מהדורת אספנים בגוון Pangea Green.</p>', price: '349', link: shop('https://shop.landrover.co.il/defender-model', 'לרכישה') },
      { image: { id: 2, alt: 'תיק גב עור בצבע חום' }, heading: 'תיק גב Heritage', paragraph: '<p>עור מלא ורצועות מרופדות.</p>', price: '1290', link: shop('https://shop.landrover.co.il/heritage-backpack', 'לרכישה') },
      { image: { id: 3, alt: 'כובע מצחייה שחור עם לוגו' }, heading: 'כובע מצחייה Defender', price: '₪ 129 לחברי המועדון', link: shop('https://shop.landrover.co.il/cap', 'לרכישה') },
      { image: { id: 4, alt: 'מעיל סופטשל אפור' }, heading: 'מעיל סופטשל Adventure', price: '890', link: shop('https://shop.landrover.co.il/softshell', 'לרכישה') },
      { image: { id: 5, alt: 'בקבוק תרמי מפלדת אל־חלד' }, heading: 'בקבוק תרמי', price: '0', link: shop('https://shop.landrover.co.il/bottle', 'לרכישה') },
      { heading: '', price: '99' },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: plain numbers formatted as ₪ prices, typed text kept, zero shows no price; ArrowLeft scrolls forward. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'דגם דיפנדר 110 1:43' })).toBeVisible();
    await expect(canvas.getByText('₪ 349')).toBeVisible();
    await expect(canvas.getByText('₪ 1,290')).toBeVisible();
    await expect(canvas.getByText('₪ 129 לחברי המועדון')).toBeInTheDocument();
    await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(5);
    await expect(canvas.getAllByRole('img', { hidden: true })[4]).toHaveAttribute('loading', 'lazy');
    const viewport = canvas.getByRole('region', { name: 'קולקציית דיפנדר' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'הקודם' })).toBeEnabled());
  },
};

/** English on the all-white theme. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'Range Rover collection', header_tag: 'H2', header_size: 'm', box_color: 'all-white-theme' },
    groups: [
      { image: { id: 3, alt: 'Range Rover scale model in Carpathian Grey' }, heading: 'Range Rover 1:18 model', paragraph: '<p>Die-cast, with opening doors.</p>', price: '690', link: shop('https://shop.landrover.co.il/rr-model', 'Shop now') },
      { image: { id: 2, alt: 'Leather key fob cover' }, heading: 'Leather key fob cover', price: '190', link: shop('https://shop.landrover.co.il/fob', 'Shop now') },
      { image: { id: 4, alt: 'Cashmere travel blanket' }, heading: 'Cashmere travel blanket', price: '1490', link: shop('https://shop.landrover.co.il/blanket', 'Shop now') },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Range Rover 1:18 model' })).toBeVisible();
    await expect(canvas.getByText('₪ 690')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Shop now' })[0]).toHaveAttribute('href', 'https://shop.landrover.co.il/rr-model');
  },
};
