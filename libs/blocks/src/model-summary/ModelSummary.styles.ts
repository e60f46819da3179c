import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Card = styled.article`
  display: grid;
  gap: clamp(1.5rem, 3vw, 2.5rem);
  padding-block: clamp(2.5rem, 5vw, 4.5rem);
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-border) 40%, transparent);

  &[data-columns='true'] {
    @media (min-width: 1024px) {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      align-items: center;
      column-gap: clamp(2.5rem, 5vw, 5rem);
    }
  }
`;

export const Media = styled.div`
  overflow: hidden;

  img {
    transition: transform var(--lux-duration-slow) var(--lux-easing-standard);
  }
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    article:hover & img {
      transform: scale(1.02);
    }
  }
`;

export const Body = styled.div`
  display: grid;
  align-content: start;
  gap: var(--lux-space-4);
`;

export const Eyebrow = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: var(--lux-color-text-muted);
`;

export const Version = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
`;

export const Prices = styled.div`
  display: grid;
  gap: var(--lux-space-1);

  p {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  p:first-child {
    font-size: var(--lux-font-size-heading-xs);
    font-weight: var(--lux-font-weight-bold);
  }
`;

/** Three key figures side by side: the value large, its label under it. */
export const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--lux-space-4);
  margin: 0;
  padding-block: var(--lux-space-4);
  border-block: 1px solid color-mix(in srgb, var(--lux-color-border) 40%, transparent);

  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: var(--lux-space-1);
  }
  dt {
    font-size: 0.8125rem;
    color: var(--lux-color-text-muted);
  }
  dd {
    margin: 0;
    font-size: var(--lux-font-size-heading-xs);
    font-weight: 300;
    font-variant-numeric: tabular-nums;
  }
`;

export const Equipment = styled.details`
  > summary {
    display: inline-flex;
    align-items: center;
    gap: var(--lux-space-2);
    min-block-size: 2.75rem;
    font-weight: var(--lux-font-weight-bold);
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary::after {
    content: '+';
    font-weight: 300;
    font-size: 1.25em;
  }
  &[open] > summary::after {
    content: '−';
  }
  > summary:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
`;

export const EquipmentList = styled(RichText)`
  padding-block-end: var(--lux-space-3);
  font-size: var(--lux-font-size-small);
  line-height: 1.7;
  color: var(--lux-color-text-muted);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-3) var(--lux-space-5);
  padding-block-start: var(--lux-space-2);
`;
