import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { $videoModal, videoSourceFrom, type VideoModalState } from '@lux/shell';
import { StoryScope, value } from '../testing/StoryScope';
import { VideoModal } from './VideoModal';

// A same-site file address: stories never reach the network for a player.
const video = (title: string): VideoModalState => ({ title, source: videoSourceFrom('/videos/defender-octa.mp4')! });

const meta = {
  title: 'Chrome/VideoModal',
  component: VideoModal,
  args: { closeLabel: 'סגירה' },
  render: (args, { parameters }) => (
    <StoryScope values={[value($videoModal, parameters['video'] as VideoModalState)]}>
      <VideoModal {...args} />
    </StoryScope>
  ),
  parameters: { video: video('דיפנדר OCTA בשטח') },
} satisfies Meta<typeof VideoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: named by its title, close button first in focus, Escape closes and removes the player. */
export const Hebrew: Story = {
  globals: { locale: 'he', direction: 'auto' },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'דיפנדר OCTA בשטח' });
    await expect(canvas.getByRole('button', { name: 'סגירה' })).toHaveFocus();
    await expect(dialog.querySelector('video')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en', direction: 'auto' },
  args: { closeLabel: 'Close' },
  parameters: { video: video('Defender OCTA off road') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
