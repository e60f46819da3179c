import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField';

const meta = { title: 'Components/TextField' } satisfies Meta;
export default meta;
type Story = StoryObj;

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };
const stack = { display: 'grid', gap: '1.5rem', maxInlineSize: '28rem' } as const;

export const HebrewFields: Story = {
  globals: hebrew,
  render: () => (
    <div style={stack}>
      <TextField label="שם מלא" description="כפי שמופיע בתעודת הזהות" isRequired />
      <TextField label="דואר אלקטרוני" type="email" />
      <TextField label="סיסמה" type="password" />
      <TextField label="הערות" multiline rows={3} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'שם מלא' });
    await expect(name).toBeRequired();
    await expect(name).toHaveAccessibleDescription('כפי שמופיע בתעודת הזהות');
    await userEvent.type(name, 'ישראל ישראלי');
    await expect(name).toHaveValue('ישראל ישראלי');
  },
};

export const EnglishFields: Story = {
  globals: english,
  render: () => (
    <div style={stack}>
      <TextField label="Full name" description="As on your ID card" isRequired />
      <TextField label="Email" type="email" />
      <TextField label="Notes" multiline rows={3} />
    </div>
  ),
};

export const HebrewInvalid: Story = {
  globals: hebrew,
  render: () => (
    <TextField
      label="דואר אלקטרוני"
      type="email"
      defaultValue="דני@"
      isInvalid
      errorMessage="כתובת הדואר אינה תקינה"
    />
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'דואר אלקטרוני' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('כתובת הדואר אינה תקינה');
  },
};

export const EnglishInvalidDark: Story = {
  globals: { ...english, theme: 'dark' },
  render: () => (
    <TextField
      label="Email"
      type="email"
      defaultValue="dan@"
      isInvalid
      errorMessage="Enter a valid email address"
    />
  ),
};

export const EnglishDisabled: Story = {
  globals: english,
  render: () => <TextField label="Order number" defaultValue="LX-20931" isDisabled />,
};

/** Native validation on submit: a required empty field shows the browser's message. */
export const EnglishRequiredOnSubmit: Story = {
  globals: english,
  render: () => (
    <form onSubmit={(event) => event.preventDefault()} style={stack}>
      <TextField label="VIN" isRequired errorMessage="Enter the vehicle identification number" />
      <button type="submit">Save</button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const vin = canvas.getByRole('textbox', { name: 'VIN' });
    await expect(vin).toHaveAttribute('aria-invalid', 'true');
    await expect(vin).toHaveAccessibleDescription('Enter the vehicle identification number');
  },
};
