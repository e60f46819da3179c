import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button';
import { buttonVariants } from './buttonRules';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'לתיאום נסיעת מבחן' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trailing arrow faces the inline end: left under Hebrew. */
export const HebrewPrimary: Story = {
  globals: hebrew,
  args: { trailingIcon: 'arrow' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('button', { name: 'לתיאום נסיעת מבחן' }).lastElementChild!;
    await expect(getComputedStyle(icon).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

export const EnglishPrimary: Story = {
  globals: english,
  args: { children: 'Book a test drive', trailingIcon: 'arrow' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('button', { name: 'Book a test drive' }).lastElementChild!;
    await expect(getComputedStyle(icon).transform).toBe('none');
  },
};

const hebrewLabels = { primary: 'לתיאום נסיעת מבחן', secondary: 'לכל הדגמים', tertiary: 'פרטים נוספים' };
const englishLabels = { primary: 'Book a test drive', secondary: 'All models', tertiary: 'More details' };

function Variants({ labels }: { labels: Record<(typeof buttonVariants)[number], string> }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', alignItems: 'start' }}>
      {(['medium', 'small'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} size={size} trailingIcon="chevron">
              {labels[variant]}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Primary, secondary and tertiary at both sizes; tertiary is always small (blocks spec §5). */
export const HebrewVariants: Story = { globals: hebrew, render: () => <Variants labels={hebrewLabels} /> };
export const EnglishVariants: Story = { globals: english, render: () => <Variants labels={englishLabels} /> };

export const HebrewDarkTheme: Story = {
  globals: { ...hebrew, theme: 'dark' },
  render: () => <Variants labels={hebrewLabels} />,
};
export const EnglishBlackTheme: Story = {
  globals: { ...english, theme: 'black' },
  render: () => <Variants labels={englishLabels} />,
};
export const HebrewGreyTheme: Story = {
  globals: { ...hebrew, theme: 'grey' },
  render: () => <Variants labels={hebrewLabels} />,
};

export const HebrewLink: Story = {
  globals: hebrew,
  args: { href: '#models', variant: 'secondary', children: 'לכל הדגמים', trailingIcon: 'arrow' },
};
export const EnglishLink: Story = {
  globals: english,
  args: { href: '#models', variant: 'secondary', children: 'All models', trailingIcon: 'arrow' },
};

export const HebrewLoading: Story = { globals: hebrew, args: { loading: true, children: 'שולח' } };
export const EnglishDisabled: Story = { globals: english, args: { disabled: true, children: 'Sold out' } };

/** Keyboard focus shows the ring (WCAG 2.4.7) in a dark theme too. */
export const EnglishFocusDark: Story = {
  globals: { ...english, theme: 'dark' },
  args: { children: 'Configure', trailingIcon: 'arrow' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Configure' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};
