import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const hotspotsHe = [
  { x: 22, y: 58, heading: 'פנסי Pixel LED', paragraph: 'פנסים דיגיטליים עם יותר מ-140,000 נקודות אור המסתירות את הסנוור לתנועה מולכם.' },
  { x: 48, y: 40, heading: 'ידיות דלת נסתרות', paragraph: 'הידיות נשלפות כשמתקרבים עם המפתח ונעלמות בנסיעה, לקו נקי ולחיכוך אוויר נמוך.' },
  { x: 78, y: 66, heading: 'חישוקי 22 אינץ׳', paragraph: 'חישוקי סגסוגת בגימור Gloss Dark Grey עם צמיגים לכל עונות השנה.' },
];
const hotspotsEn = [
  { x: 22, y: 58, heading: 'Pixel LED headlights', paragraph: 'Digital headlights with over 140,000 points of light that mask the glare from oncoming traffic.' },
  { x: 48, y: 40, heading: 'Deployable door handles', paragraph: 'The handles present themselves as you approach with the key and retract on the move.' },
  { x: 78, y: 66, heading: '22-inch wheels', paragraph: 'Alloy wheels in Gloss Dark Grey with all-season tyres.' },
];

const meta = {
  title: 'Blocks/Advanced/Hotspots container',
  component: BlockPreview,
  args: {
    template: 'hotspots-container',
    fields: {
      heading: 'ריינג׳ רובר וולאר',
      header_size: 'l',
      paragraph: '<p>הקשו על הנקודות כדי לגלות את הפרטים שמגדירים את הוולאר. החל מ-₪ 529,000.</p>',
      image: { id: 2, alt: 'ריינג׳ רובר וולאר בצבע אפור זנזיבר בחניה עירונית' },
      hotspots: JSON.stringify(hotspotsHe),
      data_layer_label: 'velar-hotspots',
      data_layer_action: 'hotspot_click',
      box_color: 'light',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** Hebrew: points keep their place on the picture (not mirrored); opening one sends a data-layer event. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const point = canvas.getByRole('button', { name: 'פנסי Pixel LED' });
    const picture = canvas.getByRole('img', { name: /ריינג׳ רובר וולאר/ });
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBeGreaterThan(0));
    const box = picture.getBoundingClientRect();
    const spot = point.getBoundingClientRect();
    const share = (spot.left + spot.width / 2 - box.left) / box.width;
    await expect(Math.abs(share - 0.22)).toBeLessThan(0.02);
    await expect(spot.width).toBeGreaterThanOrEqual(24);

    await userEvent.click(point);
    await expect(point).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/יותר מ-140,000 נקודות אור/)).toBeVisible();
    const last = (window as DataLayerWindow).dataLayer?.at(-1);
    await expect(last).toMatchObject({ action: 'hotspot_click', label: 'velar-hotspots', hotspot: 'פנסי Pixel LED', position: 1 });

    await userEvent.keyboard('{Escape}');
    await expect(point).toHaveAttribute('aria-expanded', 'false');
    await expect(point).toHaveFocus();
    await expect(canvas.queryByText(/יותר מ-140,000 נקודות אור/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Range Rover Velar',
      header_size: 'l',
      paragraph: '<p>Select a point to discover the details that define Velar. From ₪ 529,000.</p>',
      image: { id: 2, alt: 'Range Rover Velar in Zanzibar Grey parked in the city' },
      // One point without a position and one without any text are left out.
      hotspots: JSON.stringify([...hotspotsEn, { x: 'a', y: 3, heading: 'Bad' }, { x: 5, y: 5 }]),
      box_color: 'black',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Deployable door handles' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/present themselves/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
