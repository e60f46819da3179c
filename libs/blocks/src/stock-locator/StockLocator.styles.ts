import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: var(--lux-space-6, 2rem);
  padding-block: clamp(2.5rem, 6vw, 5rem);

  /* Phones: the filters button and the first vehicle within the first screen (issue 16). */
  @media (max-width: 740.98px) {
    gap: var(--lux-space-4, 1rem);
    padding-block: var(--lux-space-5, 1.5rem) clamp(2.5rem, 6vw, 5rem);
  }
`;

export const Intro = styled.div`
  display: grid;
  gap: var(--lux-space-3, 0.75rem);
  max-inline-size: 60rem;
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--lux-space-3, 0.75rem) var(--lux-space-5, 1.5rem);
`;

export const LocationText = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin: 0;
  font-weight: var(--lux-font-weight-bold);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2, 0.5rem);
`;

export const TabList = styled.div`
  display: flex;
  gap: var(--lux-space-2, 0.5rem);
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-border) 45%, transparent);
`;

export const Tab = styled.button`
  min-block-size: var(--lux-target-min, 44px);
  padding-inline: var(--lux-space-4, 1rem);
  border: 0;
  border-block-end: 3px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-block-end-color: var(--lux-color-link);
    font-weight: var(--lux-font-weight-bold);
  }
  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: -3px;
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: var(--lux-space-6, 2rem);
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(15rem, 18rem) 1fr;
  }
`;

/** The side panel: on desktop only; phones open the same filters in a drawer. */
export const Aside = styled.div`
  display: none;

  @media (min-width: 1024px) {
    display: block;
    position: sticky;
    inset-block-start: calc(var(--lux-nav-height, 72px) + 1rem);
    max-block-size: calc(100vh - var(--lux-nav-height, 72px) - 2rem);
    overflow: auto;
    padding-inline-end: var(--lux-space-2, 0.5rem);
  }
`;

export const MobileOnly = styled.div`
  @media (min-width: 1024px) {
    display: none;
  }
`;

export const Results = styled.div`
  display: grid;
  gap: var(--lux-space-4, 1rem);
  min-inline-size: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: var(--lux-space-3, 0.75rem);
`;

export const Count = styled.p`
  margin: 0;
  font-weight: var(--lux-font-weight-bold);
`;

export const Field = styled.div`
  display: grid;
  gap: 0.3rem;

  label {
    font-size: var(--lux-font-size-small);
    color: var(--lux-color-text-muted);
  }
  select,
  input {
    box-sizing: border-box;
    min-block-size: var(--lux-target-min, 44px);
    padding-inline: 0.75rem;
    border: var(--lux-control-border-width, 1px) solid var(--lux-color-border);
    border-radius: var(--lux-radius-s, 2px);
    background: var(--lux-color-bg);
    color: var(--lux-color-text);
    font: inherit;
  }
  select:focus-visible,
  input:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: #b3261e;
  }
`;

export const Grid = styled.ul`
  display: grid;
  gap: var(--lux-space-5, 1.5rem);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  /* While a new page loads the old cards stay fully legible (no fading: contrast holds); the progress
     bar above says the list is about to change. */
`;

export const Progress = styled.div`
  block-size: 3px;
  overflow: hidden;
  background: color-mix(in srgb, var(--lux-color-link) 20%, transparent);

  &::before {
    content: '';
    display: block;
    block-size: 100%;
    inline-size: 40%;
    background: var(--lux-color-link);
    animation: stock-progress 1.1s ease-in-out infinite;
  }
  @keyframes stock-progress {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
      inline-size: 100%;
      opacity: 0.5;
    }
  }
`;

export const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--lux-space-3, 0.75rem);
  padding: var(--lux-space-5, 1.5rem);
  border: 1px solid color-mix(in srgb, var(--lux-color-border) 45%, transparent);
  border-radius: var(--lux-radius-m, 4px);

  p {
    margin: 0;
  }
`;

export const Pager = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--lux-space-2, 0.5rem);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    min-inline-size: var(--lux-target-min, 44px);
    min-block-size: var(--lux-target-min, 44px);
    padding-inline: 0.75rem;
    border: 1px solid var(--lux-color-border);
    border-radius: var(--lux-radius-s, 2px);
    background: var(--lux-color-bg);
    color: var(--lux-color-text);
    font: inherit;
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: var(--lux-color-accent);
    border-color: var(--lux-color-accent);
    color: var(--lux-color-on-accent);
    font-weight: var(--lux-font-weight-bold);
  }
  button:disabled {
    cursor: default;
    opacity: 0.5;
  }
  button:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
  span[aria-hidden] {
    display: inline-grid;
    place-items: center;
    min-block-size: var(--lux-target-min, 44px);
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: #b3261e;
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);

  [data-theme='dark'] &,
  [data-theme='black'] & {
    color: #ffb4ab;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
