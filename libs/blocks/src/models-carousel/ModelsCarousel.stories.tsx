import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadFor, withSeededPrices } from '../model-catalogue/stories';
import { BlockPreview } from '../testing/BlockPreview';
import { modelsCarouselLoader } from './loader';

const meta = {
  title: 'Blocks/Advanced/Models carousel',
  component: BlockPreview,
  decorators: [withSeededPrices],
  args: {
    template: 'models-carousel',
    index: 4,
    fields: { heading: 'הדגמים שלנו', header_tag: 'H2', header_size: 'l', box_color: 'grey' },
    groups: [
      { nameplate: 'defender-110' },
      { nameplate: 'discovery' },
      {
        nameplate: 'דיפנדר אוקטה',
        car_image: { id: 3, alt: 'דיפנדר אוקטה' },
        specs: JSON.stringify({
          name: 'מהדורה מיוחדת',
          rows: [{ name: 'OCTA', engine: 'V8', consumption: '13.0', price: 1190000, lease: 'לפי הצעה' }],
        }),
      },
    ],
  },
  loaders: [
    async ({ args, globals }) => ({
      data: await loadFor(
        modelsCarouselLoader,
        [{ id: 1, template: 'models-carousel', fields: args.fields, groups: args.groups }],
        1,
        globals['locale'],
      ),
    }),
  ],
  render: (args, { loaded }) => <BlockPreview {...args} data={loaded['data']} />,
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: catalogue versions per nameplate in captioned tables; an editor's own table kept as typed. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'גרסאות דיפנדר 110' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['גרסה', 'מחיר', 'ליסינג']);
    await expect(within(table).getByRole('rowheader', { name: /P400e X-Dynamic HSE/ })).toBeVisible();
    await expect(within(table).getByText('₪ 549,000')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'מהדורה מיוחדת', hidden: true })).toHaveTextContent(
      'לפי הצעה',
    );
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'Our models', header_tag: 'H2', header_size: 'l', box_color: 'light' },
    groups: [{ nameplate: 'defender-110' }, { nameplate: 'discovery' }],
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Defender 110 versions' });
    await expect(within(table).getByText('₪ 6,700 / month')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Explore', hidden: true })[0]).toHaveAttribute(
      'href',
      '/en/models/defender',
    );
  },
};
