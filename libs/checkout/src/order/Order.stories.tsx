import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { $softLock } from '@lux/order-online';
import { sampleOrder } from '@lux/order-online/testing';
import { EntryScreen } from '../entry/EntryScreen';
import { checkoutStrings } from '../strings';
import { journeyScope, value } from '../testing/fixtures';
import { english, hebrew, JourneyStory } from '../testing/story';
import { ConfirmationScreen } from './ConfirmationScreen';
import { SuccessScreen } from './SuccessScreen';

const lock = { vehicleId: '42', lockId: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f', orderNumber: 'LX-260101-AAAA', expiresAt: null };
const order = sampleOrder({
  order_number: 'LX-260101-AAAA',
  state: 'confirmed',
  payment_status: 'authorised',
  finance_option: 'cash',
  vehicle: { model_display_name: 'דיפנדר 110 X-Dynamic SE' },
  metadata: { trade_in: { brand: 'toyota', model: 'RAV4', mileage: '82000' } },
});

type Screen = 'success' | 'confirmation' | 'entry';

function Order({ locale, screen }: { locale: 'he' | 'en'; screen: Screen }) {
  return (
    <JourneyStory
      locale={locale}
      makeScope={() =>
        journeyScope({
          api: { getOrder: async () => order, confirmOrder: async () => ({ ...order, state: 'confirmed' }) },
          values: [value($softLock, lock)],
        })
      }
    >
      {screen === 'success' ? <SuccessScreen orderNumber="LX-260101-AAAA" ready /> : null}
      {screen === 'confirmation' ? (
        <ConfirmationScreen orderNumber="LX-260101-AAAA" token="tok_abcdefghijklmnopqrstuvwxyz" initialOrder={{ ...order, state: 'created' }} ready />
      ) : null}
      {screen === 'entry' ? <EntryScreen ready /> : null}
    </JourneyStory>
  );
}

const meta = {
  title: 'Order online/Order',
  component: Order,
  args: { locale: 'he', screen: 'success' },
} satisfies Meta<typeof Order>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the success page with the success configuration merged for cash, and the order. */
export const HebrewSuccess: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('LX-260101-AAAA')).toBeVisible();
    await expect(canvas.getByText(checkoutStrings.he.paymentStatuses.authorised!)).toBeVisible();
  },
};

/** English: the confirmation link's page; confirming moves focus to the answer. */
export const EnglishConfirmation: Story = {
  globals: english,
  args: { locale: 'en', screen: 'confirmation' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: checkoutStrings.en.confirm }));
    await expect(await canvas.findByText(checkoutStrings.en.confirmed)).toHaveFocus();
  },
};

/** Hebrew: the confirmation page before confirming. */
export const HebrewConfirmation: Story = { globals: hebrew, args: { screen: 'confirmation' } };

/** English: the journey's entry page. */
export const EnglishEntry: Story = { globals: english, args: { locale: 'en', screen: 'entry' } };

/** English: the success page. */
export const EnglishSuccess: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('LX-260101-AAAA')).toBeVisible();
  },
};

/** Hebrew: the journey's entry page. */
export const HebrewEntry: Story = { globals: hebrew, args: { screen: 'entry' } };
