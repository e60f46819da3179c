import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const link = (url: string, text: string) => ({ url, type: 'internal', target: '_self', link_text: text, ui_type: 'tertiary' });

const meta = {
  title: 'Blocks/New versions/Number button carousel',
  component: BlockPreview,
  args: {
    template: 'number-button-carousel',
    index: 2,
    fields: { heading: 'דיפנדר ב־3 צעדים', header_tag: 'H2', header_size: 'l', box_color: 'light' },
    groups: [
      {
        number: '01',
        image: { id: 1, alt: 'דיפנדר 90 בשטח סלעי' },
        heading: 'בחרו מרכב',
        paragraph: '<p>דיפנדר 90 הקומפקטי, 110 המשפחתי או 130 עם שמונה מושבים.</p>',
        link: link('/models/defender', 'להשוואת המרכבים'),
      },
      {
        number: '02',
        image: { id: 2, alt: 'תא הנוסעים של דיפנדר בעור כהה' },
        heading: 'התאימו את הפנים',
        paragraph: '<p>ריפודי עור Windsor, משטחי עבודה מעץ אגוז ומערכת שמע Meridian.</p>',
        link: link('/models/defender/interior', 'לעיצוב הפנים'),
      },
      {
        number: '03',
        image: { id: 4, alt: 'דיפנדר עם חבילת אביזרי הרפתקאות' },
        heading: 'הוסיפו אביזרים',
        paragraph: '<p>גגון, סולם צד ומדחס אוויר משולב — מוכנים לכל מסע.</p>',
        link: link('/models/defender/accessories', 'לאביזרים'),
      },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: a numbered button picks its slide; ArrowLeft on the slides moves forward and the number follows. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'דיפנדר ב־3 צעדים' })).toBeVisible();
    const third = canvas.getByRole('button', { name: '03: הוסיפו אביזרים' });
    await userEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
    await expect(await canvas.findByRole('heading', { level: 3, name: 'הוסיפו אביזרים' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '01: בחרו מרכב' }));
    const viewport = canvas.getByRole('region', { name: 'דיפנדר ב־3 צעדים' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: '02: התאימו את הפנים' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** English on the dark theme; blank numbers count 01, 02. ArrowRight moves forward. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'Range Rover Sport, step by step', header_tag: 'H3', header_size: 'm', box_color: 'dark' },
    groups: [
      {
        image: { id: 3, alt: 'Range Rover Sport on a mountain pass' },
        heading: 'Choose your powertrain',
        paragraph: '<p>Mild hybrid, plug-in hybrid with up to 113 km of electric range, or the 635 PS SV.</p>',
        link: link('/models/range-rover-sport', 'Compare powertrains'),
      },
      {
        image: { id: 2, alt: 'Range Rover Sport cabin with panoramic roof' },
        heading: 'Make it yours',
        paragraph: '<p>Ultra Fabrics, Windsor leather and a 29-speaker Meridian Signature sound system.</p>',
      },
    ],
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: '01: Choose your powertrain' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(await canvas.findByRole('heading', { level: 4, name: 'Choose your powertrain' })).toBeVisible();
    const viewport = canvas.getByRole('region', { name: 'Range Rover Sport, step by step' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: '02: Make it yours' })).toHaveAttribute('aria-current', 'true'));
  },
};
