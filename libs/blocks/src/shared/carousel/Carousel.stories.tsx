import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Carousel } from './Carousel';

const card = (text: string) => (
  <div style={{ padding: '2rem', border: '1px solid currentColor', minBlockSize: '8rem' }}>
    <p>{text}</p>
    <a href="#more">{text}</a>
  </div>
);

const meta = {
  title: 'Blocks/Shared/Carousel',
  component: Carousel,
  args: {
    label: 'דגמים',
    slides: ['דיפנדר 90', 'דיפנדר 110', 'דיפנדר 130', 'דיסקברי', "ריינג' רובר"].map(card),
    counter: true,
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: ArrowLeft moves forward; slides out of view are inert, so Tab skips them. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const viewport = canvas.getByRole('region', { name: 'דגמים' }).querySelector('[tabindex="0"]') as HTMLElement;
    await waitFor(() => expect(canvas.getByText('1 מתוך 5')).toBeVisible());
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByText('2 מתוך 5')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'הקודם' }));
    await waitFor(() => expect(canvas.getByText('1 מתוך 5')).toBeVisible());
    const slides = canvas.getAllByRole('group', { hidden: true });
    await waitFor(() => expect(slides[4]!.hasAttribute('inert')).toBe(true));
  },
};

/** English with dots and three per view on wide screens: ArrowRight moves forward. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Models',
    slides: ['Defender 90', 'Defender 110', 'Defender 130', 'Discovery', 'Range Rover'].map(card),
    dots: true,
    counter: false,
    perView: { sm: 1, md: 2, lg: 3 },
  },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
  },
};
