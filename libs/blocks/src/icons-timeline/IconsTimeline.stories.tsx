import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const hebrewHistory = [
  { year: '1948', model: 'Series I', images: '[1]', paragraph: '<p>הלנד רובר הראשון נחשף בתערוכת אמסטרדם: פשוט, קשוח ובנוי מאלומיניום.</p>' },
  { year: '1970', model: "ריינג' רובר", images: '[2, 3]', paragraph: '<p>רכב השטח היוקרתי הראשון בעולם — נוחות של מכונית מנהלים ויכולות שטח של לנד רובר.</p>' },
  { year: '1989', model: 'דיסקברי', images: '[4]', paragraph: '<p>רכב שטח משפחתי עם שבעה מושבים, שהפך לסמל של הרפתקאות.</p>' },
  { year: '2011', model: "ריינג' רובר אוווק", images: '[5]', paragraph: '<p>הריינג׳ רובר הקומפקטי שהביא את המותג לעיר.</p>' },
  { year: '2017', model: "ריינג' רובר וילאר", images: '[1]', paragraph: '<p>עיצוב אוונגרדי, ידיות נסתרות ומסכי מגע כפולים.</p>' },
  { year: '2020', model: 'דיפנדר החדש', images: '[2, 3, 4]', paragraph: '<p>האייקון חוזר: מרכב חד-גופי, 900 מ"מ עומק חציית מים ויכולות ללא פשרות.</p>' },
];

const meta = {
  title: 'Blocks/Content/Icons timeline',
  component: BlockPreview,
  args: {
    template: 'icons-timeline',
    fields: { heading: '75 שנים של לנד רובר', header_tag: 'H2', header_size: 'l', box_color: 'light' },
    groups: hebrewHistory,
    index: 2,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew (RTL): ArrowLeft moves to the next year, ArrowRight back, End to the last; roving tabindex. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const tablist = canvas.getByRole('tablist', { name: '75 שנים של לנד רובר' });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs).toHaveLength(6);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('tabpanel', { name: '1948 Series I' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '1948 Series I' })).toBeVisible();

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: "1970 ריינג' רובר" });
    await expect(within(panel).getByRole('heading', { level: 3, name: "1970 ריינג' רובר" })).toBeVisible();
    // Two images: they slide in the shared carousel.
    await expect(within(panel).getByRole('region', { name: "תמונות: 1970 ריינג' רובר" })).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[5]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tabs[5]).toHaveFocus();
  },
};

/** English (LTR) on dark: ArrowRight moves on; clicking (or tapping) a year selects it. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'Seventy-five years of Land Rover', header_tag: 'H2', header_size: 'l', box_color: 'dark' },
    groups: [
      { year: '1948', model: 'Series I', images: '[1]', paragraph: '<p>Unveiled at the Amsterdam Motor Show: simple, tough and built from aluminium.</p>' },
      { year: '1970', model: 'Range Rover', images: '[2, 3]', paragraph: '<p>The first luxury SUV: executive comfort with Land Rover capability.</p>' },
      { year: '2005', model: 'Range Rover Sport', images: '[4]', paragraph: '<p>Dynamic performance with the Range Rover name.</p>' },
      { year: '2020', model: 'New Defender', images: '[5]', paragraph: '<p>The icon returns, with a 900 mm wading depth.</p>' },
    ],
  },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '2020 New Defender' }));
    await expect(canvas.getByRole('tabpanel', { name: '2020 New Defender' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '2020 New Defender' })).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(canvas.queryByRole('tabpanel', { name: '1970 Range Rover' })).toBeNull());
    // Unselected panels are hidden for everyone, not only for assistive technology.
    await expect(canvas.getByText('The first luxury SUV: executive comfort with Land Rover capability.')).not.toBeVisible();
  },
};

/** Odd data: an entry whose images JSON is not a list shows its text alone; an empty entry is dropped. */
export const SparseEntries: Story = {
  globals: { locale: 'he' },
  args: {
    fields: { heading: '', box_color: 'grey' },
    groups: [
      { year: '1989', model: 'דיסקברי', images: '{"id": 4}', paragraph: '<p>רכב שטח משפחתי עם שבעה מושבים.</p>' },
      { year: '', model: '', images: '[]', paragraph: '' },
      { year: '2020', model: '', images: '["", -1, 5]', paragraph: '' },
    ],
  },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(2);
    await expect(canvas.getByRole('tablist', { name: 'ציר הזמן' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.click(tabs[1]!);
    await expect(canvas.getByRole('img', { name: '2020' })).toBeVisible();
  },
};
