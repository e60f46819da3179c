import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Media/Parallax image',
  component: BlockPreview,
  args: {
    template: 'parallax-image',
    index: 1,
    fields: {},
    groups: [
      {
        image: { id: 1, alt: 'דיפנדר 90 על דיונה בערבה עם שקיעה' },
        heading: 'המדבר הוא רק ההתחלה',
        paragraph:
          '<p>דיפנדר 90 עם מערכת Terrain Response 2 ויכולת חציית מים של 90 ס"מ. החל מ-₪ 489,000.</p>',
      },
      {
        image: { id: 3, alt: 'ריינג׳ רובר בכניסה למלון בירושלים' },
        heading: 'שקט של ספרייה, בכל מהירות',
        paragraph: '<p>ריינג׳ רובר עם ביטול רעשים אקטיבי ומושבים עם עיסוי ב־24 נקודות.</p>',
      },
      { image: { id: 5, alt: '' }, heading: '', paragraph: '' },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew on the default dark theme: the first image loads with the block's priority, the rest lazily. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const first = canvas.getByRole('img', { name: 'דיפנדר 90 על דיונה בערבה עם שקיעה' });
    await expect(first).toHaveAttribute('loading', 'eager');
    // The banner crop (16 : 6.5) reserves its box through the intrinsic size.
    await expect(Number(first.getAttribute('height')) / Number(first.getAttribute('width'))).toBeCloseTo(
      6.5 / 16,
      2,
    );
    await expect(canvas.getByRole('img', { name: 'ריינג׳ רובר בכניסה למלון בירושלים' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    // The story browser does not ask for reduced motion, so the scroll-driven drift is on.
    await expect(getComputedStyle(first).animationName).not.toBe('none');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { box_color: 'light' },
    groups: [
      {
        image: { id: 4, alt: 'Range Rover Sport on a wet mountain pass' },
        heading: 'Composure, at any pace',
        paragraph: '<p>Dynamic Air Suspension and all-wheel steering. Range Rover Sport from ₪ 729,000.</p>',
      },
      {
        image: { id: 2, alt: 'Evoque parked on a Tel Aviv street' },
        heading: 'Made for the city',
        paragraph: '<p>Evoque: compact, refined, electrified.</p>',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Composure, at any pace' })).toBeVisible();
    await expect(canvas.getByText(/Dynamic Air Suspension/)).toBeVisible();
  },
};
