import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { loadFor, withSeededPrices } from '../model-catalogue/stories';
import { MODAL_FORM_EVENT } from '../shared/BlockLink';
import { BlockPreview } from '../testing/BlockPreview';
import { singleOfferLoader } from './loader';

const meta = {
  title: 'Blocks/Other/Single offer',
  component: BlockPreview,
  decorators: [withSeededPrices],
  args: {
    template: 'single-offer',
    index: 3,
    fields: {
      hash: 'defender-110',
      hidden_fields: '{"campaign":"defender-110-50-50"}',
      header_tag: 'H2',
      header_size: 'l',
      paragraph:
        '<p>לדוגמה: דיפנדר 110 D250 SE במחיר {{price:defender-110-d250-se}}. בכפוף לאישור הגוף המממן; בתוקף עד 31.12.2026.</p>',
      button: {
        url: '',
        type: 'form',
        target: '_self',
        link_text: 'לקבלת ההצעה',
        ui_type: 'primary',
        rdx_forms_form_id: '1001',
        always_show: true,
      },
    },
  },
  loaders: [
    async ({ args, globals }) => ({
      data: await loadFor(
        singleOfferLoader,
        [{ id: 1, template: 'single-offer', fields: args.fields }],
        1,
        globals['locale'],
      ),
    }),
  ],
  render: (args, { loaded }) => <BlockPreview {...args} data={loaded['data']} />,
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the offer, its prices through the price settings, the terms, and a form that gets the hidden fields. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'דיפנדר 110' })).toBeVisible();
    await expect(canvas.getByText('מימון 50/50 ל-36 חודשים ללא ריבית')).toBeVisible();
    await expect(canvas.getByText('החל מ-₪ 459,000')).toBeVisible();
    await expect(canvas.getByText(/במחיר ₪ 459,000/)).toBeVisible();
    const opened = fn();
    const listener = (event: Event) => opened((event as CustomEvent).detail);
    window.addEventListener(MODAL_FORM_EVENT, listener);
    await userEvent.click(canvas.getByRole('button', { name: 'לקבלת ההצעה' }));
    window.removeEventListener(MODAL_FORM_EVENT, listener);
    await expect(opened).toHaveBeenCalledWith(
      expect.objectContaining({ hiddenFields: { campaign: 'defender-110-50-50' } }),
    );
  },
};

/** English, by nameplate code, with the model page as the call to action. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      hash: 'l663',
      header_tag: 'H2',
      header_size: 'm',
      paragraph: '<p>Subject to the lender’s approval.</p>',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Special offer · Defender')).toBeVisible();
    await expect(canvas.getByText('Or lease from ₪ 6,700 / month')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore the model' })).toHaveAttribute(
      'href',
      '/en/models/defender',
    );
  },
};
