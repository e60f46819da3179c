import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consentRows } from '../../testing/consentFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { ConsentsScreen } from './ConsentsScreen';

const meta = {
  title: 'Admin/ConsentsScreen',
  component: ConsentsScreen,
  decorators: [adminFrame('/consents')],
  args: { list: { data: consentRows, meta: { total: 3, page: 1, items: 25, pages: 1 } } },
} satisfies Meta<typeof ConsentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'רישומי הסכמה' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'הורדת CSV של רישומי ההסכמה בסינון הנוכחי' })).toHaveAttribute(
      'href',
      '/admin/api/forms/consents/export.csv?sort=-created_at',
    );
  },
};

export const English: Story = { globals: { locale: 'en' } };

/** One visitor's history: filtered by consent id and a granted category. */
export const Filtered: Story = {
  globals: { locale: 'en' },
  args: { list: { data: consentRows.slice(1), meta: { total: 2, page: 1, items: 25, pages: 1 } } },
  parameters: { adminSearch: '?consent=9d0c1b2a-1111-4222-8333-444455556666&scope=statistic&from=2026-11-01' },
};

export const Empty: Story = {
  globals: { locale: 'he' },
  args: { list: { data: [], meta: { total: 0, page: 1, items: 25, pages: 0 } } },
  parameters: { adminSearch: '?action=vendor' },
};
