import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, headingLevelFromTag } from './Heading';

describe('Heading', () => {
  it('defaults to an extra-large level-2 heading', () => {
    render(<Heading>Range Rover</Heading>);
    const heading = screen.getByRole('heading', { name: 'Range Rover', level: 2 });
    expect(heading.dataset['size']).toBe('xl');
  });

  it('chooses size and level independently', () => {
    render(
      <Heading level={1} size="s">
        Defender
      </Heading>,
    );
    expect(screen.getByRole('heading', { name: 'Defender', level: 1 }).dataset['size']).toBe('s');
  });

  it('spreads other props onto the heading', () => {
    render(
      <Heading id="offers" level={3}>
        מבצעים
      </Heading>,
    );
    expect(screen.getByRole('heading', { name: 'מבצעים', level: 3 }).id).toBe('offers');
  });
});

describe('headingLevelFromTag', () => {
  it.each([
    ['H1', 1],
    ['h4', 4],
    ['H6', 6],
    ['3', 3],
    [5, 5],
    ['H7', 2],
    ['heading', 2],
    ['', 2],
    [undefined, 2],
    [null, 2],
  ] as const)('%j → %i', (tag, level) => expect(headingLevelFromTag(tag)).toBe(level));
});
