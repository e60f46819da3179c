import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadFor, withSeededPrices } from '../model-catalogue/stories';
import { BlockPreview } from '../testing/BlockPreview';
import { specificationAccordionLoader } from './loader';

const fields = {
  heading: 'מפרט טכני',
  header_tag: 'H2',
  header_size: 'l',
  model_keys: 'defender-110,discovery',
  box_color: 'light',
};

const meta = {
  title: 'Blocks/Advanced/Specification accordion',
  component: BlockPreview,
  decorators: [withSeededPrices],
  args: { template: 'specification-accordion', index: 3, fields, groups: [] },
  loaders: [
    async ({ args, globals }) => ({
      data: await loadFor(
        specificationAccordionLoader,
        [{ id: 1, template: 'specification-accordion', fields: args.fields }],
        1,
        globals['locale'],
      ),
    }),
  ],
  render: (args, { loaded }) => <BlockPreview {...args} data={loaded['data']} />,
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: versions grouped by model in the select, the first section open, the others open on demand. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'דגם' });
    await expect(within(select).getAllByRole('group')).toHaveLength(2);
    await expect(canvas.getByText('מחיר מחירון: ₪ 459,000')).toBeVisible();
    await expect(canvas.getByText('249 כ״ס')).toBeVisible();
    await userEvent.selectOptions(select, 'discovery-d300-dynamic-se');
    await expect(canvas.getByText('300 כ״ס')).toBeVisible();
    const powertrain = canvas.getByText('מערכת הנעה');
    // A native summary: in the tab order, and opened by the browser on Enter, Space or a click.
    const summary = powertrain.closest('summary')!;
    summary.focus();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(powertrain.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText('3.0 ליטר')).toBeVisible();
  },
};

/** English on grey with the editor's own sections: a named section and a list of spec keys. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      ...fields,
      heading: 'Specifications',
      box_color: 'grey',
      model_keys: 'defender-110-p400e-x-dynamic-hse,defender-110-d250-se',
    },
    groups: [
      { label: 'Performance', spec_key: 'performance', content: '' },
      {
        label: 'Electric driving',
        spec_key: 'electric_range_km,battery_kwh,electric_consumption_kwh_100km',
        content: '<p>WLTP figures.</p>',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lease: ₪ 7,990 / month')).toBeVisible();
    const electric = canvas.getByText('Electric driving').closest('details')!;
    await userEvent.click(canvas.getByText('Electric driving'));
    await expect(electric).toHaveAttribute('open');
    await expect(within(electric).getByText('51 km')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Model' }), 'defender-110-d250-se');
    // The diesel has no electric specs: only the notes remain in that section.
    await expect(within(electric).queryByText('Electric range (WLTP)')).toBeNull();
  },
};
