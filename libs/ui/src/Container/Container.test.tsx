import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';

describe('Container', () => {
  it('renders a div by default and spreads props', () => {
    render(<Container aria-label="Offers">content</Container>);
    expect(screen.getByText('content').tagName).toBe('DIV');
    expect(screen.getByLabelText('Offers')).toBe(screen.getByText('content'));
  });

  it('renders the element given by `as`', () => {
    render(<Container as="main">content</Container>);
    expect(screen.getByRole('main').textContent).toBe('content');
  });
});
