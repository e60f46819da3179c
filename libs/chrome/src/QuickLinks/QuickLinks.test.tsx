import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declarationsFor, physicalDeclarations } from '@lux/ui/testing';
import { englishItems, hebrewItems } from '../testing/items';
import { renderChrome } from '../testing/render';
import { QuickLinks } from './QuickLinks';

describe('QuickLinks', () => {
  it('discloses its links from a labelled toggle', async () => {
    renderChrome(<QuickLinks items={englishItems} label="Quick links" />);
    const toggle = within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('button', { name: 'Quick links' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Book a test drive', 'Find a retailer', 'Request a brochure']);
    await userEvent.click(toggle);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders a 4th item for desktop only (jsdom, like a phone, shows 3)', () => {
    renderChrome(<QuickLinks items={englishItems} label="Quick links" defaultExpanded />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    const rendered = screen.getAllByRole('listitem', { hidden: true });
    expect(rendered.map((item) => item.hasAttribute('data-desktop-only'))).toEqual([false, false, false, true]);
  });

  it('collapses with Escape and returns focus to the toggle', async () => {
    renderChrome(<QuickLinks items={englishItems} label="Quick links" defaultExpanded />);
    screen.getByRole('link', { name: 'Find a retailer' }).focus();
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Quick links' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle).toBe(document.activeElement);
  });

  it('supports RTL: chevrons point to the inline end (mirrored), docked with logical properties', () => {
    renderChrome(<QuickLinks items={hebrewItems} label="קישורים מהירים" defaultExpanded />, { locale: 'he' });
    const chevron = screen.getByRole('link', { name: 'איתור סוכנות' }).querySelector('svg[data-icon="chevron"]');
    expect(chevron?.getAttribute('data-mirrored')).toBe('true');
    const root = screen.getByRole('navigation', { name: 'קישורים מהירים' });
    expect(declarationsFor(root)).toContainEqual(expect.objectContaining({ property: 'inset-inline-end', value: '0' }));
    expect(physicalDeclarations(declarationsFor(screen.getByRole('list')))).toEqual([]);
  });

  it('does not mirror in LTR', () => {
    renderChrome(<QuickLinks items={englishItems} label="Quick links" defaultExpanded />);
    const chevron = screen.getByRole('link', { name: 'Find a retailer' }).querySelector('svg[data-icon="chevron"]');
    expect(chevron?.hasAttribute('data-mirrored')).toBe(false);
  });
});
