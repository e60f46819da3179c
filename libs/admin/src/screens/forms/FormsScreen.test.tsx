import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { contactForm, formRows } from '../../testing/formsFixtures';
import { listOf, renderAdmin } from '../../testing/renderAdmin';
import { FormsScreen } from './FormsScreen';

describe('FormsScreen', () => {
  it("lists the forms with links to each one's editor, leads and exports; passes axe", async () => {
    const { container } = renderAdmin(<FormsScreen list={listOf(formRows)} />, { url: '/en/admin/forms' });
    const table = screen.getByRole('grid', { name: 'Forms' });
    const row = within(table).getByRole('row', { name: /צור קשר/ });
    expect(within(row).getByRole('link', { name: 'צור קשר' }).getAttribute('href')).toBe('/en/admin/forms/3');
    expect(within(row).getByRole('link', { name: 'Leads צור קשר' }).getAttribute('href')).toBe('/en/admin/forms/3/leads');
    expect(within(row).getByRole('link', { name: 'Exports צור קשר' }).getAttribute('href')).toBe('/en/admin/forms/3/exports');
    expect(within(row).getByRole('button', { name: 'Delete צור קשר' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('duplicates a form under the name given', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient(() => ({ body: { data: { ...contactForm, id: 9, name: 'Contact B' } } }));
    renderAdmin(<FormsScreen list={listOf(formRows)} />, { url: '/en/admin/forms', client });
    await user.click(screen.getByRole('button', { name: 'Duplicate צור קשר' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate צור קשר' });
    const name = within(dialog).getByRole('textbox', { name: /Name of the copy/ });
    await user.clear(name);
    await user.type(name, 'Contact B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: '/forms/forms/3/duplicate', params: { name: 'Contact B' }, body: {} }]));
    expect(await screen.findByText('Form duplicated')).toBeTruthy();
  });

  it('refuses a file that is not a form export, sending nothing', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient(() => undefined);
    const { container } = renderAdmin(<FormsScreen list={listOf(formRows)} />, { url: '/en/admin/forms', client });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['{"hello": 1}'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText('The file is not a form export (JSON).')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('imports a form export file', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient(() => ({ body: { data: { ...contactForm, id: 10 } } }));
    const { container } = renderAdmin(<FormsScreen list={listOf(formRows)} />, { url: '/en/admin/forms', client });
    const file = { format: 'lux-form', version: 1, form: { name: 'Brochure', type: 'brochure', definition: { fields: [] } } };
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([JSON.stringify(file)], 'brochure.json', { type: 'application/json' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: '/forms/forms/import', params: {}, body: file }]));
    expect(await screen.findByText('Form Brochure imported')).toBeTruthy();
  });

  it('lists the forms for sales with their leads and exports, and nothing to edit', () => {
    renderAdmin(<FormsScreen list={listOf(formRows)} />, { url: '/en/admin/forms', user: { id: 's', email: 's@x', name: 'Sam', roles: ['sales'] } });
    const leads = screen.getAllByRole('link', { name: /leads/i });
    expect(leads.length).toBe(formRows.length);
    expect(leads[0]!.getAttribute('href')).toBe(`/en/admin/forms/${formRows[0]!.id}/leads`);
    expect(screen.queryByRole('button', { name: /duplicate/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New form' })).toBeNull();
  });
});

describe('FormsScreen import button', () => {
  it('opens the file chooser from the button, by keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderAdmin(<FormsScreen list={listOf(formRows)} />, { url: '/en/admin/forms' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    let opened = 0;
    input.addEventListener('click', () => opened++);
    screen.getByRole('button', { name: 'Import from a JSON file' }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
  });
});
