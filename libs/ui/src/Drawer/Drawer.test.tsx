import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { UiProvider } from '../direction/UiProvider';
import { Drawer } from './Drawer';

/** A menu drawer opened by a plain button, as the site's header does it (controlled, no trigger). */
function Menu({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls="menu" onClick={() => change(true)}>
        Menu
      </button>
      <a href="#behind">Behind</a>
      <Drawer id="menu" title="Menu" isOpen={open} onOpenChange={change}>
        <nav aria-label="Main navigation">
          <a href="#models">Models</a>
          <a href="#stock">Stock</a>
        </nav>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog named by its heading, with the given id and focus inside', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.id).toBe('menu');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Menu' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.closest('[data-side="start"]')).not.toBeNull();
  });

  it('keeps Tab inside: from the last link it wraps to the close button, Shift+Tab goes back', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Models' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Stock' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Stock' }));
    expect(screen.getByRole('link', { name: 'Behind', hidden: true })).not.toBe(document.activeElement);
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const onOpenChange = vi.fn();
    render(<Menu onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from its close button, and opens inside a DialogTrigger at the inline end', async () => {
    render(
      <DialogTrigger>
        <Button>Filters</Button>
        <Drawer title="Filters" side="end">
          {(close) => <Button onClick={close}>Show 12 results</Button>}
        </Drawer>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog.closest('[data-side="end"]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 12 results' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('supports RTL', () => {
    it('carries the Hebrew direction and language into the portal, with a Hebrew close label', async () => {
      render(
        <UiProvider locale="he">
          <Drawer title="תפריט" isOpen onOpenChange={() => undefined}>
            <a href="#stock">מלאי</a>
          </Drawer>
        </UiProvider>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'תפריט' });
      expect(dialog.getAttribute('dir')).toBe('rtl');
      expect(dialog.getAttribute('lang')).toBe('he');
      expect(within(dialog).getByRole('button', { name: 'סגירה' })).toBeTruthy();
    });
  });
});
