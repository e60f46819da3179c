import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../api/types';
import { fakeClient, listOf, renderAdmin } from '../../testing/renderAdmin';
import { UsersScreen } from './UsersScreen';

const rows: UserRow[] = [
  { id: 'a1', email: 'editor@lux.example', name: 'Eli', roles: ['editor'], active: true, updated_at: '2026-11-20T10:00:00.000Z' },
];

describe('UsersScreen', () => {
  it('creates a user with roles', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderAdmin(<UsersScreen list={listOf(rows)} />, { url: '/en/admin/users', client });
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@lux.example');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nora');
    await user.type(within(dialog).getByLabelText(/Password/), 'Long-Enough-2026!');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sales' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.create).toHaveBeenCalledWith('users', { email: 'new@lux.example', name: 'Nora', password: 'Long-Enough-2026!', roles: ['sales'] }),
    );
  });

  it('resets a password without touching the rest', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderAdmin(<UsersScreen list={listOf(rows)} />, { url: '/en/admin/users', client });
    await user.click(screen.getByRole('button', { name: 'Reset password editor@lux.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of editor@lux.example' });
    await user.type(within(dialog).getByLabelText(/New password/), 'Another-Long-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.update).toHaveBeenCalledWith('users', 'a1', { password: 'Another-Long-2026!', expected_updated_at: rows[0]!.updated_at }),
    );
    expect(await screen.findByText('Password reset')).toBeTruthy();
  });
});
