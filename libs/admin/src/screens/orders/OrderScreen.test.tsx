import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { cancelledOrder, confirmedOrder, openOrder } from '../../testing/orderFixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { OrderScreen } from './OrderScreen';

/** The text of the `<dd>` after the `<dt>` named `term`, inside `region`. */
const fact = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const timelineRows = () =>
  within(screen.getByRole('grid', { name: 'Timeline' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent));

describe('OrderScreen', () => {
  it('shows the order, its vehicle and lead links, its timeline, its hold and the payment at the vendor; passes axe', async () => {
    const { container } = renderAdmin(<OrderScreen detail={confirmedOrder} leadFormId="9" />, { url: '/en/admin/orders/LX-261126-K7Q2MZ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order LX-261126-K7Q2MZ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/en/admin/orders');
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(fact(details, 'State').textContent).toBe('Confirmed');
    expect(fact(details, 'Payment vendor').textContent).toBe('Stripe');
    expect(fact(details, 'Amount').textContent).toBe('₪5,000.00');
    expect(fact(details, 'Payment').textContent).toBe('Captured');
    expect(fact(details, 'Finance option').textContent).toBe('Lease');
    expect(fact(details, 'VIN').textContent).toBe('SALGA2AE1NA000042');
    expect(within(details).getByRole('link', { name: 'Vehicle page: Range Rover Sport Dynamic SE 2025' }).getAttribute('href')).toBe('/en/showroom/42');
    expect(within(details).getByRole('link', { name: 'dana@example.com' }).getAttribute('href')).toBe('mailto:dana@example.com');
    expect(within(details).getByRole('link', { name: 'Lead 12' }).getAttribute('href')).toBe('/en/admin/forms/9/leads/12');
    expect(fact(details, 'Retailer').textContent).toBe('לוקס מוטורס תל אביב, תל אביב');

    expect(timelineRows()).toEqual([
      ['—', 'Opened', 'hold taken', 'System'],
      ['Opened', 'Paid', 'webhook:stripe:evt_1QabcXYZ', 'System'],
      ['Paid', 'Created', 'paid, lead stored', 'System'],
      ['Created', 'Confirmed', 'confirm', 'System'],
    ]);
    const hold = screen.getByRole('region', { name: 'Vehicle hold' });
    expect(fact(hold, 'Hold').textContent).toBe('Held until the order ends (paid order)');
    expect(fact(hold, 'Vehicle status before the hold').textContent).toBe('stock');
    const payment = screen.getByRole('region', { name: 'Payment at the vendor' });
    expect(fact(payment, "Vendor's status").textContent).toBe('Captured');
    expect(fact(payment, "Vendor's reference").textContent).toBe('pi_3QabcXYZ');
    // A confirmed, captured order can be refunded or cancelled (which refunds).
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows an open order: the running hold, no lead, the vehicle gone, the vendor unreachable; only cancel', () => {
    renderAdmin(<OrderScreen detail={openOrder} />, { url: '/en/admin/orders/LX-261125-A4B8CD' });
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(fact(details, 'Vehicle').textContent).toBe('The vehicle is no longer in stock');
    expect(fact(details, 'Lead').textContent).toBe('—');
    expect(fact(details, 'Payment vendor').textContent).toBe('—');
    expect(fact(screen.getByRole('region', { name: 'Vehicle hold' }), 'Hold').textContent).toMatch(/^Held until 25\/11\/2026, 19:55:00$/);
    expect(screen.getByRole('region', { name: 'Payment at the vendor' }).textContent).toContain(
      'The vendor could not be asked for the payment. No payment was started for this order.',
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toBeTruthy();
  });

  it('offers no action on an ended order, nor to anyone but an admin', () => {
    const { unmount } = renderAdmin(<OrderScreen detail={cancelledOrder} />, { url: '/en/admin/orders/LX-261126-K7Q2MZ' });
    expect(screen.queryByRole('button', { name: /Cancel the order|Refund/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Vehicle hold' }).textContent).toContain('The vehicle is not held for this order.');
    unmount();
    renderAdmin(<OrderScreen detail={confirmedOrder} />, {
      url: '/en/admin/orders/LX-261126-K7Q2MZ',
      user: { id: 's', email: 's@x', name: 'Sam', roles: ['sales'] },
    });
    expect(screen.queryByRole('button', { name: /Cancel the order|Refund/ })).toBeNull();
    // Without the form of the lead, the lead is named but not linked.
    expect(fact(screen.getByRole('region', { name: 'Order details' }), 'Lead').textContent).toBe('Lead 12');
  });

  it('cancels after a confirm that asks why, then shows the new timeline', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient((call) =>
      call.method === 'POST' ? { body: { data: { order: cancelledOrder.order } } } : { body: { data: cancelledOrder } },
    );
    renderAdmin(<OrderScreen detail={confirmedOrder} />, { url: '/en/admin/orders/LX-261126-K7Q2MZ', client });
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order LX-261126-K7Q2MZ' });
    expect(dialog.textContent).toContain('the vehicle goes back to stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    await user.type(reason, 'הלקוח ביקש לבטל');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/orders/admin/orders/LX-261126-K7Q2MZ/cancel', { reason: 'הלקוח ביקש לבטל' }],
      ['GET', '/orders/admin/orders/LX-261126-K7Q2MZ', null],
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Cancel order LX-261126-K7Q2MZ' })).toBeNull());
    expect(timelineRows().at(-1)).toEqual(['Confirmed', 'Cancelled', 'admin cancel: הלקוח ביקש לבטל', 'admin@lux.example']);
    // The button that opened the dialog is gone with the state that allowed it: focus goes to the timeline.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Timeline' })));
    expect(fact(screen.getByRole('region', { name: 'Order details' }), 'State').textContent).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: /Cancel the order|Refund/ })).toBeNull();
  });

  it("keeps the dialog open with the vendor's refusal, and puts a reason refusal beside the field", async () => {
    const user = userEvent.setup();
    let answer = { status: 502, body: { errors: [{ status: '502', title: 'Bad Gateway', detail: 'Stripe refused the refund: charge_already_refunded.' }] } };
    const { client, calls } = fakeHttpClient(() => answer);
    renderAdmin(<OrderScreen detail={confirmedOrder} />, { url: '/en/admin/orders/LX-261126-K7Q2MZ', client });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund order LX-261126-K7Q2MZ' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'duplicate payment');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Stripe refused the refund: charge_already_refunded.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/orders/admin/orders/LX-261126-K7Q2MZ/refund']);
    expect(screen.getByRole('alertdialog', { name: 'Refund order LX-261126-K7Q2MZ' })).toBeTruthy();

    answer = { status: 400, body: { errors: [{ status: '400', title: 'Bad Request', detail: 'reason must not have more than 500 characters', source: { pointer: '/reason' } } as never] } };
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Reason/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('reason must not have more than 500 characters')).toBeTruthy();
    // The screen behind the dialog still shows the order as it was.
    expect(fact(screen.getByRole('region', { name: 'Order details', hidden: true }), 'State').textContent).toBe('Confirmed');
  });

  it('speaks Hebrew', () => {
    renderAdmin(<OrderScreen detail={confirmedOrder} leadFormId="9" />, { url: '/admin/orders/LX-261126-K7Q2MZ', locale: 'he' });
    expect(screen.getByRole('heading', { level: 1, name: 'הזמנה LX-261126-K7Q2MZ' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'פרטי ההזמנה' });
    expect(fact(details, 'מצב').textContent).toBe('אושרה');
    expect(within(details).getByRole('link', { name: 'פנייה 12' }).getAttribute('href')).toBe('/admin/forms/9/leads/12');
    expect(within(details).getByRole('link', { name: /^עמוד הרכב/ }).getAttribute('href')).toBe('/showroom/42');
    expect(screen.getByRole('button', { name: 'ביטול ההזמנה' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'ציר הזמן' })).toBeTruthy();
  });
});

// A whole screen in jsdom with axe takes tens of seconds while the storybook browser tests share two cores.
vi.setConfig({ testTimeout: 60_000 });
