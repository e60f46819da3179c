import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Advanced/HTML box',
  component: BlockPreview,
  args: {
    template: 'html-box',
    fields: {
      code: `<h2>מחירון דגמי 2026</h2>
<table>
  <caption>מחירים מומלצים לצרכן, כולל מע״מ</caption>
  <thead><tr><th scope="col">דגם</th><th scope="col">מנוע</th><th scope="col">מחיר</th></tr></thead>
  <tbody>
    <tr><td>דיפנדר 110</td><td>D300 MHEV</td><td>₪ 489,000</td></tr>
    <tr><td>דיסקברי</td><td>D300 MHEV</td><td>₪ 459,000</td></tr>
    <tr><td>ריינג׳ רובר וולאר</td><td>P400e PHEV</td><td>₪ 529,000</td></tr>
    <tr><td>ריינג׳ רובר איבוק</td><td>P300e PHEV</td><td>₪ 329,000</td></tr>
  </tbody>
</table>
<p>המחירים אינם כוללים אגרת רישוי. <a href="/he/offers">למבצעים החודשיים</a></p>`,
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /מחירים מומלצים/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(getComputedStyle(within(table).getByText('דגם')).textAlign).toBe('start');
    await expect(canvas.getByRole('link', { name: 'למבצעים החודשיים' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      code: `<h2>2026 model prices</h2>
<ul>
  <li>Range Rover from <strong>₪ 899,000</strong></li>
  <li>Range Rover Sport from <strong>₪ 749,000</strong></li>
  <li>Defender 90 from <strong>₪ 459,000</strong></li>
</ul>
<p>Prices include VAT and exclude licensing fees.</p>`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2026 model prices' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
