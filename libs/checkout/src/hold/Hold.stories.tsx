import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $holdError, $holdNow, $softLock, $softLockShowInitModal, $softLockShowKickedOutModal, OrderApiError } from '@lux/order-online';
import { sampleHoldInit } from '@lux/order-online/testing';
import { checkoutStrings } from '../strings';
import { journeyScope, value } from '../testing/fixtures';
import { english, hebrew, JourneyStory } from '../testing/story';
import { HoldCountdown } from './HoldCountdown';
import { HoldModals, HoldNotice } from './HoldModals';

const now = Date.parse('2026-11-26T10:00:00.000Z');
const lock = { vehicleId: '42', lockId: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f', orderNumber: 'LX-1', expiresAt: new Date(now + 754_000).toISOString() };

type Kind = 'countdown' | 'init' | 'kickedOut';

function Hold({ locale, kind }: { locale: 'he' | 'en'; kind: Kind }) {
  return (
    <JourneyStory
      locale={locale}
      makeScope={() =>
        journeyScope({
          api: { initHold: async () => sampleHoldInit({ expires_at: '2099-01-01T00:00:00.000Z' }) },
          values:
            kind === 'countdown'
              ? [value($softLock, lock), value($holdNow, now)]
              : kind === 'init'
                ? [value($softLockShowInitModal, true), value($holdError, new OrderApiError('held', 409, 'vehicle_held', ['held']))]
                : [value($softLockShowKickedOutModal, true)],
        })
      }
    >
      <main>
        <h1>{checkoutStrings[locale].journeyTitle}</h1>
        <HoldCountdown />
        <HoldNotice vehicleId="42" ready />
        <HoldModals vehicleId="42" />
      </main>
    </JourneyStory>
  );
}

const meta = {
  title: 'Order online/Hold',
  component: Hold,
  args: { locale: 'he', kind: 'countdown' },
} satisfies Meta<typeof Hold>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: 12:34 left; the clock reads left to right in the Hebrew sentence. */
export const HebrewCountdown: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('12:34');
  },
};

/** English: the car is held by another buyer; Escape closes, and the page keeps the way forward. */
export const EnglishInitModal: Story = {
  globals: english,
  args: { locale: 'en', kind: 'init' },
  play: async ({ canvasElement, canvas }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: checkoutStrings.en.initTitle });
    await expect(dialog).toHaveTextContent(checkoutStrings.en.initBody);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('alert')).toHaveTextContent(checkoutStrings.en.initTitle);
  },
};

/** Hebrew: the hold ran out; "start again" takes a new one and closes the dialog. */
export const HebrewKickedOut: Story = {
  globals: hebrew,
  args: { kind: 'kickedOut' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: checkoutStrings.he.kickedOutTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: checkoutStrings.he.restart }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Hebrew, the init modal as the second buyer sees it. */
export const HebrewInitModal: Story = { globals: hebrew, args: { kind: 'init' } };

/** English: the countdown, digits left to right as in Hebrew. */
export const EnglishCountdown: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('12:34');
  },
};

/** English: the hold ran out. */
export const EnglishKickedOut: Story = {
  globals: english,
  args: { locale: 'en', kind: 'kickedOut' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: checkoutStrings.en.kickedOutTitle })).toBeVisible();
  },
};
