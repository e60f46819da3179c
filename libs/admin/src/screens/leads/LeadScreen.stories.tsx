import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { contactForm, deliveries, leadRows } from '../../testing/formsFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { LeadScreen } from './LeadScreen';

const meta = {
  title: 'Admin/Forms/LeadScreen',
  component: LeadScreen,
  decorators: [adminFrame('/forms/3/leads/12')],
  args: { form: contactForm, lead: leadRows[0]!, deliveries },
} satisfies Meta<typeof LeadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dead CRM delivery with its attempts, and the "fix" button. */
export const Hebrew: Story = { globals: { locale: 'he' } };

export const English: Story = { globals: { locale: 'en' } };

/** Everything delivered: nothing to fix. */
export const AllDelivered: Story = {
  globals: { locale: 'he' },
  args: { deliveries: deliveries.filter((delivery) => delivery.status === 'delivered') },
};

/** No delivery yet (the worker has not picked the lead up). */
export const NoDeliveries: Story = { globals: { locale: 'en' }, args: { deliveries: [] } };

/** "Fix" re-queues the dead delivery: it shows pending again. */
export const Fixed: Story = {
  globals: { locale: 'en' },
  parameters: {
    adminClient: fakeHttpClient(() => ({
      body: { data: deliveries.map((d) => (d.status === 'dead' ? { ...d, status: 'pending', attempts: 0 } : d)), meta: { requeued: 1 } },
    })).client,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend failed deliveries' }));
    await expect(await canvas.findByRole('region', { name: 'CRM: Pending' })).toBeInTheDocument();
  },
};

/** The API refuses "fix": the reason shows in a toast and the log is unchanged. */
export const FixRefused: Story = {
  globals: { locale: 'he' },
  parameters: {
    adminClient: fakeHttpClient(() => ({ status: 403, body: { errors: [{ status: '403', title: 'Forbidden', detail: 'This route needs one of the roles: admin, sales.' }] } })).client,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה מחדש של משלוחים שנכשלו' }));
    await expect(await within(document.body).findByText('This route needs one of the roles: admin, sales.')).toBeInTheDocument();
  },
};

/** While "fix" is on its way: the button shows it is busy. */
export const Fixing: Story = {
  globals: { locale: 'he' },
  parameters: { adminClient: fakeHttpClient(() => new Promise(() => undefined)).client },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fix = canvas.getByRole('button', { name: /שליחה מחדש של משלוחים שנכשלו/ });
    await userEvent.click(fix);
    await expect(fix).toHaveAttribute('aria-busy', 'true');
  },
};
