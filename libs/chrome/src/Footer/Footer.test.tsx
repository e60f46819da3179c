import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyFooterContent, normaliseFooterItems } from '@lux/shell';
import { declarationsOf, injectedCss, physicalDeclarations } from '@lux/ui/testing';
import { englishFooter, hebrewFooter } from '../testing/footer';
import { renderChrome } from '../testing/render';
import { Footer } from './Footer';

const labels = { navigationLabel: 'Site links', secondaryNavigationLabel: 'Legal' };

describe('Footer', () => {
  it('renders the columns as a named navigation with headings and links', () => {
    renderChrome(<Footer content={englishFooter} {...labels} />);
    const nav = screen.getByRole('navigation', { name: 'Site links' });
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Models', 'Owners', 'Follow us']);
    expect(within(nav).getByRole('link', { name: 'Defender' }).getAttribute('href')).toBe('/models/defender');
  });

  it('renders a link without url as text', () => {
    renderChrome(<Footer content={englishFooter} {...labels} />);
    expect(screen.getByText('Coming soon').closest('a')).toBeNull();
  });

  it('names social links by their label, with decorative icons and the new-tab hint', () => {
    renderChrome(<Footer content={englishFooter} {...labels} newTabHint="(opens in a new tab)" />);
    const facebook = screen.getByRole('link', { name: /^Facebook ?\(opens in a new tab\)$/ });
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(facebook.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives image links their alternative text, and the A§5 default size', () => {
    renderChrome(<Footer content={englishFooter} {...labels} />);
    const award = screen.getByRole('img', { name: 'Customer service award 2026' });
    expect(award.closest('a')?.getAttribute('href')).toBe('/awards');
    expect([award.getAttribute('width'), award.getAttribute('height')]).toEqual(['200', '80']);
  });

  it('shows an image without a text alternative unlinked', () => {
    const content = { ...emptyFooterContent, secondaryLinks: normaliseFooterItems([{ type: 'image', url: '/x', image: { src: '/logo.png' } }]) };
    renderChrome(<Footer content={content} {...labels} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the retailers section and search bar only when enabled', () => {
    const slots = { retailers: <section aria-label="Retailers">R</section>, search: <div role="search" aria-label="Search">S</div> };
    const { unmount } = renderChrome(<Footer content={englishFooter} {...labels} {...slots} />);
    expect(screen.getByRole('region', { name: 'Retailers' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Search' })).toBeTruthy();
    unmount();
    renderChrome(<Footer content={{ ...englishFooter, retailersEnabled: false, searchEnabled: false }} {...labels} {...slots} />);
    expect(screen.queryByRole('region', { name: 'Retailers' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('renders editor HTML as text unless a sanitiser is given', () => {
    const content = { ...emptyFooterContent, middleHtml: '<p>Hello <b>there</b></p><script>alert(1)</script><img src=x onerror=alert(1)>' };
    const { container, unmount } = renderChrome(<Footer content={content} {...labels} />);
    expect(screen.getByText('Hello there')).toBeTruthy();
    expect(container.querySelector('b, script, img')).toBeNull();
    unmount();

    const sanitizeHtml = vi.fn(() => '<p>Hello <strong>there</strong></p>');
    renderChrome(<Footer content={content} {...labels} sanitizeHtml={sanitizeHtml} />);
    expect(sanitizeHtml).toHaveBeenCalledWith(content.middleHtml);
    expect(screen.getByText('there').tagName).toBe('STRONG');
  });

  it('lists the secondary links in their own navigation, and the bottom text', () => {
    renderChrome(<Footer content={englishFooter} {...labels} />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((link) => link.textContent)).toEqual(['Privacy policy', 'Cookie policy', 'Terms and conditions']);
    expect(screen.getByText('© 2026 Lux Motors. All rights reserved.')).toBeTruthy();
  });

  it('renders only a landmark for empty content', () => {
    renderChrome(<Footer content={emptyFooterContent} {...labels} />);
    expect(screen.getByRole('contentinfo').textContent).toBe('');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('supports RTL: Hebrew content with logical properties only', () => {
    renderChrome(<Footer content={hebrewFooter} {...{ navigationLabel: 'קישורים באתר', secondaryNavigationLabel: 'מידע משפטי' }} />, { locale: 'he' });
    expect(screen.getByRole('link', { name: 'פייסבוק' })).toBeTruthy();
    expect(physicalDeclarations(declarationsOf(injectedCss()))).toEqual([]);
  });
});
