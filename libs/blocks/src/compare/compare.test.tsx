import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $priceSettings } from '@lux/pricing';
import { UiProvider } from '@lux/ui';
import { fakeContent } from '../model-catalogue/fixtures';
import { catalogueFormatters } from '../model-catalogue/price';
import { shekelSettings } from '../model-catalogue/testing';
import { ComparePage } from './ComparePage';
import { loadCompare } from './load';
import { compareRows } from './rows';
import { chosenModels, compareSearch, requestedModels } from './selection';
import { compareStrings } from './strings';
import type { CompareResult } from './types';

afterEach(cleanup);

const options = [
  { key: 'defender-110-d250-se', name: 'D250', group: 'דיפנדר 110' },
  { key: 'defender-110-p400e', name: 'P400e', group: 'דיפנדר 110' },
  { key: 'discovery-d300', name: 'D300', group: 'דיסקברי' },
];

async function load(search: string, fail?: RegExp) {
  const { http, calls } = fakeContent(fail);
  const warn = vi.fn();
  const result = await loadCompare({
    contentHttp: http,
    locale: 'he',
    url: new URL(`http://site.test/compare${search}`),
    requestId: 'r',
    warn,
  });
  return { result, calls, warn };
}

describe('compare selection (state in the URL)', () => {
  it('reads ?models=a,b and the form’s repeated parameters; valid keys, each once, at most three', () => {
    expect(requestedModels(new URLSearchParams('models=A, b,,a'))).toEqual(['a', 'b']);
    expect(requestedModels(new URLSearchParams('models=a&models=b&models='))).toEqual(['a', 'b']);
    expect(requestedModels(new URLSearchParams('models=a,b,c,d'))).toEqual(['a', 'b', 'c']);
    expect(requestedModels(new URLSearchParams('models=../x,<y>'))).toEqual([]);
  });

  it('tops the choice up to two, from another model line first', () => {
    expect(chosenModels([], options)).toEqual(['defender-110-d250-se', 'discovery-d300']);
    expect(chosenModels(['defender-110-p400e', 'unknown'], options)).toEqual([
      'defender-110-p400e',
      'discovery-d300',
    ]);
    expect(
      chosenModels(['discovery-d300', 'defender-110-d250-se', 'defender-110-p400e'], options),
    ).toHaveLength(3);
  });

  it('writes a readable, shareable search', () => {
    expect(compareSearch(['a', 'b'], false)).toBe('?models=a,b');
    expect(compareSearch(['a', 'b', 'c'], true)).toBe('?models=a,b,c&diff=1');
  });
});

describe('compare rows', () => {
  it('has prices through the price settings, specs with units, marks differences and can keep only them', async () => {
    const { result } = await load('?models=defender-110-d250-se,defender-110-p400e-x-dynamic-hse');
    if (!result.ok) throw new Error('expected data');
    const rows = compareRows(result.data, 'he', catalogueFormatters(shekelSettings, 'he'), compareStrings.he);
    expect(rows.map((row) => [row.label, row.values, row.differs])).toEqual([
      ['מחיר מחירון', ['₪ 459,000', '₪ 549,000'], true],
      ['ליסינג חודשי', ['₪ 6,700 / לחודש', '₪ 7,990 / לחודש'], true],
      ['סוג הנעה', ['דיזל, היברידי קל (MHEV)', 'היברידי נטען (PHEV)'], true],
      ['הספק', ['249 כ״ס', '404 כ״ס'], true],
      ['מושבים', ['5', '5'], false],
      ['טווח חשמלי (WLTP)', ['', '51 ק״מ'], true],
      ['הנעה', ['הנעה כפולה (AWD)', 'הנעה כפולה (AWD)'], false],
    ]);
    const differences = compareRows(
      { ...result.data, onlyDifferences: true },
      'he',
      catalogueFormatters(shekelSettings, 'he'),
      compareStrings.he,
    );
    expect(differences.map((row) => row.key)).not.toContain('seats');
  });

  it('loads every model from /compare/spec/all once; a failure is logged and shown, never thrown', async () => {
    const { result, calls } = await load('?models=discovery-d300-dynamic-se&diff=1');
    expect(calls).toEqual(['/compare/spec/all?locale=he']);
    expect(result.ok && result.data.models.map((model) => model.key)).toEqual([
      'discovery-d300-dynamic-se',
      'defender-110-d250-se',
    ]);
    expect(result.ok && result.data.onlyDifferences).toBe(true);
    const failed = await load('', /compare/);
    expect(failed.result).toEqual({ ok: false });
    expect(failed.warn).toHaveBeenCalled();
  });
});

describe('ComparePage', () => {
  function renderPage(result: CompareResult, locale: 'he' | 'en' = 'he') {
    const router = createMemoryRouter(
      [{ path: '/compare', element: <ComparePage locale={locale} result={result} /> }],
      {
        initialEntries: ['/compare?models=defender-110-d250-se,discovery-d300-dynamic-se'],
      },
    );
    render(
      <Provider value={fork({ values: [[$priceSettings, shekelSettings]] })}>
        <UiProvider locale={locale}>
          <RouterProvider router={router} />
        </UiProvider>
      </Provider>,
    );
    return router;
  }

  it('renders a captioned table with a column per model and a row header per spec, differences marked', async () => {
    const { result } = await load('?models=defender-110-d250-se,discovery-d300-dynamic-se');
    renderPage(result);
    expect(screen.getByRole('heading', { level: 1, name: 'השוואת דגמים' })).toBeTruthy();
    const table = screen.getByRole('table', {
      name: 'השוואת מפרט: דיפנדר 110 D250 SE ודיסקברי D300 Dynamic SE',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['מפרט', 'דיפנדר 110 D250 SEדיפנדר 110', 'דיסקברי D300 Dynamic SEדיסקברי']);
    const power = within(table).getByRole('rowheader', { name: /הספק/ });
    expect(power.textContent).toBe('הספק (ערכים שונים)');
    expect(power.closest('tr')!.getAttribute('data-differs')).toBe('true');
    expect(
      within(table).getByRole('rowheader', { name: 'הנעה' }).closest('tr')!.getAttribute('data-differs'),
    ).toBe('false');
    expect(screen.getByRole('region', { name: 'טבלת ההשוואה' }).tabIndex).toBe(0);
  });

  it('navigates to the new address when a model or the differences switch changes', async () => {
    const { result } = await load('?models=defender-110-d250-se,discovery-d300-dynamic-se');
    const router = renderPage(result);
    const second = screen.getByRole('combobox', { name: 'דגם 2' });
    expect(within(second).getByRole('option', { name: 'דיפנדר 110 D250 SE' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(second, { target: { value: 'defender-110-p400e-x-dynamic-hse' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?models=defender-110-d250-se,defender-110-p400e-x-dynamic-hse',
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'דגם 3' }), {
      target: { value: 'defender-110-p400e-x-dynamic-hse' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?models=defender-110-d250-se,discovery-d300-dynamic-se,defender-110-p400e-x-dynamic-hse',
      ),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'הצגת ההבדלים בלבד' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?models=defender-110-d250-se,discovery-d300-dynamic-se&diff=1',
      ),
    );
  });

  it('shows the failure state (A§8) with the title when the catalogue could not be read', () => {
    renderPage({ ok: false }, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Compare models' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.');
  });
});
