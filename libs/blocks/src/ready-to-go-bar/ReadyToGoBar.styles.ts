import styled from 'styled-components';

/** Keeps the page's last content reachable above the fixed bar. */
export const Spacer = styled.div`
  block-size: 72px;
`;

export const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: var(--lux-z-sticky, 100);
  background: color-mix(in srgb, var(--lux-color-bg) 94%, transparent);
  backdrop-filter: blur(12px);
  border-block-start: 1px solid color-mix(in srgb, var(--lux-color-text) 18%, transparent);
  color: var(--lux-color-text);
  padding-block-end: env(safe-area-inset-bottom, 0px);
`;

export const Inner = styled.div`
  display: flex;
  align-items: stretch;
  justify-content: center;
  max-inline-size: var(--lux-container-max, 1480px);
  margin-inline: auto;
`;

/** Phones: the first action and the toggle; the rest open above the bar. From 1024 px: all in a row. */
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex: 1 1 auto;
  justify-content: center;

  > li:not(:first-child) {
    display: none;
  }
  &[data-expanded='true'] {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 100%;
    flex-direction: column;
    background: var(--lux-color-bg);
    border-block-start: 1px solid color-mix(in srgb, var(--lux-color-text) 18%, transparent);

    > li:not(:first-child) {
      display: block;
    }
  }

  @media (min-width: 1024px) {
    &,
    &[data-expanded='true'] {
      position: static;
      flex-direction: row;
      border: 0;
      background: none;
    }
    > li:not(:first-child) {
      display: block;
    }
  }
`;

export const Action = styled.a`
  display: flex;
  align-items: center;
  gap: var(--lux-space-3);
  min-block-size: 64px;
  padding-inline: var(--lux-space-6);
  color: inherit;
  font: inherit;
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
  inline-size: 100%;

  svg {
    inline-size: 22px;
    block-size: 22px;
    flex: none;
  }
  &:hover {
    background: color-mix(in srgb, var(--lux-color-text) 8%, transparent);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  @media (min-width: 1024px) {
    border-inline-start: 1px solid color-mix(in srgb, var(--lux-color-text) 14%, transparent);
  }
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: var(--lux-space-2);
  flex: none;
  min-block-size: 64px;
  padding-inline: var(--lux-space-5);
  border: 0;
  border-inline-start: 1px solid color-mix(in srgb, var(--lux-color-text) 18%, transparent);
  background: none;
  color: inherit;
  font: inherit;
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  cursor: pointer;

  svg {
    inline-size: 16px;
    block-size: 16px;
    transition: transform var(--lux-duration-base) var(--lux-easing-standard);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  @media (min-width: 1024px) {
    display: none;
  }
`;
