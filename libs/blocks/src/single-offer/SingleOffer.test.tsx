import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_FORM_EVENT, type ModalFormRequest } from '../shared/BlockLink';
import type { ValidBlock } from '../validate';
import { fakeContent, loaderContext } from '../model-catalogue/fixtures';
import { renderBlock } from '../model-catalogue/testing';
import { singleOfferLoader } from './loader';
import { withHiddenFields } from './offer';

afterEach(cleanup);

const block = (fields: Record<string, unknown>) =>
  ({ id: 5, template: 'single-offer', sequence: 1, fields, groups: [] }) as unknown as ValidBlock;
const formLink = {
  url: '',
  type: 'form',
  target: '_self',
  link_text: 'לקבלת ההצעה',
  ui_type: 'primary',
  rdx_forms_form_id: '1001',
  hidden_fields: '{"source":"web","campaign":"old"}',
  always_show: true,
} as const;

describe('single offer', () => {
  it('finds the offer by model key or nameplate code; an unknown hash is logged and shows nothing', async () => {
    const { http, calls } = fakeContent();
    const warn = vi.fn();
    const byKey = await singleOfferLoader(
      block({ hash: 'Defender-110', paragraph: '{{price:defender-110-d250-se}}' }),
      loaderContext(http, { warn }),
    );
    expect(byKey).toMatchObject({
      offer: { key: 'defender-110', text: 'מימון 50/50 ל-36 חודשים ללא ריבית', priceFrom: 459000 },
      cars: [{ key: 'defender-110-d250-se' }],
    });
    expect(calls).toContain('/offer_car_models?locale=he');
    expect(await singleOfferLoader(block({ hash: 'l663' }), loaderContext(http))).toMatchObject({
      offer: { key: 'defender-110' },
    });
    expect(await singleOfferLoader(block({ hash: 'gone' }), loaderContext(http, { warn }))).toEqual({
      offer: null,
      cars: [],
    });
    expect(warn).toHaveBeenCalledWith({ blockId: 5, hash: 'gone' }, expect.any(String));
  });

  it('adds the block’s hidden fields to the button’s form, the block’s values winning', () => {
    expect(
      JSON.parse(withHiddenFields(formLink, '{"campaign":"d110","model":"defender-110"}').hidden_fields!),
    ).toEqual({
      source: 'web',
      campaign: 'd110',
      model: 'defender-110',
    });
    const internal = {
      url: '/contact',
      type: 'internal',
      target: '_self',
      link_text: 'x',
      ui_type: 'primary',
    } as const;
    expect(withHiddenFields(internal, '{"a":1}')).toBe(internal);
    expect(withHiddenFields(formLink, 'not json').hidden_fields).toBe(
      JSON.stringify({ source: 'web', campaign: 'old' }),
    );
  });

  it('shows the offer with prices and terms, and opens the form with the hidden fields', async () => {
    const { http } = fakeContent();
    const fields = {
      hash: 'defender-110',
      hidden_fields: '{"campaign":"d110"}',
      paragraph: '<p>במחיר {{price:defender-110-d250-se}}</p>',
      button: formLink,
    };
    renderBlock('single-offer', fields, {
      data: await singleOfferLoader(block(fields), loaderContext(http)),
    });
    expect(screen.getByRole('heading', { name: 'דיפנדר 110' })).toBeTruthy();
    expect(screen.getByText('הצעה מיוחדת · דיפנדר')).toBeTruthy();
    expect(screen.getByText('החל מ-₪ 459,000')).toBeTruthy();
    expect(screen.getByText('או בליסינג: ₪ 6,700 / לחודש')).toBeTruthy();
    expect(screen.getByText('במחיר ₪ 459,000')).toBeTruthy();
    const opened = vi.fn();
    window.addEventListener(MODAL_FORM_EVENT, (event) =>
      opened((event as CustomEvent<ModalFormRequest>).detail),
    );
    fireEvent.click(screen.getByRole('button', { name: 'לקבלת ההצעה' }));
    expect(opened).toHaveBeenCalledWith(
      expect.objectContaining({ formId: '1001', hiddenFields: { source: 'web', campaign: 'd110' } }),
    );
  });

  it('falls back to the model page, shows the failure state when the loader failed, and nothing for an ended offer', async () => {
    const { http } = fakeContent();
    renderBlock(
      'single-offer',
      { hash: 'defender-110' },
      { data: await singleOfferLoader(block({ hash: 'defender-110' }), loaderContext(http)) },
    );
    expect(screen.getByRole('link', { name: 'לפרטי הדגם' }).getAttribute('href')).toBe('/models/defender');
    cleanup();
    renderBlock('single-offer', { hash: 'defender-110' });
    expect(screen.getByRole('alert')).toBeTruthy();
    cleanup();
    const { container } = renderBlock('single-offer', { hash: 'x' }, { data: { offer: null, cars: [] } });
    expect(container.querySelector('[data-block]')?.textContent).toBe('');
  });
});
