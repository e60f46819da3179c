import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditRow } from '../../api/types';
import { listOf, renderAdmin } from '../../testing/renderAdmin';
import { AuditScreen } from './AuditScreen';

const rows: AuditRow[] = [
  {
    id: '9',
    at: '2026-11-26T10:00:00.000Z',
    actor_email: 'admin@lux.example',
    action: 'update',
    entity: 'setting',
    entity_id: '1',
    before: { key: 'meta.title_divider', value: '|' },
    after: { key: 'meta.title_divider', value: '·' },
  },
];

describe('AuditScreen', () => {
  it('expands a row to show the record before and after, side by side', async () => {
    const user = userEvent.setup();
    renderAdmin(<AuditScreen list={listOf(rows)} />, { url: '/en/admin/audit' });
    const toggle = screen.getByRole('button', { name: 'Show changes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide changes' }).getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByRole('region', { name: 'Changes to setting 1' });
    expect(within(details).getByText('Before').nextElementSibling!.textContent).toContain('"|"');
    expect(within(details).getByText('After').nextElementSibling!.textContent).toContain('"·"');
  });

  it('offers the filters the API takes', () => {
    renderAdmin(<AuditScreen list={listOf(rows)} />, { url: '/en/admin/audit?entity=setting' });
    const search = screen.getByRole('search');
    expect(within(search).getByRole('searchbox', { name: 'Who' })).toBeTruthy();
    expect(within(search).getAllByRole('group').length).toBeGreaterThanOrEqual(2);
    expect(within(search).getByRole('button', { name: 'Clear' })).toBeTruthy();
  });
});
