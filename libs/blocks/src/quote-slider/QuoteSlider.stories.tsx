import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const hebrewQuotes = [
  {
    section_class: 'right',
    justify_text: false,
    quote: 'הדיפנדר לקח אותנו מהחרמון ועד אילת בלי לשאול שאלות. זה הרכב הראשון שמרגיש בבית בכל שטח.',
    author: 'אורי לוי',
    author_position: 'בעלים של דיפנדר 110, רמת הגולן',
  },
  {
    section_class: 'center',
    justify_text: false,
    quote: "השקט בתא הנוסעים של הריינג' רובר החדש פשוט מדהים. נסיעה לתל אביב הפכה לחוויה.",
    author: 'מיכל ברק',
    author_position: "נהגת ריינג' רובר, הרצליה",
  },
  {
    section_class: 'left',
    justify_text: true,
    quote: 'שבעה מושבים אמיתיים, תא מטען ענק, והילדים כבר לא רבים על מקום. הדיסקברי שינה לנו את החופשות.',
    author: 'משפחת אזולאי',
    author_position: 'בעלי דיסקברי, מודיעין',
  },
];

const meta = {
  title: 'Blocks/Content/Quote slider',
  component: BlockPreview,
  args: {
    template: 'quote-slider',
    fields: { has_timer: false, box_color: 'grey' },
    groups: hebrewQuotes,
    index: 4,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: ArrowLeft moves forward, "right" aligns to the line's end, empty quotes are skipped. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  args: { groups: [...hebrewQuotes, { quote: '  ', author: 'ללא ציטוט' }] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'ציטוטים' });
    const quote = await canvas.findByText(/הדיפנדר לקח אותנו/);
    await expect(getComputedStyle(quote.closest('figure')!).textAlign).toBe('end');
    await expect(canvas.getByText('אורי לוי').tagName).toBe('CITE');
    await expect(canvas.getAllByRole('button', { name: /מעבר לשקופית/ })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'עצירת המעבר האוטומטי' })).toBeNull();
    region.querySelector<HTMLElement>('[tabindex="0"]')!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'מעבר לשקופית 2' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** English with the timer on black: rotates after 6 s; the stop control halts it. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { has_timer: true, box_color: 'black' },
    groups: [
      { section_class: 'left', quote: 'The Defender took us from Mount Hermon to Eilat without a second thought.', author: 'Uri Levi', author_position: 'Defender 110 owner' },
      { section_class: 'center', quote: 'The quiet inside the new Range Rover is simply remarkable.', author: 'Michal Barak', author_position: 'Range Rover owner' },
      { section_class: 'right', quote: 'Seven real seats and a huge boot: the Discovery changed our holidays.', author: 'The Azoulay family', author_position: 'Discovery owners' },
    ],
  },
  play: async ({ canvas }) => {
    const stop = canvas.getByRole('button', { name: 'Stop automatic slide show' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'), {
      timeout: 8000,
    });
    await userEvent.click(stop);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    // Looping: "Previous" is available from the first slide on.
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/** A single quote on the all-white theme: no arrows, dots or timer control. */
export const SingleQuote: Story = {
  globals: { locale: 'he' },
  args: { fields: { has_timer: true, box_color: 'all-white-theme' }, groups: [hebrewQuotes[1]!] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('מיכל ברק')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
