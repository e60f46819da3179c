import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mediaQueries } from '@lux/ui';
import { englishItems, hebrewItems } from '../testing/items';
import { QuickLinks } from './QuickLinks';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };
const expectedLinks = () => (window.matchMedia(mediaQueries.md).matches ? 4 : 3);

const meta = {
  title: 'Chrome/QuickLinks',
  component: QuickLinks,
  args: { items: hebrewItems, label: 'קישורים מהירים' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof QuickLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Docked at the left edge in Hebrew; the chevrons point left, toward the inline end. */
export const HebrewExpanded: Story = {
  globals: hebrew,
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'קישורים מהירים' });
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
    await expect(canvas.getAllByRole('link')).toHaveLength(expectedLinks());
    const chevron = canvas.getAllByRole('link')[0]!.querySelector('svg[data-icon="chevron"]')!;
    await expect(getComputedStyle(chevron).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

/** Docked at the right edge in English, toggled with the mouse. */
export const EnglishToggled: Story = {
  globals: english,
  args: { items: englishItems, label: 'Quick links' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Quick links' });
    await expect(toggle.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Book a test drive' })).toBeVisible();
    const chevron = canvas.getAllByRole('link')[0]!.querySelector('svg[data-icon="chevron"]')!;
    await expect(getComputedStyle(chevron).transform).toBe('none');
  },
};

export const HebrewCollapsedGreyTheme: Story = { globals: { ...hebrew, theme: 'grey' } };

export const EnglishExpandedBlackTheme: Story = {
  globals: { ...english, theme: 'black' },
  args: { items: englishItems, label: 'Quick links', defaultExpanded: true },
};
