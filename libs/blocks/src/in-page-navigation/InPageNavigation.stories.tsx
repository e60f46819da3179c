import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const sectionsHe = [
  ['design', 'עיצוב', 'קווים נקיים, כתפיים רחבות ונוכחות שאין לה תחליף.'],
  ['performance', 'ביצועים', 'מנוע בנזין 3.0 ליטר מסדרת Ingenium, 400 כוחות סוס ותיבת אוטומטית בת 8 הילוכים.'],
  ['interior', 'פנים', 'עור Windsor, מערכת שמע Meridian ומושבים מחוממים ומקוררים.'],
  ['prices', 'מחירים', 'ריינג׳ רובר ספורט החל מ-₪ 749,000.'],
] as const;

const sectionsEn = [
  ['design', 'Design', 'Clean lines, broad shoulders and an unmistakable presence.'],
  ['performance', 'Performance', 'A 3.0-litre Ingenium petrol engine, 400 hp and an eight-speed automatic.'],
  ['interior', 'Interior', 'Windsor leather, Meridian sound and heated and cooled seats.'],
  ['prices', 'Prices', 'Range Rover Sport from ₪ 749,000.'],
] as const;

/** The rest of the page as BlockList renders it: `component-N` wrappers with their `rdx-` anchors. */
const withPage =
  (sections: typeof sectionsHe | typeof sectionsEn): Decorator =>
  (Story) => (
    <>
      <Story />
      {sections.map(([id, title, text], position) => (
        <div key={id} id={`component-${position + 1}`} data-block="text">
          <span id={`rdx-${id}`} />
          <section style={{ minBlockSize: '90vh', paddingBlock: '3rem', paddingInline: '2rem' }}>
            <h2>{title}</h2>
            <p>{text}</p>
          </section>
        </div>
      ))}
    </>
  );

const meta = {
  title: 'Blocks/Advanced/In-page navigation',
  component: BlockPreview,
  args: {
    template: 'in-page-navigation',
    fields: { goTopShort: 'למעלה', box_color: 'light' },
    groups: sectionsHe.map(([id, label]) => ({ label, blockId: id })),
  },
  decorators: [withPage(sectionsHe)],
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: a click scrolls to the block's rdx- anchor, puts its id in the hash and marks the link current. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'ניווט בעמוד' });
    await expect(nav).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'ביצועים' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'ביצועים' })).toHaveAttribute('aria-current', 'location'), {
      timeout: 4000,
    });
    await expect(window.location.hash).toBe('#performance');
    // The bar stuck to the top while the page scrolled.
    await expect(Math.round(nav.getBoundingClientRect().top)).toBeLessThanOrEqual(1);
    await expect(document.activeElement?.id).toBe('component-2');
    await userEvent.click(canvas.getByRole('link', { name: /למעלה/ }));
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 4000 });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { goTopShort: 'TOP', box_color: 'black' },
    groups: [
      ...sectionsEn.map(([id, label]) => ({ label, blockId: id })),
      // Missing anchors and blank labels are skipped rather than shown as dead links.
      { label: '', blockId: 'design' },
      { label: 'Offers', blockId: '' },
    ],
  },
  decorators: [withPage(sectionsEn)],
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Design', 'Performance', 'Interior', 'Prices', 'TOP – Back to the top of the page']);
    await userEvent.click(canvas.getByRole('link', { name: 'Prices' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Prices' })).toHaveAttribute('aria-current', 'location'), {
      timeout: 4000,
    });
  },
};
