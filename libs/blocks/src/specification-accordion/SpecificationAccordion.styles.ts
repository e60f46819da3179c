import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: clamp(2rem, 4vw, 3rem);
  padding-block: clamp(3rem, 7vw, 6rem);

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
    column-gap: clamp(3rem, 6vw, 6rem);
  }
`;

/** Heading, model select and price: beside the sections on wide screens, staying in view while they scroll. */
export const Aside = styled.div`
  display: grid;
  gap: var(--lux-space-5);

  @media (min-width: 1024px) {
    position: sticky;
    inset-block-start: calc(var(--lux-nav-height) + var(--lux-space-6));
  }
`;

export const Chosen = styled.div`
  display: grid;
  gap: var(--lux-space-1);

  p {
    margin: 0;
  }
`;

export const ModelName = styled.p`
  font-size: var(--lux-font-size-heading-xs);
  font-weight: var(--lux-font-weight-bold);
`;

export const Price = styled.p`
  font-variant-numeric: tabular-nums;
  color: var(--lux-color-text-muted);
`;

export const Sections = styled.div`
  border-block-start: 1px solid var(--lux-color-border);
`;

export const Details = styled.details`
  border-block-end: 1px solid var(--lux-color-border);

  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

export const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  min-block-size: 4rem;
  padding-block: 1.25rem;
  list-style: none;
  font-size: var(--lux-font-size-heading-xs);
  font-weight: var(--lux-font-weight-bold);
  letter-spacing: 0.02em;
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: 2px;
  }

  svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    transition: transform var(--lux-duration-base) var(--lux-easing-standard);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

export const Rows = styled.dl`
  display: grid;
  margin: 0 0 var(--lux-space-5);

  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--lux-space-1) var(--lux-space-5);
    padding-block: 0.875rem;
    border-block-start: 1px solid color-mix(in srgb, var(--lux-color-border) 35%, transparent);
  }
  dt {
    color: var(--lux-color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: var(--lux-font-weight-bold);
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

export const Notes = styled(RichText)`
  padding-block-end: var(--lux-space-5);
  font-size: var(--lux-font-size-small);
  line-height: 1.6;
  color: var(--lux-color-text-muted);
`;
