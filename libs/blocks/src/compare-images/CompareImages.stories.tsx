import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Media/Compare images',
  component: BlockPreview,
  args: {
    template: 'compare-images',
    index: 2,
    fields: {
      heading: 'דיפנדר: אז והיום',
      header_size: 'l',
      paragraph: '<p>שבעים שנה של יכולת שטח — מהסדרה הראשונה ועד דיפנדר 110 החדש, החל מ-₪ 589,000.</p>',
      before_image: { id: 2, alt: 'לנד רובר סדרה 1 משנת 1948' },
      before_label: '1948',
      after_image: { id: 1, alt: 'דיפנדר 110 החדש' },
      after_label: '2026',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the handle starts at 50 (B§9); ArrowLeft moves it toward the inline end (forward). */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'השוואת תמונות' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuetext', '1948 50%, 2026 50%');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '52');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '48');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{PageDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '90');
    // A tap near the right edge is near the inline start of an RTL page: little of "before" shows.
    const stage = slider.closest('[data-stage]') as HTMLElement;
    const box = stage.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: stage,
      coords: { clientX: box.right - box.width * 0.2, clientY: box.top + 10 },
    });
    await waitFor(() => expect(Number(slider.getAttribute('aria-valuenow'))).toBeCloseTo(20, -1));
    await expect(slider).toHaveFocus();
  },
};

/** English with the copy in a sidebar, starting at 30: ArrowRight moves forward; a drag moves the handle. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Range Rover Sport, day and night',
      header_tag: 'H3',
      header_size: 'm',
      paragraph: '<p>Digital LED headlights with signature graphics. From ₪ 729,000.</p>',
      has_sidebar: true,
      start_position: 30,
      before_image: { id: 4, alt: 'Range Rover Sport by day' },
      before_label: 'Day',
      after_image: { id: 3, alt: 'Range Rover Sport at night' },
      after_label: 'Night',
    },
  },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Compare images' });
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuenow', '30');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '32');
    const stage = slider.closest('[data-stage]') as HTMLElement;
    const box = stage.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: stage, coords: { clientX: box.left + box.width * 0.5, clientY: y } },
      { target: stage, coords: { clientX: box.left + box.width * 0.75, clientY: y } },
      { keys: '[/MouseLeft]', target: stage, coords: { clientX: box.left + box.width * 0.75, clientY: y } },
    ]);
    await waitFor(() => expect(Number(slider.getAttribute('aria-valuenow'))).toBeCloseTo(75, -1));
  },
};

/** Autostart: one sweep around the start position when the block first comes into view, then it rests. */
export const Autostart: Story = {
  globals: { locale: 'he' },
  args: { index: 0, fields: { ...meta.args.fields, has_autostart: true, start_position: 40, heading: '' } },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '40'), { timeout: 4000 });
  },
};
