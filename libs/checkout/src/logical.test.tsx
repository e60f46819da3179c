import { describe, expect, it } from 'vitest';
import { $holdNow, $softLock, $stepsState } from '@lux/order-online';
import { sampleOrder } from '@lux/order-online/testing';
import { GlobalStyle } from '@lux/ui';
import { declarationsOf, injectedCss, physicalDeclarations } from '@lux/ui/testing';
import { CheckoutScreen } from './checkout/CheckoutScreen';
import { EntryScreen } from './entry/EntryScreen';
import { HoldCountdown } from './hold/HoldCountdown';
import { OrderJourney } from './journey/OrderJourney';
import { AppointmentStep } from './steps/AppointmentStep';
import { CustomerDetailsStep } from './steps/CustomerDetailsStep';
import { TradeInStep } from './steps/TradeInStep';
import { ConfirmationScreen } from './order/ConfirmationScreen';
import { journeyScope, value } from './testing/fixtures';
import { renderJourney } from './testing/render';

const lock = { vehicleId: '42', lockId: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f', orderNumber: 'LX-1', expiresAt: '2099-01-01T00:00:00.000Z' };
const all = [0, 1, 2, 3, 4, 5, 6, 7];
const types = ['vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details'];

describe('the journey’s CSS', () => {
  it('uses logical properties only, so one stylesheet serves both directions', () => {
    const scope = journeyScope({
      values: [
        value($softLock, lock),
        value($holdNow, Date.parse('2098-12-31T23:50:00.000Z')),
        value($stepsState, { activeStep: 7, enabledSteps: all, validated: Object.fromEntries(all.map((i) => [i, { [types[i]!]: true }])), disabledButtons: {} }),
      ],
    });
    renderJourney(
      <>
        <GlobalStyle />
        <OrderJourney ready />
        <HoldCountdown />
        <CheckoutScreen ready />
        <TradeInStep step={2} attempt={1} />
        <AppointmentStep step={4} attempt={1} />
        <CustomerDetailsStep step={7} attempt={1} />
        <ConfirmationScreen orderNumber="LX-1" token={null} initialOrder={sampleOrder({ order_number: 'LX-1' })} ready />
        <EntryScreen ready />
      </>,
      { scope },
    );
    const declarations = declarationsOf(injectedCss());
    expect(declarations.length).toBeGreaterThan(100);
    expect(physicalDeclarations(declarations)).toEqual([]);
  });
});
