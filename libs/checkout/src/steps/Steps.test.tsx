import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { $orderOnlineData, $steps, createMemoryStorage } from '@lux/order-online';
import { SESSION_KEYS } from '../session';
import { checkoutStrings } from '../strings';
import { journeyScope, testServices } from '../testing/fixtures';
import { renderJourney } from '../testing/render';
import { AppointmentStep, appointmentConfigOf } from './AppointmentStep';
import { CustomerDetailsStep } from './CustomerDetailsStep';
import { RetailerStep } from './RetailerStep';
import { ServicePackStep } from './ServicePackStep';
import { TermsStep } from './TermsStep';
import { TradeInStep, tradeInErrors, tradeInValuesOf } from './TradeInStep';

const t = checkoutStrings.he;
/** Step indexes of the fixture's configuration (one component type per step). */
const STEP = { trade_in: 2, service_pack: 3, appointment: 4, retailer: 5, terms: 6, customer_details: 7 } as const;
const validated = (scope: ReturnType<typeof journeyScope>, index: number) => scope.getState($steps)[index]?.validated;

describe('TradeInStep (A§3 trade-in)', () => {
  it('“no” completes the step and leaves no trade-in on the order', async () => {
    const user = userEvent.setup();
    const scope = journeyScope();
    renderJourney(<TradeInStep step={STEP.trade_in} attempt={0} />, { scope });
    await user.click(screen.getByRole('radio', { name: t.no }));
    await waitFor(() => expect(validated(scope, STEP.trade_in)).toBe(true));
    expect(scope.getState($orderOnlineData).tradeInData).toBeNull();
  });

  it('“yes” asks for the car with the stock service’s lists, the models of the chosen make only', async () => {
    const user = userEvent.setup();
    const scope = journeyScope();
    renderJourney(<TradeInStep step={STEP.trade_in} attempt={1} />, { scope });
    await user.click(screen.getByRole('radio', { name: t.yes }));
    const field = (label: string) => within((screen.getByText(label).closest('[data-field]') as HTMLElement) ?? document.body);
    await screen.findByText(t.tradeIn.brand);
    const brand = field(t.tradeIn.brand).getByRole('button');
    expect(validated(scope, STEP.trade_in)).toBe(false);
    // With the step already tried, every missing field says so.
    expect(screen.getAllByText(t.errors.required).length).toBeGreaterThanOrEqual(3);
    await user.click(brand);
    await user.click(await screen.findByRole('option', { name: 'טויוטה' }));
    await user.click(field(t.tradeIn.model).getByRole('button'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Corolla', 'RAV4']);
    await user.click(screen.getByRole('option', { name: 'RAV4' }));
    await user.type(screen.getByRole('textbox', { name: t.tradeIn.mileage }), '82,000 km');
    await waitFor(() => expect(validated(scope, STEP.trade_in)).toBe(true));
    expect(scope.getState($orderOnlineData).tradeInData).toEqual({ brand: 'toyota', model: 'RAV4', mileage: '82000' });
  });

  it('reads back what was kept, and checks the mileage and the date', () => {
    expect(tradeInValuesOf({ brand: 'kia', mileage: 1200, extra: true }).mileage).toBe('1200');
    expect(tradeInErrors({ ...tradeInValuesOf(null), brand: 'kia', model: 'Niro', mileage: '12a' }, { required: 'r', invalid: 'i' })).toEqual({ mileage: 'i' });
  });
});

describe('ServicePackStep', () => {
  it('keeps a pack as { id, title, price }, and “none” is an answer too', async () => {
    const user = userEvent.setup();
    const scope = journeyScope();
    renderJourney(<ServicePackStep step={STEP.service_pack} attempt={0} />, { scope });
    await user.click(screen.getByRole('radio', { name: /שירות פלוס/ }));
    expect(scope.getState($orderOnlineData).servicePackData).toEqual({ id: 'comfort', title: 'שירות פלוס', price: 6900 });
    await user.click(screen.getByRole('radio', { name: t.noServicePack }));
    expect(scope.getState($orderOnlineData).servicePackData).toBeNull();
    await waitFor(() => expect(validated(scope, STEP.service_pack)).toBe(true));
  });
});

describe('AppointmentStep', () => {
  it('reads days ahead and slots from the steps page, with defaults for bad values', () => {
    expect(appointmentConfigOf({ appointment: { days_ahead: 7, slots: ['15:00', '09:00', 'noon'] } })).toEqual({ daysAhead: 7, slots: ['09:00', '15:00'] });
    expect(appointmentConfigOf({ appointment: { days_ahead: 500 } }).daysAhead).toBe(14);
  });

  it('needs a day in range and a time slot', async () => {
    const user = userEvent.setup();
    const scope = journeyScope();
    renderJourney(<AppointmentStep step={STEP.appointment} attempt={1} />, { scope });
    expect(screen.getAllByText(t.errors.required).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: '12:00' }));
    expect(scope.getState($orderOnlineData).appBookingData).toEqual({ slot: '12:00' });
    expect(validated(scope, STEP.appointment)).toBe(false);
  });
});

