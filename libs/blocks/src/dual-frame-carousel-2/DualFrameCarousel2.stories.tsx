import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const link = (url: string, text: string) => ({ url, type: 'internal', target: '_self', link_text: text, ui_type: 'secondary' });

const meta = {
  title: 'Blocks/New versions/Dual frame carousel 2.0',
  component: BlockPreview,
  args: {
    template: 'dual-frame-carousel-2',
    index: 2,
    fields: { heading: "עולם של ריינג' רובר", header_tag: 'H2', header_size: 'l', box_color: 'grey' },
    groups: [
      {
        primary_image: { id: 3, alt: "ריינג' רובר חונה מול בית זכוכית בגליל" },
        secondary_image: { id: 2, alt: 'פרט של גריל קדמי ופנסי LED' },
        heading: 'אלגנטיות שקטה',
        paragraph: '<p>קווים נקיים, משטחים רציפים וידיות דלת נסתרות — עיצוב רדוקטיבי בהתגלמותו.</p>',
        link: link('/models/range-rover/design', 'לעיצוב החיצוני'),
      },
      {
        primary_image: { id: 4, alt: 'מושבים אחוריים בתצורת Executive' },
        secondary_image: { id: 1, alt: 'קונסולה מרכזית עם מסך Pivi Pro' },
        heading: 'טרקלין על גלגלים',
        paragraph: '<p>מושבי Executive עם עיסוי, קירור ושולחנות מתקפלים לנוסעים מאחור.</p>',
        link: link('/models/range-rover/interior', 'לעיצוב הפנים'),
      },
      {
        primary_image: { id: 1, alt: "ריינג' רובר ספורט SV במסלול מרוצים" },
        secondary_image: { id: 3, alt: 'חישוקי פחמן 23 אינץ׳' },
        heading: 'ביצועים בלי פשרות',
        paragraph: '<p>635 כ״ס ו־0–100 קמ״ש ב־3.8 שניות בגרסת SV.</p>',
      },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: two frames per slide, a live counter; the next button moves forward (to the left). */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'אלגנטיות שקטה' })).toBeVisible();
    await expect(canvas.getByText('1 מתוך 3')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /ריינג' רובר חונה/ })).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: 'הבא' }));
    await waitFor(() => expect(canvas.getByText('2 מתוך 3')).toBeVisible());
    await expect(await canvas.findByRole('heading', { level: 3, name: 'טרקלין על גלגלים' })).toBeVisible();
  },
};

/** English, first block (eager, high priority); a slide without its square frame keeps its layout. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    index: 0,
    fields: { heading: 'Discovery: made for family adventures', header_tag: 'H1', header_size: 'xl', box_color: 'all-white-theme' },
    groups: [
      {
        primary_image: { id: 2, alt: 'Discovery on a forest track with a roof tent' },
        secondary_image: { id: 4, alt: 'Seven seats folded flat' },
        heading: 'Seven full-size seats',
        paragraph: '<p>Intelligent Seat Fold lets you reconfigure the cabin from the touchscreen.</p>',
        link: link('/models/discovery', 'Explore Discovery'),
      },
      {
        primary_image: { id: 1, alt: 'Discovery towing a horsebox' },
        heading: 'Tows up to 3,500 kg',
        paragraph: '<p>Advanced Tow Assist steers the trailer for you.</p>',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /roof tent/ })).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.getByRole('img', { name: /horsebox/, hidden: true })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText('1 of 2')).toBeVisible();
  },
};
