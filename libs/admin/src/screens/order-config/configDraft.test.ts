import { describe, expect, it } from 'vitest';
import { orderConfigEn } from '../../i18n/orderStrings';
import { checkoutPageConfig, orderOnlineConfig, stepsPageConfig } from '../../testing/orderFixtures';
import { dataOf, draftOf, fieldFor, fieldsOf, moved, nextUid, parseConfigJson, type OrderOnlineDraft, type StepsPageDraft } from './configDraft';

const words = orderConfigEn;

describe('order-online config drafts', () => {
  it('round-trips each seeded type into the same data, keeping fields the form does not show', () => {
    const steps = orderOnlineConfig.data['steps'] as unknown[];
    const extras = {
      // A step of several components (the journey reads `component_types`), which the form shows no control for.
      order_online: { steps: [...steps, { key: 'extras', component_types: ['trade_in', 'service_pack'], title: 'תוספות' }] },
      order_online_steps_page: { retailer: { heading: 'סוכנות' } },
      order_online_checkout_page: { footnote: 'המחירים כוללים מע״מ' },
    };
    for (const config of [orderOnlineConfig, stepsPageConfig, checkoutPageConfig]) {
      const stored = { ...config.data, ...extras[config.config_type as keyof typeof extras] };
      const { data, errors } = dataOf(draftOf(config.config_type, stored), stored, words);
      expect(errors).toEqual({});
      expect(data).toEqual(stored);
    }
  });

  it('reads a configurator type like its base type', () => {
    expect(draftOf('config_order_online', orderOnlineConfig.data).kind).toBe('order_online');
    expect(draftOf('config_order_online_success_page', { heading: 'x', body: 'y' })).toMatchObject({ kind: 'page', required: ['heading', 'body'] });
  });

  it('names every problem of order_online by the field the API would name', () => {
    const draft = draftOf('order_online', orderOnlineConfig.data) as OrderOnlineDraft;
    const [first, second, third] = draft.steps;
    const { errors, data } = dataOf(
      {
        ...draft,
        vendors: ['PAYPAL'],
        defaultVendor: 'STRIPE',
        fee: '12.5',
        currency: 'ils',
        recipients: 'sales@lux.example, nope',
        steps: [{ ...first!, key: 'Bad Key' }, { ...second!, title: ' ' }, { ...third!, key: first!.key, component: '' }],
      },
      orderOnlineConfig.data,
      words,
    );
    expect(errors).toEqual({
      payment_vendor_type: words.defaultNotOffered,
      reservation_fee: words.wholeNumber,
      currency: words.invalidCurrency,
      inquiry_recipients: words.invalidEmail('nope'),
      'steps.0.key': words.invalidKey,
      'steps.1.title': words.required,
      'steps.2.component_type': words.required,
    });
    // A fee that is not a number is sent as typed, so the API names the field too.
    expect(data['reservation_fee']).toBe('12.5');
    expect(dataOf({ ...draft, vendors: [], steps: [] }, orderOnlineConfig.data, words).errors).toMatchObject({ payment_vendor_types: words.chooseVendor, steps: words.required });
    const duplicate = dataOf({ ...draft, steps: [first!, { ...second!, key: first!.key }] }, orderOnlineConfig.data, words);
    expect(duplicate.errors).toEqual({ 'steps.1.key': words.duplicate(first!.key) });
  });

  it('checks the steps page: step headings, packs, days ahead and slots', () => {
    const draft = draftOf('order_online_steps_page', stepsPageConfig.data) as StepsPageDraft;
    const [essential, comfort] = draft.packs;
    const { errors } = dataOf(
      {
        ...draft,
        texts: draft.texts.map((entry) => (entry.key === 'trade_in' ? { ...entry, heading: '' } : entry)),
        packs: [essential!, { ...comfort!, id: essential!.id, price: 'free' }],
        daysAhead: '120',
        slots: '09:00, 9:30',
      },
      stepsPageConfig.data,
      words,
    );
    expect(errors).toEqual({
      'trade_in.heading': words.required,
      'service_packs.1.id': words.duplicate('essential'),
      'service_packs.1.price': words.wholeNumber,
      'appointment.days_ahead': words.range(1, 90),
      'appointment.slots': words.invalidSlot('9:30'),
    });
    expect(dataOf({ ...draft, slots: '09:00 09:00' }, stepsPageConfig.data, words).errors).toEqual({ 'appointment.slots': words.duplicate('09:00') });
  });

  it('writes page texts with per-type overrides, dropping emptied ones', () => {
    const draft = draftOf('order_online_checkout_page', checkoutPageConfig.data);
    if (draft.kind !== 'page') throw new Error('a page draft');
    const { data, errors } = dataOf(
      { ...draft, texts: { ...draft.texts, heading: '' }, byType: { ...draft.byType, cash: { heading: 'מזומן', summary_title: '' } } },
      checkoutPageConfig.data,
      words,
    );
    expect(errors).toEqual({ heading: words.required });
    expect(data['by_type']).toEqual({ cash: { heading: 'מזומן' }, lease: { summary_title: 'ליסינג פרטי' } });
    expect(data['pay_button']).toBe('לתשלום דמי ההזמנה');
  });

  it('parses JSON, places API errors on the nearest field, moves and names new items', () => {
    expect(parseConfigJson('{"a":1}')).toEqual({ data: { a: 1 } });
    expect(parseConfigJson('[1]')).toEqual({ problem: 'notObject' });
    expect(parseConfigJson('{"a":')).toMatchObject({ problem: 'invalid' });
    const fields = fieldsOf(draftOf('order_online_steps_page', stepsPageConfig.data));
    expect(fieldFor('appointment.slots.2', fields)).toBe('appointment.slots');
    expect(fieldFor('service_packs.1.price', fields)).toBe('service_packs.1.price');
    expect(fieldFor('colour', fields)).toBeNull();
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(nextUid([{ uid: 'step-0' }, { uid: 'step-2' }], 'step')).toBe('step-3');
  });
});
