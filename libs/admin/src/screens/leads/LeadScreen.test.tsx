import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { contactForm, deliveries, leadRows } from '../../testing/formsFixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { LeadScreen } from './LeadScreen';

const lead = leadRows[0]!;

describe('LeadScreen', () => {
  it("shows the lead's fields by their labels and its delivery log, and passes axe", async () => {
    const { container } = renderAdmin(<LeadScreen form={contactForm} lead={lead} deliveries={deliveries} />, { url: '/en/admin/forms/3/leads/12' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lead 12 · צור קשר' })).toBeTruthy();
    const fields = screen.getByRole('region', { name: 'Fields' });
    expect(within(fields).getByText('Full name').nextElementSibling!.textContent).toBe('דנה כהן');
    expect(within(fields).getByText('I agree to the terms').nextElementSibling!.textContent).toBe('Yes');
    const crm = screen.getByRole('region', { name: 'CRM: Given up' });
    const attempts = within(crm).getByRole('grid', { name: 'Delivery attempts: CRM' });
    const rows = within(attempts).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent))).toEqual([
      [expect.any(String), 'No', '503', 'Service Unavailable'],
      [expect.any(String), 'No', '—', 'connect ECONNREFUSED 127.0.0.1:3999'],
    ]);
    expect(screen.getByRole('region', { name: 'Staff e-mail: Delivered' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('re-queues the failed deliveries with "fix" and shows them pending again', async () => {
    const user = userEvent.setup();
    const requeued = deliveries.map((delivery) => (delivery.destination === 'crm' ? { ...delivery, status: 'pending' as const, attempts: 0 } : delivery));
    const { client, calls } = fakeHttpClient(() => ({ body: { data: requeued, meta: { requeued: 1 } } }));
    renderAdmin(<LeadScreen form={contactForm} lead={lead} deliveries={deliveries} />, { url: '/en/admin/forms/3/leads/12', client });
    await user.click(screen.getByRole('button', { name: 'Resend failed deliveries' }));
    expect(await screen.findByText('1 deliveries queued again')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/forms/forms/3/leads/12/integrations/fix', params: {}, body: { destinations: ['crm'] } }]);
    expect(screen.getByRole('region', { name: 'CRM: Pending' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend failed deliveries' })).toBeNull();
    expect(screen.getByText('No failed deliveries')).toBeTruthy();
  });

  it('deletes the lead only after confirming (admin)', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient(() => ({ body: { data: { id: 12, deleted: true } } }));
    renderAdmin(<LeadScreen form={contactForm} lead={lead} deliveries={deliveries} />, { url: '/en/admin/forms/3/leads/12', client });
    await user.click(screen.getByRole('button', { name: 'Delete the lead' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Lead 12' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', url: '/forms/forms/3/leads/12', params: {}, body: null }]));
  });

  it('offers no delete to sales', () => {
    renderAdmin(<LeadScreen form={contactForm} lead={lead} deliveries={deliveries} />, {
      url: '/en/admin/forms/3/leads/12',
      user: { id: 's', email: 's@x', name: 'Sam', roles: ['sales'] },
    });
    expect(screen.queryByRole('button', { name: 'Delete the lead' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend failed deliveries' })).toBeTruthy();
  });
});
