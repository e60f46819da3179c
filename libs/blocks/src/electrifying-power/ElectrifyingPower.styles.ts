import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: clamp(2rem, 5vw, 4rem);
  padding-block: clamp(3.5rem, 8vw, 7rem);
`;

export const Intro = styled.div`
  display: grid;
  gap: var(--lux-space-5);
  text-align: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
    column-gap: var(--lux-space-9);
  }
`;

export const Aside = styled.div`
  display: grid;
  gap: var(--lux-space-5);
  justify-items: start;
`;

export const Body = styled(RichText)`
  font-size: 1.0625rem;
  line-height: 1.7;
  color: var(--lux-color-text-muted);
`;

/** Key figures in a row, split by hairlines at their inline start; two per row on phones. */
export const Figures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--lux-space-6) 0;

  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }

  li {
    display: grid;
    gap: var(--lux-space-2);
    align-content: start;
    padding-inline: var(--lux-space-5);
    border-inline-start: 1px solid color-mix(in srgb, var(--lux-color-text) 35%, transparent);
  }
`;

export const Figure = styled.span`
  font-size: clamp(2.25rem, 4.5vw, 3.75rem);
  font-weight: 200;
  line-height: 1.05;
  font-variant-numeric: tabular-nums;
`;

export const Caption = styled.span`
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.08em;
  color: var(--lux-color-text-muted);
`;
