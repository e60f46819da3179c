import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { cancelledOrder, confirmedOrder, openOrder } from '../../testing/orderFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { OrderScreen } from './OrderScreen';

const meta = {
  title: 'Admin/Orders/OrderScreen',
  component: OrderScreen,
  decorators: [adminFrame('/orders/LX-261126-K7Q2MZ')],
  args: { detail: confirmedOrder, leadFormId: '9' },
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmed, captured Stripe order: refund and cancel are offered. */
export const Hebrew: Story = { globals: { locale: 'he' } };

export const English: Story = { globals: { locale: 'en' } };

/** Opened, its hold running, nothing paid, the vendor not asked yet: only cancel. */
export const Open: Story = { globals: { locale: 'en' }, args: { detail: openOrder, leadFormId: null } };

/** Cancelled by an admin: the timeline shows who and why; no action is left. */
export const Cancelled: Story = { globals: { locale: 'he' }, args: { detail: cancelledOrder } };

/** The cancel dialog asks why before anything is sent. */
export const CancelDialog: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the order' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Cancel order LX-261126-K7Q2MZ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Cancelling: the timeline refreshes with the admin's transition. */
export const CancelDone: Story = {
  globals: { locale: 'he' },
  parameters: {
    adminClient: fakeHttpClient((call) => (call.method === 'POST' ? { body: { data: { order: cancelledOrder.order } } } : { body: { data: cancelledOrder } })).client,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ביטול ההזמנה' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ביטול הזמנה LX-261126-K7Q2MZ' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /סיבה/ }), 'הלקוח ביקש לבטל');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ביטול ההזמנה' }));
    await expect(await canvas.findByText('admin cancel: הלקוח ביקש לבטל')).toBeInTheDocument();
  },
};

/** The vendor refuses the refund: the reason shows in a toast and the dialog stays open. */
export const RefundRefused: Story = {
  globals: { locale: 'en' },
  parameters: {
    adminClient: fakeHttpClient(() => ({ status: 502, body: { errors: [{ status: '502', title: 'Bad Gateway', detail: 'Stripe refused the refund.' }] } })).client,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Refund order LX-261126-K7Q2MZ' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(await within(document.body).findByText('Stripe refused the refund.')).toBeInTheDocument();
  },
};
