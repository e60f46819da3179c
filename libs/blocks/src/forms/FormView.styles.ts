import styled from 'styled-components';

/** The form's box: its width, its place in the row (form_position) and its colours (box_color via Surface). */
export const FormBox = styled.div`
  inline-size: 100%;
  max-inline-size: 44rem;
  margin-inline: auto;

  &[data-position='left'] {
    margin-inline: 0 auto;
  }
  &[data-position='right'] {
    margin-inline: auto 0;
  }
  &[data-columns='2'] {
    max-inline-size: 64rem;
  }
`;

export const Intro = styled.div`
  margin-block-end: 1.5rem;

  & > p {
    margin-block: 0.5rem 0;
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem 1.5rem;

  @media (min-width: 768px) {
    &[data-columns='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  & > [data-width='full'] {
    grid-column: 1 / -1;
  }
`;

export const RequiredHint = styled.p`
  margin-block: 0 1rem;
  font-size: var(--lux-font-size-small);
`;

/** Out of sight and out of the tab order, but still in the DOM for bots to fill. */
export const Honeypot = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  justify-content: center;
  margin-block-start: 1.5rem;

  &[data-position='left'] {
    justify-content: flex-start;
  }
  &[data-position='right'] {
    justify-content: flex-end;
  }
  &[data-margin='true'] {
    margin-block-start: 2.5rem;
  }
`;

export const Summary = styled.div`
  margin-block-end: 1.5rem;
  padding-block: 1rem;
  padding-inline: 1.25rem;
  border: 2px solid var(--lux-color-danger);
  border-radius: var(--lux-radius-s);

  &:focus {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: 2px;
  }

  & h3 {
    margin-block: 0 0.5rem;
    font-size: 1rem;
  }
  & ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
  & a {
    color: inherit;
  }
`;

export const Failure = styled.div`
  margin-block-start: 1.5rem;
  padding-block: 1rem;
  padding-inline: 1.25rem;
  border-inline-start: 4px solid var(--lux-color-danger);
  background: var(--lux-color-surface-raised);

  & p {
    margin-block: 0 0.75rem;
  }
`;

export const ThankYouBox = styled.div`
  padding-block: 2rem;
  text-align: center;

  & h2,
  & h3 {
    margin-block: 0 0.75rem;
  }
  & h2:focus,
  & h3:focus {
    outline: none;
  }
`;

/** Polite announcements (sending…) that need no visible text of their own. */
export const LiveRegion = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
