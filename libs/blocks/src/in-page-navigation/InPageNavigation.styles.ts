import styled, { createGlobalStyle } from 'styled-components';

/**
 * Sticky needs the block's page wrapper (BlockList's `[data-block]` div) to stick: the block's own root is
 * as tall as the bar, so sticking it would go nowhere. `--lux-sticky-offset` leaves room for a sticky header.
 */
export const StickyWrapper = createGlobalStyle`
  [data-block='in-page-navigation'] {
    position: sticky;
    inset-block-start: var(--lux-sticky-offset, 0px);
    z-index: var(--lux-z-sticky, 100);
  }
`;

export const Bar = styled.nav`
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-text) 18%, transparent);
  background-color: var(--lux-color-bg);
`;

export const Inner = styled.div`
  display: flex;
  align-items: stretch;
  gap: var(--lux-space-4);
`;

/** Scrolls sideways on narrow screens instead of wrapping, like the model pages of the brand sites. */
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex: 1 1 auto;
  min-inline-size: 0;
  gap: clamp(var(--lux-space-2), 2vw, var(--lux-space-6));
  overflow-x: auto;
  scrollbar-width: none;
  overscroll-behavior-inline: contain;
  /* Room for the focus ring inside the scroller. */
  padding-block: var(--lux-space-1);
  padding-inline: var(--lux-space-1);

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const Item = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: var(--lux-space-2);
  white-space: nowrap;
  color: var(--lux-color-text);
  text-decoration: none;
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.06em;
  text-transform: uppercase;
  border-block-end: 2px solid transparent;
  transition: border-color var(--lux-duration-base) var(--lux-easing-standard);

  &:hover {
    border-block-end-color: color-mix(in srgb, var(--lux-color-text) 45%, transparent);
  }
  &[aria-current='location'] {
    font-weight: var(--lux-font-weight-bold);
    border-block-end-color: var(--lux-color-text);
  }
`;

export const TopLink = styled(Item)`
  flex: 0 0 auto;
  margin-inline-start: auto;
  padding-inline-start: var(--lux-space-4);
  border-inline-start: 1px solid color-mix(in srgb, var(--lux-color-text) 18%, transparent);
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
