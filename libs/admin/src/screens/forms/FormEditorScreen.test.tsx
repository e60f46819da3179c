import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { contactForm } from '../../testing/formsFixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { FormEditorScreen } from './FormEditorScreen';

const field = (n: number, label: string) => screen.getByRole('group', { name: `Field ${n}: ${label}` });

describe('FormEditorScreen', () => {
  it('edits every field, the three settings and the integrations; passes axe', async () => {
    const { container } = renderAdmin(<FormEditorScreen form={contactForm} />, { url: '/en/admin/forms/3' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit צור קשר' })).toBeTruthy();
    expect((within(field(1, 'שם מלא')).getByRole('textbox', { name: 'Maximum characters' }) as HTMLInputElement).value).toBe('100');
    expect(within(field(4, 'דגם')).getByRole('group', { name: 'Options: דגם' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Recipients (e-mail, comma separated)' }) as HTMLInputElement).value).toBe('sales@lux.example');
    expect(screen.getByRole('checkbox', { name: 'Send leads to the CRM' })).toBeTruthy();
    // axe over some ninety controls takes long in jsdom on a loaded 2-core machine.
    await expectNoAxeViolations(container);
  }, 120_000);

  it('refuses an invalid definition before sending: problems beside the field and in an alert', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient(() => ({ body: { data: contactForm } }));
    renderAdmin(<FormEditorScreen form={contactForm} />, { url: '/en/admin/forms/3', client });
    const first = field(1, 'שם מלא');
    const min = within(first).getByRole('textbox', { name: 'Minimum characters' });
    await user.type(min, '500');
    const size = within(field(2, 'דוא״ל')).getByRole('textbox', { name: 'Exactly characters' });
    await user.type(size, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', { name: 'Fix these before saving:' });
    expect(alert.textContent).toContain('fields[0] (full_name).rules.min is greater than max');
    expect(within(first).getByText('fields[0] (full_name).rules.min is greater than max')).toBeTruthy();
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  }, 30_000);

  it('reorders fields from the keyboard and saves the whole form with its version', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient(() => ({ body: { data: { ...contactForm, id: 3, updated_at: '2026-11-26T12:00:00.000Z' } } }));
    renderAdmin(<FormEditorScreen form={contactForm} />, { url: '/en/admin/forms/3', client });
    const down = screen.getByRole('button', { name: 'Move שם מלא down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(field(2, 'שם מלא')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move שם מלא down' })));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.body as { definition: { fields: Array<{ id: string }> }; expected_updated_at: string };
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/forms/forms/3' });
    expect(body.definition.fields.map((f) => f.id).slice(0, 2)).toEqual(['email', 'full_name']);
    expect(body.expected_updated_at).toBe('2026-11-25T08:00:00.000Z');
    expect(await screen.findByText('Form saved')).toBeTruthy();
  }, 30_000);
});
