import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  $orderOnlineData,
  $reservation,
  $softLock,
  $stepsState,
  createMemoryStorage,
  emptyOrderOnlineData,
  ORDER_ONLINE_STORAGE_KEYS,
} from '@lux/order-online';
import { sampleOrder } from '@lux/order-online/testing';
import { SESSION_KEYS } from '../session';
import { checkoutStrings } from '../strings';
import { journeyScope, testServices, value } from '../testing/fixtures';
import { renderJourney } from '../testing/render';
import { ConfirmationScreen } from './ConfirmationScreen';
import { SuccessScreen } from './SuccessScreen';

const t = checkoutStrings.he;
const lock = { vehicleId: '42', lockId: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f', orderNumber: 'LX-260101-AAAA', expiresAt: null };

describe('SuccessScreen', () => {
  it('reads the order with the hold’s lock id, says where the confirmation link went, and ends the journey here', async () => {
    const getOrder = vi.fn(async () =>
      sampleOrder({ order_number: 'LX-260101-AAAA', state: 'created', payment_status: 'not_required', vendor: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', finance_option: 'cash' }),
    );
    const storage = createMemoryStorage();
    const session = createMemoryStorage({
      [SESSION_KEYS.customer]: JSON.stringify({ first_name: 'דנה', last_name: 'לוי', email: 'dana@example.co.il', phone: '050-1234567' }),
    });
    const scope = journeyScope({
      api: { getOrder },
      storage,
      values: [value($softLock, lock), value($orderOnlineData, { ...emptyOrderOnlineData, vehicleId: '42' })],
    });
    renderJourney(<SuccessScreen orderNumber="LX-260101-AAAA" ready />, { scope, services: testServices({}, session) });
    expect(await screen.findByText('LX-260101-AAAA')).toBeTruthy();
    expect(getOrder).toHaveBeenCalledWith({ orderNumber: 'LX-260101-AAAA', access: { lock_id: lock.lockId } });
    expect(screen.getByText(t.orderStates.created!)).toBeTruthy();
    expect(screen.getByText(t.paymentStatuses.not_required!)).toBeTruthy();
    expect(await screen.findByText(t.checkEmail('dana@example.co.il'))).toBeTruthy();
    // The journey is over: the data, steps and buyer's details are gone; the order stays readable.
    await waitFor(() => expect(scope.getState($softLock)).toBeNull());
    expect(scope.getState($reservation)).toEqual({ orderNumber: 'LX-260101-AAAA', lockId: lock.lockId, vehicleId: '42' });
    expect(scope.getState($orderOnlineData).vehicleId).toBeNull();
    expect(scope.getState($stepsState).activeStep).toBe(0);
    expect(JSON.parse(session.get(SESSION_KEYS.customer)!).email).toBe('');
    expect(JSON.parse(storage.get(ORDER_ONLINE_STORAGE_KEYS.reservation)!).orderNumber).toBe('LX-260101-AAAA');
    expect(screen.getByRole('link', { name: t.viewOrder }).getAttribute('href')).toBe('/showroom-order-online/confirmation/LX-260101-AAAA');
  });

  it('without this browser’s hold, asks for the e-mail’s link', () => {
    renderJourney(<SuccessScreen orderNumber="LX-1" ready />, { scope: journeyScope() });
    expect(screen.getByRole('alert').textContent).toBe(t.needsLink);
  });
});

describe('ConfirmationScreen', () => {
  it('shows the order the link’s token read, and confirms it on request (not on opening)', async () => {
    const user = userEvent.setup();
    const confirmOrder = vi.fn(async () => sampleOrder({ order_number: 'LX-1', state: 'confirmed', payment_status: 'not_required' }));
    const order = sampleOrder({
      order_number: 'LX-1',
      state: 'created',
      payment_status: 'not_required',
      metadata: { trade_in: { brand: 'toyota', model: 'RAV4', mileage: '82000' } },
    });
    renderJourney(<ConfirmationScreen orderNumber="LX-1" token="tok_abcdefghijklmnopqrstuvwxyz" initialOrder={order} ready />, {
      scope: journeyScope({ api: { confirmOrder } }),
    });
    expect(screen.getByText(t.orderStates.created!)).toBeTruthy();
    expect(screen.getByText(/RAV4/)).toBeTruthy();
    expect(confirmOrder).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(confirmOrder).toHaveBeenCalledWith({ orderNumber: 'LX-1', access: { token: 'tok_abcdefghijklmnopqrstuvwxyz' } });
    expect(await screen.findByText(t.confirmed)).toBeTruthy();
    expect(screen.getByText(t.orderStates.confirmed!)).toBeTruthy();
  });

  it('reads the order with this browser’s reservation when there is no token', async () => {
    const getOrder = vi.fn(async () => sampleOrder({ order_number: 'LX-2', state: 'confirmed', payment_status: 'captured' }));
    const scope = journeyScope({ api: { getOrder }, values: [value($reservation, { orderNumber: 'LX-2', lockId: 'lock-2', vehicleId: '7' })] });
    renderJourney(<ConfirmationScreen orderNumber="LX-2" token={null} ready />, { scope });
    expect(await screen.findByText(t.paymentStatuses.captured!)).toBeTruthy();
    expect(getOrder).toHaveBeenCalledWith({ orderNumber: 'LX-2', access: { lock_id: 'lock-2' } });
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
  });

  it('asks for the e-mail’s link when this browser cannot read the order', () => {
    renderJourney(<ConfirmationScreen orderNumber="LX-3" token={null} ready />, { scope: journeyScope() });
    expect(screen.getByRole('status').textContent).toBe(t.needsLink);
  });
});
