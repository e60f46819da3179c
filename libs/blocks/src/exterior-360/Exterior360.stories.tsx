import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const frames = JSON.stringify(Array.from({ length: 24 }, (_, n) => n + 1));

const meta = {
  title: 'Blocks/Advanced/Exterior 360',
  component: BlockPreview,
  args: {
    template: 'exterior-360',
    fields: { heading: 'ריינג׳ רובר ספורט מכל זווית', header_size: 'l', frames, has_sidebar: true, box_color: 'dark' },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: ArrowLeft turns forward; dragging toward the line's end (left) turns forward too. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const spin = canvas.getByRole('slider', { name: /סיבוב הרכב – ריינג׳ רובר ספורט/ });
    await expect(spin).toHaveAttribute('aria-valuenow', '0');
    await expect(spin).toHaveAttribute('aria-valuetext', '0 מעלות');
    spin.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(spin).toHaveAttribute('aria-valuenow', '30');
    await userEvent.keyboard('{End}');
    await expect(spin).toHaveAttribute('aria-valuenow', '345');
    await userEvent.keyboard('{Home}');

    const box = spin.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const start = box.left + box.width * 0.75;
    fireEvent.pointerDown(spin, { pointerId: 1, button: 0, clientX: start, clientY: y, isPrimary: true });
    fireEvent.pointerMove(spin, { pointerId: 1, clientX: start - box.width / 4, clientY: y });
    fireEvent.pointerUp(spin, { pointerId: 1, clientX: start - box.width / 4, clientY: y });
    await waitFor(() => expect(spin).toHaveAttribute('aria-valuenow', '90'));
  },
};

/** English with the range handle: the native slider drives the view; autostart spins once in view. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Range Rover Sport from every angle',
      header_size: 'l',
      frames,
      has_slider_with_handle: true,
      has_autostart: true,
      box_color: 'black',
    },
  },
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('slider', { name: /Rotate the car/ });
    await expect(handle.tagName).toBe('INPUT');
    // The autostart turn runs once and stops where it began.
    await waitFor(() => expect(handle).toHaveValue('0'), { timeout: 6000 });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuetext', '45 degrees');
  },
};
