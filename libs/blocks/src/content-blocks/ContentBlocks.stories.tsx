import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';
import { textBox } from '../testing/textBox';

const link = (url: string, text: string) => ({ url, type: 'internal', target: '_self', link_text: text, ui_type: 'secondary' });
const image = (id: number, alt: string) => ({ id, alt });

const meta = {
  title: 'Blocks/Content/Content blocks',
  component: BlockPreview,
  args: {
    template: 'content-blocks',
    index: 2,
    fields: { heading: 'הדרך שלכם ללנד רובר', header_tag: 'H2', header_size: 'l', box_color: 'light', items_per_row: '3' },
    groups: [
      {
        image: image(1, 'דיפנדר 110 בשטח מדברי'),
        heading: 'דיפנדר 110',
        paragraph: '<p>מרכב חד-גופי, מערכת Terrain Response 2 ועד שבעה מושבים.</p>',
        price: 389000,
        link: link('/models/defender', 'לפרטים על דיפנדר'),
      },
      {
        image: image(2, 'דיסקברי בנסיעה משפחתית'),
        heading: 'דיסקברי',
        paragraph: '<p>שבעה מושבים מלאים ותא מטען גמיש לכל המשפחה.</p>',
        price: 419000,
        link: link('/models/discovery', 'לפרטים על דיסקברי'),
      },
      {
        content_type: 'html',
        html: '<p><strong>מימון 50/50</strong> ל-36 חודשים ללא ריבית, בכפוף לאישור.</p>',
      },
      // A form item mounts with the forms work, not here (B§3.2).
      { content_type: 'form', form_id: 'test-drive', heading: 'נסיעת מבחן' },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew (RTL): cards with the offer-string price, an HTML item, and items this block does not render left out. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'הדרך שלכם ללנד רובר' })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: 'דיפנדר 110' })).toBeVisible();
    const price = canvas.getByText('החל מ-₪ 389,000');
    await expect(price).toBeVisible();
    await expect(textBox(price).left).toBeGreaterThan(window.innerWidth / 2);
    await expect(canvas.getByText('מימון 50/50')).toBeVisible();
    await expect(canvas.queryByText('נסיעת מבחן')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'לפרטים על דיפנדר' })).toHaveAttribute('href', '/models/defender');
    // Right to left: the first card sits to the right of the second on a wide screen.
    const [first, second] = within(list).getAllByRole('listitem');
    if (window.innerWidth >= 1024) await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};

/** English (LTR) on the dark theme, no block heading: the cards' headings take the block's level. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: '', header_tag: 'H2', box_color: 'dark', items_per_row: '2' },
    groups: [
      { image: image(3, 'Range Rover on a mountain road'), heading: 'Range Rover', paragraph: '<p>The original luxury SUV.</p>', price: 799000, link: link('/models/range-rover', 'Explore Range Rover') },
      { image: image(4, 'Velar parked by a villa'), heading: 'Range Rover Velar', paragraph: '<p>Reductive design, plug-in hybrid.</p>', price: null, link: link('/models/velar', 'Explore Velar') },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Range Rover' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Velar' })).toHaveAttribute('href', '/en/models/velar');
    await expect(textBox(canvas.getByRole('link', { name: 'Explore Range Rover' })).left).toBeLessThan(window.innerWidth / 2);
    // Left to right: the first card comes first from the left on a wide screen.
    const [first, second] = canvas.getAllByRole('listitem');
    if (window.innerWidth >= 1024) await expect(first!.getBoundingClientRect().left).toBeLessThan(second!.getBoundingClientRect().left);
    // A card without a price has no price line.
    await expect(canvas.getAllByText(/₪/)).toHaveLength(1);
    await expect(canvas.getByText('From ₪ 799,000')).toBeVisible();
  },
};
