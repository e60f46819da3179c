import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Media/Image box',
  component: BlockPreview,
  args: {
    template: 'image-box',
    index: 2,
    fields: {
      box_color: 'light',
      top_paragraph: '<p>דיפנדר 110</p>',
      heading: 'נבנה לכל שטח',
      header_tag: 'H2',
      header_size: 'l',
      paragraph:
        '<p>מנוע P400 היברידי עדין, מתלי אוויר אלקטרוניים ומערכת Terrain Response 2 — מהמדבר אל העיר, בלי להתפשר על הנוחות.</p><p>החל מ-₪ 589,000</p>',
      background_image: { id: 11, alt: '' },
      logo_image: { id: 4, alt: 'לוגו דיפנדר' },
      button: {
        url: '/models/defender',
        type: 'internal',
        target: '_self',
        link_text: 'הכירו את דיפנדר',
        ui_type: 'primary',
      },
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the box sits at the inline end, which mirrors to the left; images below the fold load lazily. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'נבנה לכל שטח' });
    await expect(heading).toBeVisible();
    await expect(heading.closest('[data-side]')).toHaveAttribute('data-side', 'end');
    await expect(canvas.getByRole('link', { name: 'הכירו את דיפנדר' })).toHaveAttribute(
      'href',
      '/models/defender',
    );
    await expect(canvas.getByRole('img', { name: 'לוגו דיפנדר' })).toHaveAttribute('loading', 'lazy');
  },
};

/** Hebrew with right_on_rtl: the box stays on the physical right, the inline start of an RTL page. */
export const HebrewRightOnRtl: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...meta.args.fields, right_on_rtl: true, box_color: 'black', header_tag: 'H3' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'נבנה לכל שטח' });
    await expect(heading.closest('[data-side]')).toHaveAttribute('data-side', 'start');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    index: 0,
    fields: {
      box_color: 'dark',
      right_on_rtl: true,
      top_paragraph: '<p>Range Rover Velar</p>',
      heading: 'Avant-garde by design',
      header_size: 'l',
      paragraph:
        '<p>Flush door handles, a reductive interior and the Pivi Pro infotainment system. From ₪ 459,000.</p>',
      background_image: { id: 12, alt: 'Range Rover Velar on a coastal road at dusk' },
      logo_image: null,
      button: {
        url: 'https://www.landrover.co.il/velar.pdf',
        type: 'file',
        target: '_blank',
        link_text: 'Download the brochure',
        ui_type: 'secondary',
      },
    },
  },
  play: async ({ canvas }) => {
    // right_on_rtl changes nothing on an LTR page: the box stays at the inline end (the right).
    const heading = canvas.getByRole('heading', { level: 2, name: 'Avant-garde by design' });
    await expect(heading.closest('[data-side]')).toHaveAttribute('data-side', 'end');
    const image = canvas.getByRole('img', { name: 'Range Rover Velar on a coastal road at dusk' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('sizes', '100vw');
  },
};

/** No image: the box becomes a plain themed section. */
export const WithoutImage: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...meta.args.fields, background_image: null, logo_image: null, box_color: 'grey' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'נבנה לכל שטח' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
