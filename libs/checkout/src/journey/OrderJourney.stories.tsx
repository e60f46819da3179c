import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { $softLock, $stepsState, createMemoryStorage, type StepsState } from '@lux/order-online';
import { SESSION_KEYS } from '../session';
import { checkoutStrings } from '../strings';
import { journeyScope, testServices, value } from '../testing/fixtures';
import { english, hebrew, JourneyStory } from '../testing/story';
import { OrderJourney } from './OrderJourney';

const lock = { vehicleId: '42', lockId: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f', orderNumber: 'LX-260101-AAAA', expiresAt: '2099-01-01T00:00:00.000Z' };
const types = ['vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details'];

/** The journey at a step, every earlier one done. */
function at(step: number): StepsState {
  const before = Array.from({ length: step }, (_, index) => index);
  return {
    activeStep: step,
    enabledSteps: [...before, step],
    validated: Object.fromEntries(before.map((index) => [index, { [types[index]!]: true }])),
    disabledButtons: {},
  };
}

function Journey({ locale, step, customer = false }: { locale: 'he' | 'en'; step: number; customer?: boolean }) {
  return (
    <JourneyStory
      locale={locale}
      makeScope={() => journeyScope({ values: [value($softLock, lock), value($stepsState, at(step))] })}
      makeServices={() =>
        testServices(
          {},
          createMemoryStorage(
            customer
              ? { [SESSION_KEYS.customer]: JSON.stringify({ first_name: 'דנה', last_name: '', email: 'dana@', phone: '050-1234567' }) }
              : {},
          ),
        )
      }
    >
      <OrderJourney ready />
    </JourneyStory>
  );
}

const meta = {
  title: 'Order online/Journey',
  component: Journey,
  args: { locale: 'he', step: 0 },
} satisfies Meta<typeof Journey>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the vehicle step; Continue moves to the payment option and focuses its heading. */
export const HebrewVehicle: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    const t = checkoutStrings.he;
    await expect(canvas.getByRole('heading', { level: 1, name: 'דיפנדר 110 X-Dynamic SE' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /אפשרות תשלום/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'אפשרות תשלום' })).toHaveFocus());
  },
};

/** English: the payment option step tried while empty: the alert, and focus on the first option. */
export const EnglishIncompleteStep: Story = {
  globals: english,
  args: { locale: 'en', step: 1 },
  play: async ({ canvas }) => {
    const t = checkoutStrings.en;
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.stepIncomplete);
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Cash purchase/ })).toHaveFocus());
    // Arrow keys move between the options, as in any radio group (left is "next" only in RTL).
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Lease/ })).toBeChecked();
  },
};

/** Hebrew: the trade-in step answered "yes", with the stock service's lists. */
export const HebrewTradeIn: Story = {
  globals: hebrew,
  args: { step: 2 },
  play: async ({ canvas }) => {
    // The step's own code is a chunk of its own: it arrives after the page.
    await userEvent.click(await canvas.findByRole('radio', { name: checkoutStrings.he.yes }));
    await expect(await canvas.findByText(checkoutStrings.he.tradeInLegend)).toBeVisible();
  },
};

/** English: the appointment step: a date typed segment by segment (arrows and digits), then a slot. */
export const EnglishAppointment: Story = {
  globals: english,
  args: { locale: 'en', step: 4 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: /Appointment time/ })).toBeVisible();
    const [firstSegment] = canvas.getAllByRole('spinbutton');
    firstSegment!.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(firstSegment).toHaveAttribute('aria-valuenow');
  },
};

/** Hebrew: the retailer step with the vehicle's retailer chosen, and who receives the fee. */
export const HebrewRetailer: Story = {
  globals: hebrew,
  args: { step: 5 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(checkoutStrings.he.paidToImporter)).toBeVisible();
  },
};

/** Hebrew: the terms in a region the keyboard scrolls, and the box to tick. */
export const HebrewTerms: Story = {
  globals: hebrew,
  args: { step: 6 },
  play: async ({ canvas }) => {
    const terms = canvas.getByRole('region', { name: checkoutStrings.he.termsLabel });
    terms.focus();
    await expect(terms).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: checkoutStrings.he.acceptTerms })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: checkoutStrings.he.acceptTerms })).toBeChecked();
  },
};

/** Hebrew: the buyer's details, one of them wrong; Continue shows every error. */
export const HebrewCustomerDetails: Story = {
  globals: hebrew,
  args: { step: 7, customer: true },
  play: async ({ canvas }) => {
    const t = checkoutStrings.he;
    await canvas.findByRole('textbox', { name: new RegExp(t.customer.firstName) });
    await userEvent.click(canvas.getByRole('button', { name: t.toCheckout }));
    await expect(await canvas.findByText(t.errors.email)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: new RegExp(t.customer.lastName) })).toHaveFocus());
  },
};

/** English: the service packs, "none" included. */
export const EnglishServicePack: Story = {
  globals: english,
  args: { locale: 'en', step: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: checkoutStrings.en.noServicePack })).toBeVisible();
  },
};

// The other direction of each step (axe in both; the plays above cover the interactions).

/** English: the vehicle step. */
export const EnglishVehicle: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: checkoutStrings.en.stepTitles.vehicle_detail })).toBeVisible();
  },
};

/** Hebrew: the payment option step tried while empty. */
export const HebrewIncompleteStep: Story = {
  globals: hebrew,
  args: { step: 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: checkoutStrings.he.next }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(checkoutStrings.he.stepIncomplete);
  },
};

/** English: the trade-in step answered "yes". */
export const EnglishTradeIn: Story = {
  globals: english,
  args: { locale: 'en', step: 2 },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: checkoutStrings.en.yes }));
    await expect(await canvas.findByText(checkoutStrings.en.tradeIn.brand)).toBeVisible();
  },
};

/** Hebrew: the appointment step. */
export const HebrewAppointment: Story = {
  globals: hebrew,
  args: { step: 4 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: new RegExp(checkoutStrings.he.appointmentSlot) })).toBeVisible();
  },
};

/** English: the retailer step. */
export const EnglishRetailer: Story = {
  globals: english,
  args: { locale: 'en', step: 5 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(checkoutStrings.en.paidToImporter)).toBeVisible();
  },
};

/** English: the terms (written in Hebrew, marked so). */
export const EnglishTerms: Story = {
  globals: english,
  args: { locale: 'en', step: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: checkoutStrings.en.termsLabel })).toHaveAttribute('lang', 'he');
  },
};

/** English: the buyer's details. */
export const EnglishCustomerDetails: Story = {
  globals: english,
  args: { locale: 'en', step: 7, customer: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: new RegExp(checkoutStrings.en.customer.email) })).toBeVisible();
  },
};

/** Hebrew: the service packs. */
export const HebrewServicePack: Story = {
  globals: hebrew,
  args: { step: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: checkoutStrings.he.noServicePack })).toBeVisible();
  },
};
