import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';
import { carRentExample } from './fixtures';

const he = carRentExample('he');
const en = carRentExample('en');

const meta = {
  title: 'Blocks/Rental/Car rent',
  component: BlockPreview,
  args: { template: 'car-rent', index: 3, fields: he.fields, groups: he.groups },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, grey theme: daily prices in the rent block format (LTR inside RTL), icons and extra equipment. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const defender = canvas.getByRole('article', { name: 'דיפנדר 110' });
    await expect(within(defender).getByRole('list', { name: 'מאפיינים' })).toBeVisible();
    await expect(within(defender).getByRole('link', { name: 'להזמנת הרכב' })).toBeVisible();
  },
};

/** English, dark theme. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...en.fields, box_color: 'dark' }, groups: en.groups },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByRole('link', { name: 'Book this car' })).toHaveLength(3);
  },
};
