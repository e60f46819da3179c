import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultShowroomConfig } from '@lux/stock-locator';
import { approvedDiscovery, newDefender, seededConfig, similarDefenders, usedBare } from './fixtures';
import { withMonthlyPrice } from '../stock-shared/monthly-stories';
import { ShowroomPage } from './ShowroomPage';

const meta = {
  title: 'Pages/Showroom',
  component: ShowroomPage,
  args: {
    locale: 'he',
    vehicle: newDefender,
    config: seededConfig,
    similar: similarDefenders,
    listing: 'lux-il',
  },
} satisfies Meta<typeof ShowroomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hebrew, a new Defender: gallery (ArrowLeft moves forward under RTL), drive-away price, reservation link,
 * save toggle, payment accordions with arrow keys, the mini calculator, the retailer and similar cards.
 */
export const NewVehicleHebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'דיפנדר 110 X-Dynamic SE' })).toBeVisible();

    const gallery = canvas.getByRole('region', { name: 'תמונות דיפנדר 110 X-Dynamic SE' });
    const [first] = within(gallery).getAllByRole('img', { hidden: true });
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await waitFor(() => expect(within(gallery).getByText('1 מתוך 4')).toBeVisible());
    (gallery.querySelector('[tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(gallery).getByText('2 מתוך 4')).toBeVisible());

    await expect(canvas.getByText('מחיר כולל על הכביש')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'הזמנת הרכב' })).toHaveAttribute(
      'href',
      `/showroom-order-online/vehicle/42?config_url=${encodeURIComponent(newDefender.config_url!)}`,
    );

    const save = canvas.getByRole('button', { name: 'שמירת הרכב' });
    const before = save.getAttribute('aria-pressed');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true'));
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', before ?? 'false'));

    const cash = canvas.getByRole('button', { name: /רכישה במזומן/ });
    await expect(cash).toHaveAttribute('aria-expanded', 'true');
    cash.focus();
    await userEvent.keyboard('{ArrowDown}');
    const lease = canvas.getByRole('button', { name: /ליסינג פרטי/ });
    await expect(lease).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lease).toHaveAttribute('aria-expanded', 'true');

    const deposit = canvas.getByLabelText('מקדמה (₪)');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '0');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('לחודש'));

    await expect(canvas.getByRole('region', { name: 'המשווק' })).toHaveTextContent(
      'לנד רובר לוקס מוטורס תל אביב',
    );
    const similar = canvas.getByRole('region', { name: 'רכבים דומים' });
    await expect(within(similar).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** English, an approved Discovery that is reserved: no drive-away price and no reservation link. */
export const ApprovedVehicleEnglish: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en', vehicle: approvedDiscovery, similar: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Discovery D300 HSE' })).toBeVisible();
    await expect(canvas.queryByText('Drive-away price')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Reserve this vehicle' })).toBeNull();
    await expect(canvas.getByText('This vehicle is reserved for another customer.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Finance calculator' })).toBeVisible();
    const spec = canvas.getByRole('region', { name: 'Specification' });
    await expect(spec).toHaveTextContent('41,200 km');
    await expect(spec).toHaveTextContent('3.0 l');
    await expect(spec).toHaveTextContent('April 1, 2023');
    const gallery = canvas.getByRole('region', { name: 'Photos of Discovery D300 HSE' });
    (gallery.querySelector('[tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(gallery).getByText('2 of 2')).toBeVisible());
  },
};

/** A used car without photos, with a hidden price and no company config: the page's empty states. */
export const EmptyStates: Story = {
  globals: { locale: 'he' },
  args: { vehicle: usedBare, config: defaultShowroomConfig, similar: [], similarFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('אין עדיין תמונות לרכב זה.');
    await expect(canvas.getAllByText('המחיר יימסר אצל המשווק.').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { name: 'מחשבון מימון' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'המשווק' })).toBeNull();
    await expect(canvas.getByText('לא הצלחנו לטעון רכבים דומים כרגע.')).toBeVisible();
  },
};

/**
 * Issue 15, Hebrew: "from ₪X a month" under the price with its assumptions (the seeded Spitzer offer);
 * the similar cards show theirs too.
 */
export const MonthlyPriceHebrew: Story = {
  globals: { locale: 'he' },
  decorators: [withMonthlyPrice],
  play: async ({ canvas }) => {
    // The page's own line comes first (a similar car at the same price has the same figure).
    const [line] = canvas.getAllByText((_, el) => el?.tagName === 'P' && el.textContent === 'החל מ־₪ 6,602 לחודש');
    await expect(line).toBeVisible();
    await expect(line).toHaveAccessibleDescription('בהנחת מקדמה של 30%, 60 תשלומים חודשיים וריבית שנתית של 5.9%.');
    const similar = canvas.getByRole('region', { name: 'רכבים דומים' });
    await expect(within(similar).getAllByText(/^בהנחת מקדמה של 30%/)).toHaveLength(3);
  },
};

/** Issue 15, English: "From ₪X a month"; none for a hidden price. */
export const MonthlyPriceEnglish: Story = {
  globals: { locale: 'en' },
  decorators: [withMonthlyPrice],
  args: { locale: 'en', similar: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'From ₪ 6,602 a month'),
    ).toBeVisible();
    await expect(canvas.getByText('Assuming 30% down, 60 monthly payments and 5.9% a year.')).toBeVisible();
  },
};
