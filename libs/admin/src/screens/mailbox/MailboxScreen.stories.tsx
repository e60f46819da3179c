import type { Meta, StoryObj } from '@storybook/react-vite';
import { mailboxRows } from '../../testing/formsFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { MailboxScreen } from './MailboxScreen';

const meta = {
  title: 'Admin/Forms/MailboxScreen',
  component: MailboxScreen,
  decorators: [adminFrame('/mailbox')],
  args: { list: { data: mailboxRows, meta: { total: 2, page: 1, items: 25, pages: 1 } } },
} satisfies Meta<typeof MailboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = { globals: { locale: 'he' } };

export const English: Story = { globals: { locale: 'en' } };

export const Empty: Story = { globals: { locale: 'he' }, args: { list: { data: [], meta: { total: 0, page: 1, items: 25, pages: 0 } } } };

/** Sales read the mailbox too. */
export const ForSales: Story = {
  globals: { locale: 'en' },
  parameters: { adminUser: { id: 's', email: 'sales@lux.example', name: 'Sivan Sales', roles: ['sales'] } },
};
