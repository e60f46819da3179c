import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contactForm, contactFormForSales, leadRows } from '../../testing/formsFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { LeadsScreen } from './LeadsScreen';

const meta = {
  title: 'Admin/Forms/LeadsScreen',
  component: LeadsScreen,
  decorators: [adminFrame('/forms/3/leads')],
  args: { form: contactForm, list: { data: leadRows, meta: { total: 40, page: 1, items: 25, pages: 2 } } },
} satisfies Meta<typeof LeadsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = { globals: { locale: 'he' } };

export const English: Story = { globals: { locale: 'en' } };

/** Filtered by dates (the fields show the URL's dates), sorted oldest first. */
export const Filtered: Story = { globals: { locale: 'he' }, parameters: { adminSearch: '?from=2026-11-01&until=2026-11-30&sort=created_at' } };

/** No lead in the range. */
export const Empty: Story = {
  globals: { locale: 'he' },
  args: { list: { data: [], meta: { total: 0, page: 1, items: 25, pages: 0 } } },
  parameters: { adminSearch: '?from=2020-01-01&until=2020-01-31' },
};

/** As sales see it: the form has no name for them. */
export const ForSales: Story = {
  globals: { locale: 'en' },
  args: { form: contactFormForSales },
  parameters: { adminUser: { id: 's', email: 'sales@lux.example', name: 'Sivan Sales', roles: ['sales'] } },
};

/** A range that ends before it starts is refused beside the end date, and announced. */
export const InvalidRange: Story = {
  globals: { locale: 'en' },
  parameters: { adminSearch: '?from=2026-11-20&until=2026-11-10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The end date is before the start date');
  },
};

export const InvalidRangeHebrew: Story = {
  globals: { locale: 'he' },
  parameters: { adminSearch: '?from=2026-11-20&until=2026-11-10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'סינון' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('תאריך הסיום מוקדם מתאריך ההתחלה');
  },
};
