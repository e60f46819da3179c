import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminApiError } from '../../api/errors';
import type { RedirectRow } from '../../api/types';
import { fakeClient, listOf, renderAdmin } from '../../testing/renderAdmin';
import { RedirectsScreen } from './RedirectsScreen';

const rows: RedirectRow[] = [{ id: '5', locale: 'he', path: '/old', to: '/new', http_code: 301, link_type: 'internal', updated_at: '2026-11-20T10:00:00.000Z' }];

describe('RedirectsScreen', () => {
  it("shows the API's loop refusal beside the target field", async () => {
    const user = userEvent.setup();
    const loop = 'This redirect would make a loop: /new → /old → /new.';
    const client = fakeClient({
      update: vi.fn(async () => {
        throw new AdminApiError(409, [{ status: '409', title: 'Conflict', detail: loop, source: { pointer: '/to' } }]);
      }),
    });
    renderAdmin(<RedirectsScreen list={listOf(rows)} />, { url: '/en/admin/redirects', client });
    await user.click(screen.getByRole('button', { name: 'Edit /old' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit /old' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const target = within(dialog).getByRole('textbox', { name: /Target/ });
    await waitFor(() => expect(target.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(loop)).toBeTruthy();
    expect(client.update).toHaveBeenCalledWith('redirects', '5', expect.objectContaining({ path: '/old', to: '/new', http_code: 301, expected_updated_at: rows[0]!.updated_at }));
    expect(await screen.findByText('Correct the marked fields')).toBeTruthy();
  });

  it('creates a redirect with the defaults', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderAdmin(<RedirectsScreen list={listOf(rows)} />, { url: '/en/admin/redirects', client });
    await user.click(screen.getByRole('button', { name: 'New redirect' }));
    const dialog = await screen.findByRole('dialog', { name: 'New redirect' });
    await user.type(within(dialog).getByRole('textbox', { name: /Path/ }), '/a');
    await user.type(within(dialog).getByRole('textbox', { name: /Target/ }), '/b');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.create).toHaveBeenCalledWith('redirects', { locale: 'he', path: '/a', to: '/b', http_code: 301, link_type: 'internal' }),
    );
  });
});
