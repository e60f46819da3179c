import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { AFFECTED_VIN, DEMO_VIN, exampleFields, sampleCampaigns } from '../map-update/fixtures';
import { expectNoAxeViolations } from '../testing/axe';
import type { Fields } from './types';
import { vinCheckerComponent as VinChecker } from './VinChecker';

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
        <VinChecker id={6} index={3} locale={locale} fields={{ ...exampleFields<Fields>('vin-checker', locale), ...fields }} groups={[]} />
      </UiProvider>
    </MemoryRouter>,
  );
}

describe('vin-checker', () => {
  it('declares exactly the template fields', () => {
    expect(Object.keys(exampleFields<Fields>('vin-checker', 'he')).sort()).toEqual(templateByKey('vin-checker').fields.map((f) => f.symbol).sort());
  });

  it('by keyboard: an invalid VIN is refused in place; an affected one names its campaigns', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: sampleCampaigns(true, 'he') }));
    const { container } = renderBlock('he', fetchMock);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'מספר שלדה (VIN)' });
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.keyboard('{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('יש להזין מספר שלדה (VIN).').length).toBeGreaterThan(0);
    await user.keyboard('1HGCM82643A004352');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getAllByText(/מספר השלדה אינו תקין/).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, `${AFFECTED_VIN.toLowerCase()}{Enter}`);
    const status = screen.getByRole('status');
    expect((await screen.findByText(/יש לפנות למרכז השירות/)).textContent).toContain('ללא עלות');
    expect(fetchMock).toHaveBeenCalledWith(`/api/content/vehicle-services/campaigns/${AFFECTED_VIN}?locale=he`, expect.anything());
    expect(status.textContent).toContain('עדכון תוכנה למערכת Pivi Pro');
    expect(status.textContent).toContain('החלפת תפס חגורת בטיחות אחורית');
    // The editor's alignment and height classes.
    expect(container.querySelector('[data-align="center"][data-height="m"]')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('gives the negative answer, and a failure message when the service fails', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, { data: sampleCampaigns(false, 'en') }))
      .mockResolvedValueOnce(json(429, { errors: [{ status: '429', title: 'Too Many Requests', detail: 'slow down' }] }));
    renderBlock('en', fetchMock, { text_alignment_class: 'left', height_class: 'auto' });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'VIN' });
    await user.type(field, `${DEMO_VIN}{Enter}`);
    expect(await screen.findByText('Your vehicle is NOT the affected vehicle.')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/could not check your VIN/)).toBeTruthy();
  });

  it('uses the Hebrew negative answer when the editor left the English default', async () => {
    renderBlock('he', vi.fn(async () => json(200, { data: sampleCampaigns(false, 'he') })), { response_negative: 'Your vehicle is NOT the affected vehicle.' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), `${DEMO_VIN}{Enter}`);
    expect(await screen.findByText('הרכב שלך אינו נכלל ברכבים המושפעים.')).toBeTruthy();
  });
});
