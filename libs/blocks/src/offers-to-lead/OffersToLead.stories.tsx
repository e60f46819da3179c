import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { testDriveForm } from '../forms/fixtures';
import { BlockPreview } from '../testing/BlockPreview';

// The error state with "Try again" (B§4) is shown by the form block's ErrorWithRetry stories, which use
// these texts; here the block itself: title, subtitle and the form, button at the end by default.
const meta = {
  title: 'Blocks/Forms/Offers to lead',
  component: BlockPreview,
  args: {
    template: 'offers-to-lead',
    index: 2,
    fields: {
      category: 'finance',
      defender: true,
      form_title: 'מתעניינים במבצע?',
      form_subtile: 'השאירו פרטים ונציג יחזור אליכם.',
      form_id: '6',
      box_color: 'grey',
    },
    data: { form: testDriveForm },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'מתעניינים במבצע?' })).toBeVisible();
    await expect(canvas.getByText('השאירו פרטים ונציג יחזור אליכם.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...meta.args.fields, form_title: 'Interested in an offer?', form_subtile: 'Leave your details.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};
