import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { expectNoAxeViolations } from '../testing/axe';
import { selectVehicleExample } from './fixtures';
import { selectVehicleToUpdateComponent as SelectVehicleToUpdate } from './SelectVehicleToUpdate';
import type { Fields } from './types';

afterEach(cleanup);

function renderBlock(locale: 'he' | 'en', extra: Partial<Fields> = {}) {
  const { fields, groups } = selectVehicleExample(locale);
  return render(
    <MemoryRouter>
      <UiProvider locale={locale}>
        <SelectVehicleToUpdate id={4} index={1} locale={locale} fields={{ ...fields, ...extra }} groups={groups} />
      </UiProvider>
    </MemoryRouter>,
  );
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);
const result = () => screen.getByRole('status').textContent;

/** Opens a Select by keyboard from where focus is and picks the option by name. */
async function choose(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement, option: string) {
  while (document.activeElement !== trigger) await user.tab();
  await user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  const target = within(listbox).getByRole('option', { name: option });
  for (let n = 0; n < 10 && document.activeElement !== target; n += 1) await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(target);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('select-vehicle-to-update', () => {
  it('declares exactly the template fields and group fields', () => {
    const { fields, groups } = selectVehicleExample('en');
    const template = templateByKey('select-vehicle-to-update');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
    expect(Object.keys(groups[0]!).sort()).toEqual(template.field_groups_template.map((f) => f.symbol).sort());
  });

  it('shows every update before a choice, the model year waiting for a vehicle; axe clean', async () => {
    renderBlock('en');
    expect(cards()).toEqual(['Pivi Pro software update', 'Navigation maps 2026', 'InControl Touch Pro update', 'Smart battery care']);
    expect(result()).toBe('');
    const year = screen.getByRole('button', { name: /Model year/ });
    expect((year as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations();
  });

  it('picks a vehicle and a model year by keyboard, shows the matching updates, then clears', async () => {
    const user = userEvent.setup();
    renderBlock('en');
    await choose(user, screen.getByRole('button', { name: /Vehicle/ }), 'Defender');
    const year = screen.getByRole('button', { name: /Model year/ });
    expect((year as HTMLButtonElement).disabled).toBe(false);
    await choose(user, year, '2023');
    const show = screen.getByRole('button', { name: 'Show me' });
    while (document.activeElement !== show) await user.tab();
    await user.keyboard('{Enter}');
    expect(result()).toBe('2 updates for Defender 2023');
    expect(cards()).toEqual(['Navigation maps 2026', 'InControl Touch Pro update']);

    // Discovery has no 2026; the year it had (2023) stays.
    await choose(user, screen.getByRole('button', { name: /Vehicle/ }), 'Discovery');
    expect(screen.getByRole('button', { name: /Model year/ }).textContent).toContain('2023');

    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    await user.keyboard('{Enter}');
    expect(result()).toBe('');
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('button', { name: /Vehicle/ }).textContent).toContain('Select vehicle');
  });

  it('opens an update in a dialog by keyboard and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderBlock('he');
    const open = within(screen.getByRole('list')).getAllByRole('button', { name: 'עדכון מפות' })[0]!;
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'מפות ניווט 2026' });
    expect(within(dialog).getByText(/מפות הניווט העדכניות/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'להורדת המפות' }).getAttribute('href')).toBe('/all-blocks');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('"all vehicles" with a year, "view all", and a result text in Hebrew', async () => {
    const user = userEvent.setup();
    renderBlock('he');
    await choose(user, screen.getByRole('button', { name: /רכב/ }), 'כל הרכבים');
    await choose(user, screen.getByRole('button', { name: /שנת דגם/ }), '2026');
    const show = screen.getByRole('button', { name: 'הצגה' });
    show.focus();
    await user.keyboard('{Enter}');
    expect(result()).toBe("נמצאו 3 עדכונים עבור כל הרכבים 2026");
    expect(cards()).toEqual(['עדכון תוכנה ל־Pivi Pro', 'מפות ניווט 2026', 'ניהול סוללה חכם']);
    const all = screen.getByRole('button', { name: 'הצגת כל העדכונים' });
    all.focus();
    await user.keyboard('{Enter}');
    expect(result()).toBe('נמצאו 4 עדכונים עבור כל הרכבים כל שנות הדגם');
    expect(screen.queryByRole('button', { name: 'הצגת כל העדכונים' })).toBeNull();
  });

  it('logs a broken mapper once and still shows the cards', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBlock('en', { subblocks_mapper: '{"dropdowns": [' });
    expect(cards()).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith('select-vehicle-to-update 4: parts of subblocks_mapper were skipped', ['subblocks_mapper is not valid JSON']);
    warn.mockRestore();
  });
});
