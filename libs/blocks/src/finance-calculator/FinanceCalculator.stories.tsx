import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { exampleInstance, templateByKey } from '@lux/block-catalogue';
import { FINANCE_CALCULATOR_STORAGE_KEY } from '@lux/pricing';
import { BlockPreview } from '../testing/BlockPreview';

/** The demo content of the all-blocks page: 3 products (Spitzer loan, 50/50 balloon, private lease), 4 models. */
const demo = (locale: 'he' | 'en') => exampleInstance(templateByKey('finance-calculator'), locale);
const he = demo('he');
const en = demo('en');

/** Valid JSON text (the validator's bar) whose content is wrong: the block falls back to its defaults. */
const badGroups = (name: string) => [
  {
    finance_product: 'NoSuchProduct',
    name,
    description: '',
    link: null,
    main_button: null,
    additional_buttons: [],
    input_configuration: '{"down_payment": "lots", "duration": {"min": 9, "max": 2}}',
    output_configuration: '[1, 2, 3]',
    disclaimer_title: '',
    disclaimer_body: '',
  },
];

const meta = {
  title: 'Blocks/Calculators/Finance calculator',
  component: BlockPreview,
  args: { template: 'finance-calculator', fields: he.fields, groups: he.groups, index: 3 },
  // The calculator keeps the visitor's choices (B§3.4 saved data): each story starts from a first visit.
  beforeEach: () => {
    localStorage.removeItem(FINANCE_CALCULATOR_STORAGE_KEY);
  },
} satisfies Meta<typeof BlockPreview>;

/** A returning visitor's saved data: the Spitzer loan tab, the second model, 35 % down over 6 years. */
const returning = (model: string) => () => {
  localStorage.setItem(
    FINANCE_CALCULATOR_STORAGE_KEY,
    JSON.stringify({
      metadata: { version: 1, saved_at: '2026-11-26T10:00:00.000Z' },
      data: [
        null,
        null,
        null,
        { model, product: 'IsraelSpitzerLoan', product_index: 0, down_payment: 35, duration: 6, rate: 5.9 },
      ],
    }),
  );
};

export default meta;
type Story = StoryObj<typeof meta>;

const monthlyText = (
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  name: string,
) => canvas.getByRole('status', { name }).textContent ?? '';

/** Hebrew, right to left: ArrowLeft raises the down payment and the monthly payment falls at once. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const before = monthlyText(canvas, 'החזר חודשי');
    const slider = canvas.getByRole('slider', { name: 'מקדמה' });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveValue('25');
    await waitFor(() => expect(monthlyText(canvas, 'החזר חודשי')).not.toBe(before));
    await userEvent.click(canvas.getByRole('tab', { name: '50/50' }));
    await expect(canvas.queryByRole('slider', { name: 'מקדמה' })).toBeNull();
  },
};

/** English, left to right: ArrowRight raises the duration. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { fields: en.fields, groups: en.groups },
  play: async ({ canvas }) => {
    const before = monthlyText(canvas, 'Monthly payment');
    const slider = canvas.getByRole('slider', { name: 'Duration' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('5');
    await waitFor(() => expect(monthlyText(canvas, 'Monthly payment')).not.toBe(before));
  },
};

/** The MENA layout: the model's picture and a dark quote card side by side, the inputs in a row. */
export const HebrewMena: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...he.fields, calculator_style: 'mena' } },
};

export const EnglishMena: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...en.fields, calculator_style: 'mena' }, groups: en.groups },
};

/** hide_free_items: the model's free items are not listed. */
export const HebrewHideFreeItems: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...he.fields, hide_free_items: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('כלול ברכישה')).toBeNull();
  },
};

export const EnglishHideFreeItems: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...en.fields, hide_free_items: true }, groups: en.groups },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Included with the car')).toBeNull();
  },
};

/** Broken configuration: the block still renders, with the B§3.4 defaults (20–50 %, 4–7 years). */
export const HebrewBadConfig: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...he.fields, nameplate_key_filter: 'defender-110' }, groups: badGroups('מימון') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'מקדמה' })).toHaveValue('20');
    await expect(canvas.getByRole('slider', { name: 'תקופה' })).toHaveValue('4');
  },
};

export const EnglishBadConfig: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...en.fields, nameplate_key_filter: 'defender-110' }, groups: badGroups('Finance') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Down payment' })).toHaveValue('20');
    await expect(canvas.getByRole('slider', { name: 'Duration' })).toHaveValue('4');
  },
};

/** Saved data (B§3.4), Hebrew: a returning visitor finds the choices they left, and changes are saved. */
export const HebrewReturningVisitor: Story = {
  globals: { locale: 'he' },
  beforeEach: returning('discovery'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('slider', { name: 'מקדמה' })).toHaveValue('35'));
    await expect(canvas.getByRole('slider', { name: 'תקופה' })).toHaveValue('6');
    const slider = canvas.getByRole('slider', { name: 'מקדמה' });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(
        JSON.parse(localStorage.getItem(FINANCE_CALCULATOR_STORAGE_KEY) ?? '{}').data[3].down_payment,
      ).toBe(40),
    );
  },
};

export const EnglishReturningVisitor: Story = {
  globals: { locale: 'en' },
  beforeEach: returning('discovery'),
  args: { fields: en.fields, groups: en.groups },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('slider', { name: 'Down payment' })).toHaveValue('35'));
    await expect(canvas.getByRole('slider', { name: 'Duration' })).toHaveValue('6');
  },
};
