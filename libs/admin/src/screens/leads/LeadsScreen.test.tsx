import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { contactForm, contactFormForSales, exportRows, leadRows } from '../../testing/formsFixtures';
import { listOf, renderAdmin } from '../../testing/renderAdmin';
import { LeadsScreen } from './LeadsScreen';

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('LeadsScreen', () => {
  it("shows id, time and the form's first text fields, each lead linking to its page, and passes axe", async () => {
    const { container } = renderAdmin(<LeadsScreen form={contactForm} list={listOf(leadRows, { total: 40, pages: 2 })} />, { url: '/en/admin/forms/3/leads' });
    const table = screen.getByRole('grid', { name: 'Leads: צור קשר' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['No.', 'Received', 'Full name', 'E-mail', 'Phone', 'Deliveries']);
    const row = within(table).getByRole('row', { name: /Lead 12/ });
    expect(within(row).getByRole('link', { name: 'Lead 12' }).getAttribute('href')).toBe('/en/admin/forms/3/leads/12');
    expect(row.textContent).toContain('dana@example.com');
    expect(row.textContent).toContain('CRM: Given up');
    expect(screen.getByText('40 records')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('names the form by type and number for sales, who get no name', () => {
    renderAdmin(<LeadsScreen form={contactFormForSales} list={listOf(leadRows)} />, { url: '/en/admin/forms/3/leads' });
    expect(screen.getByRole('heading', { level: 1, name: 'Leads: Form contact #3' })).toBeTruthy();
  });

  it('keeps the date filters in controlled fields and refuses a range that ends before it starts', async () => {
    const user = userEvent.setup();
    renderAdmin(<LeadsScreen form={contactForm} list={listOf(leadRows)} />, { url: '/en/admin/forms/3/leads?from=2026-11-20&until=2026-11-10' });
    const search = screen.getByRole('search');
    const until = within(search).getByRole('group', { name: 'Until' });
    expect(within(until).getAllByRole('spinbutton').map((segment) => segment.getAttribute('aria-valuenow')).sort()).toEqual(['10', '11', '2026']);
    await user.click(within(search).getByRole('button', { name: 'Filter' }));
    expect(within(search).getAllByText('The end date is before the start date').length).toBeGreaterThan(0);
    expect(within(search).getByRole('alert').textContent).toBe('The end date is before the start date');
    expect(url()).toBe('/en/admin/forms/3/leads?from=2026-11-20&until=2026-11-10');
    await user.click(within(search).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(url()).toBe('/en/admin/forms/3/leads'));
  });

  it('sorts by creation time on the server', async () => {
    const user = userEvent.setup();
    renderAdmin(<LeadsScreen form={contactForm} list={listOf(leadRows)} />, { url: '/en/admin/forms/3/leads?from=2026-11-01' });
    const header = screen.getByRole('columnheader', { name: /Received/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await user.click(header);
    await waitFor(() => expect(url()).toBe('/en/admin/forms/3/leads?from=2026-11-01&sort=created_at'));
  });

  it("starts an export with the table's dates and sort", async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient((call) => (call.method === 'POST' ? { status: 202, body: { data: { ...exportRows[0], id: 8 } } } : undefined));
    renderAdmin(<LeadsScreen form={contactForm} list={listOf(leadRows)} />, {
      url: '/en/admin/forms/3/leads?from=2026-11-01&until=2026-11-30&sort=created_at',
      client,
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/forms/forms/3/lead_exports',
      params: { format: 'csv', 'filter[created_at_gteq]': '2026-11-01', 'filter[created_at_lteq]': '2026-11-30', sort: 'created_at' },
    });
  });
});
