import styled from 'styled-components';

export const Bar = styled.div`
  display: grid;
  gap: var(--lux-space-5);
  padding-block: clamp(2.5rem, 5vw, 4rem) var(--lux-space-5);
`;

export const Groups = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-5) clamp(2rem, 4vw, 3.5rem);
`;

export const Group = styled.div`
  display: grid;
  gap: var(--lux-space-2);
`;

export const GroupLabel = styled.span`
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--lux-color-text-muted);
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2);
`;

/** A toggle chip: outlined, filled when pressed. 44 px tall so it is an easy target on touch screens. */
export const Chip = styled.button`
  min-block-size: 2.75rem;
  padding-block: 0.5rem;
  padding-inline: 1.125rem;
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-pill);
  background: transparent;
  color: var(--lux-color-text);
  font: inherit;
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.02em;
  cursor: pointer;
  transition:
    background-color var(--lux-duration-fast) var(--lux-easing-standard),
    color var(--lux-duration-fast) var(--lux-easing-standard);

  &:hover {
    border-color: var(--lux-color-text);
  }
  &[aria-pressed='true'] {
    border-color: var(--lux-color-text);
    background: var(--lux-color-text);
    color: var(--lux-color-bg);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--lux-space-3) var(--lux-space-5);
  min-block-size: 2.75rem;
  padding-block-start: var(--lux-space-4);
  border-block-start: 1px solid color-mix(in srgb, var(--lux-color-border) 40%, transparent);

  p {
    margin: 0;
    color: var(--lux-color-text-muted);
  }
`;
