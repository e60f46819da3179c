import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loadFor, withSeededPrices } from '../model-catalogue/stories';
import { BlockPreview } from '../testing/BlockPreview';
import { modelSummaryLoader } from './loader';

const meta = {
  title: 'Blocks/Advanced/Model summary',
  component: BlockPreview,
  decorators: [withSeededPrices],
  args: {
    template: 'model-summary',
    index: 3,
    fields: {
      car_key: 'defender-110',
      engine_key: 'p400e',
      spec_key_1: 'power_hp',
      spec_key_2: 'acceleration_0_100_s',
      spec_key_3: 'electric_range_km',
      has_columns: true,
      header_tag: 'H2',
      header_size: 'l',
      standard_equipment_content:
        '<ul><li>מתלי אוויר אלקטרוניים</li><li>Terrain Response 2</li><li>מצלמת 3D סראונד</li></ul>',
      box_color: 'light',
    },
  },
  loaders: [
    async ({ args, globals }) => ({
      data: await loadFor(
        modelSummaryLoader,
        [{ id: 1, template: 'model-summary', fields: args.fields }],
        1,
        globals['locale'],
      ),
    }),
  ],
  render: (args, { loaded }) => <BlockPreview {...args} data={loaded['data']} />,
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, two columns: prices through the price settings, three specs, equipment behind a disclosure. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'דיפנדר 110' })).toBeVisible();
    await expect(canvas.getByText('החל מ-₪ 549,000')).toBeVisible();
    await expect(canvas.getByText('ליסינג החל מ-₪ 7,990 / לחודש')).toBeVisible();
    await expect(canvas.getByText('404 כ״ס')).toBeVisible();
    const equipment = canvas.getByText('אבזור סטנדרטי');
    await userEvent.click(equipment);
    await expect(canvas.getByText('מצלמת 3D סראונד')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'לפרטי הדגם' })).toHaveAttribute(
      'href',
      '/models/defender',
    );
    await expect(canvas.getByRole('link', { name: 'השוו לדגם אחר' })).toHaveAttribute(
      'href',
      '/compare?models=defender-110-p400e-x-dynamic-hse',
    );
  },
};

/** English, stacked on grey, a car key and the editor's own spec labels. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      car_key: 'discovery-d300-dynamic-se',
      spec_key_1: 'seats',
      spec_label_1: 'Seats',
      spec_key_2: 'boot_litres',
      spec_key_3: 'power_hp',
      has_columns: false,
      header_tag: 'H2',
      box_color: 'grey',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Discovery' })).toBeVisible();
    await expect(canvas.getByText('Discovery D300 Dynamic SE')).toBeVisible();
    await expect(canvas.getByText('From ₪ 459,000')).toBeVisible();
    await expect(canvas.getByText('258 l')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore the model' })).toHaveAttribute(
      'href',
      '/en/models/discovery',
    );
  },
};
