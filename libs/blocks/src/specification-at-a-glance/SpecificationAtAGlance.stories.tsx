import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { carDataLoader } from '../model-catalogue/car-data';
import { loadFor, withSeededPrices } from '../model-catalogue/stories';
import { BlockPreview } from '../testing/BlockPreview';

const PHEV = 'defender-110-p400e-x-dynamic-hse';
const he = [
  { number_heading: `{{spec:${PHEV}:power_hp}} כ״ס`, paragraph: '<p>הספק משולב</p>' },
  { number_heading: `{{spec:${PHEV}:acceleration_0_100_s}} שניות`, paragraph: '<p>תאוצה 0–100 קמ״ש</p>' },
  { number_heading: `{{spec:${PHEV}:electric_range_km}} ק״מ`, paragraph: '<p>טווח נסיעה חשמלי (WLTP)</p>' },
  { number_heading: `{{spec:${PHEV}:boot_litres}} ליטר`, paragraph: '<p>נפח תא מטען</p>' },
];

const meta = {
  title: 'Blocks/Advanced/Specification at a glance',
  component: BlockPreview,
  decorators: [withSeededPrices],
  args: {
    template: 'specification-at-a-glance',
    index: 2,
    fields: {
      heading: 'דיפנדר 110 P400e במבט מהיר',
      header_tag: 'H2',
      header_size: 'l',
      disclaimer: '<p>נתוני WLTP. המחיר {{price:defender-110-d250-se}} לדיפנדר 110 D250 SE.</p>',
      box_color: 'light',
    },
    groups: he,
  },
  loaders: [
    async ({ args, globals }) => ({
      data: await loadFor(
        carDataLoader,
        [{ id: 1, template: 'specification-at-a-glance', fields: args.fields, groups: args.groups }],
        1,
        globals['locale'],
      ),
    }),
  ],
  render: (args, { loaded }) => <BlockPreview {...args} data={loaded['data']} />,
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: four figures filled from the catalogue by car key, four per row, the price in the disclaimer. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const figures = canvas.getAllByRole('listitem');
    await expect(figures).toHaveLength(4);
    await expect(figures[0]).toHaveTextContent('404 כ״ס');
    await expect(figures[1]).toHaveTextContent('5.6 שניות');
    await expect(canvas.getByText('נתוני WLTP. המחיר ₪ 459,000 לדיפנדר 110 D250 SE.')).toBeVisible();
    // Four per row from 1024 px: the fourth figure shares the first one's row.
    if (window.innerWidth >= 1024)
      await expect(figures[3]!.getBoundingClientRect().top).toBe(figures[0]!.getBoundingClientRect().top);
  },
};

/** English on black; a figure naming an unknown car is left out rather than shown half empty. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'At a glance',
      header_tag: 'H2',
      header_size: 'm',
      disclaimer: '<p>WLTP figures.</p>',
      box_color: 'black',
    },
    groups: [
      { number_heading: `{{spec:${PHEV}:power_hp}} hp`, paragraph: '<p>Combined power</p>' },
      { number_heading: `{{spec:${PHEV}:torque_nm}} Nm`, paragraph: '<p>Torque</p>' },
      { number_heading: '{{spec:retired-model:power_hp}} hp', paragraph: '<p>Not in the catalogue</p>' },
      { number_heading: '3,500 kg', paragraph: '<p>Towing capacity</p>' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '404 hpCombined power',
      '640 NmTorque',
      '3,500 kgTowing capacity',
    ]);
  },
};
