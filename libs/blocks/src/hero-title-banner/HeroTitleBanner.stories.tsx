import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';
import { textBox } from '../testing/textBox';

const meta = {
  title: 'Blocks/Hero/Hero title banner',
  component: BlockPreview,
  args: {
    template: 'hero-title-banner',
    index: 0,
    fields: {
      heading: 'ריינג׳ רובר ספורט. <strong>ביצועים בלי פשרות.</strong>',
      header_tag: 'H1',
      header_size: 'xl',
      paragraph: '<p>הנעה היברידית נטענת עם טווח חשמלי של עד 113 ק״מ, ומתלי אוויר דינמיים לכל דרך.</p>',
      image: { id: 2, alt: 'ריינג׳ רובר ספורט בכביש הררי בשקיעה', ratio: '16-6-5' },
      button: { url: '/models/range-rover-sport', type: 'internal', target: '_self', link_text: 'לגלות את ריינג׳ רובר ספורט', ui_type: 'primary' },
      copy_alignment_class: 'center',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew (RTL), first on the page: an h1 over the image, fetched with high priority, copy from the right. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: /ריינג׳ רובר ספורט/ });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('img', { name: /בכביש הררי/ })).toHaveAttribute('fetchpriority', 'high');
    const link = canvas.getByRole('link', { name: 'לגלות את ריינג׳ רובר ספורט' });
    await expect(link).toHaveAttribute('href', '/models/range-rover-sport');
    await expect(textBox(link).right).toBeGreaterThan(window.innerWidth / 2);
  },
};

/** English (LTR), lower on the page, no image: the block's own theme, copy at the top and the left. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    index: 2,
    fields: {
      heading: 'Defender Octa. Built for the extreme.',
      paragraph: '<p>A 635 PS twin-turbo V8, 6D Dynamics suspension and a wading depth of one metre.</p>',
      header_size: 'l',
      box_color: 'dark',
      copy_alignment_class: 'top',
      header_font: 'display',
      image: null,
      button: { url: 'https://www.landrover.co.il/defender-octa', type: 'external', target: '_blank', link_text: 'Discover Defender Octa', ui_type: 'secondary' },
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Defender Octa. Built for the extreme.' });
    await expect(heading).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    const link = canvas.getByRole('link', { name: 'Discover Defender Octa' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(textBox(link).left).toBeLessThan(window.innerWidth / 2);
  },
};
