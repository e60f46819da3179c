import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/New versions/Electrifying power',
  component: BlockPreview,
  args: {
    template: 'electrifying-power',
    index: 2,
    fields: {
      heading: 'עוצמה, <em>מחושמלת</em>.',
      header_tag: 'H2',
      header_size: 'xl',
      paragraph: "<p>מגוון דגמי PHEV של ריינג' רובר, ריינג' רובר ספורט, ולאר ואבוק — נסיעה שקטה בחשמל בעיר, וטווח מלא לכל מסע.</p>",
      image: { id: 5, alt: "ריינג' רובר ספורט PHEV נטען בחניון תת־קרקעי" },
      button: { url: '/electric', type: 'internal', target: '_self', link_text: 'לכל הדגמים המחושמלים', ui_type: 'primary' },
      box_color: 'black',
    },
    groups: [
      { figure: '460 כ״ס', caption: 'הספק משולב' },
      { figure: '113 ק״מ', caption: 'טווח חשמלי (WLTP)' },
      { figure: '5.4 שנ׳', caption: '0–100 קמ״ש' },
      { figure: '', caption: '' },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew on black: heading, call to action, image and three key figures (the blank one is dropped). */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'עוצמה, מחושמלת.' })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('113 ק״מ')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'לכל הדגמים המחושמלים' })).toHaveAttribute('href', '/electric');
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'lazy');
  },
};

/** English on the grey theme, figures without the image; the hairline sits at the left (inline start). */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    index: 1,
    fields: {
      heading: 'Electrifying power',
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>Plug-in hybrid Defender, Discovery Sport and Range Rover Evoque: silent electric driving for the daily commute.</p>',
      button: { url: 'https://www.landrover.co.il/electric', type: 'external', target: '_blank', link_text: 'Find your electric Land Rover', ui_type: 'secondary' },
      box_color: 'grey',
    },
    groups: [
      { figure: '62 km', caption: 'Electric range, Evoque P300e' },
      { figure: '32 min', caption: '0–80% on a DC charger' },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(getComputedStyle(items[0]!).borderLeftWidth).toBe('1px');
    await expect(canvas.getByRole('link', { name: 'Find your electric Land Rover' })).toHaveAttribute('target', '_blank');
  },
};
