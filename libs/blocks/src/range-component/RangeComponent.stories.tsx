import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/New versions/Range component',
  component: BlockPreview,
  args: {
    template: 'range-component',
    index: 2,
    fields: {
      heading: "ריינג' רובר ספורט PHEV",
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>רוב הנסיעות היומיומיות — בחשמל בלבד. טעינה מהירה DC של 50 קוט״ש מ־0 ל־80% בפחות משעה.</p>',
      range_value: 113,
      range_unit: 'km',
      image: { id: 4, alt: "ריינג' רובר ספורט בעמדת טעינה ביתית" },
      box_color: 'dark',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: "עד 113 ק״מ", the unit read out in full; image at the inline end (the left, in RTL). */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const figure = canvas.getByText('113').closest('p')!;
    await expect(figure).toHaveTextContent('עד113ק״מקילומטרים');
    await expect(canvas.getByText('ק״מ')).toHaveAttribute('aria-hidden', 'true');
    const heading = canvas.getByRole('heading', { level: 2 });
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    if (window.innerWidth >= 1024) await expect(image.getBoundingClientRect().right).toBeLessThan(heading.getBoundingClientRect().left);
  },
};

/** English on the light theme, miles, a four-digit figure grouped as the locale writes it. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    index: 0,
    fields: {
      heading: 'Range Rover Electric',
      header_tag: 'H1',
      header_size: 'xl',
      paragraph: '<p>Our first fully electric Range Rover, with 800-volt charging and all-wheel drive.</p>',
      range_value: 1250.5,
      range_unit: 'mi',
      image: { id: 2, alt: 'Range Rover Electric on a quiet forest road' },
      box_color: 'light',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,250.5')).toBeVisible();
    await expect(canvas.getByText('miles')).toBeInTheDocument();
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

/** No range set: heading and copy only, no empty figure. */
export const WithoutFigure: Story = {
  globals: { locale: 'he' },
  args: {
    fields: { heading: 'טווח חשמלי', paragraph: '<p>הנתונים יפורסמו בקרוב.</p>', range_value: null, box_color: 'grey' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('עד')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
