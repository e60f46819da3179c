import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formRows } from '../../testing/formsFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { FormsScreen } from './FormsScreen';

const meta = {
  title: 'Admin/Forms/FormsScreen',
  component: FormsScreen,
  decorators: [adminFrame('/forms')],
  args: { list: { data: formRows, meta: { total: 2, page: 1, items: 25, pages: 1 } } },
} satisfies Meta<typeof FormsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = { globals: { locale: 'he' } };

export const English: Story = { globals: { locale: 'en' } };

export const Empty: Story = { globals: { locale: 'he' }, args: { list: { data: [], meta: { total: 0, page: 1, items: 25, pages: 0 } } } };

/** An editor: no delete (admin only), everything else. */
export const Editor: Story = {
  globals: { locale: 'en' },
  parameters: { adminUser: { id: 'e', email: 'editor@lux.example', name: 'Eden Editor', roles: ['editor'] } },
};

/** Sales see every form with links to its leads and exports, and nothing to edit. */
export const Sales: Story = {
  globals: { locale: 'he' },
  parameters: { adminUser: { id: 's', email: 'sales@lux.example', name: 'סיון מכירות', roles: ['sales'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'שכפול צור קשר' })).toBeNull();
    await expect(canvas.getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** The duplicate dialog asks for the copy's name. */
export const Duplicate: Story = {
  globals: { locale: 'he' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'שכפול צור קשר' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'שכפול צור קשר' })).toBeInTheDocument();
  },
};
