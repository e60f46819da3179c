import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadFor, PagePreview, withSeededPrices, type StoryBlock } from '../model-catalogue/stories';
import { modelSummaryLoader } from '../model-summary/loader';
import { modelSummaryFiltersLoader } from './loader';

const page = (he: boolean): StoryBlock[] => [
  {
    id: 2,
    template: 'model-summary-filters',
    fields: { heading: he ? 'מצאו את הדגם שלכם' : 'Find your model', header_tag: 'H2', header_size: 'm' },
  },
  {
    id: 3,
    template: 'model-summary',
    fields: {
      car_key: 'defender-110',
      engine_key: 'd250',
      model: he ? 'דיפנדר' : 'Defender',
      header_tag: 'H3',
      header_size: 'm',
    },
  },
  {
    id: 4,
    template: 'model-summary',
    fields: {
      car_key: 'defender-110',
      engine_key: 'p400e',
      model: he ? 'דיפנדר' : 'Defender',
      header_tag: 'H3',
      header_size: 'm',
      box_color: 'grey',
    },
  },
  {
    id: 5,
    template: 'model-summary',
    fields: { car_key: 'discovery', model: he ? 'דיסקברי' : 'Discovery', header_tag: 'H3', header_size: 'm' },
  },
];

const meta = {
  title: 'Blocks/Advanced/Model summary filters',
  component: PagePreview,
  decorators: [withSeededPrices],
  args: { blocks: page(true), data: {} },
  loaders: [
    async ({ args, globals }) => {
      const data: Record<number, unknown> = {};
      for (const block of args.blocks) {
        data[block.id] = await loadFor(
          block.template === 'model-summary' ? modelSummaryLoader : modelSummaryFiltersLoader,
          args.blocks,
          block.id,
          globals['locale'],
        );
      }
      return { data };
    },
  ],
  render: (args, { loaded }) => (
    <PagePreview blocks={args.blocks} data={loaded['data'] as Record<number, unknown>} />
  ),
} satisfies Meta<typeof PagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: toggle chips (aria-pressed) hide the summaries that do not match; a live status counts them. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const engines = canvas.getByRole('group', { name: 'הנעה' });
    await expect(canvas.getByRole('status')).toHaveTextContent('מוצגים 3 מתוך 3 דגמים');
    await userEvent.click(within(engines).getByRole('button', { name: 'היברידי נטען (PHEV)' }));
    await expect(within(engines).getByRole('button', { name: 'היברידי נטען (PHEV)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('מוצגים 1 מתוך 3 דגמים');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'איפוס' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      within(canvas.getByRole('group', { name: 'דגם' })).getByRole('button', { name: 'הכול' }),
    ).toHaveFocus();
  },
};

/** English: chips by keyboard; the model facet uses the editors' family names. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { blocks: page(false) },
  play: async ({ canvas }) => {
    const models = canvas.getByRole('group', { name: 'Model' });
    within(models).getByRole('button', { name: 'All' }).focus();
    await userEvent.tab();
    await expect(within(models).getByRole('button', { name: 'Defender' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 3 models');
  },
};
