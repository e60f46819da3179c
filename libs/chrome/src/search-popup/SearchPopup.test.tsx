import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $searchDebounceMs,
  recentSearchesReadFx,
  recentSearchesWrittenFx,
  searchConfigFromSettings,
  searchConfigured,
  searchRequestFx,
  warningLoggedFx,
  type SearchResponse,
} from '@lux/shell';
import { declarationsFor, declarationsOf, injectedCss, physicalDeclarations } from '@lux/ui/testing';
import { renderChrome } from '../testing/render';
import { FooterSearch } from './FooterSearch';
import { SearchPopup } from './SearchPopup';
import { searchStrings } from './strings';

/** The English texts, as a host passes its page's language (renderChrome's default locale is English). */
const en = searchStrings.en;

const defender: SearchResponse = {
  results: [
    { type: 'model', id: 'defender-90', title: 'Defender 90', path: '/models/defender', href: '/en/models/defender', excerpt: 'The short, agile Defender.' },
    { type: 'model', id: 'defender-110', title: 'Defender 110', path: '/models/defender', href: '/en/models/defender', excerpt: '' },
    { type: 'page', id: '12', title: 'Defender', path: '/models/defender', href: '/en/models/defender-page', excerpt: 'Land Rover Defender 90, 110 and 130.' },
  ],
  total: 3,
};

async function setup(options: { enabled?: string; respond?: (query: string) => Promise<SearchResponse>; recent?: string[] } = {}) {
  const request = vi.fn(({ query }: { query: string }) => (options.respond ? options.respond(query) : Promise.resolve(query === 'defender' ? defender : { results: [], total: 0 })));
  const written = vi.fn();
  const scope = fork({
    values: [[$searchDebounceMs, 0]],
    handlers: [
      [searchRequestFx, request],
      [recentSearchesReadFx, () => options.recent ?? []],
      [recentSearchesWrittenFx, written],
      [warningLoggedFx, () => undefined],
    ],
  });
  await allSettled(searchConfigured, { scope, params: searchConfigFromSettings({ 'search.popup.enabled': options.enabled ?? 'true' }, 'en') });
  return { scope, request, written };
}

async function openAndType(query: string) {
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Search the site' })).toBe(document.activeElement);
  await userEvent.keyboard('{Enter}');
  const combobox = screen.getByRole('combobox', { name: 'Search models and pages' });
  expect(combobox).toBe(document.activeElement);
  if (query !== '') await userEvent.type(combobox, query);
  return combobox;
}

