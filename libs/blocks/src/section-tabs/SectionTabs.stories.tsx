import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

/** The page blocks after the tabs, as BlockList renders them (`component-N` wrappers). */
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
    </>
  );

const blocksHe = [
  'קווי מתאר חדים ופנסי LED דיגיטליים',
  'חישוקי סגסוגת 23 אינץ׳ בגימור כהה',
  'תא נוסעים עם עור Windsor ומערכת Meridian',
  'מנוע 3.0 ליטר, 400 כ״ס, 0–100 קמ״ש ב-5.9 שניות',
];
const blocksEn = [
  'Sharp lines and digital LED headlights',
  '23-inch alloy wheels in a dark finish',
  'A cabin in Windsor leather with Meridian sound',
  '3.0-litre engine, 400 hp, 0–100 km/h in 5.9 s',
];

const meta = {
  title: 'Blocks/Advanced/Section tabs',
  component: BlockPreview,
  args: {
    template: 'section-tabs',
    fields: { heading: 'ריינג׳ רובר ספורט', header_size: 'l', box_color: 'light' },
    groups: [
      { tab_label: 'עיצוב חיצוני', tab_id: 'exterior', blocks_count: 2, copy_position: 'right' },
      { tab_label: 'פנים', tab_id: 'interior', blocks_count: 1, copy_position: 'right' },
      { tab_label: 'מפרט טכני', tab_id: 'specs', blocks_count: 1, has_modal: true, modal_title: 'מפרט טכני – ריינג׳ רובר ספורט' },
    ],
  },
  decorators: [withFollowingBlocks(blocksHe)],
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: ArrowLeft moves to the next tab; the modal tab opens its block in a dialog. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(2);
    await expect(canvas.getByRole('tablist', { name: 'ריינג׳ רובר ספורט' })).toBeVisible();
    await expect(canvas.getByText(blocksHe[0]!)).toBeVisible();
    await expect(canvas.getByText(blocksHe[1]!)).toBeVisible();
    await expect(canvas.queryByText(blocksHe[2]!)).not.toBeVisible();
    await expect(canvas.getAllByRole('tabpanel', { name: 'עיצוב חיצוני' })).toHaveLength(2);

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByText(blocksHe[2]!)).toBeVisible();
    await expect(canvas.queryByText(blocksHe[0]!)).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /מפרט טכני/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'מפרט טכני – ריינג׳ רובר ספורט' });
    await waitFor(() => expect(within(dialog).getByText(blocksHe[3]!)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByText(blocksHe[3]!)).not.toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'Range Rover Sport', header_size: 'l', box_color: 'grey' },
    groups: [
      { tab_label: 'Exterior', tab_id: 'exterior', blocks_count: 2, copy_position: 'left' },
      { tab_label: 'Interior', tab_id: 'interior', blocks_count: 1, copy_position: 'left' },
      { tab_label: 'Specifications', tab_id: 'specs', blocks_count: 1, has_modal: true, modal_title: 'Range Rover Sport specifications' },
    ],
  },
  decorators: [withFollowingBlocks(blocksEn)],
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[1]!);
    await expect(canvas.getByText(blocksEn[2]!)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Specifications/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
