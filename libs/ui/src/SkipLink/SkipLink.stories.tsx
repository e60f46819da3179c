import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  render: (args) => (
    <div style={{ position: 'relative', minBlockSize: '8rem' }}>
      <SkipLink {...args} />
      {/* Below the revealed skip link, so both keep a 24px target (WCAG 2.5.8). */}
      <nav aria-label="menu" style={{ paddingBlockStart: '4rem' }}>
        <Button href="#models" variant="tertiary">
          Models
        </Button>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <p>…</p>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab reveals the link, large enough to hit (WCAG 2.5.8). */
function revealsOnTab(name: string): Story['play'] {
  return async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  };
}

/** Hidden until focused, then shown at the inline start (the right edge in Hebrew). */
export const HebrewFocused: Story = {
  globals: { locale: 'he', direction: 'auto' },
  args: { children: 'דלג לתוכן' },
  play: revealsOnTab('דלג לתוכן'),
};

export const EnglishFocused: Story = {
  globals: { locale: 'en', direction: 'auto' },
  args: { children: 'Skip to content' },
  play: revealsOnTab('Skip to content'),
};

export const EnglishHidden: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'black' },
  args: { children: 'Skip to content' },
};