describe('RetailerStep', () => {
  it('starts with the vehicle’s own retailer; the fee goes to the importer unless retailers take payments', async () => {
    const scope = journeyScope();
    renderJourney(<RetailerStep step={STEP.retailer} attempt={0} />, { scope });
    await waitFor(() => expect(scope.getState($orderOnlineData).locationDetails).toEqual({ uuid: 'TLV01', dealer_code: 'TLV01', name: 'לוקס מוטורס תל אביב' }));
    expect(scope.getState($orderOnlineData).paymentRecipient?.uuid).toBe('TLV01');
    expect(screen.getByText(t.paidToImporter)).toBeTruthy();
    await waitFor(() => expect(validated(scope, STEP.retailer)).toBe(true));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const services = testServices({
      loadRetailers: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return [];
      },
    });
    renderJourney(<RetailerStep step={STEP.retailer} attempt={0} />, { scope: journeyScope(), services });
    await user.click(await screen.findByRole('button', { name: t.retry }));
    await waitFor(() => expect(calls).toBe(2));
  });
});

describe('TermsStep', () => {
  it('shows the terms in a region a keyboard can scroll, and keeps when they were accepted', async () => {
    const user = userEvent.setup();
    const scope = journeyScope();
    renderJourney(<TermsStep step={STEP.terms} attempt={1} />, { scope });
    const terms = screen.getByRole('region', { name: t.termsLabel });
    expect(terms.getAttribute('tabindex')).toBe('0');
    expect(within(terms).getByRole('heading', { name: 'תנאי הזמנת רכב באתר' })).toBeTruthy();
    expect(screen.getByText(t.acceptTermsError)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: t.acceptTerms }));
    const accepted = scope.getState($orderOnlineData).termsAndConditionsData;
    expect(accepted?.['accepted']).toBe(true);
    expect(Number.isFinite(Date.parse(String(accepted?.['accepted_at'])))).toBe(true);
    await waitFor(() => expect(validated(scope, STEP.terms)).toBe(true));
  });
});

describe('CustomerDetailsStep', () => {
  it('shows an error once a field is left, keeps every keystroke in this tab, and completes when all are valid', async () => {
    const user = userEvent.setup();
    const session = createMemoryStorage();
    const scope = journeyScope();
    renderJourney(<CustomerDetailsStep step={STEP.customer_details} attempt={0} />, { scope, services: testServices({}, session) });
    const email = screen.getByRole('textbox', { name: new RegExp(t.customer.email) });
    await user.type(email, 'dana@');
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t.errors.email)).toBeTruthy();
    expect(JSON.parse(session.get(SESSION_KEYS.customer)!).email).toBe('dana@');

    await user.type(email, 'example.co.il');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.customer.firstName) }), 'דנה');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.customer.lastName) }), 'לוי');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.customer.phone) }), '050-1234567');
    await waitFor(() => expect(validated(scope, STEP.customer_details)).toBe(true));
    expect(screen.getByRole('textbox', { name: new RegExp(t.customer.email) }).getAttribute('autocomplete')).toBe('email');
  });
});
