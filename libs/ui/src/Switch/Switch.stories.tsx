import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Switch } from './Switch';

const meta = { title: 'Components/Switch' } satisfies Meta;
export default meta;
type Story = StoryObj;

const stack = { display: 'grid', gap: '1rem' } as const;

/** The knob starts at the inline start (right under Hebrew) and moves to the inline end when on. */
export const HebrewStates: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <div style={stack}>
      <Switch description="הדגם יוצג באתר מיד">פרסום באתר</Switch>
      <Switch defaultSelected>הצגת מחיר</Switch>
      <Switch isDisabled>מבצע פעיל</Switch>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const publish = canvas.getByRole('switch', { name: 'פרסום באתר' });
    await userEvent.click(publish);
    await expect(publish).toBeChecked();
  },
};

export const EnglishStates: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => (
    <div style={stack}>
      <Switch description="The model shows on the site at once">Publish on the site</Switch>
      <Switch defaultSelected>Show price</Switch>
      <Switch isDisabled>Offer active</Switch>
    </div>
  ),
};

export const EnglishBlackTheme: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'black' },
  render: () => (
    <div style={stack}>
      <Switch>Publish on the site</Switch>
      <Switch defaultSelected>Show price</Switch>
    </div>
  ),
};
