import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';
import { storyMedia } from '../testing/storyMedia';

const photo = (id: number) => storyMedia.urlFor(id, 1000, 'jpg', '1-1');

const meta = {
  title: 'Blocks/Other/Collection item',
  component: BlockPreview,
  args: {
    template: 'collection-item',
    index: 2,
    fields: {
      images: JSON.stringify([photo(1), photo(2), photo(3)]),
      images_alt: 'דגם מוקטן של דיפנדר 110 בקנה מידה 1:43',
      html: '<p>{photos}</p><h2>דגם אספנים: דיפנדר 110</h2><p>דגם יצוק במהדורה מוגבלת, צבוע ביד בגוון Pangea Green, עם פרטי פנים מלאים.</p><p><strong>₪ 349</strong></p>',
      box_color: 'light',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: three photos slide where {photos} stood, each named with its position; ArrowLeft goes forward. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'דגם אספנים: דיפנדר 110' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'דגם מוקטן של דיפנדר 110 בקנה מידה 1:43 (1 מתוך 3)' })).toBeVisible();
    const viewport = canvas.getByRole('region', { name: 'דגם מוקטן של דיפנדר 110 בקנה מידה 1:43' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'מעבר לשקופית 2' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** English: one photo in the middle of the text; a broken entry in the list is skipped. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      images: JSON.stringify([{ url: photo(4) }, 'javascript:alert(1)', 42]),
      images_alt: 'Land Rover Heritage leather weekend bag',
      html: '<h2>Heritage weekend bag</h2><p>Full-grain leather with the Land Rover oval embossed by hand.</p>{photos}<p>Dimensions: 50 × 28 × 30 cm.</p>',
      box_color: 'grey',
    },
  },
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAccessibleName('Land Rover Heritage leather weekend bag');
    await expect(canvas.queryByText('{photos}')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Images JSON of the wrong shape (an object, not a list): the text still renders, without photos. */
export const WrongShapeJson: Story = {
  globals: { locale: 'he' },
  args: {
    fields: { images: '{"url": "/merch/cap.jpg"}', images_alt: '', html: '<h2>כובע מצחייה לנד רובר</h2><p>כותנה אורגנית, רקמת לוגו.</p>{photos}', box_color: 'light' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
