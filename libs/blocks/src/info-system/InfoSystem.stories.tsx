import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

/** The page blocks after the info system, as BlockList renders them. */
const withFollowingBlocks =
  (texts: readonly string[]): Decorator =>
  (Story) => (
    <>
      <Story />
      {texts.map((text, position) => (
        <div key={text} id={`component-${position + 1}`} data-block="text">
          <section style={{ paddingBlock: '2rem', paddingInline: '2rem' }}>
            <p>{text}</p>
          </section>
        </div>
      ))}
      <div id={`component-${texts.length + 1}`} data-block="text">
        <p style={{ padding: '2rem' }}>Page footer block</p>
      </div>
    </>
  );

const blocksHe = [
  'דיפנדר 90: שלוש דלתות, עד שישה מושבים, החל מ-₪ 459,000.',
  'דיפנדר 110: חמש דלתות, עד שבעה מושבים, החל מ-₪ 489,000.',
  'דיפנדר 110: תא מטען של 1,875 ליטר עם המושבים מקופלים.',
  'דיפנדר 130: שמונה מושבים מלאים בשלוש שורות, החל מ-₪ 579,000.',
];
const blocksEn = [
  'Defender 90: three doors, up to six seats, from ₪ 459,000.',
  'Defender 110: five doors, up to seven seats, from ₪ 489,000.',
  'Defender 110: 1,875 litres of load space with the seats folded.',
  'Defender 130: eight full-size seats in three rows, from ₪ 579,000.',
];

const meta = {
  title: 'Blocks/Advanced/Info system',
  component: BlockPreview,
  args: {
    template: 'info-system',
    fields: {
      heading: 'איזה דיפנדר מתאים לכם?',
      header_size: 'l',
      dropdown_label: 'בחרו גרסת מרכב',
      back_label: 'חזרה לבחירה',
      modal_label: 'סגירה',
      model_title: 'דיפנדר {selectedOption}',
      box_color: 'grey',
    },
    groups: [
      { option_label: '90', blocks_count: 1 },
      { option_label: '110', blocks_count: 2 },
      { option_label: '130', blocks_count: 1 },
    ],
  },
  decorators: [withFollowingBlocks(blocksHe)],
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the options' blocks stay out of the page until one is chosen; then they show in the dialog. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByText(blocksHe[0]!)).not.toBeVisible();
    await expect(canvas.getByText('Page footer block')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'בחרו גרסת מרכב' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: '90' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '110' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'דיפנדר 110' });
    await waitFor(() => expect(within(dialog).getByText(blocksHe[1]!)).toBeVisible());
    await expect(within(dialog).getByText(blocksHe[2]!)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'חזרה לבחירה' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '110' })).toHaveFocus());
    await expect(canvas.queryByText(blocksHe[1]!)).not.toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Which Defender suits you?',
      header_size: 'l',
      dropdown_label: 'Choose a body style',
      model_title: 'Defender {selectedOption}',
      box_color: 'light',
    },
    groups: [
      { option_label: '90', blocks_count: 1 },
      { option_label: '110', blocks_count: 2 },
      { option_label: '130', blocks_count: 1 },
    ],
  },
  decorators: [withFollowingBlocks(blocksEn)],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a body style' }));
    await userEvent.click(canvas.getByRole('button', { name: '130' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Defender 130' });
    await waitFor(() => expect(within(dialog).getByText(blocksEn[3]!)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose a body style' })).toHaveFocus());
    await expect(canvas.queryByText(blocksEn[3]!)).not.toBeVisible();
  },
};
