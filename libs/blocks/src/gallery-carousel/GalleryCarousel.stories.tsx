import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const hebrewSlides = [
  {
    image: { id: 1, alt: 'דיפנדר 110 חוצה נחל במדבר יהודה' },
    caption: 'דיפנדר 110 X — מעבר מים בעומק עד 90 ס"מ.',
  },
  {
    image: { id: 2, alt: 'תא הנוסעים של ריינג׳ רובר' },
    caption: 'ריינג׳ רובר — עור Semi-Aniline ותאורת אווירה ב־30 גוונים.',
  },
  { image: { id: 3, alt: 'דיסקברי עם שבעה מושבים' }, caption: 'דיסקברי — שבעה מושבים מלאים לכל המשפחה.' },
  { image: { id: 4, alt: 'ריינג׳ רובר ספורט בכביש הררי' }, caption: 'ריינג׳ רובר ספורט — החל מ-₪ 729,000.' },
  { image: { id: 5, alt: 'איווק בסמטה בתל אביב' }, caption: '' },
];

const meta = {
  title: 'Blocks/Media/Gallery carousel',
  component: BlockPreview,
  args: {
    template: 'gallery-carousel',
    index: 1,
    fields: { heading: 'הצצה מקרוב', header_size: 'l', header_tag: 'H2', box_color: 'light' },
    groups: hebrewSlides,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: ArrowLeft moves forward, the counter follows, captions sit under the images. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'הצצה מקרוב' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('1 מתוך 5')).toBeVisible());
    const first = await waitFor(() => canvas.getByRole('img', { name: 'דיפנדר 110 חוצה נחל במדבר יהודה' }));
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('img', { name: 'דיסקברי עם שבעה מושבים', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByText('2 מתוך 5')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'הקודם' }));
    await waitFor(() => expect(canvas.getByText('1 מתוך 5')).toBeVisible());
  },
};

/** English on the all-white theme, without a heading: the carousel takes the strings' name. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: '', box_color: 'all-white-theme' },
    groups: [
      { image: { id: 3, alt: 'Discovery on a forest track' }, caption: 'Discovery — seven full-size seats.' },
      {
        image: { id: 4, alt: 'Range Rover Sport on a mountain road' },
        caption: 'Range Rover Sport, from ₪ 729,000.',
      },
      { image: { id: 2, alt: 'Velar interior' }, caption: 'Velar — a reductive, calm cabin.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Image gallery' })).toBeVisible();
    await expect(canvas.getByText('Discovery — seven full-size seats.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('2 of 3')).toBeVisible());
  },
};

/** A black theme with one image: no arrows or counter. */
export const SingleImageBlack: Story = {
  globals: { locale: 'he' },
  args: { fields: { heading: 'דיפנדר אוקטה', box_color: 'black' }, groups: hebrewSlides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/מעבר מים/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'הבא' })).toBeNull();
  },
};
