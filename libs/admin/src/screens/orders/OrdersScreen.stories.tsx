import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { holdSettings, orderRows } from '../../testing/orderFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { OrdersScreen } from './OrdersScreen';

const meta = {
  title: 'Admin/Orders/OrdersScreen',
  component: OrdersScreen,
  decorators: [adminFrame('/orders')],
  args: { list: { data: orderRows, meta: { total: 3, page: 1, items: 25, pages: 1 } }, holdSettings },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'הזמנות' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'LX-261126-K7Q2MZ' })).toHaveAttribute('href', '/admin/orders/LX-261126-K7Q2MZ');
  },
};

export const English: Story = { globals: { locale: 'en' } };

/** Filtered by state and vendor, on the second of four pages. */
export const Filtered: Story = {
  globals: { locale: 'en' },
  args: { list: { data: orderRows.slice(0, 1), meta: { total: 76, page: 2, items: 25, pages: 4 } } },
  parameters: { adminSearch: '?state=confirmed&vendor=STRIPE&from=2026-11-01&page=2' },
};

export const Empty: Story = {
  globals: { locale: 'he' },
  args: { list: { data: [], meta: { total: 0, page: 1, items: 25, pages: 0 } }, holdSettings: null },
  parameters: { adminSearch: '?state=refunded' },
};

/** A hold length out of range is refused beside the minutes before anything is sent. */
export const HoldOutOfRange: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Vehicle hold length' });
    const minutes = within(panel).getByRole('textbox', { name: 'Minutes' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '1500');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(minutes).toHaveAttribute('aria-invalid', 'true');
    await expect(within(panel).getByText('The hold must last from 30 s to 24 h.')).toBeInTheDocument();
  },
};

/** Saving a new hold length: the panel shows the stored value. */
export const HoldSaved: Story = {
  globals: { locale: 'he' },
  parameters: {
    adminClient: fakeHttpClient((call) => ({ body: { data: { ...holdSettings, hold_seconds: (call.body as { hold_seconds: number }).hold_seconds } } })).client,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'משך שמירת רכב' });
    const minutes = within(panel).getByRole('textbox', { name: 'דקות' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    await userEvent.click(within(panel).getByRole('button', { name: 'שמירה' }));
    await expect(await within(panel).findByText(/כרגע: 30 דקות/)).toBeInTheDocument();
  },
};
