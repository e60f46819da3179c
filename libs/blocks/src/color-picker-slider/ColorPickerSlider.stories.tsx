import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withSeededPrices } from '../model-catalogue/stories';
import { BlockPreview } from '../testing/BlockPreview';

const colour = (name: string, code: string, image: number, price: string, alt: string) => ({
  color_name: name,
  color_code: code,
  image: { id: image, alt },
  price,
});

const meta = {
  title: 'Blocks/Advanced/Color picker slider',
  component: BlockPreview,
  decorators: [withSeededPrices],
  args: {
    template: 'color-picker-slider',
    index: 3,
    fields: {
      heading: 'הצבעים של דיפנדר',
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>שישה גוונים, מהקלאסי ועד הסאטן.</p>',
      box_color: 'light',
    },
    groups: [
      colour('ירוק פנגאה', '#3b4a3a', 1, '7900', 'דיפנדר בצבע ירוק פנגאה'),
      colour('לבן פוג׳י', '#f1f1ee', 2, '0', 'דיפנדר בצבע לבן פוג׳י'),
      colour('שחור סנטוריני', '#16181b', 3, '7900', 'דיפנדר בצבע שחור סנטוריני'),
      colour('אפור קרפטי', '#3e4247', 4, '29900', 'דיפנדר בצבע אפור קרפטי סאטן'),
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the swatches are a radio group; arrow keys choose (mirrored by the browser), the picture follows. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByRole('radio', { name: 'ירוק פנגאה, תוספת ₪ 7,900' });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'לבן פוג׳י, ללא תוספת תשלום' })).toBeChecked();
    await expect(canvas.getByText('ללא תוספת תשלום · 2 מתוך 4')).toBeVisible();
    await expect(canvasElement.querySelector('[data-frame][data-active="true"] img')).toHaveAttribute(
      'alt',
      'דיפנדר בצבע לבן פוג׳י',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'הצבע הקודם' }));
    await expect(first).toBeChecked();
  },
};

/** English on the all-white slider theme; "next" wraps around. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Defender colours',
      header_tag: 'H2',
      header_size: 'm',
      paragraph: '',
      box_color: 'all-white-theme',
    },
    groups: [
      colour('Pangea Green', '#3b4a3a', 1, '7900', 'Defender in Pangea Green'),
      colour('Fuji White', '#f1f1ee', 2, '0', 'Defender in Fuji White'),
      colour('Carpathian Grey', '#3e4247', 4, 'Special order', 'Defender in Carpathian Grey satin'),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next colour' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next colour' }));
    await expect(canvas.getByRole('radio', { name: 'Carpathian Grey, Special order' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next colour' }));
    await expect(canvas.getByRole('radio', { name: 'Pangea Green, Extra ₪ 7,900' })).toBeChecked();
  },
};
