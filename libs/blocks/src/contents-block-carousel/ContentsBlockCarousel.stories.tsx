import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const link = (url: string, text: string) => ({ url, type: 'internal', target: '_self', link_text: text, ui_type: 'tertiary' });

const meta = {
  title: 'Blocks/New versions/Contents block carousel',
  component: BlockPreview,
  args: {
    template: 'contents-block-carousel',
    index: 3,
    fields: { heading: 'חדשות ומגזין', header_tag: 'H2', header_size: 'l', box_color: 'grey' },
    groups: [
      { image: { id: 1, alt: 'דיפנדר אוקטה בדיונות' }, heading: 'דיפנדר אוקטה נחת בישראל', paragraph: '<p>הדיפנדר החזק ביותר אי־פעם: 635 כ״ס ומתלי 6D Dynamics.</p>', link: link('/news/defender-octa', 'לכתבה המלאה') },
      { image: { id: 2, alt: 'ולאר במסלול נופי בגולן' }, heading: 'מסע ולאר בגולן', paragraph: '<p>שלושה ימים, 600 קילומטרים ואפס פשרות.</p>', link: link('/news/velar-golan', 'לכתבה המלאה') },
      { image: { id: 3, alt: 'אבוק בעמדת טעינה עירונית' }, heading: 'אבוק PHEV בעיר', paragraph: '<p>62 ק״מ חשמליים — מספיק לשבוע של נסיעות לעבודה.</p>', link: link('/news/evoque-phev', 'לכתבה המלאה') },
      { image: { id: 4, alt: 'מרכז השירות החדש בחולון' }, heading: 'מרכז שירות חדש בחולון', paragraph: '<p>12 עמדות טיפול, טרקלין לקוחות ושירות איסוף עד הבית.</p>', link: link('/news/holon-service', 'לכתבה המלאה') },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: card headings one level under the block heading; dots move the carousel; ArrowLeft goes forward. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'דיפנדר אוקטה נחת בישראל' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'לכתבה המלאה' })[0]).toHaveAttribute('href', '/news/defender-octa');
    const viewport = canvas.getByRole('region', { name: 'חדשות ומגזין' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'מעבר לשקופית 2' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** English on white cards, no block heading (the carousel gets a name of its own, cards are h2). */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: '', header_tag: 'H2', box_color: 'all-white-theme' },
    groups: [
      { image: { id: 3, alt: 'Range Rover Sport SV on track' }, heading: 'Inside SV', paragraph: '<p>How the SV team tunes every Range Rover Sport SV.</p>', link: link('/stories/inside-sv', 'Read the story') },
      { image: { id: 5, alt: 'Discovery with a family at a campsite' }, heading: 'Family road trips', paragraph: '<p>Five routes across the north with the whole family on board.</p>', link: link('/stories/road-trips', 'Plan a trip') },
      { image: { id: 1, alt: 'Defender 130 with eight seats' }, heading: 'Room for eight', paragraph: '<p>Defender 130 seats eight adults in three full rows.</p>', link: link('/stories/defender-130', 'Meet Defender 130') },
      { image: { id: 2, alt: 'Evoque in a city street' }, heading: 'The urban Evoque', paragraph: '<p>Compact outside, generous inside, and electric for the daily commute.</p>' },
      { image: { id: 4, alt: 'Velar interior with ambient lighting' }, heading: 'Velar after dark', paragraph: '<p>Thirty ambient colours and a cabin air purifier.</p>' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Featured stories' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Inside SV' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the story' })).toHaveAttribute('href', '/en/stories/inside-sv');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
  },
};
