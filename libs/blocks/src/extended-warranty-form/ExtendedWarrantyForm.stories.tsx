import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { testDriveForm } from '../forms/fixtures';
import { BlockPreview } from '../testing/BlockPreview';

const table =
  '<table><thead><tr><th>דגם</th><th>שנה (AED)</th><th>שנתיים (AED)</th></tr></thead>' +
  '<tbody><tr><td>דיפנדר</td><td>4,200</td><td>7,900</td></tr><tr><td>דיסקברי</td><td>3,900</td><td>7,300</td></tr></tbody></table>';

const meta = {
  title: 'Blocks/Forms/Extended warranty form',
  component: BlockPreview,
  args: {
    template: 'extended-warranty-form',
    index: 2,
    fields: { heading: 'אחריות מורחבת', header_tag: 'H2', header_size: 'l', table_content: table, has_two_columns: true },
    data: { form: testDriveForm },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /שם מלא/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...meta.args.fields, heading: 'Extended warranty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Extended warranty' })).toBeVisible();
  },
};
