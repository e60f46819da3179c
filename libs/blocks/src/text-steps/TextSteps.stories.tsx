import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Content/Text steps',
  component: BlockPreview,
  args: {
    template: 'text-steps',
    fields: {
      heading: 'הדרך שלכם לדיפנדר חדש',
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>ארבעה צעדים פשוטים מהבחירה ועד המסירה, עם ליווי אישי של יועץ לנד רובר לאורך כל הדרך.</p>',
      box_color: 'grey',
    },
    groups: [
      { icon: 'car', heading: 'בוחרים דגם', paragraph: '<p>דיפנדר 90, 110 או 130 — בהתאמה אישית מלאה בקונפיגורטור.</p>' },
      { icon: 'steering', heading: 'נסיעת מבחן', paragraph: '<p>קובעים מועד באולם התצוגה הקרוב או אצלכם בבית.</p>' },
      { icon: '', heading: 'הצעת מימון', paragraph: '<p>מסלולי ליסינג ומימון גמישים, החל מ-₪ 4,990 לחודש.</p>' },
      { icon: 'delivery', heading: 'מסירה', paragraph: '<p>הרכב נמסר מוכן לדרך, עם הדרכה מלאה על המערכות.</p>' },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew (RTL): an ordered list named by the heading; a step without an icon shows its number. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'הדרך שלכם לדיפנדר חדש' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(within(steps[0]!).getByRole('heading', { level: 3, name: 'בוחרים דגם' })).toBeVisible();
    await expect(within(steps[2]!).getByText('שלב 3')).toBeVisible();
    await expect(steps[2]!.textContent).toContain('03');
    // The lorry points forward, so it mirrors under RTL.
    const lorry = steps[3]!.querySelector('svg')!;
    await expect(getComputedStyle(lorry).transform).not.toBe('none');
  },
};

/** English (LTR), dark theme, H3: steps take the next level; icons don't mirror. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Your road to a new Range Rover',
      header_tag: 'H3',
      header_size: 'm',
      paragraph: '',
      box_color: 'dark',
    },
    groups: [
      { icon: 'car', heading: 'Choose your model', paragraph: '<p>Range Rover, Range Rover Sport, Velar or Evoque.</p>' },
      { icon: 'calendar', heading: 'Book a test drive', paragraph: '<p>At your nearest showroom, or at home.</p>' },
      { icon: 'payment', heading: 'Tailor your finance', paragraph: '<p>Leasing and finance from ₪ 5,990 a month.</p>' },
      { icon: 'delivery', heading: 'Delivery', paragraph: '<p>Handed over ready to go, with a full walkthrough.</p>' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
    await expect(canvas.getByText('Step 4')).toBeVisible();
    const lorry = canvas.getByText('Step 4').closest('li')!.querySelector('svg')!;
    await expect(getComputedStyle(lorry).transform).toBe('none');
  },
};

/** Empty steps are dropped and the numbering closes up; without a heading the list is still named. */
export const SparseContent: Story = {
  globals: { locale: 'he' },
  args: {
    fields: { heading: '', paragraph: '', box_color: 'light' },
    groups: [
      { icon: 'key', heading: 'מקבלים מפתח', paragraph: '' },
      { icon: 'check', heading: '', paragraph: '<p> </p>' },
      { icon: 'unknown-icon', heading: 'נהנים מהדרך', paragraph: '<p>שירות ואחריות יצרן לחמש שנים.</p>' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'שלבים' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('שלב 2')).toBeVisible();
    await expect(list.textContent).toContain('02');
  },
};
