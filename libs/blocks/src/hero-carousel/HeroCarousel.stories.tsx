import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const link = (url: string, text: string, ui_type = 'primary') => ({ url, type: 'internal', target: '_self', link_text: text, ui_type });

const hebrewSlides = [
  {
    heading: "ריינג' רובר ספורט החדש",
    header_tag: 'H1',
    description: '<p>דינמיות עוצרת נשימה ונוחות של ספינת דגל. גרסת PHEV עם טווח חשמלי של עד 113 ק״מ.</p>',
    image: { id: 2, alt: "ריינג' רובר ספורט בכביש הרים מפותל" },
    mobile_image: { id: 2, alt: "ריינג' רובר ספורט בכביש הרים" },
    additional_info: 'חדש באולמות התצוגה',
    price: '729000',
    button: link('/models/range-rover-sport', 'לפרטים ולהזמנה'),
    disclaimer: '<p>המחיר כולל מע״מ ואינו כולל אגרת רישוי. התמונה להמחשה בלבד.</p>',
  },
  {
    heading: 'דיפנדר 110. בלי גבולות.',
    header_tag: 'H2',
    description: '<p>שלדה מונוקוק קשיחה, מתלי אוויר ומערכת Terrain Response 2 — מוכן לכל שביל.</p>',
    image: { id: 1, alt: 'דיפנדר 110 חוצה נחל במדבר' },
    price: 'החל מ-₪ 489,000',
    button: link('/models/defender', 'הכירו את דיפנדר'),
  },
  {
    heading: 'דיסקברי. מקום לכל המשפחה.',
    header_tag: 'H2',
    description: '<p>שבעה מושבים מלאים ותא מטען גמיש לכל הרפתקה משפחתית.</p>',
    image: { id: 4, alt: 'דיסקברי חונה מול נוף הגליל' },
    button: link('/models/discovery', 'לתיאום נסיעת מבחן', 'secondary'),
  },
];

const meta = {
  title: 'Blocks/Hero/Hero carousel',
  component: BlockPreview,
  args: {
    template: 'hero-carousel',
    index: 0,
    fields: { has_timer: true, is_autoplay: true, slide_duration: 6000, box_color: 'dark' },
    groups: hebrewSlides,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hebrew, first block: the first slide's image has high priority, later slides are lazy; ArrowLeft moves
 * forward under RTL; the slideshow can be paused.
 */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    const images = canvasElement.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[1]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[images.length - 1]).toHaveAttribute('loading', 'lazy');
    // The shared Carousel marks slides inert until embla reports which are in view.
    await expect(await canvas.findByRole('heading', { level: 1, name: /ריינג' רובר ספורט/ })).toBeVisible();
    await expect(canvas.getByText(/₪ 729,000$/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'עצירת המצגת' }));
    await expect(canvas.getByRole('button', { name: 'הפעלת המצגת' })).toBeVisible();

    const viewport = canvas.getByRole('region', { name: 'מבצעים ודגמים מובילים' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'מעבר לשקופית 2' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** Autoplay moves on by itself after the slide's own duration limit. */
export const Autoplay: Story = {
  globals: { locale: 'he' },
  args: {
    index: 1,
    fields: { has_timer: true, is_autoplay: true, slide_duration: 6000, box_color: 'black' },
    groups: hebrewSlides.map((slide, position) => ({ ...slide, header_tag: 'H2', slide_duration_limit: position === 0 ? 2000 : null })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'מעבר לשקופית 1' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'מעבר לשקופית 2' })).toHaveAttribute('aria-current', 'true'), {
      timeout: 4000,
    });
  },
};

/** English, no autoplay (so no pause control), wide banner crop, offer banner; ArrowRight moves forward. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    index: 2,
    fields: { is_autoplay: false, has_wide_ratio: true, has_banner: true, box_color: 'light' },
    groups: [
      {
        heading: 'Range Rover. The original luxury SUV.',
        description: '<p>Serene, refined and effortlessly capable, with a cabin crafted from the finest materials.</p>',
        image: { id: 3, alt: 'Range Rover on a coastal road at sunset' },
        additional_info: 'Launch offer',
        price: '1090000',
        button: link('/models/range-rover', 'Explore Range Rover'),
      },
      {
        heading: 'Velar. Avant-garde luxury.',
        description: '<p>Flush door handles, Pivi Pro infotainment and a plug-in hybrid drivetrain.</p>',
        image: { id: 5, alt: 'Range Rover Velar in a city at night' },
        additional_info: 'Limited stock',
        button: link('/models/velar', 'Explore Velar'),
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // The 16-6-5 banner crop: 2400 × 975.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('height', '975');
    // A plain number is formatted with the site's offer text (its wording comes from the price settings).
    await expect(canvas.getByText(/₪ 1,090,000$/)).toBeVisible();
    const viewport = canvas.getByRole('region', { name: 'Featured models and offers' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
  },
};
