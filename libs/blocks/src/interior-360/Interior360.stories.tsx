import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Advanced/Interior 360',
  component: BlockPreview,
  args: {
    template: 'interior-360',
    fields: {
      heading: 'תא הנוסעים של ריינג׳ רובר',
      header_size: 'l',
      panorama: { id: 4, alt: 'תא הנוסעים של ריינג׳ רובר בעור Semi-Aniline בגוון Caraway' },
      has_sidebar: true,
      box_color: 'dark',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: ArrowLeft looks toward the line's end (left); dragging the picture right does the same. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const look = canvas.getByRole('slider', { name: /הסתכלו סביב בתא הנוסעים – תא הנוסעים של ריינג׳ רובר/ });
    look.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(look).toHaveAttribute('aria-valuenow', '10');
    await expect(look).toHaveAttribute('aria-valuetext', '10 מעלות');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(look).toHaveAttribute('aria-valuenow', '350');
    await userEvent.keyboard('{Home}');

    const box = look.getBoundingClientRect();
    const y = box.top + box.height / 2;
    fireEvent.pointerDown(look, { pointerId: 1, button: 0, clientX: box.left + 10, clientY: y });
    fireEvent.pointerMove(look, { pointerId: 1, clientX: box.left + 10 + box.width / 4, clientY: y });
    fireEvent.pointerUp(look, { pointerId: 1 });
    await waitFor(() => expect(Number(look.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
  },
};

/** English with autostart: the slow turn has a pause button (WCAG 2.2.2). */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Inside the Range Rover',
      header_size: 'l',
      panorama: { id: 4, alt: 'Range Rover cabin in Caraway semi-aniline leather' },
      has_autostart: true,
      box_color: 'black',
    },
  },
  play: async ({ canvas }) => {
    const look = canvas.getByRole('slider', { name: /Look around the cabin/ });
    const pause = await canvas.findByRole('button', { name: 'Pause the turn' });
    await waitFor(() => expect(Number(look.getAttribute('aria-valuenow'))).toBeGreaterThan(0), { timeout: 3000 });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play the turn' })).toBeVisible();
    const stopped = look.getAttribute('aria-valuenow');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(look).toHaveAttribute('aria-valuenow', stopped);
  },
};
