import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: clamp(2rem, 4vw, 3.5rem);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

/** Two figures per row on phones, four from 1024 px (B§3.2: four per row). */
export const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: clamp(2rem, 4vw, 3rem) var(--lux-grid-gap);
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Figure = styled.li`
  display: grid;
  align-content: start;
  gap: var(--lux-space-3);
  padding-block-start: var(--lux-space-5);
  border-block-start: 1px solid var(--lux-color-border);
`;

export const Value = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.4em;
  margin: 0;
  line-height: 1;
  font-variant-numeric: tabular-nums lining-nums;
`;

export const FigureNumber = styled.span`
  font-size: clamp(2.5rem, 1.8rem + 2.6vw, 4.25rem);
  font-weight: 300;
  letter-spacing: -0.02em;
`;

export const Unit = styled.span`
  font-size: var(--lux-font-size-body);
  font-weight: var(--lux-font-weight-bold);
  letter-spacing: 0.04em;
`;

export const Caption = styled(RichText)`
  font-size: var(--lux-font-size-small);
  line-height: 1.6;
  color: var(--lux-color-text-muted);
`;

export const Disclaimer = styled(RichText)`
  max-inline-size: 70ch;
  font-size: 0.8125rem;
  line-height: 1.6;
  color: var(--lux-color-text-muted);
`;
