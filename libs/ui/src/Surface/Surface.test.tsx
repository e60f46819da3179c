import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Surface } from './Surface';

describe('Surface', () => {
  it('maps the theme onto data-theme, so any subtree can switch theme', () => {
    render(
      <Surface theme="dark" aria-label="Offers">
        content
      </Surface>,
    );
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region.dataset['theme']).toBe('dark');
    expect(region.dataset['variant']).toBe('flat');
    expect(region.dataset['spacing']).toBe('medium');
  });

  it('inherits the theme when none is given', () => {
    render(<Surface aria-label="Plain">content</Surface>);
    expect(screen.getByRole('region', { name: 'Plain' }).hasAttribute('data-theme')).toBe(false);
  });

  it('renders a raised card as another element', () => {
    render(
      <Surface as="article" variant="raised" spacing="large" aria-label="Card">
        content
      </Surface>,
    );
    const card = screen.getByRole('article', { name: 'Card' });
    expect(card.dataset['variant']).toBe('raised');
    expect(card.dataset['spacing']).toBe('large');
  });
});
