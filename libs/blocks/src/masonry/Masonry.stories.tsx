import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const alts = [
  'דיפנדר 130 בחניון לילה במכתש רמון',
  'פנס אחורי של ריינג׳ רובר ספורט',
  'תא מטען של דיסקברי עם ציוד קמפינג',
  'ולאר בחניון תת-קרקעי',
  'איווק ברחוב רוטשילד',
  'גלגל 22 אינץ׳ של ריינג׳ רובר',
  'דיפנדר 90 בחוף פלמחים',
];

const meta = {
  title: 'Blocks/Media/Masonry',
  component: BlockPreview,
  args: {
    template: 'masonry',
    index: 3,
    fields: {
      heading: 'רגעים מהדרך',
      header_size: 'l',
      // A site path: the story never reaches a remote host (the file is absent, so the poster stays).
      video_url: '/media/videos/defender-130-ramon.mp4',
      video_poster: { id: 1, alt: '' },
      img_video_grid: 'video-top',
      video_ui_theme: 'dark',
    },
    groups: alts.map((alt, n) => ({ image: { id: n + 2, alt } })),
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, video on top: it has a pause control (WCAG 2.2.2) and comes first in the list. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(within(items[0]!).getByRole('button')).toBeVisible();
    // The story browser does not ask for reduced motion, so the video starts by itself.
    const toggle = canvas.getByRole('button', { name: 'השהיית הסרטון' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('הפעלת הסרטון');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('השהיית הסרטון');
    await expect(canvas.getByRole('img', { name: alts[0] })).toHaveAttribute('loading', 'lazy');
  },
};

/** English, video at the bottom with autoplay off and light controls. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      ...meta.args.fields,
      heading: 'Moments on the road',
      img_video_grid: 'video-bottom',
      disable_autoplay: true,
      video_ui_theme: 'light',
      box_color: 'black',
    },
    groups: alts.slice(0, 5).map((_, n) => ({ image: { id: n + 2, alt: `Land Rover detail ${n + 1}` } })),
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(within(items[items.length - 1]!).getByRole('button', { name: 'Play video' })).toBeVisible();
  },
};

/** No video address: just the images. */
export const ImagesOnly: Story = {
  globals: { locale: 'he' },
  args: { fields: { heading: 'גלריה', video_url: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('img')).toHaveLength(7);
  },
};
