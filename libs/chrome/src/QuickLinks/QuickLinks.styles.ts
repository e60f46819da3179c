import styled from 'styled-components';
import { mediaQueries } from '@lux/ui';

/** Docked to the inline-end edge near the bottom: right in English, left in Hebrew. */
export const QuickLinksRoot = styled.nav`
  position: fixed;
  inset-block-end: var(--lux-space-8);
  inset-inline-end: 0;
  z-index: var(--lux-z-sticky);
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-end;
  max-inline-size: calc(100% - var(--lux-space-4));

  @media (max-width: 740.98px) {
    inset-block-end: var(--lux-space-4);
  }
`;

export const QuickLinksToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--lux-space-2);
  min-block-size: 2.75rem;
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-4);
  border: none;
  border-start-start-radius: var(--lux-radius-m);
  border-end-start-radius: var(--lux-radius-m);
  background-color: var(--lux-color-accent);
  color: var(--lux-color-on-accent);
  font: inherit;
  font-weight: var(--lux-font-weight-bold);
  cursor: pointer;

  &:hover {
    background-color: var(--lux-color-accent-hover);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }

  & svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    transition: transform var(--lux-duration-base) var(--lux-easing-standard);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  /* Phones: a 44px icon tab; the label is visually hidden but still names the button. */
  @media (max-width: 740.98px) {
    position: relative;
    justify-content: center;
    min-inline-size: 2.75rem;
    padding-inline: var(--lux-space-2);

    & > [data-label] {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

export const QuickLinksList = styled.ul`
  min-inline-size: 16rem;
  margin: 0;
  padding: var(--lux-space-2);
  list-style: none;
  border-start-start-radius: var(--lux-radius-m);
  background-color: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  box-shadow: 0 8px 24px var(--lux-color-shadow);

  &[hidden] {
    display: none;
  }

  & > li + li {
    border-block-start: 1px solid var(--lux-color-border);
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
    display: flex;
    align-items: center;
    gap: var(--lux-space-3);
    min-block-size: 2.75rem;
    padding-block: var(--lux-space-2);
    padding-inline: var(--lux-space-3);
    color: inherit;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
  & a > span[data-text] {
    flex: 1;
  }
  & svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  /* Set from the direction in logic: the chevron points to the inline end. */
  & svg[data-mirrored='true'] {
    transform: scaleX(-1);
  }
`;
