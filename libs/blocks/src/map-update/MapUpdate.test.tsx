import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { expectNoAxeViolations } from '../testing/axe';
import { DEMO_VIN, exampleFields, sampleLookup } from './fixtures';
import { mapUpdateComponent as MapUpdate } from './MapUpdate';
import type { Fields } from './types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderBlock(locale: 'he' | 'en', fetchMock: ReturnType<typeof vi.fn>, fields?: Partial<Fields>) {
  vi.stubGlobal('fetch', fetchMock);
  return render(
    <MemoryRouter>
      <UiProvider locale={locale}>
        <MapUpdate id={5} index={2} locale={locale} fields={{ ...exampleFields<Fields>('map-update', locale), ...fields }} groups={[]} />
      </UiProvider>
    </MemoryRouter>,
  );
}

describe('map-update', () => {
  it('declares exactly the template fields', () => {
    expect(Object.keys(exampleFields<Fields>('map-update', 'he')).sort()).toEqual(templateByKey('map-update').fields.map((f) => f.symbol).sort());
  });

  it('by keyboard: a wrong VIN shows the rule without a request; the right one leads to the downloads after the terms', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: sampleLookup('he') }));
    renderBlock('he', fetchMock);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'מספר שלדה (VIN)' });

    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.keyboard('SALGA2BE8MA4OO123{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(/"O"/).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.keyboard('SALGA2BE8MA40012{Enter}');
    expect(screen.getAllByText('מספר שלדה כולל 17 תווים; הוזנו 16.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.keyboard('sal-ga2be8ma400123');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'חיפוש עדכון' }));
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: /אישור התנאים והורדת המפות/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(fetchMock).toHaveBeenCalledWith(`/api/content/vehicle-services/map-updates/${DEMO_VIN}?locale=he`, expect.anything());
    expect(screen.getByText(/שנת דגם 2021, מערכת Pivi Pro/)).toBeTruthy();

    // Before the terms: the links are there but lead nowhere.
    const links = () => screen.getAllByRole('link', { name: /^הורדה/ });
    expect(links()).toHaveLength(2);
    for (const link of links()) {
      expect(link.getAttribute('aria-disabled')).toBe('true');
      expect(link.hasAttribute('href')).toBe(false);
    }
    const terms = screen.getByRole('checkbox', { name: 'קראתי ואני מסכים/ה לתנאי השימוש' });
    await user.tab();
    expect(document.activeElement).toBe(terms);
    await user.keyboard(' ');
    expect((terms as HTMLInputElement).checked).toBe(true);
    const [manifest, guide] = links() as [HTMLElement, HTMLElement];
    expect(manifest.getAttribute('href')).toBe('/api/content/vehicle-services/map-updates/files/3/pivi-pro-il-2026-q4-manifest.json');
    expect(manifest.getAttribute('download')).toBe('pivi-pro-il-2026-q4-manifest.json');
    expect(manifest.textContent).toContain('259');
    expect(guide.textContent).toMatch(/1\.2/);
    await expectNoAxeViolations();

    // Following a link (keyboard Enter on it) moves to step 3.
    manifest.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot download
    manifest.focus();
    await user.keyboard('{Enter}');
    const success = await screen.findByRole('heading', { name: /ההורדה החלה/ });
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(screen.getByRole('link', { name: 'איתור מרכז שירות' }).getAttribute('href')).toBe('/retailer-locator');

    await user.click(screen.getByRole('button', { name: 'עדכון רכב נוסף' }));
    expect(((await screen.findByRole('textbox', { name: 'מספר שלדה (VIN)' })) as HTMLInputElement).value).toBe('');
  });

  it('keeps step 1 with the editor error text for an unknown VIN', async () => {
    const fetchMock = vi.fn(async () => json(404, { errors: [{ status: '404', title: 'Not Found', detail: 'VIN not recognised' }] }));
    renderBlock('en', fetchMock);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'VIN' }), 'SALEA7BW3N2081299{Enter}');
    expect((await screen.findAllByText('VIN not recognised. Please check you have entered your VIN correctly or try again later.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'VIN' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('VIN not recognised');
  });

  it('offers a retry after a failed request, which asks again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(503, { errors: [{ status: '503', title: 'Service Unavailable', detail: 'down' }] }))
      .mockResolvedValueOnce(json(200, { data: sampleLookup('en') }));
    renderBlock('en', fetchMock);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'VIN' }), `${DEMO_VIN}{Enter}`);
    const retryHeading = await screen.findByRole('heading', { name: /Something went wrong/ });
    await waitFor(() => expect(document.activeElement).toBe(retryHeading));
    expect(screen.getByText(/Step 3 of 3/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Accept the terms and download your maps/ })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/light rail Red Line/)).toBeTruthy();
  });

  it('translates untouched English defaults on a Hebrew page', () => {
    renderBlock('he', vi.fn(), { vin_label: 'VIN', submit_button_text: 'Submit', step_1_heading: '' });
    expect(screen.getByRole('textbox', { name: 'מספר שלדה (VIN)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'שליחה' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /עדכון מפות הניווט/ })).toBeTruthy();
  });
});
