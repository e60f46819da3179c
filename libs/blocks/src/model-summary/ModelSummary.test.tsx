import { cleanup, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValidBlock } from '../validate';
import { fakeContent, loaderContext, nameplates, vehicles } from '../model-catalogue/fixtures';
import { buildSummary, summaryFields } from '../model-catalogue/summary';
import { renderBlock } from '../model-catalogue/testing';
import { modelSummariesFiltered } from '../model-summary-filters/model';
import { modelSummaryLoader } from './loader';
import type { ModelSummaryData } from './types';

afterEach(cleanup);

const block = (fields: Record<string, unknown>) =>
  ({ id: 4, template: 'model-summary', sequence: 1, fields, groups: [] }) as unknown as ValidBlock;

describe('model summary data', () => {
  it('picks the model’s version by engine, else its first; a car key names the car itself', () => {
    const pick = (fields: Record<string, unknown>) =>
      buildSummary(summaryFields(fields), vehicles, nameplates, 'he')?.carKey;
    expect(pick({ car_key: 'defender-110', engine_key: 'P400E' })).toBe('defender-110-p400e-x-dynamic-hse');
    expect(pick({ car_key: 'defender-110', engine_key: 'v12' })).toBe('defender-110-d250-se');
    expect(pick({ car_key: 'discovery-d300-dynamic-se' })).toBe('discovery-d300-dynamic-se');
    expect(pick({ car_key: 'nope' })).toBeUndefined();
  });

  it('shows the three chosen specs with the editor’s labels, the catalogue’s otherwise, and drops specs that do not apply', () => {
    const summary = buildSummary(
      summaryFields({
        car_key: 'defender-110',
        engine_key: 'd250',
        spec_key_1: 'power_hp',
        spec_label_1: 'כוח',
        spec_key_2: 'electric_range_km',
        spec_key_3: 'boot_litres',
      }),
      vehicles,
      nameplates,
      'he',
    )!;
    expect(summary.specs).toEqual([
      { key: 'power_hp', label: 'כוח', text: '249 כ״ס' },
      { key: 'boot_litres', label: 'נפח תא מטען', text: '786 ליטר' },
    ]);
    expect(summary).toMatchObject({
      bodyStyle: 'חמש דלתות',
      pagePath: '/models/defender',
      engine: 'דיזל, היברידי קל (MHEV)',
      familyName: 'דיפנדר',
    });
  });

  it('loads a model by nameplate, falls back to a car key, and logs keys that name nothing', async () => {
    const { http, calls } = fakeContent();
    const warn = vi.fn();
    const byCar = (await modelSummaryLoader(
      block({ car_key: 'discovery-d300-dynamic-se' }),
      loaderContext(http, { warn }),
    )) as ModelSummaryData;
    expect(byCar.summary?.versionName).toBe('דיסקברי D300 Dynamic SE');
    expect(calls).toEqual([
      '/vehicles?locale=he&filter%5Bnameplate_eq%5D=discovery-d300-dynamic-se',
      '/vehicles?locale=he&filter%5Bkey_in%5D=discovery-d300-dynamic-se',
      '/vehicles/grouped_nameplates?locale=he&filter%5Bfamily_eq%5D=discovery',
    ]);
    expect(await modelSummaryLoader(block({ car_key: 'nope' }), loaderContext(http, { warn }))).toEqual({
      summary: null,
    });
    calls.length = 0;
    expect(await modelSummaryLoader(block({ car_key: 'Not a key!' }), loaderContext(http, { warn }))).toEqual(
      { summary: null },
    );
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('ModelSummary', () => {
  async function data(fields: Record<string, unknown>, locale: 'he' | 'en' = 'he') {
    const { http } = fakeContent();
    return modelSummaryLoader(block(fields), loaderContext(http, { locale }));
  }

  it('shows the model with its prices through the price settings, and links to its page and to compare', async () => {
    const fields = { car_key: 'defender-110', engine_key: 'p400e', heading: '' };
    renderBlock('model-summary', fields, { data: await data(fields) });
    expect(screen.getByRole('heading', { name: 'דיפנדר 110' })).toBeTruthy();
    expect(screen.getByText('דיפנדר · חמש דלתות')).toBeTruthy();
    expect(screen.getByText('החל מ-₪ 549,000')).toBeTruthy();
    expect(screen.getByText('ליסינג החל מ-₪ 7,990 / לחודש')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'לפרטי הדגם' }).getAttribute('href')).toBe('/models/defender');
    expect(screen.getByRole('link', { name: 'השוו לדגם אחר' }).getAttribute('href')).toBe(
      '/compare?models=defender-110-p400e-x-dynamic-hse',
    );
  });

  it('keeps English links in English', async () => {
    const fields = {
      car_key: 'discovery',
      button: {
        url: '/models/discovery',
        type: 'internal',
        target: '_self',
        link_text: 'Discover',
        ui_type: 'primary',
      },
    };
    renderBlock('model-summary', fields, { data: await data(fields, 'en'), locale: 'en' });
    expect(screen.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe('/en/models/discovery');
    expect(screen.getByText('From ₪ 459,000')).toBeTruthy();
  });

  it('hides itself when a filters block says so', async () => {
    const fields = { car_key: 'defender-110' };
    const { container, scope } = renderBlock('model-summary', fields, { id: 4, data: await data(fields) });
    const section = container.querySelector('[data-block="model-summary"] > div')!;
    expect(section.hasAttribute('hidden')).toBe(false);
    await act(() => allSettled(modelSummariesFiltered, { scope, params: { filterId: 9, hidden: [4] } }));
    expect(section.hasAttribute('hidden')).toBe(true);
  });

  it('shows the failure state when the loader failed, and nothing for an unknown model', () => {
    renderBlock('model-summary', { car_key: 'x' });
    expect(screen.getByRole('alert')).toBeTruthy();
    cleanup();
    const { container } = renderBlock('model-summary', { car_key: 'x' }, { data: { summary: null } });
    expect(container.querySelector('[data-block]')?.textContent).toBe('');
  });
});
