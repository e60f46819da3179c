import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mediaQueries } from '@lux/ui';
import { englishItems, hebrewItems } from '../testing/items';
import { FloatingActionButton } from './FloatingActionButton';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };

/** 4 links from the `md` breakpoint up, 3 below it (A§9). */
const expectedLinks = () => (window.matchMedia(mediaQueries.md).matches ? 4 : 3);

const meta = {
  title: 'Chrome/FloatingActionButton',
  component: FloatingActionButton,
  args: { items: hebrewItems, label: 'פעולות מהירות' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FloatingActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed in Hebrew: pinned to the bottom-left corner, the inline end. */
export const HebrewCollapsed: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'פעולות מהירות' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.getBoundingClientRect().right).toBeLessThan(window.innerWidth / 2);
  },
};

/** Opened from the keyboard in English: bottom-right, 4 links on desktop and 3 on mobile. */
export const EnglishOpenedWithKeyboard: Story = {
  globals: english,
  args: { items: englishItems, label: 'Quick actions' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Quick actions' });
    await expect(toggle.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link')).toHaveLength(expectedLinks());
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const HebrewExpanded: Story = { globals: hebrew, args: { defaultExpanded: true } };

export const EnglishExpandedDarkTheme: Story = {
  globals: { ...english, theme: 'dark' },
  args: { items: englishItems, label: 'Quick actions', defaultExpanded: true },
};
