import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = { title: 'Components/Checkbox' } satisfies Meta;
export default meta;
type Story = StoryObj;

const stack = { display: 'grid', gap: '1rem' } as const;

export const HebrewStates: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <div style={stack}>
      <Checkbox description="נשלח אליך עדכון על דגמים חדשים">אני מעוניין לקבל עדכונים</Checkbox>
      <Checkbox defaultSelected>רכב חשמלי בלבד</Checkbox>
      <Checkbox isIndeterminate>כל הצבעים</Checkbox>
      <Checkbox isDisabled>מלאי בדרך</Checkbox>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const updates = canvas.getByRole('checkbox', { name: 'אני מעוניין לקבל עדכונים' });
    await userEvent.click(updates);
    await expect(updates).toBeChecked();
  },
};

export const EnglishStatesDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => (
    <div style={stack}>
      <Checkbox>Send me updates</Checkbox>
      <Checkbox defaultSelected>Electric only</Checkbox>
      <Checkbox isDisabled>In transit</Checkbox>
    </div>
  ),
};

export const HebrewInvalid: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <Checkbox isInvalid errorMessage="יש לאשר את תנאי השימוש">
      קראתי ואני מסכים לתנאי השימוש
    </Checkbox>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getByRole('checkbox', { name: 'קראתי ואני מסכים לתנאי השימוש' });
    await expect(terms).toHaveAccessibleDescription('יש לאשר את תנאי השימוש');
  },
};

export const EnglishInvalid: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => (
    <Checkbox isInvalid errorMessage="Accept the terms to continue">
      I accept the terms of use
    </Checkbox>
  ),
};
