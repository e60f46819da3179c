import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeadExport } from '../../api/types';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { contactForm, exportRows } from '../../testing/formsFixtures';
import { listOf, renderAdmin } from '../../testing/renderAdmin';
import { ExportsScreen } from './ExportsScreen';

const running = exportRows[0]!;
const completed: LeadExport = { ...running, status: 'completed', processed: 200, progress: 1, completed_at: '2026-11-26T10:00:05.000Z', download_url: '/forms/3/lead_exports/7/download' };

describe('ExportsScreen', () => {
  it('shows each export with a labelled progress bar, the failure, and a download link when completed; passes axe', async () => {
    const { container } = renderAdmin(<ExportsScreen form={contactForm} list={listOf(exportRows.slice(1))} />, { url: '/en/admin/forms/3/exports' });
    const bar = screen.getByRole('progressbar', { name: 'Progress of export 6' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    const link = screen.getByRole('link', { name: 'Download export 6 (XLSX)' });
    expect(link.getAttribute('href')).toBe('/admin/api/forms/forms/3/lead_exports/6/download');
    expect(screen.getByText('The export was interrupted; start it again.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('polls a running export every second until it completes, then offers its file', async () => {
    const { client, calls } = fakeHttpClient(() => {
      const polls = calls.filter((c) => c.url === '/forms/forms/3/lead_exports/7').length;
      return { body: { data: polls < 2 ? { ...running, id: 7, processed: 150, progress: 0.75 } : { ...completed, id: 7 } } };
    });
    renderAdmin(<ExportsScreen form={contactForm} list={listOf([running])} />, { url: '/en/admin/forms/3/exports', client });
    const bar = screen.getByRole('progressbar', { name: 'Progress of export 7' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('50 of 200');
    expect(screen.queryByRole('link', { name: /Download export 7/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Progress of export 7' }).getAttribute('aria-valuenow')).toBe('75'), { timeout: 3000 });
    const link = await screen.findByRole('link', { name: 'Download export 7 (CSV)' }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe('/admin/api/forms/forms/3/lead_exports/7/download');
    const polls = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.length).toBe(polls);
  }, 20_000);

  it("starts an XLSX export with the leads table's filter from the URL and lists it first", async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient((call) =>
      call.method === 'POST'
        ? { status: 202, body: { data: { ...running, id: 9, format: 'xlsx', status: 'pending', processed: 0, progress: 0 } } }
        : { body: { data: { ...completed, id: 9, format: 'xlsx' } } },
    );
    renderAdmin(<ExportsScreen form={contactForm} list={listOf([])} />, { url: '/en/admin/forms/3/exports?until=2026-11-30', client });
    expect(screen.getByText('No exports of this form yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Excel export' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'POST', url: '/forms/forms/3/lead_exports', params: { format: 'xlsx', 'filter[created_at_lteq]': '2026-11-30', sort: '-created_at' } }));
    const table = screen.getByRole('grid');
    expect(within(table).getByRole('progressbar', { name: 'Progress of export 9' })).toBeTruthy();
  });
});
