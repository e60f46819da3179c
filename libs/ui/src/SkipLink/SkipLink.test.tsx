import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first stop in the tab order and points at the main content', async () => {
    render(
      <>
        <SkipLink>דלג לתוכן</SkipLink>
        <a href="/menu">Menu</a>
        <main id="main-content" tabIndex={-1}>
          content
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'דלג לתוכן' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main-content');
  });

  it('targets another fragment and spreads props', () => {
    render(
      <SkipLink href="#results" lang="en">
        Skip to content
      </SkipLink>,
    );
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link.getAttribute('href')).toBe('#results');
    expect(link.getAttribute('lang')).toBe('en');
  });
});
