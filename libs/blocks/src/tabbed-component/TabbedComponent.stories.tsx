import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const frames = JSON.stringify(Array.from({ length: 12 }, (_, n) => n + 1));

const meta = {
  title: 'Blocks/Advanced/Tabbed component',
  component: BlockPreview,
  args: {
    template: 'tabbed-component',
    fields: { heading: 'דיפנדר 110 מכל זווית', header_size: 'l', header_tag: 'H2', box_color: 'light' },
    groups: [
      {
        tab_label: 'תמונה',
        tab_type: 'image',
        image: { id: 1, alt: 'דיפנדר 110 בצבע ירוק פנגיאה על דיונות בנגב' },
        heading: 'נבנה לכל שטח',
        paragraph: '<p>מרכב מונוקוק מאלומיניום, מתלי אוויר אלקטרוניים וגובה מרכב של עד 291 מ״מ. החל מ-₪ 489,000.</p>',
      },
      {
        tab_label: 'חוץ 360°',
        tab_type: 'exterior-360',
        frames,
        heading: 'סובבו את הדיפנדר',
        paragraph: '<p>גררו את הרכב או השתמשו במקשי החיצים כדי לראות אותו מכל צד.</p>',
      },
      {
        tab_label: 'פנים 360°',
        tab_type: 'interior-360',
        image: { id: 3, alt: 'תא הנוסעים של דיפנדר 110 עם ריפוד עור Windsor' },
        heading: 'תא נוסעים לשבעה',
        paragraph: '<p>שלוש שורות מושבים, מסך Pivi Pro בגודל 11.4 אינץ׳ ומערכת שמע Meridian.</p>',
      },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: ArrowLeft is "next" for the tabs and for turning the 360° view. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: 'דיפנדר 110 מכל זווית' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'תמונה' })).toBeVisible();
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const spin = canvas.getByRole('slider', { name: /סיבוב הרכב/ });
    await expect(spin).toHaveAttribute('aria-valuenow', '0');
    spin.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(spin).toHaveAttribute('aria-valuenow', '30');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(spin).toHaveAttribute('aria-valuenow', '330');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'Defender 110 from every angle', header_size: 'l', header_tag: 'H2', box_color: 'dark' },
    groups: [
      {
        tab_label: 'Image',
        tab_type: 'image',
        image: { id: 1, alt: 'Defender 110 in Pangea Green on desert dunes' },
        heading: 'Built for any terrain',
        paragraph: '<p>Aluminium monocoque, electronic air suspension and up to 291 mm of ground clearance. From ₪ 489,000.</p>',
      },
      { tab_label: 'Exterior 360°', tab_type: 'exterior-360', frames, heading: 'Turn the Defender' },
      {
        tab_label: 'Interior 360°',
        tab_type: 'interior-360',
        image: { id: 3, alt: 'Defender 110 cabin in Windsor leather' },
        heading: 'Seven seats',
        paragraph: '<p>Three rows, an 11.4-inch Pivi Pro screen and Meridian sound.</p>',
      },
      // A tab with broken frames JSON and no image has nothing to show and is left out.
      { tab_label: 'Broken', tab_type: 'exterior-360', frames: '' },
    ],
  },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await userEvent.click(tabs[2]!);
    const look = canvas.getByRole('slider', { name: /Look around the cabin/ });
    look.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(look).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(look).toHaveAttribute('aria-valuenow', '350');
  },
};
