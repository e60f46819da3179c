import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dashboard } from '../screens/Dashboard';
import { adminFrame } from '../testing/storyFrame';

const meta = {
  title: 'Admin/AdminLayout',
  component: Dashboard,
  decorators: [adminFrame('')],
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard in Hebrew, right to left: every screen for an admin. */
export const Hebrew: Story = { globals: { locale: 'he' } };

/** The same in English, left to right. */
export const English: Story = { globals: { locale: 'en' } };

/** A sales user sees the locations, the forms (for their leads and exports) and the mailbox. */
export const SalesUser: Story = {
  globals: { locale: 'he' },
  parameters: { adminUser: { id: 's', email: 'sales@lux.example', name: 'סיון מכירות', roles: ['sales'] } },
};
