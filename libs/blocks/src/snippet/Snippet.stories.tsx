import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Content/Snippet',
  component: BlockPreview,
  args: {
    template: 'snippet',
    fields: {
      heading: 'מעל 75 שנות הרפתקאות',
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>מאז 1948 לנד רובר בונה רכבים שלוקחים אתכם רחוק יותר. היום, המשפחה כוללת את דיפנדר, דיסקברי וריינג׳ רובר — כל אחד עם אופי משלו.</p>',
      link: { url: '/about', type: 'internal', target: '_self', link_text: 'הסיפור שלנו', ui_type: 'secondary' },
      box_color: 'light',
    },
    index: 2,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: centred copy, the link stays in the Hebrew site. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'מעל 75 שנות הרפתקאות' });
    await expect(getComputedStyle(heading).textAlign).toBe('center');
    await expect(canvas.getByRole('link', { name: 'הסיפור שלנו' })).toHaveAttribute('href', '/about');
  },
};

/** English on dark: a file link downloads. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Range Rover Sport price list',
      header_tag: 'H3',
      header_size: 'm',
      paragraph: '<p>Every engine, trim and option for the 2025 model year, with prices in ₪ including VAT.</p>',
      link: { url: '/files/range-rover-sport-prices.pdf', type: 'file', target: '_blank', link_text: 'Download the price list (PDF)', ui_type: 'primary' },
      box_color: 'dark',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the price list (PDF)' })).toHaveAttribute('download', '');
  },
};

/** Heading only: no empty paragraph or link wrappers. */
export const HeadingOnly: Story = {
  globals: { locale: 'he' },
  args: { fields: { heading: 'בקרוב: דיפנדר אוקטה', paragraph: '', link: null, box_color: 'grey' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'בקרוב: דיפנדר אוקטה' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
