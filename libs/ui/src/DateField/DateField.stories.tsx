import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateField } from './DateField';

const meta = { title: 'Components/DateField' } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Hebrew order: day, month, year; typing moves from segment to segment. */
export const HebrewTyped: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <DateField label="תאריך מסירה" description="יום, חודש ושנה" />,
  play: async ({ canvas, userEvent }) => {
    const day = canvas.getAllByRole('spinbutton')[0]!;
    await userEvent.click(day);
    await userEvent.keyboard('24122026');
    const segments = canvas.getAllByRole('spinbutton').map((segment) => segment.textContent);
    await expect(segments).toEqual(['24', '12', '2026']);
  },
};

export const EnglishDefault: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <DateField label="Delivery date" description="Month, day and year" />,
};

export const HebrewInvalid: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <DateField label="תאריך מסירה" isInvalid errorMessage="יש להזין תאריך עתידי" />,
};

export const EnglishDisabledDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => <DateField label="Delivery date" isDisabled />,
};
