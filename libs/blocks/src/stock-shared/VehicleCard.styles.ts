import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  background: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  border: 1px solid color-mix(in srgb, var(--lux-color-border) 45%, transparent);
  border-radius: var(--lux-radius-m, 4px);
  overflow: hidden;
  text-align: start;
  transition: box-shadow var(--lux-duration-base, 200ms) var(--lux-easing-standard, ease);

  &:hover {
    box-shadow: 0 6px 24px var(--lux-color-shadow, rgb(0 0 0 / 15%));
  }
  &:focus-within {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: color-mix(in srgb, var(--lux-color-text) 8%, var(--lux-color-surface-raised));

  picture,
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Badge = styled.span`
  position: absolute;
  inset-block-start: var(--lux-space-3, 0.75rem);
  inset-inline-start: var(--lux-space-3, 0.75rem);
  padding-block: 0.2rem;
  padding-inline: 0.6rem;
  border-radius: var(--lux-radius-pill, 999px);
  background: var(--lux-color-bg);
  color: var(--lux-color-text);
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);
  line-height: 1.4;

  &[data-state='new'] {
    background: var(--lux-color-accent);
    color: var(--lux-color-on-accent);
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--lux-space-3, 0.75rem);
  padding: var(--lux-space-4, 1rem);
`;

export const Title = styled.div`
  display: grid;
  gap: 0.15rem;

  a {
    color: inherit;
    text-decoration: none;
    /* The title link covers the whole card; the save toggle sits above it. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 1;
    }
    &:focus-visible {
      outline: none;
    }
    &:hover {
      text-decoration: underline;
    }
  }
`;

export const Version = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;

export const Icons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2, 0.5rem) var(--lux-space-4, 1rem);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--lux-font-size-small);

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  svg {
    flex: none;
    color: var(--lux-color-text-muted);
  }
`;

export const Specs = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem var(--lux-space-3, 0.75rem);
  margin: 0;
  font-size: var(--lux-font-size-small);

  dt {
    color: var(--lux-color-text-muted);
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export const Prices = styled.div`
  display: grid;
  gap: 0.15rem;
  margin-block-start: auto;
  padding-block-start: var(--lux-space-3, 0.75rem);
  border-block-start: 1px solid color-mix(in srgb, var(--lux-color-border) 35%, transparent);

  p {
    margin: 0;
  }
  [data-price='purchase'] {
    font-size: 1.25rem;
    font-weight: var(--lux-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }
  s {
    color: var(--lux-color-text-muted);
    font-size: var(--lux-font-size-small);
    font-weight: var(--lux-font-weight-regular);
    margin-inline-start: 0.5rem;
  }
  [data-price='lease'],
  [data-price='none'] {
    color: var(--lux-color-text-muted);
    font-size: var(--lux-font-size-small);
  }
`;

export const Owner = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;

export const SaveButton = styled.button`
  position: absolute;
  inset-block-start: var(--lux-space-2, 0.5rem);
  inset-inline-end: var(--lux-space-2, 0.5rem);
  z-index: 2;
  display: inline-grid;
  place-items: center;
  inline-size: var(--lux-target-min, 44px);
  block-size: var(--lux-target-min, 44px);
  border: 1px solid var(--lux-color-border);
  border-radius: 50%;
  background: var(--lux-color-bg);
  color: var(--lux-color-text);
  cursor: pointer;

  &[aria-pressed='true'] {
    color: var(--lux-color-link);
  }
  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
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
