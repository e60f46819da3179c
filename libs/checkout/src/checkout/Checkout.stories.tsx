import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { $orderOnlineData, $softLock, $stepsState, createMemoryStorage, emptyOrderOnlineData } from '@lux/order-online';
import { sampleOrder } from '@lux/order-online/testing';
import { SESSION_KEYS } from '../session';
import { checkoutStrings } from '../strings';
import { journeyScope, testServices, value } from '../testing/fixtures';
import { english, hebrew, JourneyStory } from '../testing/story';
import { installFakePaypal, installFakeStripe } from '../testing/vendors';
import { CheckoutScreen } from './CheckoutScreen';

const lock = { vehicleId: '42', lockId: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f', orderNumber: 'LX-260101-AAAA', expiresAt: '2099-01-01T00:00:00.000Z' };
const all = [0, 1, 2, 3, 4, 5, 6, 7];
const types = ['vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details'];
const completed = { activeStep: 7, enabledSteps: all, validated: Object.fromEntries(all.map((i) => [i, { [types[i]!]: true }])), disabledButtons: {} };
const data = {
  ...emptyOrderOnlineData,
  vehicleId: '42',
  paymentOptionsData: { type: 'cash' as const, data: [] },
  tradeInData: { brand: 'toyota', model: 'RAV4', mileage: '82000', registrationDate: '2019-03-01' },
  servicePackData: { id: 'comfort', title: 'שירות פלוס', price: 6900 },
  appBookingData: { date: '2026-12-01', slot: '12:00' },
  locationDetails: { uuid: 'TLV01', dealer_code: 'TLV01', name: 'לוקס מוטורס תל אביב' },
  termsAndConditionsData: { accepted: true, accepted_at: '2026-11-26T10:00:00.000Z' },
};
const customer = { first_name: 'דנה', last_name: 'לוי', email: 'dana@example.co.il', phone: '050-1234567' };

function Checkout({ locale, onNavigate }: { locale: 'he' | 'en'; onNavigate: (to: string) => void }) {
  return (
    <JourneyStory
      locale={locale}
      makeScope={() =>
        journeyScope({
          api: {
            payment: async () => ({ payment_intent_id: 'pi_test_1', client_secret: 'pi_test_1_secret', publishable_key: 'pk_test_lux', js_url: '/fake/stripe/v3.js' }),
            paypalCreateOrder: async () => ({ paypal_order_id: 'PP-1', sdk_url: '/fake/paypal/sdk.js', client_id: 'x' }),
            paypalAuthorize: async () => sampleOrder({ state: 'paid' }),
            liqpayCheckoutData: async () => ({ action_url: '/fake/liqpay/checkout', data: btoa('{"order_id":"lp-1"}'), signature: 'sig' }),
            createOrder: async () => sampleOrder({ order_number: 'LX-260101-AAAA' }),
            confirmOrder: async () => sampleOrder({ order_number: 'LX-260101-AAAA', state: 'confirmed' }),
          },
          values: [value($softLock, lock), value($stepsState, completed), value($orderOnlineData, data)],
        })
      }
      makeServices={() =>
        testServices(
          {
            navigate: onNavigate,
            loadScript: async (src) => {
              if (src.includes('stripe')) installFakeStripe();
              if (src.includes('paypal')) installFakePaypal();
            },
          },
          createMemoryStorage({ [SESSION_KEYS.customer]: JSON.stringify(customer) }),
        )
      }
    >
      <CheckoutScreen ready />
    </JourneyStory>
  );
}

const meta = {
  title: 'Order online/Checkout',
  component: Checkout,
  args: { locale: 'he', onNavigate: fn() },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the summary merged for a cash purchase, the four configured methods, card first. */
export const HebrewSummary: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'רכישה' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: /כרטיס אשראי/ })).toBeChecked();
  },
};

/** English: card payment in Stripe's Payment Element, from the keyboard, to the success page. */
export const EnglishCard: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('button', { name: 'Pay ₪ 5,000' });
    pay.focus();
    await userEvent.keyboard('{Enter}');
    const card = await canvas.findByRole('textbox', { name: 'Card number' });
    await userEvent.type(card, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₪ 5,000' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/showroom-order-online/success?order=LX-260101-AAAA'));
  },
};

/** Hebrew: PayPal's buttons after choosing it with the arrow keys. */
export const HebrewPaypal: Story = {
  globals: hebrew,
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: /כרטיס אשראי/ }).focus();
    // Under RTL the next option is to the left; in a vertical group it is below.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalled());
  },
};

/** English: LiqPay's form, posted to its page by the buyer's own press. */
export const EnglishLiqpay: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /LiqPay/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₪ 5,000' }));
    await expect(await canvas.findByRole('button', { name: checkoutStrings.en.toLiqpay })).toBeVisible();
  },
};

/** Hebrew: a reservation confirmed by e-mail, sent without payment. */
export const HebrewWithoutPayment: Story = {
  globals: hebrew,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /באישור בדוא״ל/ }));
    await userEvent.click(canvas.getByRole('button', { name: checkoutStrings.he.reserve }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/showroom-order-online/success?order=LX-260101-AAAA'));
  },
};

/** English: the summary and the methods. */
export const EnglishSummary: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Credit card/ })).toBeChecked();
  },
};

/** Hebrew: card payment in the Payment Element. */
export const HebrewCard: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    await expect(await canvas.findByRole('textbox', { name: 'Card number' })).toBeVisible();
  },
};

/** English: PayPal's buttons. */
export const EnglishPaypal: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /PayPal/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₪ 5,000' }));
    await expect(await canvas.findByRole('button', { name: 'PayPal' })).toBeVisible();
  },
};

/** Hebrew: LiqPay's form. */
export const HebrewLiqpay: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /LiqPay/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'תשלום ₪ 5,000' }));
    await expect(await canvas.findByRole('button', { name: checkoutStrings.he.toLiqpay })).toBeVisible();
  },
};

/** English: a reservation confirmed by e-mail. */
export const EnglishWithoutPayment: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /confirm by email/ }));
    await userEvent.click(canvas.getByRole('button', { name: checkoutStrings.en.reserve }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalled());
  },
};
