import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyHiddenFieldMapping,
  applyLocationMapping,
  applyLocationParamsMapping,
  applyParamsMapping,
  parseMapping,
  prefillFromQuery,
  prefillValues,
} from './prefill';
import { contactFormDefinition as form } from './testing';

describe('prefillFromQuery (B§5: only non-empty values)', () => {
  it('copies non-empty values of defined fields', () => {
    const query = new URLSearchParams('first_name=Dana&last_name=&email=%20%20&utm_source=google&unknown=x');
    expect(prefillFromQuery(form, query)).toEqual({ first_name: 'Dana', utm_source: 'google' });
  });

  it('reads a plain record too, and the first non-empty of repeated parameters', () => {
    expect(prefillFromQuery(form, { first_name: ['', 'Dana'], phone: 5, last_name: null })).toEqual({
      first_name: 'Dana',
      phone: '5',
    });
    expect(prefillFromQuery(form, new URLSearchParams('campaign=&campaign=spring'))).toEqual({ campaign: 'spring' });
  });

  it('copies a choice only if it is one of the options', () => {
    expect(prefillFromQuery(form, { model: 'defender', contact_time: 'midnight' })).toEqual({ model: 'defender' });
  });

  it('ticks a checkbox from a true-ish value but never gives consent', () => {
    expect(prefillFromQuery(form, { newsletter: 'on', privacy: 'true' })).toEqual({ newsletter: true });
    expect(prefillFromQuery(form, { newsletter: 'false' })).toEqual({});
  });

  it('never copies an empty value (property)', () => {
    const empty = fc.constantFrom('', ' ', '\t', '\n  ', '\u00a0');
    const query = fc.dictionary(fc.constantFrom(...form.fields.map((f) => f.id), 'other'), fc.oneof(empty, fc.string()));
    fc.assert(
      fc.property(query, (record) => {
        const values = prefillFromQuery(form, record);
        for (const [id, value] of Object.entries(values)) {
          expect(form.fields.some((field) => field.id === id)).toBe(true);
          expect(value === true || (typeof value === 'string' && value.trim() !== '')).toBe(true);
        }
        expect(prefillFromQuery(form, new URLSearchParams(record as Record<string, string>))).toEqual(values);
      }),
    );
  });
});

describe('parseMapping', () => {
  it.each([
    [undefined, {}, []],
    ['', {}, []],
    ['{"a":"b","n":3}', { a: 'b', n: '3' }, []],
    [{ a: 'b' }, { a: 'b' }, []],
    ['{oops', {}, ['m is not valid JSON']],
    ['[1]', {}, ['m must be a JSON object']],
    [{ a: { b: 1 } }, {}, ['m.a must be a string']],
  ])('%j', (raw, mapping, problems) => {
    expect(parseMapping(raw, 'm')).toEqual({ mapping, problems });
  });
});

describe('the form block mappings (B§3.3)', () => {
  it('form_hidden_field_mapping puts fixed values in fields', () => {
    expect(applyHiddenFieldMapping(form, '{"campaign":"spring","utm_source":"","ghost":"x"}')).toEqual({
      values: { campaign: 'spring' },
      problems: ['form_hidden_field_mapping.ghost is not a field of the form'],
    });
  });

  it('form_params_mapping copies a query parameter under another name, only if non-empty', () => {
    const query = new URLSearchParams('utm_campaign=spring&dealer=');
    expect(applyParamsMapping(form, { utm_campaign: 'campaign', dealer: 'dealer_code', x: 'nope' }, query)).toEqual({
      values: { campaign: 'spring' },
      problems: ['form_params_mapping.x names an unknown field "nope"'],
    });
  });

  it('form_location_params_mapping copies parts of the page address', () => {
    const page = new URL('https://www.example.co.il/he/models/defender?x=1#form');
    expect(applyLocationParamsMapping(form, { pathname: 'page_path', port: 'campaign' }, page)).toEqual({
      values: { page_path: '/he/models/defender' },
      problems: ['form_location_params_mapping.port is not one of href, origin, host, hostname, pathname, search, hash'],
    });
    expect(applyLocationParamsMapping(form, { pathname: 'page_path' }, null).values).toEqual({});
  });

  it('form_location_mapping copies attributes of the forms-service Location', () => {
    const location = { id: 7, name: 'Tel Aviv', dealer_code: 'TLV01', email: '' };
    expect(applyLocationMapping(form, { dealer_code: 'dealer_code', email: 'campaign', id: 'utm_source' }, location)).toEqual({
      values: { dealer_code: 'TLV01', utm_source: '7' },
      problems: [],
    });
    expect(applyLocationMapping(form, { dealer_code: 'dealer_code' }, null).values).toEqual({});
  });

  it('prefillValues combines every source, the query last', () => {
    const result = prefillValues(form, {
      block: {
        form_hidden_field_mapping: { campaign: 'block', utm_source: 'block' },
        form_params_mapping: '{"c":"campaign"}',
        form_location_params_mapping: { pathname: 'page_path' },
        form_location_mapping: { code: 'dealer_code' },
      },
      linkHiddenFields: { utm_source: 'button' },
      location: { code: 'TLV01' },
      page: { pathname: '/he/contact' },
      query: new URLSearchParams('c=spring&first_name=Dana&privacy=1'),
    });
    expect(result).toEqual({
      values: { campaign: 'spring', utm_source: 'button', dealer_code: 'TLV01', page_path: '/he/contact', first_name: 'Dana' },
      problems: [],
    });
  });

  it('reports problems of every source', () => {
    expect(prefillValues(form, { block: { form_params_mapping: '{' }, linkHiddenFields: { nope: 'x' } }).problems).toEqual([
      'hidden_fields.nope is not a field of the form',
      'form_params_mapping is not valid JSON',
    ]);
  });
});
