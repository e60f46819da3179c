import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { useUi } from '@lux/ui';
import type { Vehicle } from '@lux/stock-locator';
import styled from 'styled-components';
import { withMonthlyPrice } from './monthly-stories';
import { storyVehicles } from './testing';
import { VehicleCard } from './VehicleCard';

const Row = styled.ul`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  max-inline-size: 80rem;
  margin: 0 auto;
  padding: 2rem 1rem;
  list-style: none;
`;

/** Cards as a list shows them, each with a working save toggle. */
function Cards({ vehicles, icons, showOwner }: { vehicles: readonly Vehicle[]; icons?: unknown; showOwner?: boolean }) {
  const { locale } = useUi();
  const [saved, setSaved] = useState<string[]>([]);
  return (
    <Row>
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id}>
          <VehicleCard
            vehicle={vehicle}
            locale={locale === 'en' ? 'en' : 'he'}
            saved={saved.includes(vehicle.id)}
            onToggleSave={(v) => setSaved((list) => (list.includes(v.id) ? list.filter((id) => id !== v.id) : [...list, v.id]))}
            icons={icons}
            showOwner={showOwner}
            imagePriority={index < 3 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </Row>
  );
}

const meta = {
  title: 'Blocks/Stock/Vehicle card',
  component: Cards,
  args: { vehicles: storyVehicles.slice(0, 3) },
} satisfies Meta<typeof Cards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: new, Approved and used cards; the save toggle is a pressed/unpressed button. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  args: { showOwner: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'דיפנדר 110 D300 X-Dynamic SE' });
    await expect(link.getAttribute('href')).toMatch(/^\/showroom\/.+-101$/);
    await expect(canvas.getByText('חדש')).toBeVisible();
    await expect(canvas.getByText('מאושר Approved')).toBeVisible();
    const save = canvas.getByRole('button', { name: 'שמירת דיפנדר 110 D300 X-Dynamic SE' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByText(/^משווק: /)).toHaveLength(3);
  },
};

/** English: /en showroom links, units in English, configured icons (mileage, year, VIN). */
export const English: Story = {
  globals: { locale: 'en' },
  args: { icons: ['mileage', 'productionYear', 'vin'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/en\/showroom\//);
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getAllByText(/^…/)).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

/** Hidden price, no photo, no name: the card still reads well (A§5: no price shown). */
export const Sparse: Story = {
  globals: { locale: 'he', theme: 'dark' },
  args: {
    vehicles: [
      { ...storyVehicles[1]!, price_hidden: true, photos: null },
      { id: '999', state: 'used', nameplate_name: 'Discovery Sport' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('המחיר לפי פנייה')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Discovery Sport' }).getAttribute('href')).toBe('/showroom/used-discovery-sport-999');
  },
};

/** Issue 15, Hebrew: "from ₪X a month" under the price (the seeded Spitzer offer), its assumptions below. */
export const MonthlyPriceHebrew: Story = {
  globals: { locale: 'he' },
  decorators: [withMonthlyPrice],
  play: async ({ canvas }) => {
    const [line] = canvas.getAllByText((_, el) => el?.tagName === 'P' && /^החל מ־₪ [\d,]+ לחודש$/.test(el.textContent ?? ''));
    await expect(line).toBeVisible();
    await expect(line!.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(line).toHaveAccessibleDescription(/בהנחת מקדמה של 30%, 60 תשלומים חודשיים וריבית שנתית של 5.9%/);
  },
};

/** Issue 15, English: "From ₪X a month"; a hidden price shows none. */
export const MonthlyPriceEnglish: Story = {
  globals: { locale: 'en' },
  decorators: [withMonthlyPrice],
  args: { vehicles: [storyVehicles[0]!, { ...storyVehicles[1]!, price_hidden: true }] },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByText((_, el) => el?.tagName === 'P' && /^From ₪ [\d,]+ a month$/.test(el.textContent ?? ''));
    await expect(lines).toHaveLength(1);
    await expect(canvas.getByText('Assuming 30% down, 60 monthly payments and 5.9% a year.')).toBeVisible();
  },
};
