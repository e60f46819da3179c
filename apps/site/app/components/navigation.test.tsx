import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NavSection } from '@lux/content';
import { LightNavigation } from './LightNavigation';
import { LrdxNavigation } from './LrdxNavigation';
import { NaasNavigation } from './NaasNavigation';

const entry = (key: string, label: string, url: string | null) => ({ id: key, key, label, url, target: '_self' as const, nameplate: null });
const sections: NavSection[] = [
  { ...entry('models', 'Models', null), children: [entry('defender', 'Defender', '/models/defender'), entry('discovery', 'Discovery', '/models/discovery')] },
  { ...entry('offers', 'Offers', '/offers'), children: [] },
  { ...entry('empty', 'Nothing', null), children: [entry('x', 'No page', null)] },
];

const render = (node: React.ReactNode, path = '/') => renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

describe('LightNavigation (redesigned pages)', () => {
  it('is one row of links: a section without a page links to its first item under its own name, no menus', () => {
    const html = render(<LightNavigation sections={sections} locale="en" navigationLabel="Main" />);
    expect(html).toContain('data-navigation="light"');
    expect(html).toMatch(/<a[^>]*href="\/en\/models\/defender"[^>]*>Models<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/en\/offers"[^>]*>Offers<\/a>/);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('Nothing');
    expect(html).not.toContain('Discovery');
  });
});

describe('LrdxNavigation', () => {
  it('renders one closed Menu control whose panel holds every section with its pages', () => {
    const html = render(<LrdxNavigation sections={sections} locale="he" navigationLabel="ניווט ראשי" menuLabel="תפריט" />);
    expect(html).toMatch(/<nav[^>]*aria-label="ניווט ראשי"[^>]*data-navigation="lrdx"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"/);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<div[^>]*id="${controls}"[^>]*hidden`));
    expect(html).toContain('href="/models/defender"');
    expect(html).toContain('href="/models/discovery"');
    expect(html).toMatch(/<h2><a[^>]*href="\/offers"/);
    expect(html).not.toContain('No page');
  });

  it('renders nothing without sections', () => {
    expect(render(<LrdxNavigation sections={[]} locale="he" navigationLabel="n" menuLabel="m" />)).toBe('');
  });
});

describe('NaasNavigation', () => {
  it('renders the service html with its style sheet and script', () => {
    const html = render(
      <NaasNavigation content={{ html: '<nav aria-label="Service">x</nav>', cssLink: 'https://nav.example.com/n.css', javascriptLink: 'https://nav.example.com/n.js' }} />,
    );
    expect(html).toContain('<div data-navigation="naas"><nav aria-label="Service">x</nav></div>');
    expect(html).toContain('href="https://nav.example.com/n.css"');
    expect(html).toMatch(/<script[^>]*src="https:\/\/nav.example.com\/n.js"/);
  });

  it('leaves out links the service did not give', () => {
    const html = render(<NaasNavigation content={{ html: '<nav>x</nav>', cssLink: null, javascriptLink: null }} />);
    expect(html).not.toContain('<link');
    expect(html).not.toContain('<script');
  });
});
