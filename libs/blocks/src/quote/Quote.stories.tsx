import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Content/Quote',
  component: BlockPreview,
  args: {
    template: 'quote',
    fields: {
      quote: 'דיפנדר נבנה כדי לעבור כל מכשול, ולהביא אתכם הביתה בנוחות של מכונית יוקרה.',
      author: 'יעל כהן',
      author_position: 'מנהלת המוצר, לנד רובר ישראל',
      alignment: 'right',
      box_color: 'grey',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: "right" is the line's end, which under RTL is the left edge. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const quote = canvas.getByText(/דיפנדר נבנה/);
    await expect(getComputedStyle(quote.closest('figure')!).textAlign).toBe('end');
    await expect(canvas.getByText('יעל כהן').tagName).toBe('CITE');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      quote: 'Defender was built to take on any obstacle and bring you home in the comfort of a luxury car.',
      author: 'Yael Cohen',
      author_position: 'Product manager, Land Rover Israel',
      alignment: 'center',
      justify_text: false,
      box_color: 'dark',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yael Cohen')).toBeVisible();
  },
};
