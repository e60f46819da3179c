import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MODAL_FORM_EVENT } from '../shared/BlockLink';
import { BlockPreview } from '../testing/BlockPreview';

const link = (url: string, text: string) => ({
  url,
  type: 'internal',
  target: '_self',
  link_text: text,
  ui_type: 'tertiary',
});

const meta = {
  title: 'Blocks/Media/Gallery categories',
  component: BlockPreview,
  args: {
    template: 'gallery-categories',
    index: 3,
    fields: { heading: 'גלו את המשפחה', header_size: 'l', header_tag: 'H2', box_color: 'grey' },
    groups: [
      {
        title: 'דיפנדר',
        image: { id: 1, alt: 'דיפנדר 130 בנוף מדברי' },
        link: link('/gallery/defender', 'לגלריית דיפנדר'),
      },
      {
        title: 'דיסקברי',
        image: { id: 2, alt: 'דיסקברי בחניון לילה' },
        link: link('/gallery/discovery', 'לגלריית דיסקברי'),
      },
      {
        title: 'ריינג׳ רובר',
        image: { id: 3, alt: 'ריינג׳ רובר מול מלון בוטיק' },
        link: link('/gallery/range-rover', 'לגלריית ריינג׳ רובר'),
      },
      { title: 'אביזרים ובוטיק', image: { id: 4, alt: '' }, link: link('', 'ללא כתובת') },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: four tiles whose titles are H3 under the H2; a link without an address is not shown (B§5). */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'גלו את המשפחה' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'לגלריית דיפנדר' })).toHaveAttribute(
      'href',
      '/gallery/defender',
    );
    await expect(canvas.queryByRole('link', { name: 'ללא כתובת' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'דיפנדר 130 בנוף מדברי' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  },
};

/** English, two categories on the dark theme; a form link opens the modal form. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'Explore by collection', header_tag: 'H3', box_color: 'dark' },
    groups: [
      {
        title: 'Range Rover Sport',
        image: { id: 4, alt: 'Range Rover Sport at speed' },
        link: link('/gallery/range-rover-sport', 'View the gallery'),
      },
      {
        title: 'Velar',
        image: { id: 5, alt: 'Velar in the city' },
        link: {
          url: '',
          type: 'form',
          target: '_self',
          link_text: 'Book a test drive',
          ui_type: 'secondary',
          rdx_forms_form_id: 12,
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    const listener = fn();
    window.addEventListener(MODAL_FORM_EVENT, listener);
    await userEvent.click(canvas.getByRole('button', { name: 'Book a test drive' }));
    window.removeEventListener(MODAL_FORM_EVENT, listener);
    await expect(listener).toHaveBeenCalledOnce();
  },
};
