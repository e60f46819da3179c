import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValidBlock } from '../validate';
import { fakeContent, loaderContext } from '../model-catalogue/fixtures';
import { renderBlock } from '../model-catalogue/testing';
import { specificationAccordionLoader } from './loader';
import { rowsOf, sectionLabels, sectionsOf } from './sections';
import type { SpecAccordionData } from './types';

afterEach(cleanup);

const block = (modelKeys: string) =>
  ({
    id: 7,
    template: 'specification-accordion',
    sequence: 1,
    fields: { model_keys: modelKeys },
    groups: [],
  }) as unknown as ValidBlock;

async function load(modelKeys: string, locale: 'he' | 'en' = 'he') {
  const { http, calls } = fakeContent();
  const warn = vi.fn();
  const data = (await specificationAccordionLoader(
    block(modelKeys),
    loaderContext(http, { warn, locale }),
  )) as SpecAccordionData;
  return { data, calls, warn };
}

describe('specification accordion sections', () => {
  it('falls back to the four default sections, and reads named sections and key lists', () => {
    expect(sectionsOf([], sectionLabels.he).map((section) => section.label)).toEqual([
      'ביצועים',
      'מערכת הנעה',
      'צריכה ופליטות',
      'מרחב ושימושיות',
    ]);
    const [named, listed] = sectionsOf(
      [
        { label: '', spec_key: 'Performance', content: '' },
        { label: 'Engine', spec_key: 'power_hp, nope ,torque_nm', content: '<p>x</p>' },
      ],
      sectionLabels.en,
    );
    expect(named).toMatchObject({
      label: 'Performance',
      keys: ['power_hp', 'torque_nm', 'acceleration_0_100_s', 'top_speed_kmh'],
    });
    expect(listed).toMatchObject({ label: 'Engine', keys: ['power_hp', 'torque_nm'], content: '<p>x</p>' });
  });

  it('expands model keys to their versions and takes car keys as they are, in order; unknown keys are logged', async () => {
    const { data, calls, warn } = await load('discovery-d300-dynamic-se, defender-110, nope');
    expect(data.models.map((model) => model.key)).toEqual([
      'discovery-d300-dynamic-se',
      'defender-110-d250-se',
      'defender-110-p400e-x-dynamic-hse',
    ]);
    expect(calls[0]).toBe(
      '/vehicles?locale=he&filter%5Bkey_in%5D=discovery-d300-dynamic-se%2Cdefender-110%2Cnope',
    );
    expect(warn).toHaveBeenCalledWith({ blockId: 7, unknown: ['nope'] }, expect.any(String));
  });

  it('writes the sheet in the page language and leaves out specs that do not apply', async () => {
    const { data } = await load('defender-110-d250-se', 'en');
    const diesel = data.models[0]!;
    expect(diesel.specs.find((row) => row.key === 'engine_capacity_cc')).toMatchObject({
      label: 'Engine capacity',
      text: '3.0 l',
    });
    const efficiency = sectionsOf([], sectionLabels.en)[2]!;
    expect(rowsOf(efficiency, diesel).map((row) => row.key)).toEqual(['consumption_l_100km', 'co2_g_km']);
  });

  it('makes no call without model keys', async () => {
    const { data, calls } = await load(' , ');
    expect(data).toEqual({ models: [] });
    expect(calls).toEqual([]);
  });
});

describe('SpecificationAccordion', () => {
  it('shows the chosen version’s sheet in disclosures, the first open, and switches with the select', async () => {
    const { data } = await load('defender-110,discovery');
    renderBlock('specification-accordion', { heading: 'מפרט טכני', select_label: 'Model' }, { data });
    const select = screen.getByRole('combobox', { name: 'דגם' });
    expect(
      within(select)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['דיפנדר 110', 'דיסקברי']);
    const performance = screen.getByText('ביצועים').closest('details')!;
    expect(performance.open).toBe(true);
    expect(screen.getByText('מערכת הנעה').closest('details')!.open).toBe(false);
    expect(within(performance).getByText('הספק').nextElementSibling?.textContent).toBe('249 כ״ס');
    expect(screen.getByText('מחיר מחירון: ₪ 459,000')).toBeTruthy();

    fireEvent.change(select, { target: { value: 'discovery-d300-dynamic-se' } });
    expect(within(performance).getByText('הספק').nextElementSibling?.textContent).toBe('300 כ״ס');
    expect(screen.getByText('דיסקברי D300 Dynamic SE', { selector: 'p' })).toBeTruthy();
  });

  it('shows the failure state (A§8) when the loader failed, and nothing when no key is known', () => {
    renderBlock('specification-accordion', { model_keys: 'x' });
    expect(screen.getByRole('alert').textContent).toContain('משהו השתבש, אנא נסו שוב.');
    cleanup();
    const { container } = renderBlock(
      'specification-accordion',
      { model_keys: 'x' },
      { data: { models: [] } },
    );
    expect(container.querySelector('[data-block]')?.textContent).toBe('');
  });
});
