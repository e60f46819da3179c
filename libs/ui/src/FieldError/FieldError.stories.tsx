import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, TextField as AriaTextField, Input, Label } from 'react-aria-components';
import { expect } from 'storybook/test';
import { FieldError } from './FieldError';

const meta = { title: 'Components/FieldError' } satisfies Meta;
export default meta;
type Story = StoryObj;

/** In a custom composition: the error is shown while the field is invalid and describes its input. */
function Composed({ label, error }: { label: string; error: string }) {
  return (
    <Form>
      <AriaTextField isInvalid>
        <Label>{label}</Label>
        <Input />
        <FieldError>{error}</FieldError>
      </AriaTextField>
    </Form>
  );
}

export const HebrewInvalid: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Composed label="מספר רישוי" error="יש להזין מספר רישוי בן 7 או 8 ספרות" />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'מספר רישוי' });
    await expect(input).toHaveAccessibleDescription('יש להזין מספר רישוי בן 7 או 8 ספרות');
  },
};

export const EnglishInvalidDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => <Composed label="Licence plate" error="Enter a plate of 7 or 8 digits" />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Licence plate' });
    await expect(input).toHaveAccessibleDescription('Enter a plate of 7 or 8 digits');
  },
};
