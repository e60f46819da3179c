import styled from 'styled-components';

/**
 * Alignment and height come from the editor's classes, as data attributes (no interpolated CSS). Like the
 * other blocks, the editor's left/right are the reading start and end, so a Hebrew page mirrors them.
 */
export const Section = styled.div`
  display: grid;
  align-content: center;
  gap: 1.5rem;
  padding-block: clamp(2rem, 5vw, 4rem);
  max-inline-size: 48rem;
  margin-inline: auto;

  &[data-align='left'] {
    text-align: start;
    justify-items: start;
  }
  &[data-align='center'] {
    text-align: center;
    justify-items: center;
  }
  &[data-align='right'] {
    text-align: end;
    justify-items: end;
  }
  &[data-height='s'] {
    min-block-size: 20rem;
  }
  &[data-height='m'] {
    min-block-size: 30rem;
  }
  &[data-height='l'] {
    min-block-size: 40rem;
  }
`;

export const CheckForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 1rem;
  inline-size: min(100%, 36rem);
  & > :first-child {
    flex: 1 1 16rem;
    text-align: start;
  }
  & input {
    direction: ltr;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
`;

export const Answer = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border-inline-start: 4px solid var(--lux-color-border, currentColor);

  &[data-affected='true'] {
    border-inline-start-color: var(--lux-color-accent, currentColor);
  }
  & ul {
    margin: 0;
    padding-inline-start: 1.25em;
    text-align: start;
  }
`;
