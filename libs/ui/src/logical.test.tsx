import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Container } from './Container';
import { UiProvider } from './direction/UiProvider';
import { Heading } from './Heading';
import { SkipLink } from './SkipLink';
import { Surface } from './Surface';
import { declarationsOf, injectedCss, physicalDeclarations } from './testing/css';
import { GlobalStyle } from './tokens/GlobalStyle';

describe('the design system CSS', () => {
  it('uses logical properties only, so one stylesheet serves both directions', () => {
    render(
      <UiProvider locale="en">
        <GlobalStyle />
        <SkipLink>Skip</SkipLink>
        <Container>
          <Surface variant="raised">
            <Heading size="m">Title</Heading>
            <Button variant="secondary" trailingIcon="arrow" loading>
              Go
            </Button>
          </Surface>
        </Container>
      </UiProvider>,
    );
    const declarations = declarationsOf(injectedCss());
    expect(declarations.length).toBeGreaterThan(50);
    expect(physicalDeclarations(declarations)).toEqual([]);
  });
});
