import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SettingRow } from '../../api/types';
import { fakeClient, listOf, renderAdmin } from '../../testing/renderAdmin';
import { SettingsScreen } from './SettingsScreen';

const rows: SettingRow[] = [
  { id: '1', key: 'meta.title_divider', value: '|', updated_at: '2026-11-20T10:00:00.000Z' },
  { id: '2', key: 'navigation.disabled_on_pages', value: '[]', updated_at: '2026-11-21T10:00:00.000Z' },
];
const defaults = { 'meta.title_divider': '|', 'navigation.disabled_on_pages': '[]', 'meta.app_name': '' };

function renderSettings(url = '/admin/settings', client = fakeClient()) {
  return renderAdmin(<SettingsScreen list={listOf(rows, { total: 60, pages: 3 })} defaults={defaults} />, { url, client });
}

describe('SettingsScreen', () => {
  it('lists keys with their namespace, stored value and built-in default', () => {
    renderSettings();
    const table = screen.getByRole('grid', { name: 'Settings' });
    const row = within(table).getByRole('row', { name: /meta\.title_divider/ });
    expect(within(row).getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['meta', '|']),
    );
    expect(screen.getByText('60 records')).toBeTruthy();
  });

  it('refuses invalid JSON beside the field and sends nothing', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderSettings('/admin/settings', client);
    await user.click(screen.getByRole('button', { name: 'Edit navigation.disabled_on_pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit navigation.disabled_on_pages' });
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await user.clear(value);
    await user.click(value);
    await user.paste('["/a", ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(/Invalid JSON/)).toBeTruthy();
    expect(client.update).not.toHaveBeenCalled();
  });

  it('saves valid JSON with the version it was read at', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderSettings('/admin/settings', client);
    await user.click(screen.getByRole('button', { name: 'Edit navigation.disabled_on_pages' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await user.clear(value);
    await user.click(value);
    await user.paste('["/a"]');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.update).toHaveBeenCalledWith('settings', '2', { value: '["/a"]', expected_updated_at: '2026-11-21T10:00:00.000Z' }),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('shows the built-in default in the dialog and offers a per-language value', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit meta.title_divider' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Built-in default')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add a English value' }));
    const created = await screen.findByRole('dialog', { name: 'New setting' });
    expect((within(created).getByRole('textbox', { name: /Key/ }) as HTMLInputElement).value).toBe('meta.title_divider:en');
  });

  it('sorts on the server: a column header changes the URL sort', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('columnheader', { name: /Updated/ }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'URL' }).textContent).toBe('/admin/settings?sort=updated_at'));
    await user.click(screen.getByRole('columnheader', { name: /Key/ }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'URL' }).textContent).toBe('/admin/settings'));
  });

  it('pages on the server, keeping the filters', async () => {
    const user = userEvent.setup();
    renderSettings('/admin/settings?q=meta');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'URL' }).textContent).toBe('/admin/settings?q=meta&page=2'));
  });

  it('filters by key text through the URL', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.type(screen.getByRole('searchbox', { name: 'Search keys' }), 'price');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'URL' }).textContent).toBe('/admin/settings?q=price'));
  });

  it('is read only for an editor', () => {
    renderAdmin(<SettingsScreen list={listOf(rows)} defaults={defaults} />, {
      url: '/admin/settings',
      user: { id: 'e', email: 'e@x', name: 'Ed', roles: ['editor'] },
    });
    expect(screen.queryByRole('button', { name: 'New setting' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Read only meta.title_divider' })).toBeTruthy();
  });
});

vi.setConfig({ testTimeout: 30_000 });
