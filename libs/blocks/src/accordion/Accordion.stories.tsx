import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const hebrewFaq = [
  {
    question: 'מה כוללת אחריות היצרן לרכבי לנד רובר?',
    answer: '<p>אחריות יצרן לשלוש שנים או 100,000 ק"מ, המוקדם מביניהם, כולל שירות דרך 24/7 בכל הארץ.</p>',
  },
  {
    question: 'האם אפשר לתאם נסיעת מבחן בדיפנדר 130?',
    answer: '<p>כן. ניתן לקבוע נסיעת מבחן בכל אולמות התצוגה, או <a href="/test-drive">להזמין נסיעת מבחן עד הבית</a>.</p>',
  },
  {
    question: "מהו טווח הנסיעה החשמלי של ריינג' רובר ספורט PHEV?",
    answer: '<p>עד 113 ק"מ בנסיעה חשמלית בלבד לפי תקן WLTP — מספיק לרוב הנסיעות היומיות.</p>',
  },
  {
    question: 'אילו מסלולי מימון זמינים?',
    answer: '<ul><li>ליסינג פרטי החל מ-₪ 4,990 לחודש</li><li>הלוואת בלון ל-36 חודשים</li></ul>',
  },
];

const meta = {
  title: 'Blocks/Content/Accordion',
  component: BlockPreview,
  args: {
    template: 'accordion',
    fields: { heading: 'שאלות נפוצות', header_tag: 'H2', header_size: 'l', has_schema: true, box_color: 'light' },
    groups: hebrewFaq,
    index: 3,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: untouched "Open all" defaults show in Hebrew; toggles, arrow keys, FAQPage JSON-LD. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByRole('button', { name: 'מה כוללת אחריות היצרן לרכבי לנד רובר?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'מה כוללת אחריות היצרן לרכבי לנד רובר?' })).toHaveTextContent('שלוש שנים');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'האם אפשר לתאם נסיעת מבחן בדיפנדר 130?' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'אילו מסלולי מימון זמינים?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'פתיחת הכול' }));
    await waitFor(() => expect(canvas.getAllByRole('region')).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: 'סגירת הכול' }));
    await waitFor(() => expect(canvas.queryAllByRole('region')).toHaveLength(0));

    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@type': string; mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    await expect(data['@type']).toBe('FAQPage');
    await expect(data.mainEntity).toHaveLength(4);
    await expect(data.mainEntity[1]!.acceptedAnswer.text).not.toContain('<a');
  },
};

/** English on grey, editor labels, H3; no schema. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Range Rover: your questions answered',
      header_tag: 'H3',
      header_size: 'm',
      open_all_label: 'Show all answers',
      close_all_label: 'Hide all answers',
      has_schema: false,
      box_color: 'grey',
    },
    groups: [
      { question: 'How long is the warranty?', answer: '<p>Three years or 100,000 km, with 24/7 roadside assistance.</p>' },
      { question: 'Can I book a test drive at home?', answer: '<p>Yes — we bring the Range Rover of your choice to your door.</p>' },
      { question: 'Which finance options are there?', answer: '<p>Private leasing from ₪ 5,990 a month, or a 36-month balloon loan.</p>' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'How long is the warranty?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all answers' }));
    await expect(canvas.getByRole('button', { name: 'Hide all answers' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(3);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'How long is the warranty?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();
  },
};

/** Many pairs on black: panels stop being regions (APG), incomplete pairs are skipped. */
export const ManyQuestions: Story = {
  globals: { locale: 'he' },
  args: {
    fields: { heading: '', box_color: 'black', has_schema: true },
    groups: [
      ...['דיפנדר', 'דיסקברי', "ריינג' רובר", "ריינג' רובר ספורט", 'וילאר', 'אוווק', 'דיסקברי ספורט'].map((model) => ({
        question: `מתי מגיע הטיפול הראשון ב${model}?`,
        answer: `<p>הטיפול הראשון ב${model} מגיע אחרי 15,000 ק"מ או שנה.</p>`,
      })),
      { question: 'שאלה ללא תשובה', answer: '' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'פתיחת הכול' }));
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
    await expect(canvas.getByText('הטיפול הראשון באוווק מגיע אחרי 15,000 ק"מ או שנה.')).toBeVisible();
  },
};
