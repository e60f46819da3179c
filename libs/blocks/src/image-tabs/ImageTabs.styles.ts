import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--lux-space-6);
  padding-block: clamp(2.5rem, 6vw, 4.5rem) var(--lux-space-6);
  text-align: center;

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    text-align: center;
  }
`;

/** A quiet underline row; it scrolls sideways on phones rather than wrapping into a second row. */
export const TabList = styled.div`
  display: flex;
  gap: var(--lux-space-2);
  max-inline-size: 100%;
  overflow-x: auto;
  scrollbar-width: none;
  border-block-end: 1px solid var(--lux-color-border);
  padding-block-start: 3px;
  padding-inline: 3px;
`;

export const Tab = styled.button`
  flex: none;
  min-block-size: 44px;
  padding-block: var(--lux-space-3);
  padding-inline: var(--lux-space-5);
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: var(--lux-color-text-muted);
  font: inherit;
  font-size: 1.05rem;
  letter-spacing: 0.02em;
  cursor: pointer;
  transition:
    color var(--lux-duration-base) var(--lux-easing-standard),
    border-color var(--lux-duration-base) var(--lux-easing-standard);

  &:hover {
    color: var(--lux-color-text);
  }
  &[aria-selected='true'] {
    color: var(--lux-color-text);
    font-weight: var(--lux-font-weight-bold);
    border-block-end-color: currentColor;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: -3px;
  }
`;
