import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SettingRow } from '../../api/types';
import { adminFrame } from '../../testing/storyFrame';
import { SettingsScreen } from './SettingsScreen';

const rows: SettingRow[] = [
  { id: '1', key: 'meta.title_divider', value: '|', updated_at: '2026-11-20T10:00:00.000Z' },
  { id: '2', key: 'meta.app_name', value: 'לנד רובר ישראל', updated_at: '2026-11-20T10:00:00.000Z' },
  { id: '3', key: 'meta.app_name:en', value: 'Land Rover Israel', updated_at: '2026-11-21T09:00:00.000Z' },
  { id: '4', key: 'navigation.disabled_on_pages', value: '["/models"]', updated_at: '2026-11-22T08:30:00.000Z' },
];

const meta = {
  title: 'Admin/SettingsScreen',
  component: SettingsScreen,
  decorators: [adminFrame('/settings')],
  args: {
    list: { data: rows, meta: { total: 54, page: 1, items: 25, pages: 3 } },
    defaults: { 'meta.title_divider': '|', 'meta.app_name': '', 'navigation.disabled_on_pages': '[]', 'price.symbol': '€' },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = { globals: { locale: 'he' } };

export const English: Story = { globals: { locale: 'en' } };

/** Invalid JSON is refused beside the field, before anything is sent. */
export const InvalidJson: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit navigation.disabled_on_pages' }));
    const dialog = within(document.body).getByRole('dialog');
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await userEvent.clear(value);
    await userEvent.click(value);
    await userEvent.paste('{"oops"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByText(/Invalid JSON/)).toBeInTheDocument();
  },
};
