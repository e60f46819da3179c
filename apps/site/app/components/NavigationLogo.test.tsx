import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationLogo } from './NavigationLogo';

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('NavigationLogo', () => {
  it('shows the brand name linking home by default', () => {
    const html = render(<NavigationLogo logo={{ href: '/en', src: null }} brand="Land Rover Israel" />);
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*>Land Rover Israel<\/a>/);
    expect(html).not.toContain('<img');
  });

  it('shows a configured logo as an image named by the brand, linking to its homepage', () => {
    const html = render(<NavigationLogo logo={{ href: '/models/defender', src: '/logo.svg' }} brand="לנד רובר" />);
    expect(html).toMatch(/<a[^>]*href="\/models\/defender"[^>]*><img src="\/logo.svg" alt="לנד רובר"\/><\/a>/);
  });
});
