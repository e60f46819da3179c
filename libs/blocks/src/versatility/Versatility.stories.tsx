import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { carDataLoader } from '../model-catalogue/car-data';
import { loadFor, withSeededPrices } from '../model-catalogue/stories';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Advanced/Versatility',
  component: BlockPreview,
  decorators: [withSeededPrices],
  args: {
    template: 'versatility',
    index: 3,
    fields: {
      counter_number: 7,
      small_heading: 'דיסקברי',
      big_heading:
        'שבעה מושבים מלאים, ועוד {{spec:discovery-d300-dynamic-se:boot_litres}} ליטר מאחורי השורה השלישית',
      frame_1: { id: 2, alt: 'שבעה מושבים פתוחים' },
      frame_2: { id: 3, alt: 'השורה השלישית מקופלת' },
      frame_3: { id: 4, alt: 'כל המושבים האחוריים מקופלים' },
      box_color: 'dark',
    },
  },
  loaders: [
    async ({ args, globals }) => ({
      data: await loadFor(
        carDataLoader,
        [{ id: 1, template: 'versatility', fields: args.fields }],
        1,
        globals['locale'],
      ),
    }),
  ],
  render: (args, { loaded }) => <BlockPreview {...args} data={loaded['data']} />,
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew on dark: the heading filled from the catalogue; the picture button steps through the layouts. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('ועוד 258 ליטר');
    const active = () => canvasElement.querySelector('[data-frame][data-active="true"] img');
    await userEvent.click(canvas.getByRole('button', { name: /לחצו להחלפת התצורה/ }));
    await expect(active()).toHaveAttribute('alt', 'השורה השלישית מקופלת');
    const steps = canvas.getByRole('group', { name: 'תצורות' });
    await userEvent.click(within(steps).getByRole('button', { name: 'תצורה 3 מתוך 3' }));
    await expect(active()).toHaveAttribute('alt', 'כל המושבים האחוריים מקופלים');
  },
};

/** English, counter after the headings, with the keyboard. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      counter_number: 2406,
      small_heading: 'Discovery',
      big_heading: 'Litres of load space with every rear seat folded',
      frame_1: { id: 2, alt: 'Seats up' },
      frame_2: { id: 4, alt: 'Seats folded' },
      reversed_counter_position: true,
      box_color: 'light',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2,406')).toBeVisible();
    const stage = canvas.getByRole('button', { name: /Click to change the layout/ });
    stage.focus();
    await userEvent.keyboard('{Enter}');
    await expect(stage).toHaveAccessibleName('Click to change the layout (Layout 2 of 2)');
  },
};
