import styled from 'styled-components';
import { mediaQueries } from '@lux/ui';

/** Fixed at the inline-end bottom corner: bottom right in English, bottom left in Hebrew. */
export const FabRoot = styled.nav`
  position: fixed;
  inset-block-end: var(--lux-space-5);
  inset-inline-end: var(--lux-space-5);
  z-index: var(--lux-z-sticky);
  display: flex;
  /* The button comes first in the tab order; the list opens above it. */
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: var(--lux-space-3);
`;

export const FabToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  padding: 0;
  border: none;
  border-radius: var(--lux-radius-pill);
  background-color: var(--lux-color-accent);
  color: var(--lux-color-on-accent);
  box-shadow: 0 4px 16px var(--lux-color-shadow);
  cursor: pointer;

  &:hover {
    background-color: var(--lux-color-accent-hover);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }

  & svg {
    inline-size: 1.75rem;
    block-size: 1.75rem;
    transition: transform var(--lux-duration-base) var(--lux-easing-standard);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(45deg);
  }
`;

export const FabList = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: var(--lux-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  &[hidden] {
    display: none;
  }

  & > li[data-desktop-only] {
    display: none;
  }
  @media ${mediaQueries.md} {
    & > li[data-desktop-only] {
      display: list-item;
    }
  }

  & a {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: var(--lux-space-2);
    min-block-size: 2.75rem;
    padding-block: var(--lux-space-2);
    padding-inline: var(--lux-space-4);
    border-radius: var(--lux-radius-pill);
    background-color: var(--lux-color-surface-raised);
    color: var(--lux-color-text);
    box-shadow: 0 4px 12px var(--lux-color-shadow);
    font-weight: var(--lux-font-weight-bold);
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
  & a svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;
