import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declarationsFor, physicalDeclarations } from '@lux/ui/testing';
import { englishItems, floatingItems, hebrewItems } from '../testing/items';
import { renderChrome } from '../testing/render';
import { FloatingActionButton } from './FloatingActionButton';

describe('FloatingActionButton', () => {
  it('renders nothing without items', () => {
    renderChrome(<FloatingActionButton items={[]} label="Quick actions" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is a disclosure: the button shows and hides the links', async () => {
    renderChrome(<FloatingActionButton items={englishItems} label="Quick actions" />);
    const region = screen.getByRole('navigation', { name: 'Quick actions' });
    const toggle = within(region).getByRole('button', { name: 'Quick actions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list');
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getByRole('link', { name: 'Book a test drive' }).getAttribute('href')).toBe('/test-drive');
  });

  it('works from the keyboard, and Escape collapses back to the button', async () => {
    renderChrome(<FloatingActionButton items={englishItems} label="Quick actions" />);
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Quick actions' });
    expect(toggle).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Book a test drive' })).toBe(document.activeElement);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle).toBe(document.activeElement);
  });

  it('renders 4 items, the 4th for desktop only: 3 on mobile', () => {
    renderChrome(<FloatingActionButton items={englishItems} label="Quick actions" defaultExpanded />);
    // jsdom matches no media query, so it shows what a phone shows; the 4th is rendered but hidden.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Book a test drive', 'Find a retailer', 'Request a brochure']);
    const rendered = screen.getAllByRole('link', { hidden: true });
    expect(rendered.map((link) => link.textContent)).toEqual(['Book a test drive', 'Find a retailer', 'Request a brochure', 'Offers and finance']);
    expect(rendered.map((link) => link.closest('li')?.hasAttribute('data-desktop-only'))).toEqual([false, false, false, true]);
  });

  it('keeps icons decorative and marks new-tab links', () => {
    const items = floatingItems([['Configurator', 'https://configurator.example/', 'car', '_blank']]);
    renderChrome(<FloatingActionButton items={items} label="Quick actions" newTabHint="(opens in a new tab)" defaultExpanded />);
    const link = screen.getByRole('link', { name: /^Configurator ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('supports RTL: pinned to the inline-end corner with logical properties only', () => {
    renderChrome(<FloatingActionButton items={hebrewItems} label="פעולות מהירות" />, { locale: 'he' });
    const declarations = declarationsFor(screen.getByRole('navigation', { name: 'פעולות מהירות' }));
    expect(declarations).toContainEqual(expect.objectContaining({ property: 'inset-inline-end' }));
    expect(declarations).toContainEqual(expect.objectContaining({ property: 'position', value: 'fixed' }));
    expect(physicalDeclarations(declarations)).toEqual([]);
  });
});
