import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const link = (url: string, text: string) => ({ url, type: 'internal', target: '_self', link_text: text, ui_type: 'secondary' });
const image = (id: number, alt: string) => ({ id, alt });

const hebrewCards = [
  {
    image: image(1, 'דיפנדר 110 בשטח מדברי'),
    heading: 'דיפנדר 110',
    paragraph: '<p>הכוח לצאת לכל מקום, עם מרכב חד-גופי ומערכת Terrain Response 2.</p>',
    price: '389000',
    link: link('/models/defender', 'לפרטים על דיפנדר'),
  },
  {
    image: image(2, 'דיסקברי בנסיעה משפחתית'),
    heading: 'דיסקברי',
    paragraph: '<p>שבעה מושבים מלאים, תא מטען גמיש ונוחות לכל המשפחה.</p>',
    price: '419000',
    link: link('/models/discovery', 'לפרטים על דיסקברי'),
  },
  {
    image: image(3, "ריינג' רובר ספורט בכביש הררי"),
    heading: "ריינג' רובר ספורט",
    paragraph: '<p>ביצועים דינמיים ונוכחות מרשימה, בגרסת הייבריד נטענת.</p>',
    price: '₪ 6,990 לחודש בליסינג',
    link: link('/models/range-rover-sport', "לפרטים על ריינג' רובר ספורט"),
  },
  {
    image: image(4, 'וילאר בעיר'),
    heading: "ריינג' רובר וילאר",
    paragraph: '<p>עיצוב מינימליסטי וטכנולוגיה מתקדמת בכל פרט.</p>',
    price: '459000',
    link: link('/models/velar', 'לפרטים על וילאר'),
  },
  {
    image: image(5, 'אוווק בחניה עירונית'),
    heading: "ריינג' רובר אוווק",
    paragraph: '<p>הריינג׳ רובר הקומפקטי, מושלם לעיר ולסופי שבוע.</p>',
    price: '0',
    link: link('/models/evoque', 'לפרטים על אוווק'),
  },
];

const meta = {
  title: 'Blocks/Content/Content blocks carousel',
  component: BlockPreview,
  args: {
    template: 'content-blocks-carousel',
    fields: { heading: 'המשפחה של לנד רובר', header_tag: 'H2', header_size: 'l', box_color: 'light' },
    groups: hebrewCards,
    index: 2,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew (RTL): ArrowLeft moves forward; numeric prices use the offer string, zero shows nothing. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'המשפחה של לנד רובר' })).toBeVisible();
    // Slides are inert until the carousel has measured which are in view.
    await expect(await canvas.findByRole('heading', { level: 3, name: 'דיפנדר 110' })).toBeVisible();
    await expect(canvas.getByText('החל מ-₪ 389,000')).toBeVisible();
    await expect(canvas.getByText('₪ 6,990 לחודש בליסינג')).toBeInTheDocument();
    await expect(canvas.queryByText(/₪ 0/)).toBeNull();
    const region = canvas.getByRole('region', { name: 'המשפחה של לנד רובר' });
    const viewport = region.querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'מעבר לשקופית 2' })).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'הקודם' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'מעבר לשקופית 1' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** English (LTR) on the dark theme: raised cards, prices as written, ArrowRight moves forward. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'The Land Rover family', header_tag: 'H2', header_size: 'l', box_color: 'dark' },
    groups: [
      { image: image(1, 'Defender 110 in the desert'), heading: 'Defender 110', paragraph: '<p>Go anywhere, with a monocoque body and Terrain Response 2.</p>', price: 'From ₪ 389,000', link: link('/models/defender', 'Explore Defender') },
      { image: image(2, 'Discovery on a family trip'), heading: 'Discovery', paragraph: '<p>Seven full-size seats and flexible luggage space.</p>', price: 'From ₪ 419,000', link: link('/models/discovery', 'Explore Discovery') },
      { image: image(3, 'Range Rover on a mountain road'), heading: 'Range Rover', paragraph: '<p>The original luxury SUV, quieter and more refined than ever.</p>', price: 'From ₪ 799,000', link: link('/models/range-rover', 'Explore Range Rover') },
      { image: image(4, 'Evoque in the city'), heading: 'Range Rover Evoque', paragraph: '<p>The compact Range Rover, made for the city.</p>', price: '', link: link('/models/evoque', 'Explore Evoque') },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Explore Defender' })).toHaveAttribute('href', '/en/models/defender');
    await expect(canvas.getByText('From ₪ 389,000')).toBeVisible();
    const viewport = canvas.getByRole('region', { name: 'The Land Rover family' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** Empty cards are dropped, and a block without a heading still names its carousel. */
export const WithoutHeading: Story = {
  globals: { locale: 'he' },
  args: {
    fields: { heading: '', box_color: 'all-white-theme' },
    groups: [{ heading: '', paragraph: '', price: '' }, hebrewCards[0]!, hebrewCards[1]!],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'מבחר דגמים והצעות' });
    await expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(2);
    // Without a block heading the cards' headings take the block's level.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'דיפנדר 110' })).toBeVisible();
  },
};
