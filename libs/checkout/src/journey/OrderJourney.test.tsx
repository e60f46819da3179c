import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { $softLock, $stepsState, createMemoryStorage } from '@lux/order-online';
import { GlobalStyle } from '@lux/ui';
import { declarationsOf, injectedCss, physicalDeclarations } from '@lux/ui/testing';
import { SESSION_KEYS } from '../session';
import { checkoutStrings } from '../strings';
import { defender, journeyScope, testServices, value } from '../testing/fixtures';
import { renderJourney } from '../testing/render';
import { OrderJourney } from './OrderJourney';

const t = checkoutStrings.he;
const lock = { vehicleId: '42', lockId: '6f1c2d1e-3a5b-4c8d-9e0f-1a2b3c4d5e6f', orderNumber: 'LX-260101-AAAA', expiresAt: '2099-01-01T00:00:00.000Z' };

function scopeWithHold(extra: ReturnType<typeof value>[] = []) {
  return journeyScope({ values: [value($softLock, lock), ...extra] });
}

describe('OrderJourney (A§4 steps)', () => {
  it('starts on the vehicle: its tab is current, later tabs are disabled until reached', async () => {
    renderJourney(<OrderJourney ready />, { scope: scopeWithHold() });
    expect(screen.getByRole('heading', { level: 1, name: 'דיפנדר 110 X-Dynamic SE' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(8);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[2]!.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'הרכב שבחרתם' })).toBeTruthy();
    expect(screen.getByText('₪ 489,000')).toBeTruthy();
  });

  it('Continue moves on and focuses the next step’s heading; an incomplete step says so and focuses its field', async () => {
    const user = userEvent.setup();
    renderJourney(<OrderJourney ready />, { scope: scopeWithHold() });
    await user.click(screen.getByRole('button', { name: t.next }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'אפשרות תשלום' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await user.click(screen.getByRole('button', { name: t.next }));
    expect((await screen.findByRole('alert')).textContent).toContain(t.stepIncomplete);
    const cash = screen.getByRole('radio', { name: /רכישה במזומן/ });
    await waitFor(() => expect(document.activeElement).toBe(cash));

    await user.click(cash);
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(await screen.findByRole('heading', { level: 2, name: 'יש לכם רכב להחלפה?' })).toBeTruthy();
    // The earlier steps are done and can be chosen again.
    const tabs = screen.getAllByRole('tab');
    expect(tabs[1]!.textContent).toContain(t.stepDone);
    expect(tabs[1]!.getAttribute('aria-disabled')).toBeNull();
    await user.click(tabs[0]!);
    expect(await screen.findByRole('heading', { level: 2, name: 'הרכב שבחרתם' })).toBeTruthy();
  });

  it('is not complete without the hold: the vehicle step stays invalid', async () => {
    const user = userEvent.setup();
    renderJourney(<OrderJourney ready={false} />, { scope: journeyScope() });
    await user.click(screen.getByRole('button', { name: t.next }));
    expect((await screen.findByRole('alert')).textContent).toContain(t.stepIncomplete);
    expect(screen.getByRole('heading', { level: 2, name: 'הרכב שבחרתם' })).toBeTruthy();
  });

  it('after the last step goes to checkout', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const session = createMemoryStorage({
      [SESSION_KEYS.customer]: JSON.stringify({ first_name: 'דנה', last_name: 'לוי', email: 'dana@example.co.il', phone: '050-1234567' }),
    });
    const all = [0, 1, 2, 3, 4, 5, 6, 7];
    const types = ['vehicle_detail', 'payment_option', 'trade_in', 'service_pack', 'appointment', 'retailer', 'terms', 'customer_details'];
    const scope = scopeWithHold([
      value($stepsState, {
        activeStep: 7,
        enabledSteps: all,
        validated: Object.fromEntries(all.map((index) => [index, { [types[index]!]: true }])),
        disabledButtons: {},
      }),
    ]);
    renderJourney(<OrderJourney ready />, { scope, services: testServices({ navigate }, session) });
    expect(await screen.findByRole('textbox', { name: /שם פרטי/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.toCheckout }));
    expect(navigate).toHaveBeenCalledWith(`/showroom-order-online/checkout?vehicle=${defender.id}`);
  });

  it('is styled with logical properties only', () => {
    renderJourney(
      <>
        <GlobalStyle />
        <OrderJourney ready />
      </>,
      { scope: scopeWithHold() },
    );
    const declarations = declarationsOf(injectedCss());
    expect(declarations.length).toBeGreaterThan(50);
    expect(physicalDeclarations(declarations)).toEqual([]);
  });
});
