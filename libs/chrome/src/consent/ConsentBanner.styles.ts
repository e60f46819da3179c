import styled from 'styled-components';

/**
 * Fixed to the bottom of the viewport: it covers, never pushes, so the page does not shift (CLS), and
 * its text stays smaller than the page's hero so it never becomes the LCP element.
 */
export const BannerRoot = styled.section`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 40;
  background: var(--lux-color-surface-raised, #fff);
  color: var(--lux-color-text, #1a1a1a);
  border-block-start: 1px solid var(--lux-color-border, #d9d9d9);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 12%);
  padding-block: var(--lux-space-4);
  padding-inline-start: var(--lux-container-padding, 1rem);
  /* The floating button's corner (3.5rem at 1.5rem from the edge) stays clear of the banner's controls. */
  padding-inline-end: calc(5rem + var(--lux-space-3, 0.75rem));
  font-size: var(--lux-font-size-small, 0.875rem);

  &:focus-visible {
    outline: 3px solid var(--lux-color-focus, #005fcc);
    outline-offset: -3px;
  }

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--lux-space-3) var(--lux-space-5);
    max-inline-size: 80rem;
    margin-inline: auto;
  }

  h2 {
    margin: 0;
    font-size: var(--lux-font-size-body, 1rem);
    flex-basis: 100%;
  }

  p {
    margin: 0;
    flex: 1 1 28rem;
    line-height: 1.5;
  }

  /* A block per sentence: the browser measures each text block on its own for LCP. */
  p > span {
    display: block;
  }

  /* On a line of its own the policy link is a target like any button (WCAG 2.2 target size). */
  p > a {
    display: inline-block;
    min-block-size: 24px;
    line-height: 24px;
  }

  a {
    color: var(--lux-color-link, inherit);
  }
`;

/** Accept and reject share one style and size: refusing is as easy and as visible as agreeing. */
export const BannerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2);
`;

export const ScopeList = styled.ul`
  list-style: none;
  margin: var(--lux-space-4) 0 0;
  padding: 0;
  display: grid;
  gap: var(--lux-space-3);
`;

export const PreferencesError = styled.p`
  color: var(--lux-color-danger, #b00020);
  margin-block: var(--lux-space-3) 0;
`;

export const PreferencesActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--lux-space-2);
`;
