import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: 1.5rem;
  padding-block: clamp(3rem, 7vw, 6rem);
  max-inline-size: 48rem;
`;

export const StepHeading = styled.h2`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  font-size: clamp(1.5rem, 3vw, 2rem);
  font-weight: 400;
  line-height: 1.25;

  &:focus-visible {
    outline: 2px solid var(--lux-color-focus, currentColor);
    outline-offset: 4px;
  }
  & [data-progress] {
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--lux-color-text-muted, inherit);
  }
`;

export const VinForm = styled.form`
  display: grid;
  gap: 1rem;
  justify-items: start;
  & > :first-child {
    inline-size: min(100%, 28rem);
  }
  & input {
    /* A VIN reads left to right on a Hebrew page too. */
    direction: ltr;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
`;

export const Facts = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
`;

export const Downloads = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted, inherit);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

/** Read by screen readers only: the live region that announces checking, errors and new steps. */
export const LiveRegion = styled.p`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
