import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formBlockFields, testDriveForm, tradeInForm } from '../forms/fixtures';
import { BlockPreview } from '../testing/BlockPreview';

const tab = (blockId: number, label: string, form: typeof testDriveForm) => ({
  blockId,
  label,
  fields: { ...formBlockFields({ form_id: String(form.id) }), heading: label, header_tag: 'H2', header_size: 'l', paragraph: '', top_tabs_limit: 3, tab_id: 'mena', tab_x_padding: 24, disclaimers: '' },
  form,
});

const meta = {
  title: 'Blocks/Forms/Expanded entry form (MENA)',
  component: BlockPreview,
  args: {
    template: 'expanded-entry-form',
    index: 2,
    fields: {
      heading: 'איך נוכל לעזור?',
      header_tag: 'H2',
      header_size: 'l',
      form_id: '2',
      tab_id: 'mena',
      top_tabs_limit: 3,
      tab_x_padding: 24,
      disclaimers: '<p>הפרטים ישמשו ליצירת קשר בלבד, בהתאם למדיניות הפרטיות.</p>',
    },
    data: { tabs: [tab(1, 'נסיעת מבחן', testDriveForm), tab(2, 'טרייד אין', tradeInForm)] },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'נסיעת מבחן' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'טרייד אין' }));
    await expect(canvas.getByRole('textbox', { name: /הרכב הנוכחי/ })).toBeVisible();
    await expect(canvas.getByText(/ליצירת קשר בלבד/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...meta.args.fields, heading: 'How can we help?', disclaimers: '<p>Your details are used to contact you only.</p>' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toBeVisible();
  },
};
