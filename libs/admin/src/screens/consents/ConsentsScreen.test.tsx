import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { consentRows } from '../../testing/consentFixtures';
import { listOf, renderAdmin } from '../../testing/renderAdmin';
import { ConsentsScreen } from './ConsentsScreen';

const rows = consentRows.slice(0, 2);

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('ConsentsScreen', () => {
  it('shows each record: time, the shortened consent id read in full, action, status, categories, version, page and address; passes axe', async () => {
    const { container } = renderAdmin(<ConsentsScreen list={listOf(rows)} />, { url: '/en/admin/consents' });
    const table = screen.getByRole('grid', { name: 'Consent records' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'When',
      'Consent id',
      'Action',
      'Status',
      'Granted categories',
      'Policy version',
      'Page',
      'IP address (truncated)',
    ]);
    const [, row, withdrawn] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('rowheader').textContent).toMatch(/20\/11\/2026, 10:30:00/);
    const cells = within(row!).getAllByRole('gridcell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '3f2b8f4e…3f2b8f4e-7c1a-4a4e-9a57-0c5d2f1e8b11',
      'Save selection',
      'Accepted',
      'Necessary, Statistics',
      '2026-11',
      '/models/defender',
      '203.0.113.0',
    ]);
    // Sighted users see the first eight characters; the whole id is the title and what a screen reader reads.
    expect(within(cells[0]!).getByTitle('3f2b8f4e-7c1a-4a4e-9a57-0c5d2f1e8b11')).toBeTruthy();
    expect(within(cells[0]!).getByText('3f2b8f4e…').getAttribute('aria-hidden')).toBe('true');
    expect(within(withdrawn!).getAllByRole('gridcell').map((cell) => cell.textContent)).toContain('—');
    expect(screen.getByText('2 records')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('offers the filters the API takes, and links the CSV download to the current filters (every page)', () => {
    renderAdmin(<ConsentsScreen list={listOf(rows, { total: 60, pages: 3 })} />, {
      url: '/en/admin/consents?from=2026-11-01&until=2026-11-20&action=withdraw&scope=marketing&consent=3f2b8f4e&page=2',
    });
    const search = screen.getByRole('search', { name: 'Filter: Consent records' });
    expect(within(search).getByRole('searchbox', { name: 'Consent id' })).toBeTruthy();
    expect(within(search).getByRole('button', { name: /Action/ }).textContent).toContain('Withdraw');
    expect(within(search).getByRole('button', { name: /Granted category/ }).textContent).toContain('Marketing');
    expect(within(search).getByRole('button', { name: /Status/ }).textContent).toContain('Any');
    expect(within(search).getAllByRole('group').length).toBeGreaterThanOrEqual(2);

    const download = screen.getByRole('link', { name: 'Download CSV of the consent records in the current filter' });
    expect(download.hasAttribute('download')).toBe(true);
    const href = new URL(download.getAttribute('href')!, 'https://lux.example');
    expect(href.pathname).toBe('/admin/api/forms/consents/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      sort: '-created_at',
      'filter[created_at_gteq]': '2026-11-01',
      'filter[created_at_lteq]': '2026-11-20',
      'filter[consent_id]': '3f2b8f4e',
      'filter[action]': 'withdraw',
      'filter[scope]': 'marketing',
    });
  });

  it('filters through the URL, from the first page', async () => {
    const user = userEvent.setup();
    renderAdmin(<ConsentsScreen list={listOf(rows, { total: 60, pages: 3 })} />, { url: '/en/admin/consents?page=2' });
    await user.type(screen.getByRole('searchbox', { name: 'Consent id' }), '9d0c1b2a');
    await user.click(screen.getByRole('button', { name: /Granted category/ }));
    await user.click(await screen.findByRole('option', { name: 'Statistics' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(url()).toBe('/en/admin/consents?consent=9d0c1b2a&scope=statistic'));
  });

  it('pages on the server, keeping the filters', async () => {
    const user = userEvent.setup();
    renderAdmin(<ConsentsScreen list={listOf(rows, { total: 60, pages: 3 })} />, { url: '/en/admin/consents?status=accepted' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(url()).toBe('/en/admin/consents?status=accepted&page=2'));
  });

  it('speaks Hebrew', () => {
    renderAdmin(<ConsentsScreen list={listOf([])} />, { url: '/admin/consents', locale: 'he' });
    expect(screen.getByRole('heading', { level: 1, name: 'רישומי הסכמה' })).toBeTruthy();
    expect(screen.getByText('אין רישומי הסכמה')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'הורדת CSV של רישומי ההסכמה בסינון הנוכחי' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'רישומי הסכמה' }).getAttribute('href')).toBe('/admin/consents');
  });
});

// A whole screen in jsdom with axe takes tens of seconds while the storybook browser tests share two cores.
vi.setConfig({ testTimeout: 60_000 });
