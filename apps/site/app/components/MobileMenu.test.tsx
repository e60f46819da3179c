// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { NavSection } from '@lux/content';
import { UiProvider } from '@lux/ui';
import { MobileMenu } from './MobileMenu';

afterEach(cleanup);

// jsdom has no CSS.escape, which react-aria uses; every browser has it (as in libs/ui's test setup).
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/([^\w-])/g, '\\$1');
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape } });
}

const entry = (key: string, label: string, url: string | null) => ({
  id: key,
  key,
  label,
  url,
  target: '_self' as const,
  nameplate: null,
});
const sections: NavSection[] = [
  {
    ...entry('models', 'דגמים', null),
    children: [entry('defender', 'דיפנדר', '/models/defender'), entry('x', 'בלי עמוד', null)],
  },
  { ...entry('stock', 'מלאי', '/stock'), children: [] },
  { ...entry('empty', 'ריק', null), children: [] },
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderMenu(path = '/') {
  return render(
    <UiProvider locale="he">
      <MemoryRouter initialEntries={[path]}>
        <MobileMenu
          title="תפריט"
          sections={sections}
          locale="he"
          navigationLabel="ניווט ראשי"
          closeLabel="סגירה"
          language={{ to: 'en', contentPath: path, label: 'English' }}
        />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('MobileMenu', () => {
  it('is a closed disclosure named in the page language, controlling the drawer it opens', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'תפריט' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'תפריט' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.getAttribute('dir')).toBe('rtl');
    const nav = within(dialog).getByRole('navigation', { name: 'ניווט ראשי' });
    expect(within(nav).getByRole('link', { name: 'דיפנדר' }).getAttribute('href')).toBe('/models/defender');
    expect(within(nav).getByRole('link', { name: 'מלאי' }).getAttribute('href')).toBe('/stock');
    expect(within(nav).getByText('דגמים')).toBeTruthy();
    expect(within(nav).queryByText('בלי עמוד')).toBeNull();
    expect(within(nav).queryByText('ריק')).toBeNull();
    const language = within(dialog).getByRole('link', { name: 'English' });
    expect(language.getAttribute('lang')).toBe('en');
    expect(language.getAttribute('href')).toBe('/en');
    expect(language.hasAttribute('aria-label')).toBe(false);
  });

  it('is complete from the keyboard: Enter opens, Tab stays inside, Escape closes and focus returns', async () => {
    renderMenu();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'תפריט' });
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'תפריט' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const stops = [
      within(dialog).getByRole('button', { name: 'סגירה' }),
      within(dialog).getByRole('link', { name: 'דיפנדר' }),
      within(dialog).getByRole('link', { name: 'מלאי' }),
      within(dialog).getByRole('link', { name: 'English' }),
    ];
    for (const stop of [...stops, stops[0]]) {
      await userEvent.tab();
      expect(document.activeElement).toBe(stop);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes when a page is chosen, and the router goes there', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'תפריט' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'מלאי' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/stock');
  });

  it('renders nothing without sections', () => {
    const { container } = render(
      <MemoryRouter>
        <MobileMenu
          title="Menu"
          sections={[]}
          locale="en"
          navigationLabel="Main"
          closeLabel="Close"
          language={null}
        />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
