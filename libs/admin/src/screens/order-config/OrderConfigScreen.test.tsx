import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyConfigRecord } from '../../api/orderTypes';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient, type FakeCall } from '../../testing/fakeHttp';
import { checkoutPageConfig, orderOnlineConfig, stepsPageConfig } from '../../testing/orderFixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { OrderConfigScreen } from './OrderConfigScreen';

/** An API that stores what it is sent, as the stock service would (a new version each time). */
function savingApi(config: CompanyConfigRecord) {
  return fakeHttpClient((call: FakeCall) => {
    if (call.method !== 'PUT') return undefined;
    const { data } = call.body as { data: Record<string, unknown> };
    return { body: { data: { id: config.id, type: 'company_configs', attributes: { ...config, data, version: 'f'.repeat(64) } } } };
  });
}

const sentData = (calls: FakeCall[]) => (calls.at(-1)!.body as { data: Record<string, unknown> }).data;

describe('OrderConfigScreen: order_online', () => {
  it('shows every config type, and the vendors, fee and steps in a form; passes axe', async () => {
    const { container } = renderAdmin(<OrderConfigScreen configType="order_online" config={orderOnlineConfig} />, { url: '/en/admin/order-config/order_online' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order online settings' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Configuration types' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'General settings',
      'Steps page',
      'Checkout page',
      'Success page',
      'General settings (configurator)',
      'Steps page (configurator)',
      'Checkout page (configurator)',
      'Success page (configurator)',
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[5]!.getAttribute('href')).toBe('/en/admin/order-config/config_order_online_steps_page');
    expect(screen.getByRole('heading', { level: 2, name: 'General settings (order_online)' })).toBeTruthy();

    const vendors = screen.getByRole('group', { name: 'Payment vendors offered' });
    expect(within(vendors).getAllByRole('checkbox').map((box) => [box.closest('label')!.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Stripe', true],
      ['PayPal', true],
      ['LiqPay', true],
      ['No payment (e-mail confirmation)', true],
      ['No payment (Japan)', false],
    ]);
    expect(screen.getByRole('button', { name: /Default vendor/ }).textContent).toContain('Stripe');
    expect((screen.getByRole('textbox', { name: /Reservation fee/ }) as HTMLInputElement).value).toBe('5000');
    const steps = screen.getAllByRole('group', { name: /^Step \d/ });
    expect(steps.map((step) => step.querySelector('legend')!.textContent)).toEqual([
      'Step 1: הרכב שלך',
      'Step 2: אפשרות תשלום',
      'Step 3: טרייד-אין',
      'Step 4: חבילת שירות',
      'Step 5: פגישה בסוכנות',
      'Step 6: סוכנות',
      'Step 7: תנאים',
      'Step 8: פרטים אישיים',
    ]);
    expect(within(steps[1]!).getByRole('button', { name: /Component/ }).textContent).toContain('Payment option');
    await expectNoAxeViolations(container);
  }, 90_000);

  it('refuses a default vendor that is not offered before sending, then saves vendors, fee and step order', async () => {
    const user = userEvent.setup();
    const { client, calls } = savingApi(orderOnlineConfig);
    renderAdmin(<OrderConfigScreen configType="order_online" config={orderOnlineConfig} />, { url: '/en/admin/order-config/order_online', client });
    await user.click(screen.getByRole('checkbox', { name: 'Stripe' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'Fix these before saving:' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Default vendor: The default vendor must be one of those offered']);
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Default vendor/ }));
    await user.click(await screen.findByRole('option', { name: 'PayPal' }));
    const fee = screen.getByRole('textbox', { name: /Reservation fee/ });
    await user.clear(fee);
    await user.type(fee, '4500');
    await user.click(screen.getByRole('button', { name: 'Move Step 2: אפשרות תשלום up' }));
    // Focus follows the step; at the top its "up" button is disabled, so it stays on "down".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Step 1: אפשרות תשלום down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration saved')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/stock/admin/company_configs/order_online', body: { expected_version: 'a'.repeat(64) } });
    const data = sentData(calls);
    expect(data).toMatchObject({ payment_vendor_types: ['PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL'], payment_vendor_type: 'PAYPAL', reservation_fee: 4500, currency: 'ILS' });
    expect((data['steps'] as Array<{ key: string }>).slice(0, 3).map((step) => step.key)).toEqual(['payment_option', 'vehicle_detail', 'trade_in']);
    expect(screen.queryByRole('alert', { name: 'Fix these before saving:' })).toBeNull();

    // The next save says which version it changes.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ expected_version: 'f'.repeat(64) });
  }, 90_000);

  it("puts the API's refusals beside their fields, and a stale save in the summary", async () => {
    const user = userEvent.setup();
    let answer = {
      status: 400,
      body: {
        errors: [
          { status: '400', title: 'Bad Request', detail: 'steps.1.title must not have more than 200 characters.', source: { pointer: '/data/steps/1/title' } },
          { status: '400', title: 'Bad Request', detail: '"colour" is not a field of this configuration.', source: { pointer: '/data/colour' } },
        ],
      },
    };
    const { client } = fakeHttpClient(() => answer);
    renderAdmin(<OrderConfigScreen configType="order_online" config={orderOnlineConfig} />, { url: '/en/admin/order-config/order_online', client });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'Fix these before saving:' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Step 2: אפשרות תשלום · Title: steps.1.title must not have more than 200 characters.',
      '"colour" is not a field of this configuration.',
    ]);
    const title = within(screen.getByRole('group', { name: 'Step 2: אפשרות תשלום' })).getByRole('textbox', { name: /Title/ });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(summary));

    answer = {
      status: 409,
      body: {
        errors: [
          { status: '409', title: 'Conflict', detail: 'The "order_online" config was changed by someone else since you loaded it.', source: { pointer: '/expected_version' } },
        ],
      },
    };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'Fix these before saving:' }).textContent).toContain('changed by someone else since you loaded it'),
    );
  }, 90_000);

  it('edits everything as JSON: invalid JSON keeps you there, valid JSON fills the form and saves as sent', async () => {
    const user = userEvent.setup();
    const { client, calls } = savingApi(orderOnlineConfig);
    renderAdmin(<OrderConfigScreen configType="order_online" config={orderOnlineConfig} />, { url: '/en/admin/order-config/order_online', client });
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = screen.getByRole('textbox', { name: /All the data as JSON/ }) as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual(orderOnlineConfig.data);

    await user.clear(json);
    await user.click(json);
    await user.paste('{"reservation_fee": ');
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    expect(screen.getByRole('tab', { name: 'JSON' }).getAttribute('aria-selected')).toBe('true');
    expect(json.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert', { name: 'Fix these before saving:' }).textContent).toMatch(/Invalid JSON/);

    await user.clear(json);
    await user.click(json);
    await user.paste(JSON.stringify({ ...orderOnlineConfig.data, reservation_fee: 3000, retailers_take_payment: true }));
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    expect((screen.getByRole('textbox', { name: /Reservation fee/ }) as HTMLInputElement).value).toBe('3000');
    expect((screen.getByRole('checkbox', { name: 'Retailers take the payment' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    await user.clear(screen.getByRole('textbox', { name: /All the data as JSON/ }));
    await user.click(screen.getByRole('textbox', { name: /All the data as JSON/ }));
    await user.paste(JSON.stringify({ ...orderOnlineConfig.data, note: 'x' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration saved')).toBeTruthy();
    expect(sentData(calls)).toEqual({ ...orderOnlineConfig.data, note: 'x' });
  }, 90_000);
});

describe('OrderConfigScreen: the pages', () => {
  it('edits the steps page: step texts, packs, terms and appointment slots, checked before saving', async () => {
    const user = userEvent.setup();
    const { client, calls } = savingApi(stepsPageConfig);
    const { container } = renderAdmin(<OrderConfigScreen configType="order_online_steps_page" config={stepsPageConfig} />, {
      url: '/en/admin/order-config/order_online_steps_page',
      client,
    });
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent).filter(Boolean)).toEqual([
      'vehicle_detail',
      'trade_in',
      'Pack 1: שירות בסיסי',
      'Pack 2: שירות פלוס',
      'Order terms (HTML)',
      'Appointment at the retailer',
    ]);
    const slots = screen.getByRole('textbox', { name: /Time slots/ });
    expect((slots as HTMLInputElement).value).toBe('09:00, 10:30, 12:00');
    await user.type(slots, ', 25:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: 'Fix these before saving:' })).toBeTruthy();
    expect(slots.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    await user.clear(slots);
    await user.type(slots, '09:00, 14:00');
    await user.click(screen.getByRole('button', { name: 'Remove Pack 1: שירות בסיסי' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a pack' }));
    await user.click(screen.getByRole('button', { name: 'Add a pack' }));
    const pack = screen.getByRole('group', { name: /^Pack 2/ });
    await user.type(within(pack).getByRole('textbox', { name: /Id/ }), 'premium');
    await user.type(within(pack).getByRole('textbox', { name: /Title/ }), 'פרימיום');
    await user.clear(within(pack).getByRole('textbox', { name: /Price/ }));
    await user.type(within(pack).getByRole('textbox', { name: /Price/ }), '12900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration saved')).toBeTruthy();
    const data = sentData(calls);
    expect(data['service_packs']).toEqual([
      { id: 'comfort', title: 'שירות פלוס', description: 'חמש שנים.', price: 6900 },
      { id: 'premium', title: 'פרימיום', price: 12900 },
    ]);
    expect(data['appointment']).toEqual({ heading: 'קבעו פגישה', description: 'בחרו יום ושעה.', days_ahead: 21, slots: ['09:00', '14:00'] });
    expect(data['trade_in']).toEqual({ heading: 'יש לכם רכב להחלפה?', description: '' });
    await expectNoAxeViolations(container);
  }, 90_000);

  it('edits a page\'s texts and its wording per payment type', async () => {
    const user = userEvent.setup();
    const { client, calls } = savingApi(checkoutPageConfig);
    renderAdmin(<OrderConfigScreen configType="order_online_checkout_page" config={checkoutPageConfig} />, {
      url: '/en/admin/order-config/order_online_checkout_page',
      client,
    });
    const cash = screen.getByRole('group', { name: 'Wording for cash' });
    expect((within(cash).getByRole('textbox', { name: /Summary title/ }) as HTMLInputElement).value).toBe('רכישה במזומן');
    await user.clear(within(cash).getByRole('textbox', { name: /Summary title/ }));
    const subscription = screen.getByRole('group', { name: 'Wording for subscription' });
    await user.type(within(subscription).getByRole('textbox', { name: /^Heading/ }), 'מנוי חודשי');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration saved')).toBeTruthy();
    expect(sentData(calls)).toEqual({
      ...checkoutPageConfig.data,
      by_type: { cash: {}, lease: { summary_title: 'ליסינג פרטי' }, subscription: { heading: 'מנוי חודשי' } },
    });
  }, 90_000);

  it('says when a type is not configured yet, and a save creates it without a version', async () => {
    const user = userEvent.setup();
    const { client, calls } = savingApi({ ...checkoutPageConfig, config_type: 'config_order_online_success_page' });
    renderAdmin(<OrderConfigScreen configType="config_order_online_success_page" config={null} />, {
      url: '/en/admin/order-config/config_order_online_success_page',
      client,
    });
    expect(screen.getByText('The company has no configuration of this type yet. Saving creates it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'Fix these before saving:' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Heading: Required', 'Body: Required']);
    const texts = screen.getByRole('group', { name: 'Page texts' });
    await user.type(within(texts).getByRole('textbox', { name: /^Heading/ }), 'תודה');
    await user.type(within(texts).getByRole('textbox', { name: /^Body/ }), 'נחזור אליכם');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ data: { heading: 'תודה', body: 'נחזור אליכם' } });
  }, 90_000);

  it('speaks Hebrew and is read-only without the admin role', () => {
    renderAdmin(<OrderConfigScreen configType="order_online" config={orderOnlineConfig} />, {
      url: '/admin/order-config/order_online',
      locale: 'he',
      user: { id: 'e', email: 'e@x', name: 'Eli', roles: ['editor'] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'הגדרות הזמנה אונליין' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'הגדרות כלליות (order_online)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'שמירה' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'הוספת שלב' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /דמי הזמנה/ }).hasAttribute('readonly')).toBe(true);
  });
});

vi.setConfig({ testTimeout: 60_000 });
