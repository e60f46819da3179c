import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const button = (url: string, text: string) => ({
  url,
  type: 'internal',
  target: '_self',
  link_text: text,
  ui_type: 'primary',
});

/** The blocks each tab shows, as they follow the tabs block on the page (positions 1, 2, 3 …). */
const hebrewPanels = [
  {
    template: 'image-box' as const,
    fields: {
      heading: 'דיפנדר 110',
      paragraph: '<p>עד שמונה מושבים, יכולת גרירה של 3,500 ק"ג. החל מ-₪ 589,000.</p>',
      background_image: { id: 1, alt: 'דיפנדר 110 בשביל עפר' },
      button: button('/models/defender', 'לדיפנדר'),
    },
  },
  {
    template: 'image-box' as const,
    fields: {
      heading: 'דיסקברי',
      paragraph: '<p>שבעה מושבים מלאים ומרחב לכל המשפחה. החל מ-₪ 539,000.</p>',
      background_image: { id: 2, alt: 'דיסקברי בחוף הכנרת' },
      button: button('/models/discovery', 'לדיסקברי'),
    },
  },
  {
    template: 'image-box' as const,
    fields: {
      heading: 'ריינג׳ רובר',
      paragraph: '<p>שיא היוקרה של לנד רובר. החל מ-₪ 1,090,000.</p>',
      background_image: { id: 3, alt: 'ריינג׳ רובר מול מלון' },
      button: button('/models/range-rover', 'לריינג׳ רובר'),
    },
  },
  {
    template: 'quote' as const,
    fields: {
      quote: 'ריינג׳ רובר הוא השקט שבסערה.',
      author: 'דנה לוי',
      author_position: 'מעצבת פנים',
      box_color: 'grey',
    },
  },
];

const meta = {
  title: 'Blocks/Media/Image tabs',
  component: BlockPreview,
  args: {
    template: 'image-tabs',
    index: 0,
    fields: { heading: 'בחרו את הלנד רובר שלכם', header_size: 'm', header_tag: 'H2' },
    groups: [
      { tab_label: 'דיפנדר', tab_id: 'defender', blocks_count: 1 },
      { tab_label: 'דיסקברי', tab_id: 'discovery', blocks_count: 1, has_lazyload: true },
      { tab_label: 'ריינג׳ רובר', tab_id: 'range-rover', blocks_count: 2, has_lazyload: true },
    ],
  },
  render: (args) => (
    <>
      <BlockPreview {...args} />
      {hebrewPanels.map((panel, n) => (
        <BlockPreview
          key={`${panel.template}-${n}`}
          template={panel.template}
          fields={panel.fields}
          index={args.index! + 1 + n}
        />
      ))}
    </>
  ),
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: roving tabindex, ArrowLeft moves forward, the other tabs' blocks are hidden. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'בחרו את הלנד רובר שלכם' });
    await expect(list).toBeVisible();
    const [defender, discovery, rangeRover] = canvas.getAllByRole('tab');
    await expect(defender).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'דיפנדר 110' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'דיסקברי' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'דיפנדר' })).toBeVisible());

    defender!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(discovery).toHaveAttribute('aria-selected', 'true');
    await expect(discovery).toHaveFocus();
    await expect(discovery).toHaveAttribute('tabindex', '0');
    await expect(defender).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('heading', { name: 'דיסקברי' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'דיפנדר 110' })).toBeNull();

    await userEvent.keyboard('{End}');
    await expect(rangeRover).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'ריינג׳ רובר' })).toBeVisible();
    await expect(canvas.getByText('ריינג׳ רובר הוא השקט שבסערה.')).toBeVisible();
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(2);

    await userEvent.click(defender!);
    await expect(canvas.getByRole('heading', { name: 'דיפנדר 110' })).toBeVisible();
  },
};

/** English without a heading: the tab list takes its name from the strings; ArrowRight moves forward. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: '', box_color: 'black' },
    groups: [
      { tab_label: 'Range Rover Sport', tab_id: 'sport', blocks_count: 1 },
      { tab_label: 'Velar', tab_id: 'velar', blocks_count: 1 },
    ],
  },
  render: (args) => (
    <>
      <BlockPreview {...args} />
      <BlockPreview
        template="image-box"
        index={1}
        fields={{
          heading: 'Range Rover Sport',
          paragraph: '<p>From ₪ 729,000.</p>',
          background_image: { id: 4, alt: 'Range Rover Sport' },
        }}
      />
      <BlockPreview
        template="image-box"
        index={2}
        fields={{
          heading: 'Velar',
          paragraph: '<p>From ₪ 459,000.</p>',
          background_image: { id: 5, alt: 'Velar' },
        }}
      />
    </>
  ),
  play: async ({ canvas }) => {
    const [sport, velar] = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: 'Choose a view' })).toBeVisible();
    sport!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(velar).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Velar' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Range Rover Sport' })).toBeNull();
  },
};