// Real typing through user-event: slow on a busy two-core machine.
describe('SearchPopup', { timeout: 20_000 }, () => {
  it.each(['false', 'TRUE', '1', 'yes', ''])('is absent when search.popup.enabled is %j', async (value) => {
    const { scope } = await setup({ enabled: value });
    renderChrome(<SearchPopup strings={en} />, { scope });
    expect(screen.queryByRole('button', { name: 'Search the site' })).toBeNull();
  });

  it('opens from the keyboard as a modal dialog with the search field focused', async () => {
    const { scope } = await setup();
    renderChrome(<SearchPopup strings={en} />, { scope });
    const button = screen.getByRole('button', { name: 'Search the site' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await openAndType('');
    const combobox = screen.getByRole('combobox');
    expect(screen.getByRole('dialog', { name: 'Search the site' }).contains(combobox)).toBe(true);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.getElementById(combobox.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
  });

  it('hints at the minimum length, then lists grouped, highlighted results and announces them', async () => {
    const { scope, request } = await setup();
    renderChrome(<SearchPopup strings={en} />, { scope });
    const combobox = await openAndType('d');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters');
    expect(request).not.toHaveBeenCalled();
    await userEvent.type(combobox, 'efender');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 results'));
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Search models and pages' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Models', 'Pages']);
    expect(within(groups[0]!).getAllByRole('option').map((option) => option.textContent)).toEqual(['Defender 90The short, agile Defender.', 'Defender 110']);
    const first = within(listbox).getAllByRole('option')[0]!;
    expect(first.querySelector('mark')?.textContent).toBe('Defender');
    expect(screen.getByRole('option', { name: /^Defender 90/ })).toBe(first);
  });

  it('moves with the arrow keys and opens the active result with Enter, returning focus to the button', async () => {
    const { scope, written } = await setup();
    const navigate = vi.fn();
    renderChrome(<SearchPopup strings={en} onNavigate={navigate} />, { scope });
    const combobox = await openAndType('defender');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const page = screen.getByRole('option', { name: /^Defender Land Rover/ });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(page.id);
    expect(page.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Defender 110' }).id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/en/models/defender-page');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search the site' })).toBe(document.activeElement);
    await waitFor(() => expect(written).toHaveBeenCalledWith(['defender']));
  });

  it('opens a result on click', async () => {
    const { scope } = await setup();
    const navigate = vi.fn();
    renderChrome(<SearchPopup strings={en} onNavigate={navigate} />, { scope });
    await openAndType('defender');
    await userEvent.click(await screen.findByRole('option', { name: 'Defender 110' }));
    expect(navigate).toHaveBeenCalledWith('/en/models/defender');
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const { scope } = await setup();
    renderChrome(<SearchPopup strings={en} />, { scope });
    await openAndType('def');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search the site' })).toBe(document.activeElement);
  });

  it('says so when nothing matches, and offers a retry when the search fails', async () => {
    let fail = false;
    const { scope } = await setup({ respond: (query) => (fail ? Promise.reject(new Error('502')) : Promise.resolve(query === 'defender' ? defender : { results: [], total: 0 })) });
    renderChrome(<SearchPopup strings={en} />, { scope });
    const combobox = await openAndType('zz top');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results for “zz top”'));
    expect(screen.getByText(/Check the spelling/)).toBeTruthy();
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    fail = true;
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'defender');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Search is not available right now.'));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 results'));
  });

  it('offers recent searches as options, searchable with Enter, and clears them', async () => {
    const { scope, written } = await setup({ recent: ['defender', 'velar'] });
    renderChrome(<SearchPopup strings={en} />, { scope });
    await openAndType('');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Recent searches' })).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 results'));
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'defender');
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('option')).toBeNull();
    expect(written).toHaveBeenCalledWith([]);
  });

  it('speaks Hebrew in a Hebrew UI and lays out with logical properties only', async () => {
    const { scope } = await setup();
    renderChrome(<SearchPopup strings={searchStrings.he} />, { scope, locale: 'he' });
    const button = screen.getByRole('button', { name: 'חיפוש באתר' });
    await userEvent.click(button);
    const combobox = screen.getByRole('combobox', { name: 'חיפוש דגמים ועמודים' });
    expect(physicalDeclarations(declarationsFor(button))).toEqual([]);
    expect(physicalDeclarations(declarationsFor(combobox))).toEqual([]);
    expect(declarationsFor(combobox)).toContainEqual(expect.objectContaining({ property: 'padding-inline' }));
    // Every rule of the popup, options and highlights included, is direction-neutral.
    await userEvent.type(combobox, 'defender');
    await screen.findAllByRole('option');
    expect(physicalDeclarations(declarationsOf(injectedCss()))).toEqual([]);
  });
});

describe('FooterSearch', { timeout: 20_000 }, () => {
  it('is absent while search is off', async () => {
    const { scope } = await setup({ enabled: 'false' });
    renderChrome(<FooterSearch strings={en} />, { scope });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('opens the popup with the typed query, searched at once', async () => {
    const { scope, request } = await setup();
    renderChrome(
      <>
        <SearchPopup strings={en} />
        <FooterSearch strings={en} />
      </>,
      { scope },
    );
    const bar = screen.getByRole('search', { name: 'Search the site' });
    await userEvent.type(within(bar).getByRole('searchbox', { name: 'Search models and pages' }), 'defender');
    await act(() => userEvent.click(within(bar).getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 results'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'defender');
  });
});
