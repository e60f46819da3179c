import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { holdSettings, orderRows } from '../../testing/orderFixtures';
import { listOf, renderAdmin } from '../../testing/renderAdmin';
import { OrdersScreen } from './OrdersScreen';

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const cellsOf = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('gridcell')].map((cell) => cell.textContent);

describe('OrdersScreen', () => {
  it('lists orders newest first, each linking to its page, with states, vendors and amounts in words; passes axe', async () => {
    const { container } = renderAdmin(<OrdersScreen list={listOf(orderRows, { total: 3 })} holdSettings={holdSettings} />, { url: '/en/admin/orders' });
    const table = screen.getByRole('grid', { name: 'Orders' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order number',
      'Created',
      'State',
      'Payment vendor',
      'Amount',
      'Payment',
      'Vehicle',
      'Customer e-mail',
    ]);
    expect(screen.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort')).toBe('descending');
    const [, confirmed, open, noPayment] = within(table).getAllByRole('row');
    expect(cellsOf(confirmed!)).toEqual([
      'LX-261126-K7Q2MZ',
      '26/11/2026, 11:15',
      'Confirmed',
      'Stripe',
      '₪5,000.00',
      'Captured',
      'Range Rover Sport Dynamic SE 2025 SALGA2AE1NA000042',
      'dana@example.com',
    ]);
    expect(within(confirmed!).getByRole('link', { name: 'LX-261126-K7Q2MZ' }).getAttribute('href')).toBe('/en/admin/orders/LX-261126-K7Q2MZ');
    expect(cellsOf(open!)).toEqual(['LX-261125-A4B8CD', '25/11/2026, 19:40', 'Opened', '—', '₪5,000.00', 'Not paid yet', 'F-PACE R-Dynamic 2024 SADCA2BN5MA000041', '—']);
    expect(cellsOf(noPayment!).slice(2, 6)).toEqual(['Created', 'No payment (e-mail confirmation)', '₪0.00', 'Not required']);
    expect(screen.getByText('3 records')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('filters by state, vendor and number through the URL, from the first page', async () => {
    const user = userEvent.setup();
    renderAdmin(<OrdersScreen list={listOf(orderRows, { total: 80, pages: 4 })} holdSettings={null} />, { url: '/en/admin/orders?page=3' });
    const search = screen.getByRole('search', { name: 'Filter: Orders' });
    expect(within(search).getAllByRole('group').length).toBeGreaterThanOrEqual(2);
    await user.click(within(search).getByRole('button', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(within(search).getByRole('button', { name: /Payment vendor/ }));
    await user.click(await screen.findByRole('option', { name: 'PayPal' }));
    await user.type(within(search).getByRole('searchbox', { name: 'Order number' }), 'LX-2611');
    await user.click(within(search).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(url()).toBe('/en/admin/orders?state=confirmed&vendor=PAYPAL&number=LX-2611'));
  });

  it('shows the URL filters, sorts and pages on the server', async () => {
    const user = userEvent.setup();
    renderAdmin(<OrdersScreen list={listOf(orderRows, { total: 80, pages: 4 })} holdSettings={null} />, {
      url: '/en/admin/orders?state=cancelled&from=2026-11-01',
    });
    const search = screen.getByRole('search', { name: 'Filter: Orders' });
    expect(within(search).getByRole('button', { name: /State/ }).textContent).toContain('Cancelled');
    expect(within(search).getByText('2026-11-01')).toBeTruthy();
    await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() => expect(url()).toBe('/en/admin/orders?state=cancelled&from=2026-11-01&sort=amount'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(url()).toBe('/en/admin/orders?state=cancelled&from=2026-11-01&sort=amount&page=2'));
  });

  it('offers no hold panel when the hold settings could not be read', () => {
    renderAdmin(<OrdersScreen list={listOf([])} holdSettings={null} />, { url: '/en/admin/orders' });
    expect(screen.getByText('No orders')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Vehicle hold length' })).toBeNull();
  });
});

describe('OrdersScreen: hold length', () => {
  it('checks minutes and seconds (whole, 30 s to 24 h) before anything is sent', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient(() => undefined);
    renderAdmin(<OrdersScreen list={listOf([])} holdSettings={holdSettings} />, { url: '/en/admin/orders', client });
    const panel = screen.getByRole('region', { name: 'Vehicle hold length' });
    expect(panel.textContent).toContain('Now: 15 min · Default: 15 min');
    const minutes = within(panel).getByRole('textbox', { name: 'Minutes' });
    const seconds = within(panel).getByRole('textbox', { name: 'Seconds' });
    expect([(minutes as HTMLInputElement).value, (seconds as HTMLInputElement).value]).toEqual(['15', '0']);

    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.clear(seconds);
    await user.type(seconds, '10');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByText('The hold must last from 30 s to 24 h.')).toBeTruthy();

    await user.clear(seconds);
    await user.type(seconds, '75');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByText('From 0 to 59')).toBeTruthy();
    await user.clear(minutes);
    await user.type(minutes, 'ten');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByText('Enter a whole number')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('saves minutes and seconds as hold_seconds and shows the stored value', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient((call) => ({ body: { data: { ...holdSettings, hold_seconds: (call.body as { hold_seconds: number }).hold_seconds } } }));
    renderAdmin(<OrdersScreen list={listOf([])} holdSettings={holdSettings} />, { url: '/en/admin/orders', client });
    const panel = screen.getByRole('region', { name: 'Vehicle hold length' });
    await user.clear(within(panel).getByRole('textbox', { name: 'Minutes' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Minutes' }), '20');
    await user.clear(within(panel).getByRole('textbox', { name: 'Seconds' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Seconds' }), '30');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Hold length saved')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PUT', url: '/orders/admin/hold_settings', params: {}, body: { hold_seconds: 1230 } }]);
    expect(panel.textContent).toContain('Now: 20 min 30 s');
  });

  it("shows the API's refusal beside the minutes", async () => {
    const user = userEvent.setup();
    const { client } = fakeHttpClient(() => ({
      status: 400,
      body: { errors: [{ status: '400', title: 'Bad Request', detail: 'hold_seconds must be <= 86400', source: { pointer: '/hold_seconds' } }] },
    }));
    renderAdmin(<OrdersScreen list={listOf([])} holdSettings={holdSettings} />, { url: '/en/admin/orders', client });
    const panel = screen.getByRole('region', { name: 'Vehicle hold length' });
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Minutes' }).getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getByText('hold_seconds must be <= 86400')).toBeTruthy();
  });

  it('speaks Hebrew, right to left, with shekel amounts', () => {
    renderAdmin(<OrdersScreen list={listOf(orderRows.slice(0, 1))} holdSettings={holdSettings} />, { url: '/admin/orders', locale: 'he' });
    expect(screen.getByRole('heading', { level: 1, name: 'הזמנות' })).toBeTruthy();
    const [, row] = within(screen.getByRole('grid', { name: 'הזמנות' })).getAllByRole('row');
    expect(cellsOf(row!).slice(2, 6)).toEqual(['אושרה', 'Stripe', expect.stringMatching(/^\u200f?5,000\.00\s?\u200f?₪$/), 'נגבה']);
    expect(screen.getByRole('region', { name: 'משך שמירת רכב' }).textContent).toContain('כרגע: 15 דקות');
    expect(screen.getByRole('link', { name: 'הזמנות' }).getAttribute('href')).toBe('/admin/orders');
  });
});

// A whole screen in jsdom with axe takes tens of seconds while the storybook browser tests share two cores.
vi.setConfig({ testTimeout: 60_000 });
